import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { mountTmpfs } from "../support/mounts";
import { SERVER_START_TIMEOUT, type TestServer, startServer } from "./support";

/**
 * Every job line of docs/cron.md, run exactly as written under /bin/sh, as cron runs it: the crontab's variables
 * as the environment, `\%` turned into `%` (crontab(5)), nothing on stdin, and whatever the line prints is what
 * cron would mail. Only what must differ on a test machine is moved: the absolute paths into a temporary root, the
 * server's address to the test server's, and a `farmctl` on the PATH (a symlink to cli/farmctl.ts, as docs/cli.md
 * installs it).
 */
interface CronJob {
  line: string;
  command: string;
}

function readCrontab(markdown: string) {
  const env: Record<string, string> = {};
  const jobs: CronJob[] = [];
  for (const block of markdown.matchAll(/```cron\n([\s\S]*?)```/g)) {
    for (const line of block[1]!.split("\n")) {
      if (!line.trim() || line.startsWith("#")) continue;
      const assignment = /^([A-Z_]+)=(.*)$/.exec(line);
      if (assignment) {
        env[assignment[1]!] = assignment[2]!;
        continue;
      }
      const command = line.replace(/^(\S+\s+){5}/, "");
      expect(command.replace(/\\%/g, "")).not.toContain("%"); // an unescaped % would be cut into stdin by cron
      jobs.push({ line, command: command.replace(/\\%/g, "%") });
    }
  }
  return { env, jobs };
}

const { env: crontabEnv, jobs } = readCrontab(readFileSync("docs/cron.md", "utf8"));
const job = (words: string) => {
  const found = jobs.find((j) => j.command.includes(words));
  if (!found) throw new Error(`docs/cron.md has no job with ${words}`);
  return found;
};

let s: TestServer;
let root: string;
let bin: string;
const drive = mountTmpfs("farm-cron-drive-");
const ran = new Set<string>();

/** Last month, as the crontab's `date -d "$(date +%Y-%m-01) -1 month" +%Y-%m` prints it on any day, and a day in it. */
const now = new Date();
const lastMonth = new Date(now.getFullYear(), now.getMonth() - 1, 15);
const ym = `${lastMonth.getFullYear()}-${String(lastMonth.getMonth() + 1).padStart(2, "0")}`;

beforeAll(async () => {
  s = await startServer();
  root = join(s.dir, "root");
  bin = join(s.dir, "bin");
  mkdirSync(bin);
  symlinkSync(resolve("cli/farmctl.ts"), join(bin, "farmctl"));
  const token = ((await (await s.admin.api.tokens.$post({ json: { name: "cron-farm-server" } })).json()) as { token: string }).token;
  mkdirSync(join(root, "etc/farmctl"), { recursive: true });
  writeFileSync(join(root, "etc/farmctl/env"), `FARMCTL_URL=${s.url}\nFARMCTL_TOKEN=${token}\n`, { mode: 0o600 });
  mkdirSync(join(root, "srv/office/invoices"), { recursive: true });
  mkdirSync(join(root, "srv/office/journals"), { recursive: true });
  for (const name of ["North Ranch", "River Farms"]) {
    const entityId = ((await (await s.admin.api.entities.$post({ json: { name } })).json()) as { id: number }).id;
    const fieldId = ((await (await s.admin.api.fields.$post({ json: { entityId, name: "Home 20", acreage: "20", cropType: "Alfalfa" } })).json()) as { id: number }).id;
    const res = await s.admin.api.tasks.$post({
      json: {
        entityId, fieldId, categoryId: 6, name: "Discing", date: `${ym}-15`, cropYear: lastMonth.getFullYear(), costPerAcre: "15", acresCovered: "20",
        equipmentRental: "5", equipmentDescription: "Disc",
      } as never,
    });
    if (res.status !== 201) throw new Error(await res.text());
  }
}, SERVER_START_TIMEOUT);
afterAll(async () => {
  drive?.unmount();
  await s.stop();
});

/**
 * Runs a job's command as cron would, with `/mnt/farm-backup` standing for `mountPoint`; answers what cron mails.
 * `path` is the folder searched first for commands (the one with `farmctl`), `extraEnv` added to cron's environment.
 */
async function runJob(j: CronJob, mountPoint: string, path = bin, extraEnv: Record<string, string> = {}) {
  ran.add(j.line);
  const command = j.command
    .replaceAll("/etc/farmctl/", `${root}/etc/farmctl/`)
    .replaceAll("/var/log/farmctl", `${root}/var/log/farmctl`)
    .replaceAll("/srv/office/", `${root}/srv/office/`)
    .replaceAll("/mnt/farm-backup", mountPoint)
    .replaceAll("http://127.0.0.1:3000", s.url);
  const proc = Bun.spawn(["/bin/sh", "-c", command], {
    env: { ...crontabEnv, PATH: `${path}:${crontabEnv.PATH}:${dirname(process.execPath)}`, HOME: s.dir, SHELL: "/bin/sh", LOGNAME: "farm", ...extraEnv },
    stdin: "ignore",
    stdout: "pipe",
    stderr: "pipe",
  });
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  return { mail: out + err, code };
}

describe("docs/cron.md, line by line under /bin/sh", () => {
  test("the crontab sets no bash: /bin/sh runs the lines", () => {
    expect(crontabEnv.SHELL ?? "/bin/sh").toBe("/bin/sh");
    expect(jobs.length).toBe(5);
  });

  test("nightly backup: the log folder is created, an archive written, nothing mailed", async () => {
    expect(existsSync(join(root, "var/log/farmctl"))).toBe(false);
    const { mail, code } = await runJob(job("farmctl -q backup"), drive!.path);
    expect({ mail, code }).toEqual({ mail: "", code: 0 });
    expect(readdirSync(drive!.path).filter((n) => n.endsWith(".tar.gz"))).toHaveLength(1);
    expect(existsSync(join(root, "var/log/farmctl/backup.log"))).toBe(true);
  });

  test("nightly backup with the drive not mounted: nothing written, and the log's reason is mailed", async () => {
    const unmounted = join(s.dir, "mnt-farm-backup");
    mkdirSync(unmounted);
    const { mail } = await runJob(job("farmctl -q backup"), unmounted);
    expect(mail).toContain(`${unmounted} is not a mount point`);
    expect(readdirSync(unmounted)).toEqual([]);
  });

  test("monthly invoices on the 1st: one PDF per entity, named with a dash for the space, nothing mailed", async () => {
    const { mail, code } = await runJob(job("invoice monthly"), "/unused");
    expect({ mail, code }).toEqual({ mail: "", code: 0 });
    for (const name of [`North-Ranch-${ym}.pdf`, `River-Farms-${ym}.pdf`]) {
      expect(readFileSync(join(root, "srv/office/invoices", name)).subarray(0, 5).toString()).toBe("%PDF-");
    }
  });

  test("the equipment invoice of every entity: one PDF, nothing mailed", async () => {
    const { mail, code } = await runJob(job("invoice equipment"), "/unused");
    expect({ mail, code }).toEqual({ mail: "", code: 0 });
    expect(readFileSync(join(root, "srv/office/invoices", `stone-equipment-${ym}.pdf`)).subarray(0, 5).toString()).toBe("%PDF-");
  });

  test("last month's journal: one IIF file in the office share, nothing mailed; a second run mails the refusal", async () => {
    expect(await runJob(job("export journal"), "/unused")).toEqual({ mail: "", code: 0 });
    const files = readdirSync(join(root, "srv/office/journals"));
    expect(files).toHaveLength(1);
    expect(files[0]).toStartWith(`journal-all-${ym}-01-${ym}-`);
    expect(files[0]).toEndWith(".iif");
    const again = await runJob(job("export journal"), "/unused");
    expect(again.code).toBe(1);
    expect(again.mail).toContain("--force");
  });

  test("the invoice file names say last month on any day the job runs, the 29th to the 31st included", async () => {
    // A `date` whose today is FAKE_TODAY (a -d with no calendar date in it counts from that day), and a farmctl
    // that only notes its arguments: what is checked is the month the line computes, not the invoices.
    const stubs = join(s.dir, "bin-any-day");
    mkdirSync(stubs);
    const fakeDate = [
      "#!/bin/sh",
      'if [ "$1" = -d ]; then',
      '  case "$2" in [0-9][0-9][0-9][0-9]-*) exec /usr/bin/date "$@" ;; esac',
      '  d="$FAKE_TODAY $2"; shift 2; exec /usr/bin/date -d "$d" "$@"',
      "fi",
      'exec /usr/bin/date -d "$FAKE_TODAY" "$@"',
    ];
    writeFileSync(join(stubs, "date"), `${fakeDate.join("\n")}\n`, { mode: 0o755 });
    writeFileSync(join(stubs, "farmctl"), '#!/bin/sh\necho "$*" >> "$FARMCTL_ARGS"\n', { mode: 0o755 });
    const days = { "2026-03-31": "2026-02", "2026-03-29": "2026-02", "2026-05-31": "2026-04", "2026-01-01": "2025-12", "2026-12-31": "2026-11" };
    for (const [today, month] of Object.entries(days)) {
      const argsFile = join(s.dir, `farmctl-args-${today}`);
      for (const j of [job("invoice monthly"), job("invoice equipment")]) {
        expect(await runJob(j, "/unused", stubs, { FAKE_TODAY: today, FARMCTL_ARGS: argsFile })).toEqual({ mail: "", code: 0 });
      }
      const named = readFileSync(argsFile, "utf8").match(/\d{4}-\d{2}(?=\.pdf)/g);
      expect({ today, named }).toEqual({ today, named: [month, month, month] });
    }
  });

  test("the health check mails nothing while the server is up", async () => {
    expect(await runJob(job("/api/health/ready"), "/unused")).toEqual({ mail: "", code: 0 });
  });

  test("every job line of docs/cron.md was run above", () => {
    expect([...ran].sort()).toEqual(jobs.map((j) => j.line).sort());
  });
});

import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Command } from "commander";
import { buildProgram } from "../../cli/farmctl";
import { SERVER_START_TIMEOUT, type TestServer, startServer } from "./support";

let s: TestServer;
let cron: Record<string, string>;

/** 400 tasks: `tasks list --json` prints about 400 KB, far more than a pipe holds, so `head -1` closes it mid-write. */
const TASKS = 400;

beforeAll(async () => {
  s = await startServer();
  const token = await s.admin.api.tokens.$post({ json: { name: "conventions" } });
  cron = { FARMCTL_URL: s.url, FARMCTL_TOKEN: ((await token.json()) as { token: string }).token };
  const entity = ((await (await s.admin.api.entities.$post({ json: { name: "Pipe Ranch" } })).json()) as { id: number }).id;
  await s.admin.api.fields.$post({ json: { entityId: entity, name: "North 40", acreage: "40", cropType: "Alfalfa" } });
  const csv = ["date,field,category,name,cost_per_acre"];
  for (let i = 1; i <= TASKS; i++) csv.push(`2025-03-${String((i % 28) + 1).padStart(2, "0")},North 40,Water,Irrigation run ${i},10`);
  csv.push(`2025-03-10,North 40,Income Generated,Walnut sale,50`);
  writeFileSync(join(s.dir, "tasks.csv"), `${csv.join("\n")}\n`);
  const imported = await s.farmctl(["import", "tasks", join(s.dir, "tasks.csv"), "--entity", "Pipe Ranch"], { env: cron });
  if (imported.code !== 0) throw new Error(imported.stderr);
}, SERVER_START_TIMEOUT);
afterAll(() => s.stop());

/** Runs a shell line with this suite's cron environment, as a person or cron would. */
async function sh(line: string) {
  const proc = Bun.spawn(["/bin/sh", "-c", line], {
    env: { PATH: process.env.PATH ?? "", HOME: s.dir, XDG_CONFIG_HOME: s.configHome, NO_COLOR: "1", ...cron },
    stdout: "pipe",
    stderr: "pipe",
  });
  const [stdout, stderr, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  return { stdout, stderr, code };
}

describe("farmctl in a pipe", () => {
  test("`tasks list --json | head -1` ends quietly: exit 0, nothing on stderr", async () => {
    // The subshell reports farmctl's own exit status on stderr (POSIX sh has no pipefail).
    const res = await sh(`( bun cli/farmctl.ts tasks list --entity "Pipe Ranch" --limit ${TASKS + 1} --json; echo "farmctl exit $?" >&2 ) | head -1`);
    expect(res.stdout).toBe("[\n");
    expect(res.stderr).toBe("farmctl exit 0\n");
  });

  test("the whole list, unpiped, is all the tasks", async () => {
    const res = await s.farmctl(["tasks", "list", "--entity", "Pipe Ranch", "--limit", String(TASKS + 1), "--json"], { env: cron });
    expect(res.code).toBe(0);
    expect(JSON.parse(res.stdout)).toHaveLength(TASKS + 1);
  });
});

describe("exit codes as docs/cli.md says", () => {
  test("no FARMCTL_TOKEN under cron (a server, no saved login) is bad usage: exit 2, naming FARMCTL_TOKEN", async () => {
    const res = await s.farmctl(["entities", "list"], { env: { FARMCTL_URL: s.url } });
    expect(res.code).toBe(2);
    expect(res.stderr).toContain(`Not signed in to ${s.url}`);
    expect(res.stderr).toContain("FARMCTL_TOKEN");
    expect(res.stdout).toBe("");
  });

  test("an unknown option is 2, a refused request 1", async () => {
    expect((await s.farmctl(["entities", "list", "--bogus"], { env: cron })).code).toBe(2);
    expect((await s.farmctl(["tasks", "list", "--entity", "Nowhere Ranch"], { env: cron })).code).toBe(1);
  });
});

describe("output formats", () => {
  test("--json on every command that prints data", () => {
    /** Groups that only hold subcommands, and the commands that print no data (they start the server, or sign out). */
    const notData = new Set(["entities", "fields", "tasks", "import", "invoice", "users", "token", "budget", "export", "accounts", "landlords", "leases", "products", "purchases", "harvest", "contracts", "settlements", "time", "serve", "migrate", "logout"]);
    const checked: string[] = [];
    const walk = (cmd: Command, path: string[]) => {
      for (const sub of cmd.commands) {
        const name = [...path, sub.name()].join(" ");
        walk(sub, [...path, sub.name()]);
        if (notData.has(name)) continue;
        checked.push(name);
        expect({ name, json: sub.options.some((o) => o.long === "--json") }).toEqual({ name, json: true });
      }
    };
    walk(buildProgram(), []);
    expect(checked).toEqual(expect.arrayContaining(["invoice monthly", "invoice equipment", "backup", "backup list", "backup verify", "tasks list", "whoami", "export journal", "landlords statements", "budget export", "products list", "purchases import", "inventory", "harvest import", "storage", "contracts list", "settlements list", "time import"]));
  });

  test("invoice --json is the server's JSON; --json with --format csv is bad usage", async () => {
    const base = ["invoice", "monthly", "--entity", "Pipe Ranch", "--month", "3", "--year", "2025"];
    const res = await s.farmctl([...base, "--json"], { env: cron });
    expect(res.code).toBe(0);
    const invoice = JSON.parse(res.stdout);
    // 400 irrigation runs at 10.00/ac x 40 ac = 160,000.00, less the walnut sale 50.00/ac x 40 ac = 2,000.00.
    expect(invoice.totals.invoiceTotal).toBe("158000.00");
    expect(res.stdout.endsWith("\n")).toBe(true);
    expect((await s.farmctl([...base, "--json", "--format", "csv"], { env: cron })).code).toBe(2);
  });

  test("CSV on stdout ends with a newline, and income lines carry their minus sign", async () => {
    const res = await s.farmctl(["invoice", "monthly", "--entity", "Pipe Ranch", "--month", "3", "--year", "2025", "--format", "csv"], { env: cron });
    expect(res.code).toBe(0);
    expect(res.stdout.endsWith("\r\n")).toBe(true);
    expect(res.stdout).toContain("Walnut sale,2025-03-10,-2000.00");
  });
});

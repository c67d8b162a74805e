import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { journalPeriod, lastMonth } from "../../api/domain/accounting/period";
import { SERVER_START_TIMEOUT, type TestServer, startServer } from "./support";

let s: TestServer;
let cron: Record<string, string>;
let entityId: number;

/**
 * "Ledger Ranch", North 40 (40 ac), March 2025: Irrigation run (Water) 10/ac x 40 = 400.00 on 2025-03-10;
 * Walnut sale (Income Generated) 50/ac x 10 = 500.00 on 2025-03-20.
 * Journal: Dr 8300 400.00 / Cr 2100 400.00; Dr 2100 500.00 / Cr 9000 500.00 -> 4 lines, debits = credits = 900.00.
 */
beforeAll(async () => {
  s = await startServer();
  const token = await s.admin.api.tokens.$post({ json: { name: "accounting-tests" } });
  cron = { FARMCTL_URL: s.url, FARMCTL_TOKEN: ((await token.json()) as { token: string }).token };
  entityId = ((await (await s.admin.api.entities.$post({ json: { name: "Ledger Ranch" } })).json()) as { id: number }).id;
  const field = ((await (await s.admin.api.fields.$post({ json: { entityId, name: "North 40", acreage: "40", cropType: "Alfalfa" } })).json()) as { id: number }).id;
  for (const [categoryId, name, date, costPerAcre, acresCovered] of [[1, "Irrigation run", "2025-03-10", "10", "40"], [7, "Walnut sale", "2025-03-20", "50", "10"]] as const) {
    const res = await s.admin.api.tasks.$post({ json: { entityId, fieldId: field, categoryId, name, date, cropYear: 2025, costPerAcre, acresCovered } as never });
    if (res.status !== 201) throw new Error(`${name}: ${res.status} ${await res.text()}`);
  }
}, SERVER_START_TIMEOUT);
afterAll(() => s.stop());

describe("farmctl export journal", () => {
  test("--out DIR writes the IIF under the server's name; stdout is its path, stderr the totals", async () => {
    const out = join(s.dir, "exports");
    mkdirSync(out);
    const res = await s.farmctl(["export", "journal", "--entity", "all", "--month", "2025-03", "--format", "iif", "--out", out], { env: cron });
    expect(res.code).toBe(0);
    const path = join(out, "journal-all-2025-03-01-2025-03-31.iif");
    expect(res.stdout).toBe(`${path}\n`);
    expect(res.stderr).toContain("4 lines, debits 900.00 = credits 900.00");
    const lines = readFileSync(path, "utf8").split("\r\n");
    expect(lines.slice(3, 9).map((l) => l.split("\t").slice(0, 7).join("|"))).toEqual([
      "TRNS|GENERAL JOURNAL|03/10/2025|8300|Ledger Ranch|North 40|400.00",
      "SPL|GENERAL JOURNAL|03/10/2025|2100|Ledger Ranch|North 40|-400.00",
      "ENDTRNS",
      "TRNS|GENERAL JOURNAL|03/20/2025|2100|Ledger Ranch|North 40|500.00",
      "SPL|GENERAL JOURNAL|03/20/2025|9000|Ledger Ranch|North 40|-500.00",
      "ENDTRNS",
    ]);
    expect(readdirSync(out).filter((f) => f.includes(".part-"))).toEqual([]);
  });

  test("--json with --out prints what was written; --json without --out is bad usage", async () => {
    const out = join(s.dir, "exports-json");
    mkdirSync(out);
    const res = await s.farmctl(["export", "journal", "--entity", "all", "--month", "2025-03", "--format", "csv", "--out", out, "--force", "--json"], { env: cron });
    expect(res.code).toBe(0);
    const path = join(out, "journal-all-2025-03-01-2025-03-31.csv");
    expect(JSON.parse(res.stdout)).toMatchObject({ path, lines: 4, debits: "900.00", credits: "900.00", sha256: new Bun.CryptoHasher("sha256").update(readFileSync(path)).digest("hex") });
    const bad = await s.farmctl(["export", "journal", "--entity", "all", "--month", "2025-03", "--format", "csv", "--json"], { env: cron });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--json describes the written file");
  });

  test("the same period again fails (exit 1) and says to use --force; --force exports it", async () => {
    const args = ["export", "journal", "--entity", "Ledger Ranch", "--month", "2025-03", "--format", "csv"];
    const again = await s.farmctl(args, { env: cron });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("2025-03-01..2025-03-31");
    expect(again.stderr).toContain("--force");
    expect(again.stdout).toBe("");
    const forced = await s.farmctl([...args, "--force"], { env: cron });
    expect(forced.code).toBe(0);
    expect(forced.stdout.split("\r\n")[0]).toBe("Journal No,Journal Date,Account Code,Account Name,Debits,Credits,Description,Name,Class");
    expect(forced.stdout).toContain(",03/10/2025,8300,Water,400.00,,Irrigation run,Ledger Ranch,North 40\r\n");
  });

  test("--month last is the calendar month before today (for cron on the 1st)", async () => {
    const now = new Date();
    const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
    const { from, to } = journalPeriod({ month: lastMonth(today) });
    const out = join(s.dir, "cron");
    mkdirSync(out);
    const res = await s.farmctl(["export", "journal", "--entity", String(entityId), "--month", "last", "--format", "iif", "--out", out, "--quiet"], { env: cron });
    expect(res.code).toBe(0);
    // --quiet prints nothing at all on success (as invoice does), so cron mails nothing; the file is there.
    expect(res.stdout).toBe("");
    expect(res.stderr).toBe("");
    expect(existsSync(join(out, `journal-ledger-ranch-${from}-${to}.iif`))).toBe(true);
  });

  test("bad usage exits 2 and writes nothing", async () => {
    for (const args of [["--format", "pdf", "--month", "2025-03"], ["--format", "iif"], ["--format", "iif", "--month", "2025-3"], ["--month", "2025-03"]]) {
      const res = await s.farmctl(["export", "journal", "--entity", "all", ...args], { env: cron });
      expect(res.code).toBe(2);
      expect(res.stdout).toBe("");
    }
  });
});

describe("farmctl accounts", () => {
  test("list: the entity's chart and each category's accounts, as a table or JSON", async () => {
    const table = await s.farmctl(["accounts", "list", "--entity", "ledger ranch"], { env: cron });
    expect(table.code).toBe(0);
    expect(table.stdout).toContain("Due to farm management");
    expect(table.stdout).toMatch(/Water\s+│?\s*8300\s+│?\s*8460\s+│?\s*32/);
    const json = await s.farmctl(["accounts", "list", "--entity", String(entityId), "--json"], { env: cron });
    const body = JSON.parse(json.stdout) as { accounts: { number: number }[]; categories: { categoryName: string; invoiceAccount: number }[] };
    expect(body.accounts.map((a) => a.number)).toContain(9100);
    expect(body.categories.find((c) => c.categoryName === "Seed")!.invoiceAccount).toBe(8350);
  });

  test("set renumbers an account, and the next export carries the new number; a bad line is refused", async () => {
    const set = await s.farmctl(["accounts", "set", "8300", "--entity", "Ledger Ranch", "--number", "61000", "--name", "Irrigation water"], { env: cron });
    expect(set.code).toBe(0);
    expect(set.stdout).toBe("61000 Irrigation water (expense)\n");
    const coded = await s.farmctl(["accounts", "set", "--entity", "Ledger Ranch", "--category", "water", "--schedule-f", "30"], { env: cron });
    expect(coded.stdout).toBe("Water: invoice 61000, detailed operations 8460, Schedule F 30\n");
    const bad = await s.farmctl(["accounts", "set", "--entity", "Ledger Ranch", "--category", "water", "--schedule-f", "99"], { env: cron });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("scheduleFLine");
    const added = await s.farmctl(["accounts", "set", "8700", "--entity", "Ledger Ranch", "--name", "Fuel", "--type", "expense"], { env: cron });
    expect(added.stdout).toBe("8700 Fuel (expense)\n");
    const csv = await s.farmctl(["export", "journal", "--entity", "Ledger Ranch", "--month", "2025-03", "--format", "csv", "--force"], { env: cron });
    expect(csv.stdout).toContain(",03/10/2025,61000,Irrigation water,400.00,,Irrigation run,Ledger Ranch,North 40\r\n");
  });
});

import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { extractText, getDocumentProxy } from "unpdf";
import { SERVER_START_TIMEOUT, type TestServer, startServer } from "./support";

let s: TestServer;
let cron: Record<string, string>;
let ada: number;
let bo: number;

/**
 * Two landlords: Ada (cash rent on "Lease Ranch" North 40 at $250/ac = $10,000, and 40% of a one-third crop share on
 * "Other Farm" Hill) and Bo (60% of the crop share). Hill sold $30,000 in 2025: the share's income is 30,000 x 33.33%
 * = 9,999.00, Ada 3,999.60 and Bo 5,999.40. Cy has only a lease starting in 2027.
 */
beforeAll(async () => {
  s = await startServer();
  const token = await s.admin.api.tokens.$post({ json: { name: "lease-tests" } });
  cron = { FARMCTL_URL: s.url, FARMCTL_TOKEN: ((await token.json()) as { token: string }).token };
  const id = async (res: Promise<{ status: number; json(): Promise<unknown>; text(): Promise<string> }>) => {
    const r = await res;
    if (r.status !== 201) throw new Error(`${r.status} ${await r.text()}`);
    return ((await r.json()) as { id: number }).id;
  };
  const entity = (name: string) => id(s.admin.api.entities.$post({ json: { name } }));
  const field = (entityId: number, name: string, acreage: string) => id(s.admin.api.fields.$post({ json: { entityId, name, acreage, cropType: "Corn" } }));
  const landlord = (name: string) => id(s.admin.api.landlords.$post({ json: { name } as never }));
  const lease = (json: Record<string, unknown>) => id(s.admin.api.leases.$post({ json: json as never }));
  const ranch = await entity("Lease Ranch");
  const other = await entity("Other Farm");
  const north = await field(ranch, "North 40", "40");
  const hill = await field(other, "Hill", "50");
  const south = await field(ranch, "South", "20");
  ada = await landlord("Ada Smith");
  bo = await landlord("Bo Jones");
  const cy = await landlord("Cy Later");
  await id(s.admin.api.tasks.$post({ json: { entityId: other, fieldId: hill, categoryId: 7, name: "Sale", date: "2025-09-01", cropYear: 2025, costPerAcre: "600", acresCovered: "50" } as never }));
  const cash = { type: "cash", basis: "per_acre", rate: "250", schedule: [{ due: "03-01", percent: "100" }] };
  await lease({ fieldId: north, leasedAcres: "40", startYear: 2025, endYear: 2026, terms: cash, landlords: [{ landlordId: ada, sharePercent: "100" }] });
  await lease({ fieldId: hill, leasedAcres: "50", startYear: 2025, endYear: null, terms: { type: "crop_share", incomePercent: "33.33", costDefaultPercent: "0" }, landlords: [{ landlordId: ada, sharePercent: "40" }, { landlordId: bo, sharePercent: "60" }] });
  await lease({ fieldId: south, leasedAcres: "20", startYear: 2027, endYear: null, terms: cash, landlords: [{ landlordId: cy, sharePercent: "100" }] });
}, SERVER_START_TIMEOUT);
afterAll(() => s.stop());

async function pdfText(path: string) {
  const bytes = new Uint8Array(readFileSync(path));
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return (text as string).replace(/\s+/g, " ");
}

describe("farmctl landlords statements", () => {
  test("writes one PDF per landlord with a lease in force, whole, and prints their paths", async () => {
    const out = join(s.dir, "statements", "2025");
    const res = await s.farmctl(["landlords", "statements", "--year", "2025", "--out", out], { env: cron });
    expect(res.code).toBe(0);
    const files = readdirSync(out).sort();
    expect(files).toEqual([`landlord-statement-ada-smith-2025-${ada}.pdf`, `landlord-statement-bo-jones-2025-${bo}.pdf`]);
    expect(res.stdout).toBe(`${join(out, files[0]!)}\n${join(out, files[1]!)}\n`);
    expect(res.stderr).toContain("2 statements in");
    const adaText = await pdfText(join(out, files[0]!));
    for (const phrase of ["Ada Smith", "Landlord Statement - Crop Year 2025", "North 40 (Lease Ranch)", "Hill (Other Farm)", "$10,000.00", "$3,999.60", "$13,999.60"]) expect(adaText).toContain(phrase);
    expect(await pdfText(join(out, files[1]!))).toContain("$5,999.40");
  });

  test("--json prints the statements written, one object per landlord, instead of their paths", async () => {
    const out = join(s.dir, "statements-json");
    const res = await s.farmctl(["landlords", "statements", "--year", "2025", "--out", out, "--json"], { env: cron });
    expect(res.code).toBe(0);
    expect(JSON.parse(res.stdout)).toEqual([
      { landlordId: ada, name: "Ada Smith", path: join(out, `landlord-statement-ada-smith-2025-${ada}.pdf`) },
      { landlordId: bo, name: "Bo Jones", path: join(out, `landlord-statement-bo-jones-2025-${bo}.pdf`) },
    ]);
  });

  test("bad usage exits 2; signed out exits non-zero with the reason on stderr", async () => {
    const missing = await s.farmctl(["landlords", "statements", "--out", join(s.dir, "x")], { env: cron });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("--year");
    const bad = await s.farmctl(["landlords", "statements", "--year", "1999", "--out", join(s.dir, "x")], { env: cron });
    expect(bad.code).toBe(2);
    const anon = await s.farmctl(["landlords", "statements", "--year", "2025", "--out", join(s.dir, "y")], { env: { FARMCTL_URL: s.url } });
    expect(anon.code).not.toBe(0);
    expect(anon.stdout).toBe("");
  });
});

describe("farmctl leases list", () => {
  test("a table, --json, and --year / --entity filters", async () => {
    const table = await s.farmctl(["leases", "list"], { env: cron });
    expect(table.code).toBe(0);
    for (const text of ["North 40", "Hill", "South", "cash rent", "crop share", "Ada Smith (40%), Bo Jones (60%)", "Cy Later"]) expect(table.stdout).toContain(text);
    const json = await s.farmctl(["leases", "list", "--year", "2025", "--entity", "lease ranch", "--json"], { env: cron });
    expect(json.code).toBe(0);
    const rows = JSON.parse(json.stdout) as { fieldName: string; leasedAcres: string; type: string }[];
    expect(rows.map((r) => [r.fieldName, r.leasedAcres, r.type])).toEqual([["North 40", "40.00", "cash"]]);
  });
});

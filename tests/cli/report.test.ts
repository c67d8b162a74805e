import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { REPORT_CATALOG, type ReportInfo } from "../../api/client";
import { SERVER_START_TIMEOUT, type TestServer, startServer } from "./support";

/*
 * `farmctl report <name>` comes from the report registry: a command for every registered report, whose JSON is the
 * API's JSON for the same inputs. "Report Ranch", West (20 ac, Alfalfa), crop year 2025:
 *   Fertilize 10/ac x 20 = 200.00 cost; Hay sale (Income) 300/ac x 20 = 6,000.00 income. Net 5,800.00, 290.00/ac.
 */
let s: TestServer;
let cron: Record<string, string>;
let values: Record<string, string>;

beforeAll(async () => {
  s = await startServer();
  const token = await s.admin.api.tokens.$post({ json: { name: "report-tests" } });
  cron = { FARMCTL_URL: s.url, FARMCTL_TOKEN: ((await token.json()) as { token: string }).token };
  const entity = ((await (await s.admin.api.entities.$post({ json: { name: "Report Ranch" } })).json()) as { id: number }).id;
  const field = ((await (await s.admin.api.fields.$post({ json: { entityId: entity, name: "West", acreage: "20", cropType: "Alfalfa" } })).json()) as { id: number }).id;
  for (const [categoryId, name, costPerAcre] of [[3, "Fertilize", "10"], [7, "Hay sale", "300"]] as const) {
    const res = await s.admin.api.tasks.$post({ json: { entityId: entity, fieldId: field, categoryId, name, date: "2025-03-10", cropYear: 2025, costPerAcre, acresCovered: "20" } as never });
    if (res.status !== 201) throw new Error(`${name}: ${res.status} ${await res.text()}`);
  }
  values = { entity: String(entity), field: String(field), year: "2025", month: "3" };
  // invoices
  const east = ((await (await s.admin.api.fields.$post({ json: { entityId: entity, name: "East", acreage: "10", cropType: "Oat Hay" } })).json()) as { id: number }).id;
  const rental = await s.admin.api.tasks.$post({
    json: { entityId: entity, fieldId: east, categoryId: 6, name: "Discing", date: "2025-03-15", cropYear: 2025, costPerAcre: "5", acresCovered: "10", equipmentDescription: "Disc", equipmentRental: "2" } as never,
  });
  if (rental.status !== 201) throw new Error(`rental: ${rental.status} ${await rental.text()}`);
  // summaries
  // agronomy
  const fertilizer = await s.admin.api.fertilizers.$post({ json: { name: "Report 10-20-5", nPerGal: "1.10", pPerGal: "2.00", kPerGal: "0.55", type: "liquid" } as never });
  const fertilizerId = ((await fertilizer.json()) as { id: number }).id;
  for (const more of [{ categoryId: 3, name: "Side-dress", fertilizerId, fertilizerGallonsApplied: "10" }, { categoryId: 1, name: "Irrigate", irrigationType: "Flood", irrigationHours: "24" }]) {
    const res = await s.admin.api.tasks.$post({ json: { entityId: entity, fieldId: field, date: "2025-04-02", cropYear: 2025, costPerAcre: "0", acresCovered: "20", ...more } as never });
    if (res.status !== 201) throw new Error(`${more.name}: ${res.status} ${await res.text()}`);
  }
  // landlord and budgets
  const landlord = ((await (await s.admin.api.landlords.$post({ json: { name: "Report Landlord", mailingAddress: "1 Main St, Fresno CA" } as never })).json()) as { id: number }).id;
  const lease = await s.admin.api.leases.$post({
    json: { fieldId: field, leasedAcres: "20", startYear: 2025, endYear: null, terms: { type: "cash", basis: "per_acre", rate: "100", schedule: [{ due: "03-01", percent: "100" }] }, landlords: [{ landlordId: landlord, sharePercent: "100" }] } as never,
  });
  if (lease.status !== 201) throw new Error(`lease: ${lease.status} ${await lease.text()}`);
  const budget = await s.admin.api.budgets.$post({
    json: { entityId: entity, cropYear: 2025, cropType: "Alfalfa", expectedYieldPerAcre: "3", yieldUnit: "tons", expectedPricePerUnit: "100", lines: [{ categoryId: 3, amountPerAcre: "12" }] } as never,
  });
  if (budget.status !== 201) throw new Error(`budget: ${budget.status} ${await budget.text()}`);
  values.landlord = String(landlord);
  // journal
  Object.assign(values, { from: "2025-01-01", to: "2025-12-31" });
}, SERVER_START_TIMEOUT);
afterAll(() => s.stop());

/** The API's JSON of a report, through the typed client with the same inputs. */
async function apiJson(info: ReportInfo) {
  let node = s.admin.api as unknown as Record<string, unknown>;
  for (const segment of info.path.split("/").filter(Boolean)) node = node[segment.replace(/^\{(\w+)\}$/, ":$1")] as Record<string, unknown>;
  const param: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const p of info.params) if (p.required) (p.in === "path" ? param : query)[p.name] = values[p.option]!;
  const res = await (node.$get as (a: unknown) => Promise<Response>)({ param, query });
  expect(res.status).toBe(200);
  return res.json();
}

/** The options a report takes, as a user types them (required ones only). */
const args = (info: ReportInfo) => info.params.filter((p) => p.required).flatMap((p) => [`--${p.option}`, values[p.option]!]);

describe("farmctl report", () => {
  for (const info of REPORT_CATALOG) {
    test(`${info.name}: --format json prints the API's JSON`, async () => {
      const res = await s.farmctl(["report", info.name, ...args(info), "--format", "json"], { env: cron });
      expect(res.stderr).toBe("");
      expect(res.code).toBe(0);
      expect(JSON.parse(res.stdout)).toEqual(await apiJson(info));
    });
  }

  test("without --format it prints a table under the report's columns; --out writes the PDF", async () => {
    const table = await s.farmctl(["report", "field-history", "--field", values.field!], { env: cron });
    expect(table.code).toBe(0);
    expect(table.stdout).toContain("Crop Year");
    expect(table.stdout).toMatch(/2025 .*Alfalfa .*200\.00 .*6000\.00 .*5800\.00 .*290\.00/);
    const out = join(s.dir, "summary.pdf");
    const pdf = await s.farmctl(["report", "field-summary", "--entity", "Report Ranch", "--year", "2025", "--out", out], { env: cron });
    expect(pdf.code).toBe(0);
    expect(pdf.stdout.trim()).toBe(out);
    expect(new TextDecoder().decode(readFileSync(out).slice(0, 5))).toBe("%PDF-");
  });

  test("--entity all reaches a report taking every entity as its filter, not as an entity id", async () => {
    const res = await s.farmctl(["report", "fertilizer", "--entity", "all", "--year", "2025", "--format", "json"], { env: cron });
    expect(res.stderr).toBe("");
    expect(res.code).toBe(0);
    const api = await s.admin.api.reports.fertilizer.$get({ query: { year: "2025", entity: "all" } });
    expect(JSON.parse(res.stdout)).toEqual(await api.json());
    // A report of one entity says there is no entity named "all".
    const one = await s.farmctl(["report", "schedule-f", "--entity", "all", "--year", "2025", "--format", "json"], { env: cron });
    expect(one.code).not.toBe(0);
    expect(one.stderr).toContain('No farm entity is named "all"');
  });

  test("pesticide-use --month YYYY-MM prints the month's Pesticide Use Report; --as-of reaches the inventory", async () => {
    // PUR Ranch, North 40 ac Almonds (Kern, M 29S 25E section 12): Roundup bought 100 gal for 500.00 on 2026-03-02,
    // applied 04-02 at 32 fl oz/ac over 40 ac = 1,280 fl oz = 10 gal, 50.00.
    const post = async (res: Promise<Response> | Promise<{ status: number; json(): Promise<unknown>; text(): Promise<string> }>) => {
      const r = await res;
      if (r.status !== 201) throw new Error(`${r.status} ${await r.text()}`);
      return (await r.json()) as { id: number };
    };
    const entity = await post(s.admin.api.entities.$post({ json: { name: "PUR Ranch" } }));
    const field = await post(
      s.admin.api.fields.$post({
        json: { entityId: entity.id, name: "North", acreage: "40", cropType: "Almonds", county: "Kern", operatorId: "15-99-1500042", siteId: "N1", baseMeridian: "M", township: "29S", range: "25E", section: 12 } as never,
      }),
    );
    const product = await post(s.admin.api.products.$post({ json: { name: "Roundup PowerMax", kind: "crop protection", stockUnit: "gal", epaRegistrationNumber: "524-549" } as never }));
    const vendor = await post(s.admin.api.vendors.$post({ json: { name: "Kern Ag Supply" } as never }));
    await post(
      s.admin.api.purchases.$post({
        json: { entityId: entity.id, vendorId: vendor.id, invoiceNumber: "K-100", date: "2026-03-02", lines: [{ productId: product.id, quantity: "100", unit: "gal", amount: "500.00" }] } as never,
      }),
    );
    await post(
      s.admin.api.tasks.$post({
        json: {
          entityId: entity.id, fieldId: field.id, categoryId: 4, name: "Weed spray", date: "2026-04-02", cropYear: 2026, costPerAcre: "0", acresCovered: "40",
          applicationTime: "07:15", applicationMethod: "ground", applicator: "M. Soto", products: [{ productId: product.id, ratePerAcre: "32", unit: "fl oz" }],
        } as never,
      }),
    );
    const table = await s.farmctl(["report", "pesticide-use", "--entity", "PUR Ranch", "--month", "2026-04"], { env: cron });
    expect(table.stderr).toBe("");
    expect(table.code).toBe(0);
    expect(table.stdout).toContain("EPA Reg. No.");
    expect(table.stdout).toMatch(/Kern .*15-99-1500042 .*N1 .*M29S25E12 .*North .*Almonds .*Roundup PowerMax .*524-549 .*1280 .*fl oz .*10 .*gal .*ground .*M\. Soto .*No/);
    const json = await s.farmctl(["report", "pesticide-use", "--entity", "PUR Ranch", "--month", "2026-04", "--format", "json"], { env: cron });
    const api = await s.admin.api.entities[":id"].reports["pesticide-use"].$get({ param: { id: String(entity.id) }, query: { month: "2026-04" } as never });
    expect(JSON.parse(json.stdout)).toEqual(await api.json());
    expect(JSON.parse(json.stdout).rows[0]).toMatchObject({ date: "2026-04-02", time: "07:15", amountUsed: "1280", stockQuantity: "10" });
    // --year and a month number say the same; a --year the month is not in is bad usage.
    const byYear = await s.farmctl(["report", "pesticide-use", "--entity", "PUR Ranch", "--year", "2026", "--month", "4", "--format", "json"], { env: cron });
    expect(JSON.parse(byYear.stdout)).toEqual(JSON.parse(json.stdout));
    const clash = await s.farmctl(["report", "pesticide-use", "--entity", "PUR Ranch", "--year", "2025", "--month", "2026-04"], { env: cron });
    expect(clash.code).toBe(2);
    const bad = await s.farmctl(["report", "pesticide-use", "--entity", "PUR Ranch", "--month", "April"], { env: cron });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("YYYY-MM");
    const stock = await s.farmctl(["report", "inventory", "--entity", "PUR Ranch", "--as-of", "2026-04-30", "--format", "json"], { env: cron });
    expect(stock.code).toBe(0);
    expect(JSON.parse(stock.stdout).rows).toEqual([expect.objectContaining({ productName: "Roundup PowerMax", onHandQuantity: "90", onHandValue: "450.00", averageCost: "5.0000" })]);
  });

  test("an unknown report or a missing input is bad usage (exit 2), naming what to give", async () => {
    const unknown = await s.farmctl(["report", "crop-circles"], { env: cron });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("field-history");
    const missing = await s.farmctl(["report", "schedule-f", "--entity", values.entity!], { env: cron });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("--year is required");
  });
});

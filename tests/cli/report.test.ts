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
  // summaries
  // agronomy
  // landlord and budgets
  // journal
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

  test("an unknown report or a missing input is bad usage (exit 2), naming what to give", async () => {
    const unknown = await s.farmctl(["report", "crop-circles"], { env: cron });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("field-history");
    const missing = await s.farmctl(["report", "schedule-f", "--entity", values.entity!], { env: cron });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("--year is required");
  });
});

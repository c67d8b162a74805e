import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { z } from "zod";
import { CategoryAccountSchema } from "../../../api/schemas/accounts.schemas";
import { ScheduleFSchema } from "../../../api/schemas/reports.schemas";
import { startInvoiceFarm } from "./invoice-farm";
import { CAT, expectInvalid, readCsv, readPdf, sumColumn } from "./support";

/**
 * Report Ranch (invoice-farm.ts), tax year 2025: every task dated in 2025 whatever its crop year, by the default mapping:
 *   11 Chemicals            Mildew spray 120 + Spray for aphids 200 + Weed control 80          400.00
 *   13 Custom hire          Discing 200 + April discing 400                                    600.00
 *   17 Fertilizers and lime Gypsum 44 + UAN side-dress 600                                     644.00
 *   24b Rent: other         Land rent                                                         1020.00
 *   26 Seeds and plants     Seed purchase                                                       90.00
 *   32 Other expenses       Irrigation run 400 + Management fee 840 + Old water (crop year 2024) 60
 *                           + Water district 30                                              1330.00
 *   2 Sales                 Walnut sale                                                        500.00
 *   Left off: Late top-up (dated 2026-03-03). Total expenses 4084.00; net 500.00 - 4084.00 = -3584.00.
 */
let farm: Awaited<ReturnType<typeof startInvoiceFarm>>;
beforeAll(async () => {
  farm = await startInvoiceFarm();
});
afterAll(() => farm.t.close());

const get = (query: Record<string, string>, id = farm.ranch.id, as = farm.reader) =>
  as.api.entities[":id"].reports["schedule-f"].$get({ param: { id: String(id) }, query: query as never });

describe("GET /api/entities/{id}/reports/schedule-f", () => {
  test("JSON: each category's amount on its line, lines 9, 33 and 34", async () => {
    const res = await get({ year: "2025" });
    expect(res.status).toBe(200);
    const body = ScheduleFSchema.parse(await res.json());
    expect(body.partI.map((l) => [l.line, l.amount])).toEqual([["2", "500.00"]]);
    expect(body.partII.map((l) => [l.line, l.amount])).toEqual([["11", "400.00"], ["13", "600.00"], ["17", "644.00"], ["24b", "1020.00"], ["26", "90.00"], ["32", "1330.00"]]);
    expect(body).toMatchObject({ entityName: "Report Ranch", year: 2025, grossIncome: "500.00", totalExpenses: "4084.00", netProfit: "-3584.00" });
    expect(body.partII.find((l) => l.line === "32")!.categories).toEqual(["Farm Management", "Water", "Water Assessment"]);
  });

  test("CSV rows sum to lines 9 and 33; the PDF prints the form's lines", async () => {
    const csv = await readCsv(await get({ year: "2025", format: "csv" }));
    expect(csv.header).toEqual(["Part", "Line", "Description", "Amount", "Categories"]);
    const lineRow = (r: Record<string, string>) => !["9", "33", "34"].includes(r.Line!);
    expect(sumColumn(csv.rows, "Amount", (r) => r.Part === "II" && lineRow(r))).toBe("4084.00");
    expect(sumColumn(csv.rows, "Amount", (r) => r.Part === "I" && lineRow(r))).toBe("500.00");
    expect(csv.rows.find((r) => r.Line === "34")!.Amount).toBe("-3584.00");
    const pdf = await readPdf(await get({ year: "2025", format: "pdf" }));
    expect(pdf.pages).toBe(1);
    for (const phrase of ["SCHEDULE F SUMMARY", "PART I", "PART II", "Fertilizers and lime", "$644.00", "Gross income", "Total expenses", "$4,084.00", "($3,584.00)", "Page 1 of 1"]) {
      expect(pdf.text).toContain(phrase);
    }
  });

  test("an admin's mapping moves a category to another line; a line not on the form is a 400", async () => {
    const rows = z.array(CategoryAccountSchema).parse(await (await farm.reader.api["category-accounts"].$get({ query: { filter: JSON.stringify({ entityId: farm.ranch.id, categoryId: CAT.WATER }) } })).json());
    const water = rows[0]!;
    expect(water.scheduleFLine).toBe("32");
    const put = (json: Record<string, unknown>) => farm.admin.api["category-accounts"][":id"].$put({ param: { id: String(water.id) }, json: json as never });
    await expectInvalid(await put({ scheduleFLine: "99" }), "scheduleFLine");
    await expectInvalid(await farm.admin.api["account-settings"][":id"].$put({ param: { id: String(farm.ranch.id) }, json: { yieldScheduleFLine: "17" } }), "yieldScheduleFLine");
    expect(CategoryAccountSchema.parse(await (await put({ scheduleFLine: "30" })).json()).scheduleFLine).toBe("30");
    const body = ScheduleFSchema.parse(await (await get({ year: "2025" })).json());
    expect(body.partII.find((l) => l.line === "30")).toMatchObject({ label: "Utilities", amount: "460.00", categories: ["Water"] });
    expect(body.partII.find((l) => l.line === "32")!.amount).toBe("870.00");
    expect(body.totalExpenses).toBe("4084.00");
  });

  test("400 for a bad year, 404 for an unknown entity, 401 signed out", async () => {
    await expectInvalid(await get({ year: "1999" }), "year");
    expect((await get({ year: "2025" }, 999999)).status).toBe(404);
    expect((await farm.t.client().api.entities[":id"].reports["schedule-f"].$get({ param: { id: String(farm.ranch.id) }, query: { year: "2025" } as never })).status).toBe(401);
  });
});

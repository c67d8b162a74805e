import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import type { ApiClient } from "../../../api/client";
import { columnHeadings, reportInfo } from "../../../api/reports/catalog";
import { recostProduct } from "../../../api/services/inventory.service";
import { systemContext } from "../../../api/services/context";
import { inventoryAdjustments, products, purchaseLines, purchases, taskProducts, tasks, vendors } from "../../../db/schema";
import { TEST_PASSWORD } from "../../support/harness";
import { CAT, expectInvalid, readCsv, readPdf, startReportApp } from "./support";

/*
 * The input reports (issue 36) on a farm worked out by hand. Input Ranch, crop year 2026:
 *   West 40 ac Alfalfa (Fresno, operator 10-12-1000123, permit 1012345, site W1, M 14S 18E section 7, 38 ac planted);
 *   East 20 ac Tomatoes (no site data).
 *   Roundup (crop protection, gal, EPA 524-549): bought 100 gal for 500.00 on 03-01 and 50 gal for 325.00 on 03-15
 *     -> 150 gal worth 825.00, 5.50/gal. Applied on West 04-02 08:30 at 96 fl oz/ac x 40 ac = 3,840 fl oz = 30 gal
 *     -> 165.00 (120 gal, 660.00 left); on East 04-20, 10 gal -> 55.00 (110 gal, 605.00); a spill of 2 gal counted out
 *     04-25 -> 11.00 (108 gal, 594.00). A deleted task's 5 gal on 04-10 counts nowhere.
 *   Paraquat (crop protection, restricted, gal, EPA 100-1431): 10 gal for 300.00 on 03-01 (30.00/gal); 2 gal on the
 *     West task of 04-02 -> 60.00; 3 gal returned 04-28 without a credit -> 90.00 (5 gal, 150.00 left).
 *   UN-32 (fertilizer, gal): 1,000 gal for 350.00 on 03-01 (0.35/gal); 10 gal/ac on West 05-03 -> 400 gal, 140.00.
 */
let app: Awaited<ReturnType<typeof startReportApp>>;
let ranchId: number;
let west: { id: number; entityId: number };
let east: { id: number; entityId: number };
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await startReportApp();
  const db = app.t.db;
  const ranch = await app.entity("Input Ranch");
  ranchId = ranch.id;
  west = await app.field(ranch.id, "West", "40", "Alfalfa");
  east = await app.field(ranch.id, "East", "20", "Tomatoes");
  const site = await app.admin.api.fields[":id"].$put({
    param: { id: String(west.id) },
    json: { county: "Fresno", operatorId: "10-12-1000123", permitNumber: "1012345", siteId: "W1", baseMeridian: "M", township: "14S", range: "18E", section: 7, acresPlanted: "38" } as never,
  });
  expect(site.status).toBe(200);
  const [vendor] = await db.insert(vendors).values({ name: "Valley Ag Supply" }).returning();
  const made = await db
    .insert(products)
    .values([
      { name: "Roundup", kind: "crop protection", stockUnit: "gal", epaRegistrationNumber: "524-549" },
      { name: "Paraquat", kind: "crop protection", stockUnit: "gal", epaRegistrationNumber: "100-1431", restrictedUse: true, signalWord: "DANGER" },
      { name: "UN-32", kind: "fertilizer", stockUnit: "gal" },
    ])
    .returning();
  for (const p of made) ids[p.name] = p.id;
  async function purchase(invoiceNumber: string, date: string, lines: Array<[string, string, string]>) {
    const [p] = await db.insert(purchases).values({ entityId: ranch.id, vendorId: vendor!.id, invoiceNumber, date }).returning();
    await db.insert(purchaseLines).values(
      lines.map(([product, quantity, value], i) => ({ purchaseId: p!.id, line: i + 1, productId: ids[product]!, quantity, unit: "gal", amount: value, value, stockQuantity: quantity })),
    );
  }
  await purchase("A-1", "2026-03-01", [["Roundup", "100", "500.00"], ["Paraquat", "10", "300.00"], ["UN-32", "1000", "350.00"]]);
  await purchase("B-7", "2026-03-15", [["Roundup", "50", "325.00"]]);
  async function task(field: { id: number }, v: Partial<typeof tasks.$inferInsert> & { name: string; date: string; categoryId: number }, lines: Array<Partial<typeof taskProducts.$inferInsert> & { productId: number; unit: string; stockQuantity: string }>) {
    const [row] = await db.insert(tasks).values({ entityId: ranch.id, fieldId: field.id, cropYear: 2026, ...v }).returning();
    await db.insert(taskProducts).values(lines.map((l, i) => ({ taskId: row!.id, entityId: ranch.id, line: i + 1, ...l })));
    return row!;
  }
  await task(west, { name: "Weed spray", date: "2026-04-02", categoryId: CAT.CROP_PROTECTANTS, acresCovered: "40", applicationTime: "08:30", applicationMethod: "ground", applicator: "J. Ruiz" }, [
    { productId: ids.Roundup!, ratePerAcre: "96", unit: "fl oz", stockQuantity: "30" },
    { productId: ids.Paraquat!, totalQuantity: "2", unit: "gal", stockQuantity: "2" },
  ]);
  const gone = await task(west, { name: "Deleted spray", date: "2026-04-10", categoryId: CAT.CROP_PROTECTANTS, acresCovered: "40" }, [{ productId: ids.Roundup!, totalQuantity: "5", unit: "gal", stockQuantity: "5" }]);
  await db.update(tasks).set({ deletedAt: new Date() }).where(eq(tasks.id, gone.id));
  await task(east, { name: "Spot spray", date: "2026-04-20", categoryId: CAT.CROP_PROTECTANTS, acresCovered: "20", applicationMethod: "ground" }, [{ productId: ids.Roundup!, totalQuantity: "10", unit: "gal", stockQuantity: "10" }]);
  await task(west, { name: "Side-dress", date: "2026-05-03", categoryId: CAT.FERTILIZER, acresCovered: "40" }, [{ productId: ids["UN-32"]!, ratePerAcre: "10", unit: "gal", stockQuantity: "400" }]);
  await db.insert(inventoryAdjustments).values([
    { entityId: ranch.id, productId: ids.Roundup!, kind: "adjustment", date: "2026-04-25", quantity: "-2", unit: "gal", stockQuantity: "-2", reason: "spill" },
    { entityId: ranch.id, productId: ids.Paraquat!, kind: "return", date: "2026-04-28", quantity: "3", unit: "gal", stockQuantity: "3", vendorId: vendor!.id },
  ]);
  // Each application's cost, each task's materialCost and totalCost: the inventory service's own re-costing.
  for (const id of Object.values(ids)) await recostProduct(systemContext(db), ranch.id, id);
}, 60_000);
afterAll(() => app.t.close());

type Raw = { status: number; headers: Headers; json(): Promise<unknown>; text(): Promise<string>; arrayBuffer(): Promise<ArrayBuffer> };

/** A GET through the typed client along a report's path, as farmctl walks it. */
function call(client: ApiClient, name: string, param: Record<string, string>, query: Record<string, string>): Promise<Raw> {
  const info = reportInfo(name)!;
  let node = client.api as unknown as Record<string, unknown>;
  for (const segment of info.path.split("/").filter(Boolean)) node = node[segment.replace(/^\{(\w+)\}$/, ":$1")] as Record<string, unknown>;
  return (node.$get as (a: unknown) => Promise<Raw>)({ param, query });
}
const json = async (res: Raw) => {
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
};

/** The CSV says what the JSON says: its header is the columns' headings, each line the row's value per column. */
async function csvAgrees(name: string, param: Record<string, string>, query: Record<string, string>, rows: Array<Record<string, unknown>>, cell: (row: Record<string, unknown>, key: string) => unknown = (r, k) => r[k]) {
  const info = reportInfo(name)!;
  const csv = await readCsv(await call(app.reader, name, param, { ...query, format: "csv" }));
  const headings = columnHeadings(info, info.columns);
  expect(csv.header).toEqual(headings);
  expect(csv.rows.map((r) => info.columns.map((_, i) => r[headings[i]!]))).toEqual(
    rows.map((row) => info.columns.map((c) => {
      const v = cell(row, c.key);
      return v === null || v === undefined ? "" : String(v);
    })),
  );
  return csv;
}

describe("inventory", () => {
  test("on hand, value and average cost per product at the end of a day, from the ledger", async () => {
    const r = await json(await call(app.reader, "inventory", {}, { entity: String(ranchId), asOf: "2026-04-30" }));
    expect(r).toMatchObject({ entity: ranchId, entityName: "Input Ranch", asOf: "2026-04-30", totals: { onHandValue: "1094.00" } });
    expect((r.rows as Array<Record<string, unknown>>).map((x) => [x.productName, x.onHandQuantity, x.stockUnit, x.onHandValue, x.averageCost])).toEqual([
      ["Paraquat", "5", "gal", "150.00", "30.0000"],
      ["Roundup", "108", "gal", "594.00", "5.5000"],
      ["UN-32", "1000", "gal", "350.00", "0.3500"],
    ]);
    // Before the second Roundup invoice; after the May side-dress.
    const march = await json(await call(app.reader, "inventory", {}, { entity: String(ranchId), asOf: "2026-03-10" }));
    expect((march.rows as Array<Record<string, unknown>>).find((x) => x.productName === "Roundup")).toMatchObject({ onHandQuantity: "100", onHandValue: "500.00", averageCost: "5.0000" });
    const may = await json(await call(app.reader, "inventory", {}, { entity: "all", asOf: "2026-05-31" }));
    expect((may.rows as Array<Record<string, unknown>>).find((x) => x.productName === "UN-32")).toMatchObject({ entityName: "Input Ranch", onHandQuantity: "600", onHandValue: "210.00" });
    expect(may).toMatchObject({ entity: "all", entityName: "All entities" });
  });

  test("its CSV and PDF say what its JSON says", async () => {
    const query = { entity: String(ranchId), asOf: "2026-04-30" };
    const r = await json(await call(app.reader, "inventory", {}, query));
    await csvAgrees("inventory", {}, query, r.rows as Array<Record<string, unknown>>);
    const pdf = await readPdf(await call(app.reader, "inventory", {}, { ...query, format: "pdf" }));
    for (const phrase of ["Inventory on Hand", "Input Ranch, as of 2026-04-30", "Roundup", "$594.00", "5.5000", "$1,094.00"]) expect(pdf.text).toContain(phrase);
  });
});

describe("product usage", () => {
  test("per field and product: stock-unit quantity, cost and cost per acre (half-up once)", async () => {
    const r = await json(await call(app.reader, "product-usage", { id: String(ranchId) }, { year: "2026" }));
    expect((r.rows as Array<Record<string, unknown>>).map((x) => [x.fieldName, x.cropType, x.productName, x.quantity, x.stockUnit, x.cost, x.costPerAcre])).toEqual([
      ["East", "Tomatoes", "Roundup", "10", "gal", "55.00", "2.75"],
      ["West", "Alfalfa", "Paraquat", "2", "gal", "60.00", "1.50"],
      ["West", "Alfalfa", "Roundup", "30", "gal", "165.00", "4.13"],
      ["West", "Alfalfa", "UN-32", "400", "gal", "140.00", "3.50"],
    ]);
    expect(r.totals).toEqual({ cost: "420.00" });
    await csvAgrees("product-usage", { id: String(ranchId) }, { year: "2026" }, r.rows as Array<Record<string, unknown>>);
    const pdf = await readPdf(await call(app.reader, "product-usage", { id: String(ranchId) }, { year: "2026", format: "pdf" }));
    for (const phrase of ["Product Usage", "Input Ranch, 2026", "$4.13", "$420.00"]) expect(pdf.text).toContain(phrase);
  });
});

describe("purchases vs applications", () => {
  test("purchases + adjustments - returns = applications + value on hand, to the cent, per product", async () => {
    const r = await json(await call(app.reader, "purchases-vs-applications", { id: String(ranchId) }, { asOf: "2026-04-30" }));
    expect((r.rows as Array<Record<string, unknown>>).map((x) => [x.productName, x.purchases, x.adjustments, x.returns, x.applications, x.onHandValue, x.difference, x.balanced])).toEqual([
      ["Paraquat", "300.00", "0.00", "90.00", "60.00", "150.00", "0.00", true],
      ["Roundup", "825.00", "-11.00", "0.00", "220.00", "594.00", "0.00", true],
      ["UN-32", "350.00", "0.00", "0.00", "0.00", "350.00", "0.00", true],
    ]);
    expect(r).toMatchObject({ balanced: true, totals: { purchases: "1475.00", adjustments: "-11.00", returns: "90.00", applications: "280.00", onHandValue: "1094.00", difference: "0.00" } });
    await csvAgrees("purchases-vs-applications", { id: String(ranchId) }, { asOf: "2026-04-30" }, r.rows as Array<Record<string, unknown>>, (row, key) => (key === "check" ? (row.balanced ? "OK" : "OFF") : row[key]));
    const pdf = await readPdf(await call(app.reader, "purchases-vs-applications", { id: String(ranchId) }, { asOf: "2026-04-30", format: "pdf" }));
    for (const phrase of ["Purchases vs Applications", "$1,475.00", "$280.00", "OK"]) expect(pdf.text).toContain(phrase);
  });

  test("a stored cost the ledger disagrees with shows as a difference, the check OFF", async () => {
    const db = app.t.db;
    const [line] = await db.select().from(taskProducts).where(and(eq(taskProducts.productId, ids.Paraquat!), eq(taskProducts.entityId, ranchId)));
    await db.update(taskProducts).set({ cost: "60.01" }).where(eq(taskProducts.id, line!.id));
    try {
      const r = await json(await call(app.reader, "purchases-vs-applications", { id: String(ranchId) }, { asOf: "2026-04-30" }));
      expect((r.rows as Array<Record<string, unknown>>)[0]).toMatchObject({ productName: "Paraquat", applications: "60.01", difference: "-0.01", balanced: false });
      expect(r.balanced).toBe(false);
      const csv = await readCsv(await call(app.reader, "purchases-vs-applications", { id: String(ranchId) }, { asOf: "2026-04-30", format: "csv" }));
      expect(csv.rows[0]).toMatchObject({ Product: "Paraquat", Difference: "-0.01", Check: "OFF" });
    } finally {
      await db.update(taskProducts).set({ cost: "60.00" }).where(eq(taskProducts.id, line!.id));
    }
  });
});

describe("input cost", () => {
  test("material cost per acre by field and by crop", async () => {
    const r = await json(await call(app.reader, "input-cost", { id: String(ranchId) }, { year: "2026" }));
    expect(r.rows).toEqual([
      { fieldId: east.id, fieldName: "East", cropType: "Tomatoes", acres: "20.00", materialCost: "55.00", materialCostPerAcre: "2.75" },
      { fieldId: west.id, fieldName: "West", cropType: "Alfalfa", acres: "40.00", materialCost: "365.00", materialCostPerAcre: "9.13" },
    ]);
    expect(r.crops).toEqual([
      { cropType: "Alfalfa", fields: 1, acres: "40.00", materialCost: "365.00", materialCostPerAcre: "9.13" },
      { cropType: "Tomatoes", fields: 1, acres: "20.00", materialCost: "55.00", materialCostPerAcre: "2.75" },
    ]);
    expect(r.totals).toEqual({ acres: "60.00", materialCost: "420.00", materialCostPerAcre: "7.00" });
    await csvAgrees("input-cost", { id: String(ranchId) }, { year: "2026" }, r.rows as Array<Record<string, unknown>>);
    const pdf = await readPdf(await call(app.reader, "input-cost", { id: String(ranchId) }, { year: "2026", format: "pdf" }));
    for (const phrase of ["Input Cost per Acre", "$365.00", "$9.13", "$420.00", "$7.00"]) expect(pdf.text).toContain(phrase);
  });

  test("the material cost is in each task's totalCost (the re-costing's), so the product usage and input cost agree", async () => {
    const rows = await app.t.db.select({ name: tasks.name, materialCost: tasks.materialCost, totalCost: tasks.totalCost }).from(tasks).where(eq(tasks.entityId, ranchId));
    expect(Object.fromEntries(rows.map((t) => [t.name, [t.materialCost, t.totalCost]]))).toMatchObject({ "Weed spray": ["225.00", "225.00"], "Spot spray": ["55.00", "55.00"], "Side-dress": ["140.00", "140.00"] });
    // The applications' costs, the usage by field and product, and the fields' material cost are one figure.
    const usage = await json(await call(app.reader, "product-usage", { id: String(ranchId) }, { year: "2026" }));
    const cost = await json(await call(app.reader, "input-cost", { id: String(ranchId) }, { year: "2026" }));
    const active = rows.filter((t) => t.name !== "Deleted spray").reduce((sum, t) => sum + Math.round(Number(t.materialCost) * 100), 0);
    expect((usage.totals as { cost: string }).cost).toBe((cost.totals as { materialCost: string }).materialCost);
    expect((cost.totals as { materialCost: string }).materialCost).toBe((active / 100).toFixed(2));
  });
});

describe("pesticide use report", () => {
  const WEED_ROUNDUP = {
    date: "2026-04-02",
    time: "08:30",
    fieldName: "West",
    county: "Fresno",
    operatorId: "10-12-1000123",
    permitNumber: "1012345",
    siteId: "W1",
    baseMeridian: "M",
    township: "14S",
    range: "18E",
    section: 7,
    mtrs: "M14S18E07",
    commodity: "Alfalfa",
    acresPlanted: "38.00",
    acresTreated: "40.00",
    productName: "Roundup",
    epaRegistrationNumber: "524-549",
    restrictedUse: false,
    ratePerAcre: "96",
    amountUsed: "3840",
    unit: "fl oz",
    stockQuantity: "30",
    stockUnit: "gal",
    applicationMethod: "ground",
    applicator: "J. Ruiz",
  };

  test("a row per crop-protection product line on a task of the month, with the field's site and the amount used", async () => {
    const r = await json(await call(app.reader, "pesticide-use", { id: String(ranchId) }, { month: "2026-04" }));
    expect(r).toMatchObject({ entityName: "Input Ranch", month: "2026-04", from: "2026-04-01", to: "2026-04-30", restrictedOnly: false });
    const rows = r.rows as Array<Record<string, unknown>>;
    expect(rows.length).toBe(3);
    expect(rows[0]).toMatchObject({ ...WEED_ROUNDUP, line: 1 });
    expect(rows[1]).toMatchObject({ date: "2026-04-02", productName: "Paraquat", epaRegistrationNumber: "100-1431", restrictedUse: true, ratePerAcre: null, amountUsed: "2", unit: "gal", stockQuantity: "2", line: 2 });
    expect(rows[2]).toMatchObject({ date: "2026-04-20", time: null, fieldName: "East", county: null, mtrs: "", commodity: "Tomatoes", acresPlanted: null, acresTreated: "20.00", productName: "Roundup", amountUsed: "10", applicator: null });
    // The fertilizer (May, and not crop protection) and the deleted task are not in it.
    expect(rows.some((x) => x.productName === "UN-32" || x.amountUsed === "5")).toBe(false);
    expect(r.incomplete).toEqual([{ fieldId: east.id, fieldName: "East", missing: ["county", "operatorId", "siteId", "baseMeridian", "township", "range", "section"] }]);
    // year and month 1-12, as the report screen and farmctl's --year give it, say the same.
    expect(await json(await call(app.reader, "pesticide-use", { id: String(ranchId) }, { year: "2026", month: "4" }))).toEqual(r);
    expect(((await json(await call(app.reader, "pesticide-use", { id: String(ranchId) }, { month: "2026-05" }))).rows as unknown[]).length).toBe(0);
  });

  test("its CSV and PDF say what its JSON says", async () => {
    const r = await json(await call(app.reader, "pesticide-use", { id: String(ranchId) }, { month: "2026-04" }));
    const csv = await csvAgrees("pesticide-use", { id: String(ranchId) }, { month: "2026-04" }, r.rows as Array<Record<string, unknown>>, (row, key) => (key === "restricted" ? (row.restrictedUse ? "Yes" : "No") : row[key]));
    expect(csv.header).toEqual(["Application Date", "Time", "County", "Operator ID", "Permit Number", "Site ID", "MTRS", "Field", "Commodity", "Acres Planted", "Acres Treated", "Product Name", "EPA Reg. No.", "Amount Used", "Unit", "Amount (Stock Unit)", "Stock Unit", "Method", "Applicator", "Restricted"]);
    const pdf = await readPdf(await call(app.reader, "pesticide-use", { id: String(ranchId) }, { month: "2026-04", format: "pdf" }));
    expect(pdf.orientation).toBe("landscape");
    // Twenty columns on a landscape page: narrow cells wrap their text, so the words are matched without spaces.
    const text = pdf.text.replace(/\s/g, "");
    for (const phrase of ["PesticideUseReport", "InputRanch,month2026-04(sitedatamissingforEast)", "M14S18E07", "524-549", "100-1431", "3840", "floz", "J.Ruiz", "4/2/2026", "20.0"]) expect(text).toContain(phrase);
  });

  test("restricted materials: the same rows, only restricted-use products", async () => {
    const all = await json(await call(app.reader, "pesticide-use", { id: String(ranchId) }, { month: "2026-04" }));
    const r = await json(await call(app.reader, "restricted-materials", { id: String(ranchId) }, { month: "2026-04" }));
    expect(r.restrictedOnly).toBe(true);
    expect(r.rows).toEqual((all.rows as Array<Record<string, unknown>>).filter((x) => x.restrictedUse));
    expect((r.rows as unknown[]).length).toBe(1);
    await csvAgrees("restricted-materials", { id: String(ranchId) }, { month: "2026-04" }, r.rows as Array<Record<string, unknown>>, (row, key) => (key === "restricted" ? "Yes" : row[key]));
    const pdf = await readPdf(await call(app.reader, "restricted-materials", { id: String(ranchId) }, { month: "2026-04", format: "pdf" }));
    expect(pdf.text).toContain("Restricted Materials Applications");
    expect(pdf.text).toContain("Paraquat");
    expect(pdf.text).not.toContain("Roundup");
  });
});

describe("in Spanish", () => {
  test("the CSV headings, the Yes/No and OK words and the PDF's title, subtitle and totals follow lang=es", async () => {
    const csv = await readCsv(await call(app.reader, "restricted-materials", { id: String(ranchId) }, { month: "2026-04", format: "csv", lang: "es" }));
    expect(csv.header.slice(0, 3)).toEqual(["Fecha de aplicación", "Hora", "Condado"]);
    expect(csv.rows[0]).toMatchObject({ "Nombre del producto": "Paraquat", Restringido: "Sí", "N.º de registro EPA": "100-1431" });
    const check = await readCsv(await call(app.reader, "purchases-vs-applications", { id: String(ranchId) }, { asOf: "2026-04-30", format: "csv", lang: "es" }));
    expect(check.rows[0]).toMatchObject({ Producto: "Paraquat", "Verificación": "OK" });
    const pdf = await readPdf(await call(app.reader, "inventory", {}, { entity: String(ranchId), asOf: "2026-04-30", format: "pdf", lang: "es" }));
    for (const phrase of ["Inventario en existencia", "Input Ranch, al 2026-04-30", "Costo promedio/ unidad", "protección de cultivos", "fertilizante", "TOTALES"]) expect(pdf.text).toContain(phrase);
  });
});

describe("bad input and access", () => {
  test("a bad value is a 400 naming it", async () => {
    const id = { id: String(ranchId) };
    await expectInvalid(await call(app.reader, "pesticide-use", id, { month: "2026-13" }), "month");
    await expectInvalid(await call(app.reader, "pesticide-use", id, { month: "4" }), "year");
    await expectInvalid(await call(app.reader, "pesticide-use", id, { year: "2025", month: "2026-04" }), "month");
    await expectInvalid(await call(app.reader, "restricted-materials", id, {}), "month");
    await expectInvalid(await call(app.reader, "inventory", {}, { entity: String(ranchId), asOf: "2026-02-30" }), "asOf");
    await expectInvalid(await call(app.reader, "inventory", {}, { entity: "some" }), "entity");
    await expectInvalid(await call(app.reader, "purchases-vs-applications", id, { asOf: "April" }), "asOf");
    await expectInvalid(await call(app.reader, "product-usage", id, { year: "26" }), "year");
    await expectInvalid(await call(app.reader, "input-cost", id, {}), "year");
  });

  test("crew read none (403); an account granted another entity does not reach this one; an unknown entity is a 404", async () => {
    const crew = await app.t.signIn("crew");
    const other = await app.entity("Other Ranch");
    const username = `granted-${crypto.randomUUID().slice(0, 8)}`;
    const made = await app.admin.api.users.$post({ json: { username, password: TEST_PASSWORD, role: "readonly", entityIds: [other.id] } as never });
    expect(made.status).toBe(201);
    const granted = app.t.client();
    expect((await granted.api.auth.login.$post({ json: { username, password: TEST_PASSWORD } })).status).toBe(200);
    const calls: Array<[string, Record<string, string>, Record<string, string>]> = [
      ["inventory", {}, { entity: String(ranchId) }],
      ["product-usage", { id: String(ranchId) }, { year: "2026" }],
      ["purchases-vs-applications", { id: String(ranchId) }, {}],
      ["input-cost", { id: String(ranchId) }, { year: "2026" }],
      ["pesticide-use", { id: String(ranchId) }, { month: "2026-04" }],
      ["restricted-materials", { id: String(ranchId) }, { month: "2026-04" }],
    ];
    for (const [name, param, query] of calls) {
      expect({ name, crew: (await call(crew, name, param, query)).status }).toEqual({ name, crew: 403 });
      expect({ name, signedOut: (await call(app.t.client(), name, param, query)).status }).toEqual({ name, signedOut: 401 });
      const outside = (await call(granted, name, param, query)).status;
      expect({ name, outside: [403, 404].includes(outside) }).toEqual({ name, outside: true });
      const unknown = name === "inventory" ? { entity: "999999" } : query;
      expect({ name, unknown: (await call(app.reader, name, name === "inventory" ? {} : { id: "999999" }, unknown)).status }).toEqual({ name, unknown: 404 });
    }
    // Every entity, for an account granted one: only its own.
    const mine = await json(await call(granted, "inventory", {}, { entity: "all" }));
    expect(mine.rows).toEqual([]);
  });
});

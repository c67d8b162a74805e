import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { ApiClient } from "../../../api/client";
import { budgetRanch } from "./budget-farm";
import { CAT, expectInvalid, readCsv, readPdf, startReportApp } from "./support";

/**
 * A report file speaks its reader's language (docs/decisions/i18n.md): the CSV header and PDF headings of a Spanish
 * user are the report's declared Spanish, the seeded reference data in it (categories, Schedule F lines, units) too;
 * `lang` asks for another language. The invoice, handed to the partner it bills, stays in the farm's language.
 *   Lengua Ranch, North 40 ac Alfalfa, crop year 2025:
 *   - Water 10/ac x 40 = 400.00 on 2025-03-05 (Schedule F line 32, Other expenses / Otros gastos);
 *   - Machine Hire 5/ac x 40 = 200.00 with 4 tons/ac at $150 on 2025-03-10 (line 13; its yield value 4 x 40 x 150 =
 *     24,000.00 on line 2).
 */
let app: Awaited<ReturnType<typeof startReportApp>>;
let ranch: { id: number };
let north: { id: number; entityId: number };
let spanish: ApiClient;

beforeAll(async () => {
  app = await startReportApp();
  ranch = await app.entity("Lengua Ranch");
  north = await app.field(ranch.id, "North", "40", "Alfalfa");
  await app.task(north, { categoryId: CAT.WATER, name: "Irrigate", date: "2025-03-05", costPerAcre: "10", acresCovered: "40" });
  await app.task(north, { categoryId: CAT.MACHINE_HIRE, name: "Swathing", date: "2025-03-10", costPerAcre: "5", acresCovered: "40", yieldAmount: "4", yieldUnit: "tons", yieldValuePerUnit: "150" });
  spanish = await app.t.signIn("editor");
  expect((await spanish.api.account.$put({ json: { locale: "es" } })).status).toBe(200);
});
afterAll(() => app.t.close());

/** Budget Ranch (budget-farm.ts), made once by the first test that needs it, whichever runs first. */
let budgetRanchMade: ReturnType<typeof budgetRanch> | undefined;
const budgetFarm = () => (budgetRanchMade ??= budgetRanch(app));

const history = (client: ApiClient, query: Record<string, string>) =>
  client.api.fields[":fieldId"].history.$get({ param: { fieldId: String(north.id) }, query: query as never });
const scheduleF = (client: ApiClient, query: Record<string, string>) =>
  client.api.entities[":id"].reports["schedule-f"].$get({ param: { id: String(ranch.id) }, query: { year: "2025", ...query } as never });
const invoice = (client: ApiClient, query: Record<string, string>) =>
  client.api.entities[":id"].reports.monthly[":year"].$get({ param: { id: String(ranch.id), year: "2025" }, query: { month: "3", ...query } as never });

describe("report files in the reader's language", () => {
  test("a Spanish user's CSV has the report's Spanish headings and units; an English user's the English", async () => {
    const es = await readCsv(await history(spanish, { format: "csv" }));
    expect(es.header).toEqual(["Año de cultivo", "Cultivo", "Acres", "Costo", "Ingresos", "Neto", "Neto/acre", "Rendimiento/acre", "Unidad de rendimiento"]);
    expect(es.rows.find((r) => r["Año de cultivo"] === "2025")).toMatchObject({ Costo: "600.00", Ingresos: "24000.00", "Unidad de rendimiento": "toneladas" });

    const en = await readCsv(await history(app.reader, { format: "csv" }));
    expect(en.header).toEqual(["Crop Year", "Crop", "Acres", "Cost", "Income", "Net", "Net/Acre", "Yield/Acre", "Yield Unit"]);
    expect(en.rows.find((r) => r["Crop Year"] === "2025")).toMatchObject({ Cost: "600.00", "Yield Unit": "tons" });
  });

  test("lang asks for a language whatever the account's; another language is a 400 naming lang", async () => {
    expect((await readCsv(await history(spanish, { format: "csv", lang: "en" }))).header[0]).toBe("Crop Year");
    expect((await readCsv(await history(app.reader, { format: "csv", lang: "es" }))).header[0]).toBe("Año de cultivo");
    await expectInvalid(await history(spanish, { format: "csv", lang: "fr" }), "lang");
  });

  test("the generic PDF's title and headings are in Spanish for a Spanish user", async () => {
    const pdf = await readPdf(await history(spanish, { format: "pdf" }));
    for (const phrase of ["Historial del campo", "Año de cultivo", "Unidad de rendimiento", "toneladas"]) expect(pdf.text).toContain(phrase);
    expect(pdf.text).not.toContain("Field History");
    expect(pdf.text).not.toContain("Yield Unit");
  });

  test("Schedule F's CSV and PDF name the form's lines and the seeded categories in Spanish", async () => {
    const csv = await readCsv(await scheduleF(spanish, { format: "csv" }));
    expect(csv.header).toEqual(["Parte", "Línea", "Descripción", "Importe", "Categorías"]);
    expect(csv.rows.map((r) => [r["Línea"], r["Descripción"], r["Importe"], r["Categorías"]])).toEqual([
      ["2", "Ventas de ganado, productos, granos y otros productos que usted crió", "24000.00", "Renta de maquinaria (valor del rendimiento)"],
      ["9", "Ingreso bruto", "24000.00", ""],
      ["13", "Trabajo a maquila (trabajo con maquinaria)", "200.00", "Renta de maquinaria"],
      ["32", "Otros gastos", "400.00", "Agua"],
      ["33", "Gastos totales", "600.00", ""],
      ["34", "Ganancia o (pérdida) neta de la finca", "23400.00", ""],
    ]);

    const pdf = await readPdf(await scheduleF(spanish, { format: "pdf" }));
    for (const phrase of ["Resumen del Anexo F", "PARTE II - GASTOS DE LA FINCA", "DESCRIPCIÓN", "Otros gastos", "Agua", "Ingreso bruto"]) expect(pdf.text).toContain(phrase);
    for (const english of ["Other expenses", "Gross income", "Water", "DESCRIPTION"]) expect(pdf.text).not.toContain(english);

    const en = await readPdf(await scheduleF(app.reader, { format: "pdf" }));
    for (const phrase of ["Schedule F Summary", "Other expenses", "Water", "Gross income"]) expect(en.text).toContain(phrase);
  });

  test("the acreage PDF's banner and headings are in Spanish for a Spanish user", async () => {
    const acreage = (client: ApiClient) => client.api.reports.acreage[":year"].$get({ param: { year: "2025" }, query: { format: "pdf" } as never });
    const es = await readPdf(await acreage(spanish));
    for (const phrase of ["SUPERFICIE DEL RANCHO - TODAS LAS ENTIDADES", "SUPERFICIE DEL AÑO DE COSECHA 2025", "TOTAL DEL RANCHO", "Detalle por campo", "Alfalfa"]) expect(es.text).toContain(phrase);
    for (const english of ["CROP YEAR ACREAGE", "RANCH TOTALS", "Detailed Field Breakdown"]) expect(es.text).not.toContain(english);
    const en = await readPdf(await acreage(app.reader));
    for (const phrase of ["RANCH ACREAGE - ALL ENTITIES", "2025 CROP YEAR ACREAGE", "RANCH TOTALS"]) expect(en.text).toContain(phrase);
  });

  test("the acreage matrix CSV's headings are in Spanish for a Spanish user", async () => {
    const matrix = (client: ApiClient) => client.api.reports.acreage[":year"].$get({ param: { year: "2025" }, query: { view: "matrix", format: "csv" } as never });
    const es = await readCsv(await matrix(spanish));
    expect(es.header[0]).toBe("Cultivo");
    expect(es.header).toContain("Lengua Ranch");
    expect(es.header.slice(-2)).toEqual(["Total por cultivo", "Porcentaje del cultivo"]);
    expect(es.rows.find((r) => r.Cultivo === "Alfalfa")).toMatchObject({ "Lengua Ranch": "40.00" });
    const en = await readCsv(await matrix(app.reader));
    expect(en.header[0]).toBe("Crop");
    expect(en.header.slice(-2)).toEqual(["Crop Totals", "Crop Percentage"]);
    expect(en.rows.find((r) => r.Crop === "Alfalfa")).toMatchObject({ "Lengua Ranch": "40.00" });
  });

  test("the landlord statement's PDF and CSV are in Spanish for a Spanish user", async () => {
    const landlord = (await (await app.admin.api.landlords.$post({ json: { name: "Ada Smith" } as never })).json()) as { id: number };
    const lease = await app.admin.api.leases.$post({
      json: { fieldId: north.id, leasedAcres: "40", startYear: 2020, terms: { type: "crop_share", incomePercent: "25" }, landlords: [{ landlordId: landlord.id, sharePercent: "100" }] } as never,
    });
    expect(lease.status).toBe(201);
    const statement = (query: Record<string, string>) => spanish.api.landlords[":id"].statement.$get({ param: { id: String(landlord.id) }, query: { year: "2025", ...query } as never });
    const pdf = await readPdf(await statement({ format: "pdf" }));
    for (const phrase of ["Estado de cuenta del arrendador - Año de cosecha 2025", "Aparcería, su parte 100.00%", "Costo: Agua", "Pagos hechos", "Totales"]) expect(pdf.text).toContain(phrase);
    for (const english of ["Landlord Statement", "Crop share", "Cost: Water", "Payments made"]) expect(pdf.text).not.toContain(english);
    const csv = await readCsv(await statement({ format: "csv" }));
    expect(csv.rows.map((r) => r[csv.header[0]!])).toEqual(["Arrendamiento", "Costo", "Costo", "TOTAL"]);
    expect(csv.rows[0]).toMatchObject({ [csv.header[5]!]: "Aparcería" });
    expect(csv.rows.slice(1, 3).map((r) => r[csv.header[7]!]).sort()).toEqual(["Agua", "Renta de maquinaria"]);
  });

  test("the cost summary's PDF is in Spanish for a Spanish user", async () => {
    const summary = (client: ApiClient) =>
      client.api.entities[":id"].reports["cost-summary"].$get({ param: { id: String(ranch.id) }, query: { year: "2025", format: "pdf" } as never });
    const es = await readPdf(await summary(spanish));
    for (const phrase of ["Resumen contable de costos por rancho y campo", "Año de cosecha 2025", "ACRES TOTALES", "COSTO POR ACRE", "Resumen de ganancia neta"]) expect(es.text).toContain(phrase);
    for (const english of ["Accounting Cost Summary", "Crop Year", "Net Profit Summary"]) expect(es.text).not.toContain(english);
    expect((await readPdf(await summary(app.reader))).text).toContain("Accounting Cost Summary By Ranch and Field");
  });

  test("the journal's PDF and CSV name default accounts and its own words in Spanish", async () => {
    const journal = (format: string) => spanish.api.accounting.journal.$get({ query: { entity: String(ranch.id), from: "2025-03-01", to: "2025-03-31", format } as never });
    const pdf = await readPdf(await journal("pdf"));
    for (const phrase of ["Diario general", "Lengua Ranch, 1/3/2025 al 31/3/2025", "Agua", "Adeudado a la administración de la finca", "TOTALES"]) expect(pdf.text).toContain(phrase);
    for (const english of ["Due to farm management", "TOTALS", " to 3/31/2025"]) expect(pdf.text).not.toContain(english);
    const csv = await readCsv(await journal("csv"));
    expect(new Set(csv.rows.map((r) => r[csv.header[6]!]))).toEqual(new Set(["Agua", "Renta de maquinaria", "Adeudado a la administración de la finca", "Venta de cosechas (valor del rendimiento)"]));
  });

  test("the field summary's PDF is in Spanish for a Spanish user", async () => {
    const summary = (client: ApiClient) =>
      client.api.entities[":id"].reports["field-summary"].$get({ param: { id: String(ranch.id) }, query: { year: "2025", format: "pdf" } as never });
    const es = await readPdf(await summary(spanish));
    for (const phrase of ["LENGUA RANCH - RESUMEN POR CAMPO - AÑO DE COSECHA 2025", "Resultados campo por campo", "4.00 toneladas", "TOTALES", "Neto promedio/acre"]) expect(es.text).toContain(phrase);
    for (const english of ["FIELD SUMMARY REPORT", "tons", "TOTALS", "Average Net/Acre"]) expect(es.text).not.toContain(english);
    expect((await readPdf(await summary(app.reader))).text).toContain("LENGUA RANCH - FIELD SUMMARY REPORT - HARVEST YEAR 2025");
  });

  test("the detailed operations PDF is in Spanish for a Spanish user", async () => {
    const record = (client: ApiClient) =>
      client.api.entities[":id"].reports["detailed-operations"].$get({ param: { id: String(ranch.id) }, query: { year: "2025", format: "pdf" } as never });
    const es = await readPdf(await record(spanish));
    for (const phrase of ["LENGUA RANCH REGISTRO CONTABLE AÑO DE COSECHA 2025", "COSTOS CULTURALES", "OPERACIÓN REALIZADA", "Ganancia neta", "Impreso"]) expect(es.text).toContain(phrase);
    for (const english of ["ACCOUNTING RECORD", "CULTURAL COSTS", "Net Profit", "Printed"]) expect(es.text).not.toContain(english);
    expect((await readPdf(await record(app.reader))).text).toContain("LENGUA RANCH ACCOUNTING RECORD HARVEST YEAR 2025");
  });

  test("the fertilizer and irrigation PDFs are in Spanish for a Spanish user", async () => {
    // A ranch of their own, so Lengua Ranch's figures stay as above: 10 gallons on 40 ac, a Flood irrigation of 24 hours.
    const riego = await app.entity("Riego Ranch");
    const south = await app.field(riego.id, "South", "40", "Corn");
    const created = await app.admin.api.fertilizers.$post({ json: { name: "Test 10-20-5", nPerGal: "1.10", pPerGal: "2.00", kPerGal: "0.55", type: "liquid" } as never });
    const fertilizerId = ((await created.json()) as { id: number }).id;
    await app.task(south, { categoryId: CAT.FERTILIZER, name: "Side-dress", date: "2025-03-01", costPerAcre: "1", acresCovered: "40", fertilizerId, fertilizerGallonsApplied: "10" });
    await app.task(south, { categoryId: CAT.WATER, name: "Night watering", date: "2025-05-01", costPerAcre: "1", acresCovered: "40", irrigationType: "Flood", irrigationHours: "24" });
    const query = { year: "2025", entity: String(riego.id), format: "pdf" };
    const fertilizer = (client: ApiClient) => client.api.reports.fertilizer.$get({ query: query as never });
    const irrigation = (client: ApiClient) => client.api.reports.irrigation.$get({ query: query as never });

    const es = await readPdf(await fertilizer(spanish));
    for (const phrase of ["Informe de aplicación de fertilizante", "Riego Ranch - Año de cosecha 2025 - Todos los cultivos", "South - Corn - 40.0 acres", "Fertilizante", "Total del campo por acre", "Test 10-20-5"]) expect(es.text).toContain(phrase);
    for (const english of ["Fertilizer Application Report", "Crop Year", "All Crops", "Field Total per Acre", "Units/Acre"]) expect(es.text).not.toContain(english);
    const en = await readPdf(await fertilizer(app.reader));
    for (const phrase of ["Fertilizer Application Report", "Riego Ranch - Crop Year 2025 - All Crops", "Field Total per Acre (lbs/acre)"]) expect(en.text).toContain(phrase);

    const esWater = await readPdf(await irrigation(spanish));
    for (const phrase of ["Informe de riego", "Tipo de riego", "Inundación", "Total de agua aplicada al campo"]) expect(esWater.text).toContain(phrase);
    for (const english of ["Irrigation Report", "Irrigation Type", "Flood", "Field Total Water Applied"]) expect(esWater.text).not.toContain(english);
    const enWater = await readPdf(await irrigation(app.reader));
    for (const phrase of ["Irrigation Report", "Irrigation Type", "Flood", "Field Total Water Applied"]) expect(enWater.text).toContain(phrase);
  });

  test("the budget vs actual PDF and CSV are in Spanish for a Spanish user", async () => {
    const { ranch: budgets } = await budgetFarm();
    const client = (c: ApiClient) =>
      c.api.entities[":id"].reports["budget-vs-actual"].$get({ param: { id: String(budgets.id) }, query: { year: "2025", format: "csv" } as never });
    const report = (client: ApiClient) =>
      client.api.entities[":id"].reports["budget-vs-actual"].$get({ param: { id: String(budgets.id) }, query: { year: "2025", format: "pdf" } as never });
    const es = await readPdf(await report(spanish));
    for (const phrase of ["Presupuesto vs. real - Budget Ranch - 2025", "(presupuesto de cultivo)", "(presupuesto de campo)", "Semilla", "Total del campo", "Gasto acumulado por mes", "$2,200.00"]) expect(es.text).toContain(phrase);
    for (const english of ["Budget vs Actual", "crop budget", "Seed", "Field total", "Cumulative spend"]) expect(es.text).not.toContain(english);
    const csv = await readCsv(await client(spanish));
    const rollUp = csv.rows.filter((r) => r.Campo === "ENTIDAD").map((r) => r["Categoría"]);
    expect(rollUp).toEqual(expect.arrayContaining(["Semilla", "Fertilizante"]));
    expect(rollUp.at(-1)).toBe("TOTAL");
    expect(new Set(csv.rows.filter((r) => r["Categoría"] === "TOTAL" && r.Campo !== "ENTIDAD").map((r) => r["Excede el presupuesto"]))).toEqual(new Set(["sí", "no"]));
    const enCsv = await readCsv(await client(app.reader));
    expect(enCsv.rows.filter((r) => r.Field === "ENTITY").map((r) => r.Category)).toEqual(expect.arrayContaining(["Seed", "Fertilizer", "TOTAL"]));
    expect(enCsv.rows.map((r) => r.Actual)).toEqual(csv.rows.map((r) => r.Real));
    const en = await readPdf(await report(app.reader));
    for (const phrase of ["Budget vs Actual - Budget Ranch - 2025", "(crop budget)", "Seed", "Field total", "Cumulative spend by month", "$2,200.00"]) expect(en.text).toContain(phrase);
  });

  test("the cost of production PDF is in Spanish for a Spanish user", async () => {
    const { ranch: budgets } = await budgetFarm();
    const report = (client: ApiClient) =>
      client.api.entities[":id"].reports["cost-of-production"].$get({ param: { id: String(budgets.id) }, query: { year: "2025", format: "pdf" } as never });
    const es = await readPdf(await report(spanish));
    for (const phrase of ["Costo de producción - Budget Ranch - 2025", "Costo real", "Campos", "Cultivos", "8.00 toneladas", "North 40"]) expect(es.text).toContain(phrase);
    for (const english of ["Cost of Production", "Actual Cost", "Fields", "tons", "nothing to divide by"]) expect(es.text).not.toContain(english);
    const en = await readPdf(await report(app.reader));
    for (const phrase of ["Cost of Production - Budget Ranch - 2025", "Actual Cost", "Fields", "Crops", "8.00 tons"]) expect(en.text).toContain(phrase);
  });

  test("the what-if PDF and CSV are in Spanish for a Spanish user", async () => {
    const { ranch: budgets } = await budgetFarm();
    const report = (client: ApiClient, format: string) =>
      client.api.entities[":id"].reports["what-if"].$get({ param: { id: String(budgets.id) }, query: { year: "2025", format } as never });
    const es = await readPdf(await report(spanish, "pdf"));
    for (const phrase of ["Escenarios de precios y rendimientos - Budget Ranch - 2025", "Ganancia por acre; costo del presupuesto.", "acres presupuestados", "Precio \\ Rend.", "North 40 - 40.0 acres"]) expect(es.text).toContain(phrase);
    for (const english of ["What-if Prices and Yields", "Profit per acre", "budgeted acres", " at $"]) expect(es.text).not.toContain(english);
    const en = await readPdf(await report(app.reader, "pdf"));
    for (const phrase of ["What-if Prices and Yields - Budget Ranch - 2025", "Profit per acre; cost from the budget.", "budgeted acres"]) expect(en.text).toContain(phrase);

    const csv = await readCsv(await report(spanish, "csv"));
    expect(csv.header).toEqual(["Campo", "Cambio de precio %", "Rendimiento -20%", "Rendimiento -10%", "Rendimiento 0%", "Rendimiento +10%", "Rendimiento +20%"]);
    expect(new Set(csv.rows.map((r) => r.Campo))).toContain("ENTIDAD");
    const enCsv = await readCsv(await report(app.reader, "csv"));
    expect(enCsv.header).toEqual(["Field", "Price Change %", "Yield -20%", "Yield -10%", "Yield 0%", "Yield +10%", "Yield +20%"]);
    expect(enCsv.rows.map((r) => r["Yield 0%"])).toEqual(csv.rows.map((r) => r["Rendimiento 0%"]));
  });

  test("the monthly equipment report's PDF is in Spanish for a Spanish user", async () => {
    // A ranch of its own in July 2025, when no other ranch here rents equipment: 40 ac x 2.50 = 100.00 of rental.
    const equipo = await app.entity("Equipo Ranch");
    const west = await app.field(equipo.id, "West", "40", "Corn");
    await app.task(west, { categoryId: CAT.MACHINE_HIRE, name: "Discing", date: "2025-07-10", costPerAcre: "5", acresCovered: "40", equipmentRental: "2.50" });
    const summary = (client: ApiClient, month: string) => client.api["stone-equipment"]["monthly-summary"].$get({ query: { month, year: "2025", format: "pdf" } as never });
    const es = await readPdf(await summary(spanish, "7"));
    for (const phrase of ["Informe mensual de equipo", "julio de 2025", "Renta total", "$100.00", "Total de Equipo Ranch", "Renta de equipo", "EQUIPO"]) expect(es.text).toContain(phrase);
    for (const english of ["Monthly Equipment Report", "July", "Total Rental", "Total for", "Equipment Rental"]) expect(es.text).not.toContain(english);
    expect((await readPdf(await summary(spanish, "11"))).text).toContain("No se registraron rentas de equipo en noviembre de 2025.");
    const en = await readPdf(await summary(app.reader, "7"));
    for (const phrase of ["Monthly Equipment Report", "July 2025", "Total Rental", "$100.00", "Total for Equipo Ranch", "Equipment Rental"]) expect(en.text).toContain(phrase);
  });

  test("the field profitability PDF is in Spanish for a Spanish user", async () => {
    const report = (client: ApiClient) =>
      client.api.fields[":fieldId"].profitability.$get({ param: { fieldId: String(north.id) }, query: { year: "2025", month: "3", format: "pdf" } as never });
    const es = await readPdf(await report(spanish));
    for (const phrase of ["North - Informe del campo", "Lengua Ranch - Alfalfa - marzo - Año de cosecha 2025", "Tamaño del campo", "40.0 acres", "$24,000.00", "toneladas", "Agua", "Resumen de rentabilidad"]) expect(es.text).toContain(phrase);
    for (const english of ["Field Report", "March", "Crop Year", "tons", "Water", "Profitability Summary", "Field Size"]) expect(es.text).not.toContain(english);
    const en = await readPdf(await report(app.reader));
    for (const phrase of ["North - Field Report", "Lengua Ranch - Alfalfa - March - Crop Year 2025", "Field Size", "$24,000.00", "tons", "Water", "Profitability Summary"]) expect(en.text).toContain(phrase);
  });

  test("the invoice stays in the farm's language for a Spanish user, even when Spanish is asked for", async () => {
    const english = await readCsv(await invoice(app.reader, { format: "csv" }));
    for (const query of [{ format: "csv" }, { format: "csv", lang: "es" }] as Record<string, string>[]) {
      const csv = await readCsv(await invoice(spanish, query));
      expect(csv.header).toEqual(english.header);
      expect(csv.header).toContain("Category");
      expect(csv.rows.map((r) => r.Category)).toContain("Water");
    }
    const pdf = await readPdf(await invoice(spanish, { format: "pdf", lang: "es" }));
    expect(pdf.text).toContain("Water");
    expect(pdf.text).not.toContain("Agua");
  });

  /**
   * Lengua Ranch's March invoice: Irrigate (Water) 400.00 and Swathing (Machine Hire) 200.00 on North, both billed:
   * sub-total and invoice total 600.00. No equipment rental, so its equipment invoice is the empty state.
   */
  test("an entity whose invoices are in Spanish gets them in Spanish, whoever downloads them and whatever lang asks", async () => {
    await app.entity("Otra Finca");
    const entities = (await (await app.admin.api.entities.$get({ query: {} as never })).json()) as Array<{ id: number; name: string; invoiceLanguage: string }>;
    expect(entities.every((e) => e.invoiceLanguage === "en")).toBe(true);
    const set = (id: number, invoiceLanguage: "en" | "es") => app.admin.api.entities[":id"].$put({ param: { id: String(id) }, json: { invoiceLanguage } });
    await expectInvalid(await app.admin.api.entities[":id"].$put({ param: { id: String(ranch.id) }, json: { invoiceLanguage: "fr" } as never }), "invoiceLanguage");
    const changed = await set(ranch.id, "es");
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { invoiceLanguage: string }).invoiceLanguage).toBe("es");
    try {
      // An English reader, and a Spanish one asking for English: the entity's Spanish either way.
      for (const [client, query] of [[app.reader, { format: "csv" }], [spanish, { format: "csv", lang: "en" }]] as const) {
        const csv = await readCsv(await invoice(client, query));
        expect(csv.header).toEqual(["Tipo de fila", "Campo", "Cuenta", "Categoría", "Cultivo", "Descripción de la tarea", "Fecha", "Importe"]);
        const lines = csv.rows.map((r) => [r["Tipo de fila"], r.Categoría, r["Descripción de la tarea"], r.Importe]);
        expect(lines).toContainEqual(["cargo", "Agua", "Irrigate", "400.00"]);
        expect(lines).toContainEqual(["cargo", "Renta de maquinaria", "Swathing", "200.00"]);
        expect(lines).toContainEqual(["subtotal", "", "SUBTOTAL DE North", "600.00"]);
        expect(lines).toContainEqual(["total por categoría", "Agua", "", "400.00"]);
        expect(lines.at(-1)).toEqual(["total", "", "TOTAL DE LA FACTURA", "600.00"]);
      }
      const pdf = await readPdf(await invoice(app.reader, { format: "pdf", lang: "en" }));
      for (const phrase of ["LENGUA RANCH", "SOCIEDAD", "Fecha de factura", "CUENTA", "AGUA", "SUBTOTAL DE North", "TOTAL DE LA FACTURA $600.00", "Condiciones de pago: neto a 30 días", "marzo de 2025", "Página 1 de 1"]) {
        expect(pdf.text).toContain(phrase);
      }
      for (const english of ["INVOICE TOTAL", "SUB-TOTAL", "Payment Terms", "Page 1 of 1", "March"]) expect(pdf.text).not.toContain(english);

      const equipment = (entity: string) => app.reader.api.reports["equipment-invoice"].$get({ query: { entity, month: "3", year: "2025", format: "pdf" } as never });
      const one = await readPdf(await equipment(String(ranch.id)));
      for (const phrase of ["Factura de renta de equipo", "Cliente", "LENGUA RANCH", "No se encontraron cargos facturables por renta de equipo para marzo de 2025 (año de cosecha 2025)", "Mes elegido", "marzo"]) {
        expect(one.text).toContain(phrase);
      }
      // All Entities: the language they share, else English.
      const others = entities.filter((e) => e.id !== ranch.id);
      expect(others.length).toBeGreaterThan(0);
      expect((await readPdf(await equipment("all"))).text).toContain("Equipment Rental Invoice");
      for (const e of others) expect((await set(e.id, "es")).status).toBe(200);
      const all = await readPdf(await equipment("all"));
      expect(all.text).toContain("TODAS LAS ENTIDADES");
      expect(all.text).not.toContain("ALL ENTITIES");
    } finally {
      for (const e of entities) expect((await set(e.id, "en")).status).toBe(200);
    }
    // Back in English: the spec's words.
    expect((await readPdf(await invoice(spanish, { format: "pdf" }))).text).toContain("INVOICE TOTAL $600.00");
  });
});

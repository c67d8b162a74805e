import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { ApiClient } from "../../../api/client";
import { reportAccess } from "../../../api/reports/define-report";
import { REPORT_CATALOG, type ReportInfo, columnHeadings } from "../../../api/reports/catalog";
import { REPORTS } from "../../../api/reports/registry";
import { catalogue } from "../../../admin-ui/i18n/messages";
import { SCREENS } from "../../../admin-ui/navigation/registry";
import { reportScreenPath } from "../../../admin-ui/navigation/report-screens";
import { REPORT_TABS } from "../../../admin-ui/reports/report-tabs";
import { CAT, readCsv, readPdf, startReportApp } from "./support";
import { buyers, cropContracts, deliveries, harvestTickets, machineFuel, machines, settlementLines, settlements, storageLocations, timeEntries, workerRates, workers } from "../../../db/schema";

/*
 * Walks the report registry (api/reports/registry.ts): every registered report is described once in the catalog
 * farmctl and the UI read, has its route in the OpenAPI document with its access declaration, and answers JSON, CSV
 * and PDF; its CSV header is its column description's headings.
 */
let app: Awaited<ReturnType<typeof startReportApp>>;
let values: Record<string, string>;

beforeAll(async () => {
  app = await startReportApp();
  const ranch = await app.entity("Registry Ranch");
  const field = await app.field(ranch.id, "West", "20", "Alfalfa");
  await app.task(field, { categoryId: CAT.FERTILIZER, name: "Fertilize", date: "2025-03-10", costPerAcre: "10", acresCovered: "20" });
  await app.task(field, { categoryId: CAT.INCOME, name: "Hay sale", date: "2025-03-20", costPerAcre: "300", acresCovered: "20", yieldAmount: "3", yieldUnit: "tons", yieldValuePerUnit: "100" });
  values = { entity: String(ranch.id), field: String(field.id), year: "2025", month: "3", from: "2025-01-01", to: "2025-12-31" };
  // invoices
  const east = await app.field(ranch.id, "East", "10", "Oat Hay");
  await app.task(east, { categoryId: CAT.MACHINE_HIRE, name: "Discing", date: "2025-03-15", costPerAcre: "5", acresCovered: "10", equipmentDescription: "Disc", equipmentRental: "2" });
  // summaries
  // agronomy
  const fertilizer = await app.admin.api.fertilizers.$post({ json: { name: "Registry 10-20-5", nPerGal: "1.10", pPerGal: "2.00", kPerGal: "0.55", type: "liquid" } as never });
  const fertilizerId = ((await fertilizer.json()) as { id: number }).id;
  await app.task(field, { categoryId: CAT.FERTILIZER, name: "Side-dress", date: "2025-04-02", costPerAcre: "0", acresCovered: "20", fertilizerId, fertilizerGallonsApplied: "10" });
  await app.task(field, { categoryId: CAT.WATER, name: "Irrigate", date: "2025-05-01", costPerAcre: "0", acresCovered: "20", irrigationType: "Flood", irrigationHours: "24" });
  // landlord and budgets
  const landlord = await app.admin.api.landlords.$post({ json: { name: "Registry Landlord", mailingAddress: "1 Main St, Fresno CA" } as never });
  expect(landlord.status).toBe(201);
  const landlordId = ((await landlord.json()) as { id: number }).id;
  const lease = await app.admin.api.leases.$post({
    json: { fieldId: field.id, leasedAcres: "20", startYear: 2025, endYear: null, terms: { type: "cash", basis: "per_acre", rate: "100", schedule: [{ due: "03-01", percent: "100" }] }, landlords: [{ landlordId, sharePercent: "100" }] } as never,
  });
  expect(lease.status).toBe(201);
  const budget = await app.admin.api.budgets.$post({
    json: { entityId: ranch.id, cropYear: 2025, cropType: "Alfalfa", expectedYieldPerAcre: "3", yieldUnit: "tons", expectedPricePerUnit: "100", lines: [{ categoryId: CAT.FERTILIZER, amountPerAcre: "12" }] } as never,
  });
  expect(budget.status).toBe(201);
  values.landlord = String(landlordId);
  // journal
  // inputs: a crop-protection spray of March (one product restricted) from a purchase of March 1st
  const made = async (res: Promise<{ status: number; json(): Promise<unknown>; text(): Promise<string> }>) => {
    const r = await res;
    if (r.status !== 201) throw new Error(`${r.status} ${await r.text()}`);
    return (await r.json()) as { id: number };
  };
  const spray = await made(app.admin.api.products.$post({ json: { name: "Registry Glyphosate", kind: "crop protection", stockUnit: "gal", epaRegistrationNumber: "524-549" } as never }));
  const restricted = await made(app.admin.api.products.$post({ json: { name: "Registry Paraquat", kind: "crop protection", stockUnit: "gal", epaRegistrationNumber: "100-1431", restrictedUse: true } as never }));
  const vendor = await made(app.admin.api.vendors.$post({ json: { name: "Registry Supply" } as never }));
  const lines = [{ productId: spray.id, quantity: "20", unit: "gal", amount: "100.00" }, { productId: restricted.id, quantity: "5", unit: "gal", amount: "150.00" }];
  await made(app.admin.api.purchases.$post({ json: { entityId: ranch.id, vendorId: vendor.id, invoiceNumber: "R-1", date: "2025-03-01", lines } as never }));
  await app.task(field, {
    categoryId: CAT.CROP_PROTECTANTS, name: "Spray", date: "2025-03-12", costPerAcre: "0", acresCovered: "20", applicationMethod: "ground",
    products: [{ productId: spray.id, ratePerAcre: "0.5", unit: "gal" }, { productId: restricted.id, totalQuantity: "1", unit: "gal" }],
  });
  // harvest and sales: hay into a barn, a load sold off the barn and settled, a load straight to the buyer unsettled
  const db = app.t.db;
  const hay = { entityId: ranch.id, crop: "Alfalfa", cropYear: 2025 };
  const [barn] = await db.insert(storageLocations).values({ entityId: ranch.id, name: "Registry Barn", kind: "shed" }).returning();
  const [buyer] = await db.insert(buyers).values({ name: "Registry Dairy" }).returning();
  await db.insert(cropContracts).values({ ...hay, buyerId: buyer!.id, number: "RC-1", date: "2025-03-01", quantity: "10", unit: "ton", price: "200" });
  await db.insert(harvestTickets).values({ ...hay, fieldId: field.id, ticketNumber: "R-1", date: "2025-05-01", quantity: "40", unit: "ton", locationId: barn!.id });
  const [straight] = await db.insert(harvestTickets).values({ ...hay, fieldId: field.id, ticketNumber: "R-2", date: "2025-05-02", quantity: "5", unit: "ton", buyerId: buyer!.id }).returning();
  const [sold] = await db.insert(deliveries).values({ ...hay, buyerId: buyer!.id, date: "2025-05-10", quantity: "10", unit: "ton", locationId: barn!.id }).returning();
  await db.insert(deliveries).values({ ...hay, buyerId: buyer!.id, date: "2025-05-02", quantity: "5", unit: "ton", ticketId: straight!.id });
  const [settlement] = await db.insert(settlements).values({ ...hay, buyerId: buyer!.id, number: "RS-1", date: "2025-05-20", gross: "2000.00", deductions: "0.00", net: "2000.00" }).returning();
  await db.insert(settlementLines).values({ settlementId: settlement!.id, deliveryId: sold!.id, line: 1, quantity: "10", unit: "ton", price: "200", amount: "2000.00" });
  // labor and machine hours: an approved day on a task with a tractor, and its fuel
  const hoe = await app.task(field, { categoryId: CAT.FARM_MANAGEMENT, name: "Hoe", date: "2025-06-02", costPerAcre: "0", acresCovered: "20" });
  const [worker] = await db.insert(workers).values({ name: "Registry Worker", crew: "R" }).returning();
  await db.insert(workerRates).values({ workerId: worker!.id, effectiveFrom: "2025-01-01", hourlyRate: "20.00" });
  const [tractor] = await db.insert(machines).values({ entityId: ranch.id, name: "Registry Tractor", costPerHour: "40.00" }).returning();
  await db.insert(machineFuel).values({ machineId: tractor!.id, date: "2025-06-02", gallons: "10", cost: "40.00" });
  await db.insert(timeEntries).values({ entityId: ranch.id, workerId: worker!.id, taskId: hoe.id, fieldId: field.id, date: "2025-06-02", hours: "8", machineId: tractor!.id, machineHours: "2", status: "approved", regularHours: "8", gross: "160.00", laborCost: "160.00", machineCost: "80.00" });
});
afterAll(() => app.t.close());

/** A report's GET through the typed client, its path walked segment by segment as farmctl does. */
function call(client: ApiClient, info: ReportInfo, format?: "csv" | "pdf") {
  let node = client.api as unknown as Record<string, unknown>;
  for (const segment of info.path.split("/").filter(Boolean)) node = node[segment.replace(/^\{(\w+)\}$/, ":$1")] as Record<string, unknown>;
  const param: Record<string, string> = {};
  const query: Record<string, string> = format ? { format } : {};
  for (const p of info.params) if (p.required) (p.in === "path" ? param : query)[p.name] = values[p.option]!;
  return (node.$get as (args: unknown) => Promise<Response>)({ param, query });
}

/** A catalogue id's text in a language of the admin UI, or undefined. */
function uiText(locale: "en" | "es", id: string): string | undefined {
  let node: unknown = catalogue[locale];
  for (const part of id.split(".")) node = typeof node === "object" && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === "string" ? node : undefined;
}

describe("the report registry", () => {
  test("each report has its screen in the admin UI's navigation, for the roles its route allows, reached from the menu", () => {
    for (const info of REPORT_CATALOG) {
      if (info.screen) {
        // A screen of its own: shown to no role the report refuses, reached from the menu.
        const own = SCREENS.find((s) => s.id === info.screen);
        expect({ report: info.name, screen: own?.id }).toEqual({ report: info.name, screen: info.screen });
        for (const role of own!.roles) expect({ report: info.name, role, allowed: (reportAccess(info).roles as readonly string[]).includes(role) }).toEqual({ report: info.name, role, allowed: true });
        const parent = SCREENS.find((s) => s.id === own!.parent);
        expect({ report: info.name, inMenu: !!(own!.group ?? parent?.group) }).toEqual({ report: info.name, inMenu: true });
        expect(SCREENS.some((s) => s.path === reportScreenPath(info.name))).toBe(false);
        continue;
      }
      const screen = SCREENS.find((s) => s.path === reportScreenPath(info.name));
      expect({ report: info.name, screen: screen?.id }).toEqual({ report: info.name, screen: `report-${info.name}` });
      expect([...screen!.roles] as string[]).toEqual([...reportAccess(info).roles]);
      // A menu entry of its own, or a link on a menu screen's page (the Reports tab).
      const parent = SCREENS.find((s) => s.id === screen!.parent);
      expect({ report: info.name, inMenu: !!(screen!.group ?? parent?.group) }).toEqual({ report: info.name, inMenu: true });
    }
  });

  test("the Reports tab's tabs show exactly the registered reports whose screen is the Reports tab", () => {
    const onTabs = REPORT_TABS.flatMap((t) => t.reports);
    expect(new Set(onTabs).size).toBe(onTabs.length);
    expect([...onTabs].sort()).toEqual(REPORT_CATALOG.filter((r) => r.screen === "reports").map((r) => r.name).sort());
  });

  test("each report's title and column headings read in English (the catalog's own words) and in Spanish", () => {
    for (const info of REPORT_CATALOG) {
      for (const [id, english] of Object.entries(info.messages)) {
        expect({ id, en: uiText("en", id), es: uiText("es", id) }).toEqual({ id, en: english, es: info.translations.es[id] });
        expect({ id, spanish: !!info.translations.es[id] }).toEqual({ id, spanish: true });
      }
    }
  });

  test("the catalog describes exactly the registered reports, each name once", () => {
    expect(REPORTS.map((r) => r.info)).toEqual([...REPORT_CATALOG]);
    const names = REPORT_CATALOG.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    for (const info of REPORT_CATALOG) {
      expect(info.name).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(new Set(info.columns.map((c) => c.key)).size).toBe(info.columns.length);
      for (const c of info.columns) expect(info.messages[c.label]).toBeTruthy();
    }
  });

  test("each report's route is in the OpenAPI document, a GET declaring its access and its three formats", async () => {
    const doc = (await (await app.t.app.fetch(new Request("http://farm.test/api/openapi.json"))).json()) as {
      paths: Record<string, { get?: { "x-access"?: unknown; responses: Record<string, { content: Record<string, unknown> }> } }>;
    };
    for (const report of REPORTS) {
      const op = doc.paths[`/api${report.info.path}`]?.get;
      expect(op).toBeDefined();
      expect(op!["x-access"]).toEqual(reportAccess(report.info));
      expect(Object.keys(op!.responses["200"]!.content).sort()).toEqual(["application/json", "application/pdf", "text/csv"]);
    }
  });

  for (const report of REPORTS) {
    test(`${report.info.name} answers JSON, CSV under its column headings, and PDF`, async () => {
      const json = await call(app.reader, report.info);
      expect(json.status).toBe(200);
      expect(json.headers.get("content-type")).toContain("application/json");
      report.route.responses[200].content["application/json"].schema.parse(await json.json());
      const csv = await readCsv(await call(app.reader, report.info, "csv"));
      const shown = report.info.columns.filter((c) => !c.optional || csv.header.includes(columnHeadings(report.info, [c])[0]!));
      // A report whose CSV adds a column per data item (a yield step, an entity) keeps the declared ones first.
      expect(report.ownCsv ? csv.header.slice(0, shown.length) : csv.header).toEqual(columnHeadings(report.info, shown));
      expect(csv.rows.length).toBeGreaterThan(0);
      const pdf = await readPdf(await call(app.reader, report.info, "pdf"));
      expect(pdf.pages).toBeGreaterThan(0);
      // Crew reads no reports; signed out is a 401.
      expect((await call(await app.t.signIn("crew"), report.info)).status).toBe(403);
      expect((await call(app.t.client(), report.info)).status).toBe(401);
    });
  }
});

import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Papa from "papaparse";
import { extractText, getDocumentProxy } from "unpdf";
import { SERVER_START_TIMEOUT, type TestServer, startServer } from "./support";

let s: TestServer;
let cron: Record<string, string>;
let entityId: number;

/**
 * "Invoice Ranch", crop year 2025, March:
 *   North 40 (40 ac)  Water 10/ac                   400.00
 *   North 40          Fertilizer 12.50/ac + 2.50 rig 600.00 (100.00 equipment)
 *   South (10 ac)     Machine Hire 15/ac + 5 rental  200.00 ( 50.00 equipment)
 *   South             Income Generated 50/ac         500.00 subtracted
 *   South             Rent 100/ac                    left off
 * Invoice total 400 + 600 + 200 - 500 = 700.00. Equipment: 40 ac at 2.50 + 10 ac at 5.00 = 150.00 over 50 acres.
 * "Second Farm": Hay (5 ac) Machine Hire 4/ac with 4.00 rental = 20.00 equipment in March 2025.
 */
beforeAll(async () => {
  s = await startServer();
  const token = await s.admin.api.tokens.$post({ json: { name: "invoice-tests" } });
  cron = { FARMCTL_URL: s.url, FARMCTL_TOKEN: ((await token.json()) as { token: string }).token };
  const entity = async (name: string) => ((await (await s.admin.api.entities.$post({ json: { name } })).json()) as { id: number }).id;
  const field = async (eid: number, name: string, acreage: string) =>
    ((await (await s.admin.api.fields.$post({ json: { entityId: eid, name, acreage, cropType: "Alfalfa" } })).json()) as { id: number }).id;
  entityId = await entity("Invoice Ranch");
  const second = await entity("Second Farm");
  const north = await field(entityId, "North 40", "40");
  const south = await field(entityId, "South", "10");
  const hay = await field(second, "Hay", "5");
  const task = async (eid: number, fieldId: number, categoryId: number, name: string, costPerAcre: string, acres: string, more = {}) => {
    const res = await s.admin.api.tasks.$post({
      json: { entityId: eid, fieldId, categoryId, name, date: "2025-03-10", cropYear: 2025, costPerAcre, acresCovered: acres, ...more } as never,
    });
    if (res.status !== 201) throw new Error(`${name}: ${res.status} ${await res.text()}`);
  };
  await task(entityId, north, 1, "Irrigation run", "10", "40");
  await task(entityId, north, 3, "Side-dress", "12.50", "40", { equipmentRental: "2.50", equipmentDescription: "Fertilizer rig" });
  await task(entityId, south, 6, "Discing", "15", "10", { equipmentRental: "5", equipmentDescription: "Disc" });
  await task(entityId, south, 7, "Walnut sale", "50", "10");
  await task(entityId, south, 10, "Land rent", "100", "10");
  await task(second, hay, 6, "Mowing", "0", "5", { equipmentRental: "4", equipmentDescription: "Mower" });
}, SERVER_START_TIMEOUT);
afterAll(() => s.stop());

async function pdfText(path: string) {
  const bytes = new Uint8Array(readFileSync(path));
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return (text as string).replace(/\s+/g, " ");
}

describe("farmctl invoice monthly", () => {
  test("--out writes the same PDF the browser gets, with the API's invoice total; stdout is its path", async () => {
    const api = await s.admin.api.entities[":id"].reports.monthly[":year"].$get({ param: { id: String(entityId), year: "2025" }, query: { month: "3" } });
    const json = (await api.json()) as { totals: { invoiceTotal: string } };
    expect(json.totals.invoiceTotal).toBe("700.00");

    const out = join(s.dir, "invoice-ranch-2025-03.pdf");
    const res = await s.farmctl(["invoice", "monthly", "--entity", "invoice ranch", "--month", "3", "--year", "2025", "--out", out], { env: cron });
    expect(res.stderr).toContain(`Wrote Invoice Ranch's invoice for 3/2025 to ${out}.`);
    expect(res.code).toBe(0);
    expect(res.stdout).toBe(`${out}\n`);
    const text = await pdfText(out);
    expect(text).toContain("INVOICE RANCH PARTNERSHIP");
    expect(text).toContain("INVOICE TOTAL $700.00");
    expect(text).toContain("Irrigation run");
    expect(text).not.toContain("Land rent");
    // Written whole under its name: no temporary file is left beside it.
    expect(readdirSync(s.dir).filter((f) => f.includes(".part-"))).toEqual([]);
  });

  test("--format csv prints the server's CSV on stdout; --format json its JSON; no flag a table and the total", async () => {
    const base = ["invoice", "monthly", "--entity", String(entityId), "--month", "3", "--year", "2025"];
    const csv = await s.farmctl([...base, "--format", "csv"], { env: cron });
    expect(csv.code).toBe(0);
    const rows = Papa.parse<Record<string, string>>(csv.stdout, { header: true, skipEmptyLines: true }).data;
    expect(rows.map((r) => Object.values(r).join("|")).join("\n")).toContain("Walnut sale");

    const json = await s.farmctl([...base, "--format", "json"], { env: cron });
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout).totals.invoiceTotal).toBe("700.00");

    const table = await s.farmctl(base, { env: cron });
    expect(table.code).toBe(0);
    expect(table.stdout).toContain("Side-dress");
    expect(table.stdout).toContain("Invoice total: 700.00");
  });

  test("a PDF without --out, a missing --month or a bad month is bad usage (exit 2) and nothing is written", async () => {
    const before = readdirSync(s.dir).length;
    const pdf = await s.farmctl(["invoice", "monthly", "--entity", "Invoice Ranch", "--month", "3", "--year", "2025", "--format", "pdf"], { env: cron });
    expect(pdf.code).toBe(2);
    expect(pdf.stderr).toContain("Add --out FILE.pdf");
    const noMonth = await s.farmctl(["invoice", "monthly", "--entity", "Invoice Ranch", "--year", "2025"], { env: cron });
    expect(noMonth.code).toBe(2);
    expect(noMonth.stderr).toContain("--month is required");
    const badMonth = await s.farmctl(["invoice", "monthly", "--entity", "Invoice Ranch", "--month", "13", "--year", "2025"], { env: cron });
    expect(badMonth.code).toBe(2);
    expect(badMonth.stderr).toContain("must be a month number, 1-12");
    expect(readdirSync(s.dir).length).toBe(before);
  });

  test("an unknown entity fails with exit 1 and advice; no file is created", async () => {
    const out = join(s.dir, "nobody.pdf");
    const res = await s.farmctl(["invoice", "monthly", "--entity", "Nobody", "--month", "3", "--year", "2025", "--out", out], { env: cron });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('No farm entity is named "Nobody"');
    expect(existsSync(out)).toBe(false);
  });
});

describe("farmctl invoice equipment", () => {
  test("one entity: the billable rentals and their totals, as the API's JSON", async () => {
    const res = await s.farmctl(["invoice", "equipment", "--entity", "Invoice Ranch", "--month", "3", "--year", "2025", "--format", "json"], { env: cron });
    expect(res.code).toBe(0);
    const invoice = JSON.parse(res.stdout);
    expect(invoice.summary).toEqual({ totalAcres: "50.00", totalEquipmentCost: "150.00" });
    expect(invoice.lines.map((l: { taskName: string }) => l.taskName).sort()).toEqual(["Discing", "Side-dress"]);
  });

  test("--entity all: a PDF with every entity's rentals, the fields prefixed with their entity", async () => {
    const out = join(s.dir, "stone-2025-03.pdf");
    const res = await s.farmctl(["invoice", "equipment", "--entity", "all", "--month", "3", "--year", "2025", "--out", out], { env: cron });
    expect(res.code).toBe(0);
    const text = await pdfText(out);
    expect(text).toContain("SECOND FARM - Hay");
    expect(text).toContain("INVOICE RANCH - North 40");
    expect(text).toContain("Total Equipment Rental Charges 55.00 $170.00");
  });
});

describe("farmctl entities set --invoice-language", () => {
  test("an entity set to Spanish gets its invoice in Spanish from cron; a bad language is bad usage; back to English", async () => {
    const bad = await s.farmctl(["entities", "set", "Second Farm", "--invoice-language", "fr"], { env: cron });
    expect(bad.code).toBe(2);
    const set = await s.farmctl(["entities", "set", "Second Farm", "--invoice-language", "es"], { env: cron });
    expect(set.code).toBe(0);
    expect(set.stdout.trim()).toBe("Second Farm: invoices are written in Spanish");
    try {
      const list = JSON.parse((await s.farmctl(["entities", "list", "--json"], { env: cron })).stdout) as Array<{ name: string; invoiceLanguage: string }>;
      expect(Object.fromEntries(list.map((e) => [e.name, e.invoiceLanguage]))).toEqual({ "Invoice Ranch": "en", "Second Farm": "es" });
      // Second Farm's March: Mowing on Hay, 5 ac at 4.00 of rental (Machine Hire), 20.00 billed.
      const out = join(s.dir, "second-farm-es.pdf");
      const res = await s.farmctl(["invoice", "monthly", "--entity", "Second Farm", "--month", "3", "--year", "2025", "--out", out], { env: cron });
      expect(res.code).toBe(0);
      const text = await pdfText(out);
      for (const phrase of ["SECOND FARM", "SOCIEDAD", "RENTA DE MAQUINARIA", "SUBTOTAL DE Hay", "TOTAL DE LA FACTURA $20.00", "marzo de 2025", "Página 1 de 1"]) expect(text).toContain(phrase);
      expect(text).not.toContain("INVOICE TOTAL");
    } finally {
      expect((await s.farmctl(["entities", "set", "Second Farm", "--invoice-language", "en"], { env: cron })).code).toBe(0);
    }
  });
});

import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { ApiClient } from "../../../api/client";
import { CAT, readCsv, readPdf, startReportApp } from "./support";

/**
 * A report file's dates and page numbers read as its reader writes them (docs/decisions/i18n.md): a Spanish reader's
 * PDF says "Página 1 de 1" and prints 5 March 2025 as 5/3/2025, an English reader's "Page 1 of 1" and 3/5/2025; the
 * invoice, handed to the partner it bills, stays in the farm's language (English) whoever reads it.
 *   Fecha Ranch, West 40 ac Corn, crop year 2025:
 *   - Water 10/ac x 40 = 400.00 on 2025-03-05 ("Irrigate");
 *   - Machine Hire 5/ac x 40 = 200.00 on 2025-03-21 ("Swathing").
 * Both days are ones whose day and month cannot be swapped into the same text (5/3 against 3/5, 21/3 against 3/21).
 */
let app: Awaited<ReturnType<typeof startReportApp>>;
let ranch: { id: number };
let west: { id: number; entityId: number };
let spanish: ApiClient;

beforeAll(async () => {
  app = await startReportApp();
  ranch = await app.entity("Fecha Ranch");
  west = await app.field(ranch.id, "West", "40", "Corn");
  await app.task(west, { categoryId: CAT.WATER, name: "Irrigate", date: "2025-03-05", costPerAcre: "10", acresCovered: "40" });
  await app.task(west, { categoryId: CAT.MACHINE_HIRE, name: "Swathing", date: "2025-03-21", costPerAcre: "5", acresCovered: "40" });
  spanish = await app.t.signIn("editor");
  expect((await spanish.api.account.$put({ json: { locale: "es" } })).status).toBe(200);
});
afterAll(() => app.t.close());

const operations = (client: ApiClient) =>
  client.api.entities[":id"].reports["detailed-operations"].$get({ param: { id: String(ranch.id) }, query: { year: "2025", format: "pdf" } as never });
const journal = (client: ApiClient, format: string) =>
  client.api.accounting.journal.$get({ query: { entity: String(ranch.id), from: "2025-03-01", to: "2025-03-31", format } as never });
const costSummary = (client: ApiClient) =>
  client.api.entities[":id"].reports["cost-summary"].$get({ param: { id: String(ranch.id) }, query: { year: "2025", format: "pdf" } as never });
const fieldReport = (client: ApiClient) =>
  client.api.fields[":fieldId"].profitability.$get({ param: { fieldId: String(west.id) }, query: { year: "2025", month: "3", format: "pdf" } as never });
const invoice = (client: ApiClient, query: Record<string, string>) =>
  client.api.entities[":id"].reports.monthly[":year"].$get({ param: { id: String(ranch.id), year: "2025" }, query: { month: "3", ...query } as never });

describe("dates and page numbers in the reader's language", () => {
  test("a Spanish reader's PDF is numbered 'Página 1 de 1', an English reader's 'Page 1 of 1'", async () => {
    const es = await readPdf(await operations(spanish));
    expect(es.pages).toBe(1);
    expect(es.text).toContain("Página 1 de 1");
    expect(es.text).not.toContain("Page 1 of");
    const en = await readPdf(await operations(app.reader));
    expect(en.text).toContain("Page 1 of 1");
    expect(en.text).not.toContain("Página");
  });

  test("the generic PDF's page numbers are in Spanish too, and lang asks for either", async () => {
    expect((await readPdf(await journal(spanish, "pdf"))).text).toContain("Página 1 de 1");
    const asked = await readPdf(await app.reader.api.accounting.journal.$get({ query: { entity: String(ranch.id), from: "2025-03-01", to: "2025-03-31", format: "pdf", lang: "es" } as never }));
    expect(asked.text).toContain("Página 1 de 1");
    expect((await readPdf(await journal(app.reader, "pdf"))).text).toContain("Page 1 of 1");
  });

  test("detailed operations prints each line's date day first for a Spanish reader, month first for an English one", async () => {
    const es = await readPdf(await operations(spanish));
    for (const date of ["5/3/2025", "21/3/2025"]) expect(es.text).toContain(date);
    for (const us of ["3/5/2025", "3/21/2025"]) expect(es.text).not.toContain(us);
    const en = await readPdf(await operations(app.reader));
    for (const date of ["3/5/2025", "3/21/2025"]) expect(en.text).toContain(date);
    expect(en.text).not.toContain("21/3/2025");
  });

  test("the general journal's period and lines are day first in Spanish, month first in English", async () => {
    const es = await readPdf(await journal(spanish, "pdf"));
    for (const phrase of ["Fecha Ranch, 1/3/2025 al 31/3/2025", "5/3/2025", "21/3/2025"]) expect(es.text).toContain(phrase);
    for (const us of ["3/1/2025", "3/31/2025", "3/21/2025"]) expect(es.text).not.toContain(us);
    const en = await readPdf(await journal(app.reader, "pdf"));
    for (const phrase of ["Fecha Ranch, 3/1/2025 to 3/31/2025", "3/5/2025", "3/21/2025"]) expect(en.text).toContain(phrase);
  });

  test("the journal CSV keeps its dates as YYYY-MM-DD in both languages, which any spreadsheet reads as the same day", async () => {
    const es = await readCsv(await journal(spanish, "csv"));
    const en = await readCsv(await journal(app.reader, "csv"));
    expect(es.rows.map((r) => r[es.header[0]!])).toEqual(en.rows.map((r) => r[en.header[0]!]));
    expect(new Set(es.rows.map((r) => r[es.header[0]!]))).toEqual(new Set(["2025-03-05", "2025-03-21"]));
  });

  test("the cost summary's date range and the field report's dated lines are day first in Spanish", async () => {
    const es = await readPdf(await costSummary(spanish));
    expect(es.text).toContain("1/1/2025 al 31/12/2025");
    expect(es.text).toContain("Página 1 de");
    const en = await readPdf(await costSummary(app.reader));
    expect(en.text).toContain("1/1/2025 to 12/31/2025");

    const field = await readPdf(await fieldReport(spanish));
    for (const phrase of ["5/3/2025", "21/3/2025", "Página 1 de"]) expect(field.text).toContain(phrase);
    expect(field.text).not.toContain("3/21/2025");
    expect((await readPdf(await fieldReport(app.reader))).text).toContain("3/21/2025");
  });

  test("the invoice stays in the farm's language: month first and 'Page 1 of', even when Spanish is asked for", async () => {
    for (const query of [{ format: "pdf" }, { format: "pdf", lang: "es" }] as Record<string, string>[]) {
      const pdf = await readPdf(await invoice(spanish, query));
      for (const phrase of ["3/1/2025 - 3/31/2025", "3/5/2025", "3/21/2025", "Page 1 of"]) expect(pdf.text).toContain(phrase);
      for (const spanishText of ["21/3/2025", "Página"]) expect(pdf.text).not.toContain(spanishText);
    }
  });
});

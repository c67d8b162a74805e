/**
 * Latency of every report endpoint on the large farm, in JSON and in PDF, beside the bare SQL that feeds it, on
 * both engines; then the render time of a 500-line monthly invoice PDF (no database).
 *
 *   bun bench/reports-latency.ts [--engine pglite|postgres|both] [--tasks 250000] [--runs 10] [--pg-url URL]
 *
 * Each engine gets a new database (as bench/api-latency.ts: PGlite in a temp folder, or a PostgreSQL database
 * created and dropped), loaded with the large farm; the real app serves it on a loopback port.
 */
// First: zod 4 gives a schema its methods when it is built, so the OpenAPI extension must be loaded before the
// report shapes (api/domain/reports/shapes.ts) are; the app's own import order does this, the services' alone not.
import { systemContext } from "../api/services/context";
import "@hono/zod-openapi";
import { monthlyInvoicePdf } from "../api/reports/monthly-invoice/monthly-invoice.pdf";
import { paginate } from "../api/pdf/paginate";
import { renderReportPdf } from "../api/pdf/render";
import { loadAcreageInput } from "../api/reports/acreage/acreage.service";
import { loadCostSummaryInput } from "../api/reports/cost-summary/cost-summary.service";
import { loadDetailedOperationsInput } from "../api/reports/detailed-operations/detailed-operations.service";
import { loadFertilizerInput, loadIrrigationInput } from "../api/reports/agronomy.service";
import { loadEquipmentSummaryInput } from "../api/reports/equipment-summary/equipment-summary.service";
import { getFieldTasks } from "../api/reports/field-report.service";
import { loadEquipmentInvoiceInput, loadMonthlyInvoiceInput } from "../api/reports/invoices.service";
import { loadEntityYear } from "../api/services/report-data.service";
import { loadLargeFarm } from "./generate-large-farm";
import { engineBenchArgs } from "./lib/args";
import { freshBenchDatabase } from "./lib/engines";
import { serveSignedIn } from "./lib/serve";
import { ms, table, time } from "./lib/measure";
import { invoiceOf } from "./lib/sample-invoice";

const YEAR = 2025;
const MONTH = 3;
const TODAY = "2025-12-31";
const { engines, pgUrl, tasks: taskCount, runs } = engineBenchArgs(
  "bun bench/reports-latency.ts [--engine pglite|postgres|both] [--tasks N] [--runs N] [--pg-url URL]",
  { tasks: { default: 250_000, min: 0 }, runs: { default: 10, min: 1, max: 200 } },
);

const results: Array<Array<string | number>> = [];

for (const engine of engines) {
  const bench = await freshBenchDatabase(engine, pgUrl);
  const { db } = bench.handle;
  let server: ReturnType<typeof Bun.serve> | undefined;
  try {
    console.error(`\n[${engine}] loading ${taskCount.toLocaleString("en-US")} tasks into ${bench.where}`);
    const farm = await loadLargeFarm(db, taskCount);
    console.error(`[${engine}] loaded in ${(farm.ms / 1000).toFixed(1)} s`);
    const served = await serveSignedIn(db);
    server = served.server;
    const { base, cookie } = served;

    const e = farm.entityIds[0]!;
    const f = farm.fieldIds[0]!;
    const agronomy = { year: YEAR, entity: e, cropType: null };
    const cases = [
      { label: "monthly invoice", path: `/api/entities/${e}/reports/monthly/${YEAR}?month=${MONTH}`, sql: () => loadMonthlyInvoiceInput(systemContext(db), { entityId: e, year: YEAR, month: MONTH, today: TODAY }) },
      { label: "cost summary", path: `/api/entities/${e}/reports/cost-summary?year=${YEAR}`, sql: () => loadCostSummaryInput(systemContext(db), { entityId: e, year: YEAR, from: `${YEAR}-01-01`, to: `${YEAR}-12-31` }) },
      { label: "detailed operations", path: `/api/entities/${e}/reports/detailed-operations?year=${YEAR}`, sql: () => loadDetailedOperationsInput(systemContext(db), { entityId: e, year: YEAR, fieldId: 0 }) },
      { label: "field summary", path: `/api/entities/${e}/reports/field-summary?year=${YEAR}`, sql: () => loadEntityYear(systemContext(db), e, YEAR) },
      { label: "acreage (all)", path: `/api/reports/acreage/${YEAR}`, sql: () => loadAcreageInput(systemContext(db), YEAR) },
      { label: "fertilizer (entity)", path: `/api/reports/fertilizer?year=${YEAR}&entity=${e}`, sql: () => loadFertilizerInput(systemContext(db), agronomy) },
      { label: "fertilizer (all)", path: `/api/reports/fertilizer?year=${YEAR}&entity=all`, sql: () => loadFertilizerInput(systemContext(db), { ...agronomy, entity: "all" }) },
      { label: "irrigation (entity)", path: `/api/reports/irrigation?year=${YEAR}&entity=${e}`, sql: () => loadIrrigationInput(systemContext(db), agronomy) },
      { label: "equipment invoice (all)", path: `/api/reports/equipment-invoice?entity=all&month=${MONTH}&year=${YEAR}`, sql: () => loadEquipmentInvoiceInput(systemContext(db), { entityId: null, year: YEAR, month: MONTH, today: TODAY }) },
      { label: "equipment summary", path: `/api/stone-equipment/monthly-summary?month=${MONTH}&year=${YEAR}`, sql: () => loadEquipmentSummaryInput(systemContext(db), { year: YEAR, month: MONTH }) },
      { label: "field report", path: `/api/entities/${e}/fields/${f}/tasks?month=${MONTH}&year=${YEAR}`, sql: () => getFieldTasks(systemContext(db), { entityId: e, fieldId: f, year: YEAR, month: MONTH }) },
      { label: "profitability", path: `/api/fields/${f}/profitability?year=${YEAR}`, sql: () => getFieldTasks(systemContext(db), { fieldId: f, year: YEAR }) },
    ];
    for (const c of cases) {
      const rows = await c.sql();
      const rowCount = "tasks" in rows ? rows.tasks.length : "input" in rows ? rows.input.tasks.length : rows.fields.length;
      const sqlTime = await time(c.sql, runs);
      const fetchOk = async (path: string) => {
        const res = await fetch(base + path, { headers: { cookie } });
        const body = await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
        return body.byteLength;
      };
      const sep = c.path.includes("?") ? "&" : "?";
      const jsonBytes = await fetchOk(c.path);
      const pdfBytes = await fetchOk(`${c.path}${sep}format=pdf`);
      const jsonTime = await time(() => fetchOk(c.path), runs);
      const pdfTime = await time(() => fetchOk(`${c.path}${sep}format=pdf`), runs, 1);
      results.push([engine, c.label, rowCount, ms(sqlTime.median), ms(jsonTime.median), `${Math.round(jsonBytes / 1024)} KB`, ms(pdfTime.median), `${Math.round(pdfBytes / 1024)} KB`]);
    }
  } finally {
    server?.stop(true);
    await bench.dispose();
  }
}

console.log(`\nLarge farm (${taskCount.toLocaleString("en-US")} tasks), first entity, crop year ${YEAR}, month ${MONTH}; ${runs} sequential runs each after warm-up.`);
console.log("SQL = the service's loader alone (the reads that feed the report); JSON and PDF = the whole HTTP round trip.\n");
console.log(table(["engine", "report", "rows", "SQL median", "JSON median", "JSON", "PDF median", "PDF"], results));

const invoice = invoiceOf(500);
const layout = await time(async () => paginate(monthlyInvoicePdf(invoice)), 20);
let size = 0;
const render = await time(async () => {
  size = (await renderReportPdf(monthlyInvoicePdf(invoice))).length;
}, 20);
console.log(`\n500-line monthly invoice PDF (${paginate(monthlyInvoicePdf(invoice)).length} pages, ${Math.round(size / 1024)} KB): ` +
  `layout median ${ms(layout.median)}, full render median ${ms(render.median)}, p95 ${ms(render.p95)} (20 runs).`);

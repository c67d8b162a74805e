/**
 * The report PDFs of hundreds of pages on the large farm, each beside its goal (issue 13, goal 4): the fertilizer
 * report of every entity, the All Entities equipment invoice of the busiest month and a year's detailed operations
 * (<= 1.5 s per 200 pages, whole HTTP round trip), and the 500-line monthly invoice with no database (< 160 ms).
 *
 *   bun bench/pdf-pages.ts [--engine postgres|pglite|both] [--tasks 250000] [--runs 5] [--pg-url URL]
 *
 * Each engine gets a new database (bench/lib/engines.ts, dropped at the end) loaded with the large farm.
 */
// The app first: it loads zod's OpenAPI extension before any schema is built.
import { systemContext } from "../api/services/context";
import { serveSignedIn } from "./lib/serve";
import { paginate } from "../api/pdf/paginate";
import { renderReportPdf } from "../api/pdf/render";
import { monthlyInvoicePdf } from "../api/reports/monthly-invoice/monthly-invoice.pdf";
import { loadEquipmentInvoiceInput } from "../api/reports/invoices.service";
import { loadLargeFarm } from "./generate-large-farm";
import { engineBenchArgs } from "./lib/args";
import { freshBenchDatabase } from "./lib/engines";
import { ms, table, time } from "./lib/measure";
import { invoiceOf } from "./lib/sample-invoice";

const YEAR = 2025;
const TODAY = "2025-12-31";
const GOAL_PER_200_PAGES = 1500;
const GOAL_INVOICE = 160;
const { engines, pgUrl, tasks: taskCount, runs } = engineBenchArgs(
  "bun bench/pdf-pages.ts [--engine postgres|pglite|both] [--tasks N] [--runs N] [--pg-url URL]",
  { tasks: { default: 250_000, min: 0 }, runs: { default: 5, min: 1, max: 100 } },
);

/** Pages of a PDF, read from its page tree (every page object says `/Type /Page`). */
const pageCount = (pdf: ArrayBuffer) => (Buffer.from(pdf).toString("latin1").match(/\/Type \/Page\b/g) ?? []).length;

const rows: Array<Array<string | number>> = [];
for (const engine of engines) {
  const bench = await freshBenchDatabase(engine, pgUrl);
  const { db } = bench.handle;
  let server: ReturnType<typeof Bun.serve> | undefined;
  try {
    console.error(`\n[${engine}] loading ${taskCount.toLocaleString("en-US")} tasks into ${bench.where}`);
    const farm = await loadLargeFarm(db, taskCount);
    const served = await serveSignedIn(db);
    server = served.server;
    const { base, cookie } = served;
    // The busiest month of the crop year makes the longest equipment invoice.
    let month = 1;
    let most = -1;
    for (let m = 1; m <= 12; m++) {
      const { tasks } = (await loadEquipmentInvoiceInput(systemContext(db), { entityId: null, year: YEAR, month: m, today: TODAY })).input;
      if (tasks.length > most) [month, most] = [m, tasks.length];
    }
    const cases = [
      { label: "fertilizer, all entities", path: `/api/reports/fertilizer?year=${YEAR}&entity=all&format=pdf` },
      { label: `equipment invoice, all entities, month ${month}`, path: `/api/reports/equipment-invoice?entity=all&month=${month}&year=${YEAR}&format=pdf` },
      { label: "detailed operations, first entity", path: `/api/entities/${farm.entityIds[0]}/reports/detailed-operations?year=${YEAR}&format=pdf` },
    ];
    for (const c of cases) {
      let pages = 0;
      let bytes = 0;
      const fetchPdf = async () => {
        const res = await fetch(base + c.path, { headers: { cookie } });
        const body = await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${c.path}: HTTP ${res.status}`);
        pages = pageCount(body);
        bytes = body.byteLength;
      };
      const t = await time(fetchPdf, runs, 1);
      // 1.5 s for a PDF of up to 200 pages, and as much again for every further 200.
      const goal = (GOAL_PER_200_PAGES * Math.max(pages, 200)) / 200;
      rows.push([engine, c.label, pages, `${Math.round(bytes / 1024)} KB`, ms(t.median), ms(t.p95), ms((t.median / pages) * 200), `<= ${Math.round(goal)} ms`, t.median <= goal ? "met" : "NOT met"]);
    }
  } finally {
    server?.stop(true);
    await bench.dispose();
  }
}

const invoice = monthlyInvoicePdf(invoiceOf(500));
const invoicePages = paginate(invoice).length;
const render = await time(() => renderReportPdf(invoice), 20);
rows.push(["-", "500-line monthly invoice (no database)", invoicePages, "", ms(render.median), ms(render.p95), "", `< ${GOAL_INVOICE} ms`, render.median < GOAL_INVOICE ? "met" : "NOT met"]);

console.log(`\nLarge farm (${taskCount.toLocaleString("en-US")} tasks), crop year ${YEAR}; whole HTTP round trip (query, layout, drawing), ${runs} runs after one warm-up.\n`);
console.log(table(["engine", "PDF", "pages", "size", "median", "p95", "per 200 pages", "goal", ""], rows));

/**
 * Renders a report PDF of several pages in a process of its own and prints, as JSON, the PDF's first bytes and the
 * modules of pdfkit's that are loaded after it (tests/server/pdf-memory.test.ts).
 */
import { renderReportPdf } from "../../api/pdf/render";

const rows = Array.from({ length: 400 }, (_, i) => ({ cells: [`Field ${i} — año, niño`, `${(i * 12.5).toFixed(2)}`] }));
const pdf = await renderReportPdf({
  title: "Modules check",
  orientation: "portrait",
  runningHead: "Modules check",
  blocks: [
    { kind: "text", text: "A long heading that the report's own layout wraps across the page, not pdfkit's line breaker", bold: true },
    { kind: "table", header: true, columns: [{ header: "Field", weight: 3 }, { header: "Cost", weight: 1, align: "right" }], rows },
  ],
});
const loaded = Object.keys(require.cache).filter((path) => /node_modules\/(fontkit|linebreak)\//.test(path));
console.log(JSON.stringify({ head: pdf.subarray(0, 5).toString("latin1"), bytes: pdf.length, loaded }));

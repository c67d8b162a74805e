/**
 * Renders a report PDF of 32,000 table rows (1,453 pages) in a process of its own and prints, as JSON, its size,
 * its page count and how much the process's peak resident memory grew while it was drawn
 * (tests/server/pdf-memory.test.ts).
 */
import type { PdfReport, Row } from "../../api/pdf/model";
import { renderReportPdf } from "../../api/pdf/render";
import { ownMemoryMiB as mib } from "./own-memory";

const row = (i: number): Row => ({
  cells: [`2025-03-${String((i % 28) + 1).padStart(2, "0")}`, `Field ${i % 40}`, `Discing pass ${i}`, "Tillage", "Corn", `${(i % 300) + 0.5}`,
    `$${(i * 7) % 1000}.25`, `$${(i * 13) % 100000}.00`, i % 10 ? "" : "Rented disc from the co-op, returned on time and cleaned"],
});
const report = (rows: number): PdfReport => ({
  title: "Detailed operations",
  orientation: "landscape",
  runningHead: "Detailed operations, 2025",
  footer: "Printed 2025-12-31",
  blocks: [{ kind: "table", columns: Array.from({ length: 9 }, (_, i) => ({ header: `Column ${i + 1}`, weight: i === 8 ? 3 : 1 })), rows: Array.from({ length: rows }, (_, i) => row(i)) }],
});

await renderReportPdf(report(100)); // pdfkit loaded and warm, as in a server that has drawn a PDF before
const large = report(32_000);
Bun.gc(true);
const before = Math.max(mib("VmRSS"), mib("VmHWM"));
const pdf = await renderReportPdf(large);
const pages = (pdf.toString("latin1").match(/\/Type \/Page\b/g) ?? []).length;
console.log(JSON.stringify({ head: pdf.subarray(0, 5).toString("latin1"), pages, grewMiB: mib("VmHWM") - before }));

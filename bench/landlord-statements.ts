/**
 * Time to build the year-end landlord statements of 150 landlords on the large farm, as PDFs: the statements of the
 * crop year (one pass over leases, task sums and payments) and each statement's PDF rendered, as
 * `farmctl landlords statements` gets them, without HTTP in between.
 *
 *   bun bench/landlord-statements.ts [--engine pglite|postgres|both] [--tasks 250000] [--runs 3] [--pg-url URL]
 *
 * On top of the large farm it writes 150 landlords and 450 leases on distinct fields (cash rent, crop share and
 * flex in turn; every third lease with two landlords 40/60) and one payment per landlord and lease.
 */
import { systemContext } from "../api/services/context";
import { type LeaseTerms } from "../api/domain/leases/terms";
import { landlordStatementPdf } from "../api/reports/landlord-statement/landlord-statement.pdf";
import { renderReportPdf } from "../api/pdf/render";
import { getRentDue, statementsFor } from "../api/services/lease-figures.service";
import { fields as fieldsTable, landlords, leaseLandlords, leasePayments, leases } from "../db/schema";
import { inArray } from "drizzle-orm";
import { loadLargeFarm } from "./generate-large-farm";
import { engineBenchArgs } from "./lib/args";
import { freshBenchDatabase } from "./lib/engines";
import { table } from "./lib/measure";

const YEAR = 2025;
const LANDLORDS = 150;
const LEASES = 450;
const { engines, pgUrl, tasks: taskCount, runs } = engineBenchArgs(
  "bun bench/landlord-statements.ts [--engine pglite|postgres|both] [--tasks N] [--runs N] [--pg-url URL]",
  { tasks: { default: 250_000, min: 0 }, runs: { default: 3, min: 1, max: 50 } },
);

const schedule = [{ due: "03-01", percent: "50" }, { due: "11-01", percent: "50" }];
const TERMS: LeaseTerms[] = [
  { type: "cash", basis: "per_acre", rate: "245.50", schedule },
  { type: "crop_share", incomePercent: "33.33", costDefaultPercent: null, costPercents: [{ categoryId: 8, percent: "0" }] },
  { type: "flex", basePerAcre: "200", bonusPercent: "25", thresholdPerAcre: "900", capPerAcre: "350", schedule, bonusDue: "12-31" },
];

const results: Array<Array<string | number>> = [];
for (const engine of engines) {
  const bench = await freshBenchDatabase(engine, pgUrl);
  const { db } = bench.handle;
  try {
    console.error(`\n[${engine}] loading ${taskCount.toLocaleString("en-US")} tasks into ${bench.where}`);
    const farm = await loadLargeFarm(db, taskCount);
    const people = await db.insert(landlords).values(Array.from({ length: LANDLORDS }, (_, i) => ({ name: `Landlord ${String(i + 1).padStart(3, "0")}`, mailingAddress: `${i + 1} Main St, Fresno CA` }))).returning({ id: landlords.id });
    const fieldIds = farm.fieldIds.slice(0, LEASES);
    const acres = new Map((await db.select({ id: fieldsTable.id, acreage: fieldsTable.acreage }).from(fieldsTable).where(inArray(fieldsTable.id, fieldIds))).map((f) => [f.id, f.acreage]));
    const made = await db
      .insert(leases)
      .values(fieldIds.map((fieldId, i) => ({ fieldId, apns: [], leasedAcres: acres.get(fieldId)!, startYear: 2024, endYear: null, type: TERMS[i % 3]!.type, terms: TERMS[i % 3]! })))
      .returning({ id: leases.id });
    const shares = made.flatMap((l, i) => {
      const first = people[i % LANDLORDS]!.id;
      if (i % 3 !== 2) return [{ leaseId: l.id, landlordId: first, sharePercent: "100" }];
      return [{ leaseId: l.id, landlordId: first, sharePercent: "40" }, { leaseId: l.id, landlordId: people[(i + 1) % LANDLORDS]!.id, sharePercent: "60" }];
    });
    await db.insert(leaseLandlords).values(shares);
    await db.insert(leasePayments).values(shares.map((s) => ({ leaseId: s.leaseId, landlordId: s.landlordId, cropYear: YEAR, date: `${YEAR}-03-01`, amount: "1000.00", method: "check" })));
    console.error(`[${engine}] ${LANDLORDS} landlords, ${made.length} leases, ${shares.length} payments written`);

    const timings: Array<{ total: number; build: number }> = [];
    let count = 0;
    let bytes = 0;
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      const statements = await statementsFor(systemContext(db), YEAR);
      const built = performance.now();
      bytes = 0;
      for (const s of statements) bytes += (await renderReportPdf(landlordStatementPdf(s))).length;
      timings.push({ total: performance.now() - started, build: built - started });
      count = statements.length;
    }
    // The dashboard's Rent Due card: every lease over 7 crop years.
    const dueStarted = performance.now();
    const due = await getRentDue(systemContext(db), `${YEAR}-10-15`);
    console.error(`[${engine}] rent due on ${YEAR}-10-15: ${due.items.length} items in ${((performance.now() - dueStarted) / 1000).toFixed(2)} s`);
    const sorted = [...timings].sort((a, b) => a.total - b.total);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    const s = (v: number) => `${(v / 1000).toFixed(2)} s`;
    results.push([engine, count, (bytes / 1024).toFixed(0), s(median.build), s(median.total - median.build), s(sorted[0]!.total), s(median.total), median.total < 5000 ? "yes" : "NO"]);
  } finally {
    await bench.dispose();
  }
}

console.log(`\nLandlord statements of crop year ${YEAR} as PDFs (${taskCount.toLocaleString("en-US")} tasks, ${runs} runs)\n`);
console.log(table(["engine", "statements", "PDF KiB", "figures (median)", "PDFs (median)", "best", "median", "< 5 s"], results));

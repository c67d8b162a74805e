/**
 * How long a journal export of a whole calendar year of the large farm takes (every entity), in IIF and in CSV:
 * the loader's reads (tasks and each entity's chart), the journal maths, the file, and the whole recorded export
 * (`exportJournal`, what POST /api/accounting/journal-exports runs), on each engine.
 *
 *   bun bench/accounting-export.ts [--engine pglite|postgres|both] [--tasks 250000] [--runs 3] [--pg-url URL]
 */
import { systemContext } from "../api/services/context";
import { journal, journalCsvTable, journalIif } from "../api/domain/accounting";
import { toCsv } from "../api/lib/csv";
import { exportJournal, loadJournalInput } from "../api/services/journal.service";
import { loadLargeFarm } from "./generate-large-farm";
import { engineBenchArgs } from "./lib/args";
import { freshBenchDatabase } from "./lib/engines";
import { ms, table, time } from "./lib/measure";

const YEAR = 2025;
const PERIOD = { entityId: null, from: `${YEAR}-01-01`, to: `${YEAR}-12-31` };
const { engines, pgUrl, tasks: taskCount, runs } = engineBenchArgs(
  "bun bench/accounting-export.ts [--engine pglite|postgres|both] [--tasks N] [--runs N] [--pg-url URL]",
  { tasks: { default: 250_000, min: 0 }, runs: { default: 3, min: 1, max: 50 } },
);

const results: Array<Array<string | number>> = [];
for (const engine of engines) {
  const bench = await freshBenchDatabase(engine, pgUrl);
  const { db } = bench.handle;
  try {
    console.error(`\n[${engine}] loading ${taskCount.toLocaleString("en-US")} tasks into ${bench.where}`);
    const farm = await loadLargeFarm(db, taskCount);
    console.error(`[${engine}] loaded in ${(farm.ms / 1000).toFixed(1)} s`);
    const input = await loadJournalInput(systemContext(db), PERIOD);
    const j = journal(input);
    if (j.totals.debits !== j.totals.credits) throw new Error(`unbalanced: ${j.totals.debits} != ${j.totals.credits}`);
    const load = await time(() => loadJournalInput(systemContext(db), PERIOD), runs, 1);
    const maths = await time(async () => journal(input), runs, 1);
    for (const format of ["iif", "csv"] as const) {
      const render = () => (format === "iif" ? journalIif(j) : toCsv(journalCsvTable(j)));
      const bytes = Buffer.byteLength(render(), "utf8");
      const file = await time(async () => render(), runs, 1);
      const whole = await time(() => exportJournal(systemContext(db), { ...PERIOD, format, force: true, user: null }), runs, 1);
      results.push([
        engine, format, input.tasks.length, j.totals.lines, `${(bytes / 1024 / 1024).toFixed(1)} MB`,
        ms(load.median), ms(maths.median), ms(file.median), ms(whole.median),
      ]);
    }
    console.error(`[${engine}] ${input.entities.length} entities; debits = credits = ${j.totals.debits}`);
  } finally {
    await bench.dispose();
  }
}

console.log(`\nJournal export of calendar year ${YEAR}, all entities, large farm (${taskCount.toLocaleString("en-US")} tasks); median of ${runs} runs after one warm-up.`);
console.log("load = tasks and charts from the database; journal = the domain maths; file = IIF or CSV text; export = all of it, sha256 and the record.\n");
console.log(table(["engine", "format", "tasks", "lines", "file", "load", "journal", "file", "export"], results));

/**
 * PGlite's whole share of a process, measured in a process of its own: the resident memory this process gains by
 * opening an embedded database as the server does (db/client.ts openDatabase: the product's start parameters, the
 * prepared-statement wrapper) and reading from it, with the database code already loaded before the first reading.
 * It holds PGlite's WebAssembly memory and what PGlite keeps outside it (its compiled module, its instance, its
 * in-memory file system), which bench/pglite-memory.ts otherwise counts in "the rest".
 *
 *   bun bench/lib/pglite-footprint.ts DATA_DIR/db      # prints one JSON line: { before, after, peak, wasm } in MiB
 *
 * Run it with the server's environment (the start script's heap setting) on a data folder no server holds.
 */
import { sql } from "drizzle-orm";
import { openDatabase } from "../../db/client";
import { wasmShare } from "./wasm-memory";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: bun bench/lib/pglite-footprint.ts DATA_DIR/db");
const status = async () => {
  const text = await Bun.file("/proc/self/status").text();
  const kib = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(text)?.[1]);
  return { now: kib("VmRSS") / 1024, peak: kib("VmHWM") / 1024 };
};

Bun.gc(true);
const before = (await status()).now;
const handle = await openDatabase({ dataDir });
try {
  // The reads every signed-in request and the reports make touch the tables, their indexes and PostgreSQL's caches.
  for (let i = 0; i < 3; i++) {
    await handle.db.execute(sql`select count(*), sum(cost_per_acre) from tasks`);
    await handle.db.execute(sql`select * from tasks order by date desc, id desc limit 1000`);
    await handle.db.execute(sql`select * from fields`);
  }
  Bun.gc(true);
  const after = await status();
  const wasm = await wasmShare(process.pid);
  console.log(JSON.stringify({ before, after: after.now, peak: after.peak, wasm: wasm.wasmRss }));
} finally {
  await handle.close();
}

/**
 * PGlite's whole share of a process, measured in a process of its own: the resident memory this process gains by
 * opening an embedded database as the server does (db/client.ts openDatabase: the product's start parameters, the
 * prepared-statement wrapper) and reading from it, with the database code already loaded before the first reading.
 * It holds PGlite's WebAssembly memory and what PGlite keeps outside it (its compiled module, its instance, its
 * in-memory file system), which bench/pglite-memory.ts otherwise counts in "the rest".
 *
 *   bun bench/lib/pglite-footprint.ts DATA_DIR/db      # prints one JSON line: { before, after, wasm } in MiB
 *
 * Run it on a data folder no server holds.
 */
import { sql } from "drizzle-orm";
import { openDatabase } from "../../db/client";
import { rss } from "./server-process";
import { wasmShare } from "./wasm-memory";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: bun bench/lib/pglite-footprint.ts DATA_DIR/db");

Bun.gc(true);
const before = (await rss(process.pid)).now;
const handle = await openDatabase({ dataDir });
try {
  // The reads every signed-in request and the reports make touch the tables, their indexes and PostgreSQL's caches.
  for (let i = 0; i < 3; i++) {
    await handle.db.execute(sql`select count(*), sum(cost_per_acre) from tasks`);
    await handle.db.execute(sql`select * from tasks order by date desc, id desc limit 1000`);
    await handle.db.execute(sql`select * from fields`);
  }
  Bun.gc(true);
  const after = (await rss(process.pid)).now;
  const wasm = await wasmShare(process.pid);
  console.log(JSON.stringify({ before, after, wasm: wasm.wasmRss }));
} finally {
  await handle.close();
}

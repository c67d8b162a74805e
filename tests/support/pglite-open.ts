/**
 * Opens the embedded database in the folder given, as a server start does (migrations applied), optionally with a
 * shared_buffers size, and prints as JSON the setting in force and the process's resident memory
 * (tests/server/pglite-memory.test.ts), what the JavaScript engine counts as its memory beside the heap, and the
 * answer of a query larger than the memory PGlite starts with.
 */
import type { PGlite } from "@electric-sql/pglite";
import { heapStats } from "bun:jsc";
import { openDatabase } from "../../db/client";
import { ownMemoryMiB } from "./own-memory";

const [dataDir, sharedBuffers] = process.argv.slice(2);
const handle = await openDatabase({ dataDir: dataDir!, pgliteSharedBuffers: sharedBuffers || undefined });
await handle.migrate();
const result = await (handle.client as PGlite).query<{ size: string }>("select current_setting('shared_buffers') as size");
const rssMiB = ownMemoryMiB("VmRSS");
// What the engine counts beside its objects when it paces its collections: PGlite's WebAssembly memory, twice.
Bun.gc(true);
const extraMiB = heapStats().extraMemorySize / 2 ** 20;
// A query that needs more memory than PostgreSQL started with: the WebAssembly memory grows to answer it.
const large = await (handle.client as PGlite).query<{ n: number }>("select length(repeat('x', 150000000)) as n");
await handle.close();
console.log(JSON.stringify({ sharedBuffers: result.rows[0]!.size, rssMiB, extraMiB, largeLength: large.rows[0]!.n }));

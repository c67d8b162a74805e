/**
 * Opens the embedded database in the folder given, as a server start does (migrations applied), optionally with a
 * shared_buffers size, and prints as JSON the setting in force and the process's resident memory
 * (tests/server/pglite-memory.test.ts).
 */
import { readFileSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "../../db/client";

const [dataDir, sharedBuffers] = process.argv.slice(2);
const handle = await openDatabase({ dataDir: dataDir!, pgliteSharedBuffers: sharedBuffers || undefined });
await handle.migrate();
const result = await (handle.client as PGlite).query<{ size: string }>("select current_setting('shared_buffers') as size");
const rssMiB = Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync("/proc/self/status", "utf8"))![1]) / 1024;
await handle.close();
console.log(JSON.stringify({ sharedBuffers: result.rows[0]!.size, rssMiB }));

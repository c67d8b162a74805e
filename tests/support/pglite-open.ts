/**
 * Opens the embedded database in the folder given, as a server start does (migrations applied), optionally with a
 * shared_buffers size, and prints as JSON the setting in force and the process's resident memory
 * (tests/server/pglite-memory.test.ts).
 */
import type { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "../../db/client";
import { ownMemoryMiB } from "./own-memory";

const [dataDir, sharedBuffers] = process.argv.slice(2);
const handle = await openDatabase({ dataDir: dataDir!, pgliteSharedBuffers: sharedBuffers || undefined });
await handle.migrate();
const result = await (handle.client as PGlite).query<{ size: string }>("select current_setting('shared_buffers') as size");
const rssMiB = ownMemoryMiB("VmRSS");
await handle.close();
console.log(JSON.stringify({ sharedBuffers: result.rows[0]!.size, rssMiB }));

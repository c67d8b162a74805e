/**
 * Run as a script: a reserved connection whose PostgreSQL backend is terminated under it, then used once. Prints
 * one line ("ok" or the error's code) and exits 0; a driver that throws from a timer ends the process
 * with another code instead. Usage: bun tests/support/terminated-connection.ts <postgres url>
 */
import { openDatabase } from "../../db/client";

const url = process.argv[2]!;
const { client } = await openDatabase({ databaseUrl: url });
const sql = client as import("postgres").Sql;
const reserved = await sql.reserve();
const [{ pid }] = (await reserved`select pg_backend_pid() as pid`) as unknown as [{ pid: number }];
await sql`select pg_terminate_backend(${pid})`;
try {
  await reserved`select 1`;
  console.log("ok");
} catch (err) {
  console.log((err as { code?: string }).code ?? String(err));
}
// Exit at once: ending the pool would wait on the dead connection for its timeout.
process.exit(0);

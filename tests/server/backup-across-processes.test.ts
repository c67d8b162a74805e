import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DbHandle, openDatabase } from "../../db/client";
import { signedInClient } from "../e2e/support/api";
import { emptyPostgresDatabase } from "../support/postgres-database";
import { type ServerProcess, startServerProcess } from "../support/server-process";

/**
 * Replicas on one PostgreSQL (docs/operations.md, "Scaling out") take turns for backups and restores as one server
 * does: while any process runs one, a backup or restore asked of any replica is refused with 409 BACKUP_BUSY naming
 * the job (docs/decisions/backup-drives.md). The job here is held by this test's own process through the database's
 * job lock, as a replica's running backup holds it.
 */
let database: { url: string; drop: () => Promise<void> };
let servers: ServerProcess[] = [];
let handle: DbHandle;

beforeAll(async () => {
  database = await emptyPostgresDatabase("farm_backup_lock");
  const env = { DATABASE_URL: database.url, FARM_ADMIN_USERNAME: "boss", FARM_ADMIN_PASSWORD: "replica-pass" };
  servers = [await startServerProcess(env)];
  // The second with a pool of one connection: the start-up lock and the job lock each take a connection of their
  // own, so neither waits on the pool's only one (with DATABASE_POOL_SIZE=1 the server never started before).
  servers.push(await startServerProcess({ ...env, DATABASE_POOL_SIZE: "1" }));
  handle = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
}, 120_000);
afterAll(async () => {
  await handle?.close();
  await Promise.all(servers.map((s) => s.stop()));
  await database?.drop();
});

describe("backups and restores one at a time across replicas on PostgreSQL", () => {
  test("a job held by another process refuses a backup and a restore on every replica, naming it; released, a backup is made", async () => {
    const folder = mkdtempSync(join(tmpdir(), "farm-backup-lock-"));
    const [a, b] = await Promise.all(servers.map((s) => signedInClient(s.url, "boss", "replica-pass")));
    const backup = (client: typeof a) => client!.api.backup.create.$post({ json: { backupPath: folder, allowSystemDisk: true } });
    const made = (await (await backup(a)).json()) as { archivePath: string };
    expect(readdirSync(folder)).toHaveLength(1);

    const held = await handle.takeJobLock!("restore");
    if ("running" in held) throw new Error(`the lock was already taken by a ${held.running}`);
    try {
      // A second process asking for the lock hears which job holds it.
      const other = await openDatabase({ databaseUrl: database.url, poolSize: 1 });
      try {
        expect(await other.takeJobLock!("backup")).toEqual({ running: "restore" });
      } finally {
        await other.close();
      }
      for (const client of [a, b]) {
        const refused = await backup(client);
        expect(refused.status).toBe(409);
        expect(await refused.json()).toMatchObject({ code: "BACKUP_BUSY", details: { running: "restore" } });
        const restore = await client!.api.backup.restore.$post({ json: { archivePath: made.archivePath, replace: true } });
        expect(restore.status).toBe(409);
        expect(await restore.json()).toMatchObject({ code: "BACKUP_BUSY", details: { running: "restore" } });
      }
      expect(readdirSync(folder)).toHaveLength(1);
    } finally {
      await held.release();
    }
    // Released: either replica makes the next one, and a job's end frees the lock for the other.
    expect((await backup(b)).status).toBe(200);
    expect((await backup(a)).status).toBe(200);
    expect(readdirSync(folder).length).toBeGreaterThanOrEqual(2);
  }, 120_000);
});

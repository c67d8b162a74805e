import { systemContext } from "./services/context";
import { type DbHandle, openDatabase } from "../db/client";
import { seedReferenceData } from "../db/seed";
import { ensureBootstrapAdmin } from "./services/users.service";

export interface BootstrapOptions {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  connectTimeoutSeconds?: number;
  pgliteFsync?: boolean;
  pgliteSharedBuffers?: string;
  statementTimeoutMs?: number;
  admin?: { username: string; password: string };
}

/** Opens the database, applies migrations, seeds reference data and ensures the bootstrap admin. */
export async function bootstrap(options: BootstrapOptions): Promise<DbHandle> {
  const handle = await openDatabase(options);
  try {
    // Replicas may start at the same instant: one migrates and seeds, the others wait and then find it done.
    await handle.withStartupLock(async () => {
      await handle.migrate();
      await seedReferenceData(handle.db);
      if (options.admin) await ensureBootstrapAdmin(systemContext(handle.db), options.admin.username, options.admin.password);
    });
  } catch (err) {
    await handle.close().catch(() => {});
    throw err;
  }
  return handle;
}

import { type DbHandle, openDatabase } from "../db/client";
import { seedReferenceData } from "../db/seed";
import { ensureBootstrapAdmin } from "./services/users.service";

export interface BootstrapOptions {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  connectTimeoutSeconds?: number;
  statementTimeoutMs?: number;
  admin?: { username: string; password: string };
}

/** Opens the database, applies migrations, seeds reference data and ensures the bootstrap admin. */
export async function bootstrap(options: BootstrapOptions): Promise<DbHandle> {
  const handle = await openDatabase(options);
  await handle.migrate();
  await seedReferenceData(handle.db);
  if (options.admin) await ensureBootstrapAdmin(handle.db, options.admin.username, options.admin.password);
  return handle;
}

import { systemContext } from "../../api/services/context";
import { rm } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { createApp } from "../../api/app";
import { type ApiClient, createClient } from "../../api/client";
import type { AppConfig } from "../../api/config";
import type { DiskGuard } from "../../api/lib/disk-guard";
import { type FileStorage, temporaryStorage } from "../../api/storage";
import { createUser } from "../../api/services/users.service";
import type { Role } from "../../api/domain/users";
import { type Db, type DbHandle, openDatabase } from "../../db/client";
import { pgliteModuleOptions } from "../../db/pglite-module";
import { preparedStatements } from "../../db/pglite-statements";
import * as schema from "../../db/schema";
import { seedReferenceData } from "../../db/seed";
import { emptyPostgresDatabase } from "./postgres-database";

/** Which engine this run uses: TEST_DB=postgres runs every API suite on the machine's PostgreSQL. */
export const ENGINE = (process.env.TEST_DB ?? "pglite") as "pglite" | "postgres";

let template: Promise<Blob> | undefined;

/**
 * Migrating PGlite takes seconds; it is done once per process (tests/support/preload.ts starts it before the
 * first suite) and each suite gets a clone of the result.
 */
export function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const handle = await openDatabase({ dataDir: "memory://" });
    await handle.migrate();
    await seedReferenceData(handle.db);
    const blob = await (handle.client as PGlite).dumpDataDir("none");
    await handle.close();
    return blob;
  })();
  return template;
}

/**
 * A fresh, migrated, seeded database for one suite; nothing is shared between suites. `engine` defaults to this
 * run's; a PostgreSQL handle carries its `url`, so a second process-like connection can share it.
 */
export async function freshDatabase(engine: "pglite" | "postgres" = ENGINE): Promise<DbHandle & { url?: string }> {
  if (engine === "postgres") {
    const { url, drop } = await emptyPostgresDatabase("farm_test");
    const handle = await openDatabase({ databaseUrl: url, poolSize: 4 });
    await handle.migrate();
    await seedReferenceData(handle.db);
    return {
      ...handle,
      url,
      close: async () => {
        await handle.close();
        await drop();
      },
    };
  }
  // As db/client.ts opens it: its memory starting small (db/pglite-module.ts), each query a prepared statement run in
  // one call (db/pglite-statements.ts).
  const client = await PGlite.create({ loadDataDir: await pgliteTemplate(), ...(await pgliteModuleOptions()) });
  const db = drizzlePglite(preparedStatements(client), { schema, casing: "snake_case" }) as unknown as Db;
  return { db, engine: "pglite", migrate: async () => {}, withStartupLock: (work) => work(), close: () => client.close() };
}

/** The second argument of `app.fetch` for a request that came in on a socket from `address` (what hono/bun's getConnInfo reads). */
export const connectionFrom = (address: string) => ({
  server: { requestIP: () => ({ address, family: address.includes(":") ? "IPv6" : "IPv4", port: 40_000 }) },
});

export interface TestApp {
  db: Db;
  app: ReturnType<typeof createApp>;
  /** Where this app keeps uploaded files. */
  storage: FileStorage;
  /** A new client with its own cookie jar (a new browser). */
  client(options?: { headers?: Record<string, string>; token?: string }): ApiClient;
  /** An approved user of the role, signed in on a fresh client. */
  signIn(role: Role, username?: string): Promise<ApiClient>;
  close(): Promise<void>;
}

let userCounter = 0;
export const TEST_PASSWORD = "correct-horse";

export async function startTestApp(config: Partial<AppConfig> = {}, options: { storage?: FileStorage; diskGuard?: DiskGuard } = {}): Promise<TestApp> {
  const handle = await freshDatabase();
  const owned = options.storage ? null : temporaryStorage();
  const storage = options.storage ?? owned!;
  const app = createApp({ db: handle.db, config, storage, diskGuard: options.diskGuard, jobLock: handle.takeJobLock });
  // In-process requests have no socket: each is answered as one from this machine (loopback), as a browser or
  // farmctl on the server would be, unless the call names its own (app.fetch(request, connectionFrom(address))).
  const fetchApp = app.fetch;
  app.fetch = (request, env, ctx) => fetchApp(request, env ?? connectionFrom("127.0.0.1"), ctx);
  const inProcess = ((input: RequestInfo | URL, init?: RequestInit) => app.fetch(new Request(input, init))) as typeof fetch;
  const client = (options: { headers?: Record<string, string>; token?: string } = {}) =>
    createClient("http://farm.test", { fetch: inProcess, cookies: true, ...options });
  return {
    db: handle.db,
    app,
    storage,
    client,
    async signIn(role, username) {
      const name = username ?? `${role}-${++userCounter}`;
      await createUser(systemContext(handle.db), { username: name, password: TEST_PASSWORD, role, displayName: `${role} user` });
      const c = client();
      const res = await c.api.auth.login.$post({ json: { username: name, password: TEST_PASSWORD } });
      if (res.status !== 200) throw new Error(`sign-in of ${name} failed: ${res.status} ${await res.text()}`);
      return c;
    },
    close: async () => {
      await handle.close();
      if (owned) await rm(owned.root, { recursive: true, force: true });
    },
  };
}

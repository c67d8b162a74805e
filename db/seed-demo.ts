/**
 * `bun run seed:demo [--force]`: loads a small, realistic demo farm into the configured database
 * (DATA_DIR -> embedded database in ${DATA_DIR}/db, or DATABASE_URL), for trying the product out.
 */
import { systemContext } from "../api/services/context";
import { count, inArray, sql } from "drizzle-orm";
import { bootstrap } from "../api/bootstrap";
import { ADMIN_ROLE } from "../api/domain/users";
import { type Env, readEnv } from "../api/env";
import { explainStartupError } from "../api/lib/startup-errors";
import { createUser } from "../api/services/users.service";
import type { DbHandle } from "./client";
import { insertFarm, today } from "./generate-farm";
import { entities, tasks, users } from "./schema";

const DEMO_USER = { username: "demo", password: "demo-farm" };
const DEMO_FARM = { entities: 3, fieldsPerEntity: 4, cropYears: [2024, 2025, 2026], tasks: 360, seed: 2024 };

const force = process.argv.includes("--force");
let env: Env | undefined;
let handle: DbHandle;
try {
  env = readEnv();
  handle = await bootstrap({
    databaseUrl: env.DATABASE_URL,
    dataDir: `${env.DATA_DIR}/db`,
    poolSize: env.DATABASE_POOL_SIZE,
    admin: env.FARM_ADMIN_USERNAME ? { username: env.FARM_ADMIN_USERNAME, password: env.FARM_ADMIN_PASSWORD! } : undefined,
  });
} catch (err) {
  console.error(`The demo farm was not loaded: ${explainStartupError(err, env)}`);
  process.exit(1);
}
const where = handle.engine === "pglite" ? `${env.DATA_DIR}/db` : "PostgreSQL (DATABASE_URL)";

try {
  const [existing] = await handle.db.select({ n: count() }).from(entities);
  if ((existing?.n ?? 0) > 0 && !force) {
    console.error(`${where} already has ${existing!.n} farm entities; not loading the demo farm. Run with --force to add it anyway.`);
    process.exitCode = 1;
  } else {
    const farm = await insertFarm(handle.db, { ...DEMO_FARM, until: today() });
    const [userCount] = await handle.db.select({ n: count() }).from(users);
    let account = `users already exist (${userCount?.n ?? 0}); no demo account created`;
    if ((userCount?.n ?? 0) === 0) {
      await createUser(systemContext(handle.db), { ...DEMO_USER, role: ADMIN_ROLE, displayName: "Demo admin" });
      account = `created admin "${DEMO_USER.username}" with password "${DEMO_USER.password}"`;
    }
    const perYear = await handle.db
      .select({ year: tasks.cropYear, n: count(), total: sql<string>`sum(${tasks.totalCost})` })
      .from(tasks)
      .where(inArray(tasks.entityId, farm.entityIds))
      .groupBy(tasks.cropYear)
      .orderBy(tasks.cropYear);
    const names = await handle.db.select({ name: entities.name, location: entities.location }).from(entities)
      .where(inArray(entities.id, farm.entityIds)).orderBy(entities.id);
    const { counts } = farm;
    console.log(`Demo farm loaded into ${where} in ${(farm.ms / 1000).toFixed(1)} s:`);
    console.log(`  ${counts.entities} entities: ${names.map((e) => `${e.name} (${e.location})`).join(", ")}`);
    console.log(`  ${counts.fields} fields with APNs, ${counts.cropYears} crop-year rows, ${counts.tasks} tasks`);
    for (const r of perYear) console.log(`  crop year ${r.year}: ${r.n} tasks, total cost $${r.total}`);
    console.log(`  account: ${account}`);
  }
} finally {
  await handle.close();
}

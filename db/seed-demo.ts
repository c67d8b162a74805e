/**
 * `bun run seed:demo [--force]`: loads a small, realistic demo farm into the configured database
 * (DATA_DIR -> embedded database in ${DATA_DIR}/db, or DATABASE_URL: the server's settings of the same names), for
 * trying the product out. It works below the API, with db/ and pure domain rules only (docs/decisions/one-way-in.md):
 * the migrations and reference data the server's start applies, then the farm with its inputs (db/demo-farm.ts), then
 * the demo admin.
 */
import { count, inArray, sql } from "drizzle-orm";
import { PASSWORD_HASHING } from "../api/domain/passwords";
import { ADMIN_ROLE } from "../api/domain/users";
import { type DbHandle, openDatabase } from "./client";
import { readDbScriptEnv } from "./env";
import { loadDemoFarm } from "./demo-farm";
import { today } from "./generate-farm";
import { entities, tasks, users } from "./schema";
import { seedReferenceData } from "./seed";

const DEMO_USER = { username: "demo", password: "demo-farm" };

const force = process.argv.includes("--force");
// A script run by hand: it reads the server's database settings itself rather than load the server (api/env.ts).
let env: ReturnType<typeof readDbScriptEnv>;
try {
  env = readDbScriptEnv();
} catch (err) {
  console.error(`The demo farm was not loaded: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(2);
}
const dataDir = env.DATA_DIR;
const databaseUrl = env.DATABASE_URL;
/** The server creates this admin at its start (api/bootstrap.ts): no demo account beside a configured one. */
const configuredAdmin = env.FARM_ADMIN_USERNAME;
let handle: DbHandle;
try {
  handle = await openDatabase({ databaseUrl, dataDir: `${dataDir}/db` });
  await handle.withStartupLock(async () => {
    await handle.migrate();
    await seedReferenceData(handle.db);
  });
} catch (err) {
  const reason = err instanceof Error ? err.message.split("\n")[0] : String(err);
  console.error(`The demo farm was not loaded: ${reason}`);
  process.exit(1);
}
const where = handle.engine === "pglite" ? `${dataDir}/db` : "PostgreSQL (DATABASE_URL)";

try {
  const [existing] = await handle.db.select({ n: count() }).from(entities);
  if ((existing?.n ?? 0) > 0 && !force) {
    console.error(`${where} already has ${existing!.n} farm entities; not loading the demo farm. Run with --force to add it anyway.`);
    process.exitCode = 1;
  } else {
    const { farm, inputs, harvest, labor, ms } = await loadDemoFarm(handle.db, today());
    const [userCount] = await handle.db.select({ n: count() }).from(users);
    let account = `users already exist (${userCount?.n ?? 0}); no demo account created`;
    if (configuredAdmin) account = `FARM_ADMIN_USERNAME is set: no demo account created (the server creates "${configuredAdmin}")`;
    else if ((userCount?.n ?? 0) === 0) {
      // As the users service writes an admin: approved, no entity grants (an admin reaches every entity).
      const passwordHash = await Bun.password.hash(DEMO_USER.password, PASSWORD_HASHING);
      await handle.db.insert(users).values({ username: DEMO_USER.username, passwordHash, displayName: "Demo admin", role: ADMIN_ROLE, isApproved: true });
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
    console.log(`Demo farm loaded into ${where} in ${(ms / 1000).toFixed(1)} s:`);
    console.log(`  ${counts.entities} entities: ${names.map((e) => `${e.name} (${e.location})`).join(", ")}`);
    console.log(`  ${counts.fields} fields with APNs and Pesticide Use Report sites, ${counts.cropYears} crop-year rows, ${counts.tasks} tasks`);
    console.log(`  ${inputs.products} products bought from ${inputs.vendors} vendors on ${inputs.purchases} invoices ($${inputs.purchaseTotal} with freight and tax)`);
    console.log(`  ${inputs.productLines} tasks apply them ($${inputs.materialCost} of material at moving-average cost); $${inputs.onHandValue} left in stock`);
    console.log(`  ${harvest.tickets} scale tickets of crop year 2025 into ${harvest.locations} storage locations or straight to ${harvest.buyers} buyers; ${harvest.contracts} contracts, ${harvest.deliveries} deliveries`);
    console.log(`  ${harvest.settlements} settlements ($${harvest.settledNet} net; the latest unpaid, some short-paid), ${harvest.unsettled} loads not yet settled, ${harvest.marks} crop marks`);
    console.log(`  ${labor.workers} workers, ${labor.machines} machines (${labor.fuelFills} fuel fills); ${labor.approved} approved time entries ($${labor.laborCost} labor, $${labor.machineCost} machine time on the tasks), ${labor.pending} pending from ${labor.pendingWeek}`);
    for (const r of perYear) console.log(`  crop year ${r.year}: ${r.n} tasks, total cost $${r.total}`);
    console.log(`  account: ${account}`);
  }
} finally {
  await handle.close();
}

import { systemContext } from "./services/context";
import type { JobLock } from "./services/backup-jobs.service";
import { bodyLimit } from "hono/body-limit";
import type { Db } from "../db/client";
import { type AppConfig, defaultConfig } from "./config";
import { AppError } from "./lib/errors";
import { createRouter } from "./lib/create-router";
import * as S from "./lib/http-status";
import { securityHeaders } from "./lib/security-headers";
import { onError } from "./lib/on-error";
import { documentRecordVersions, recordVersions, versionedPaths } from "./lib/record-versions";
import { type AccessTable, accessTable, enforceAccess, sameOriginWrites } from "./middlewares/access";
import { crewMoneyNet } from "./middlewares/crew-money";
import { DatabaseGate } from "./lib/database-gate";
import { DiskGuard } from "./lib/disk-guard";
import { unitOfWork } from "./middlewares/unit-of-work";
import { compressAnswers } from "./middlewares/compress";
import { failFastWhenDatabaseDown, refuseWritesWhenDiskLow } from "./middlewares/availability";
import { pingDatabase } from "./services/health.service";
import { idempotency } from "./middlewares/idempotency";
import { inputGuard } from "./middlewares/input-guard";
import { requestId } from "./middlewares/request-id";
import { requestLog } from "./middlewares/request-log";
import { session } from "./middlewares/session";
import account from "./routes/account/account.index";
import accounts from "./routes/accounts/accounts.index";
import admin from "./routes/admin/admin.index";
import auditTrail from "./routes/audit/audit.index";
import auth from "./routes/auth/auth.index";
import backup from "./routes/backup/backup.index";
import budgets from "./routes/budgets/budgets.index";
import docs, { docsAccess } from "./routes/docs/docs.index";
import entities from "./routes/entities/entities.index";
import fertilizers from "./routes/fertilizers/fertilizers.index";
import products from "./routes/products/products.index";
import vendors from "./routes/vendors/vendors.index";
import fields from "./routes/fields/fields.index";
import boundaries from "./routes/boundaries/boundaries.index";
import farmMap from "./routes/map/map.index";
import figures from "./routes/figures/figures.index";
import health from "./routes/health/health.index";
import journal from "./routes/journal/journal.index";
import landlords from "./routes/landlords/landlords.index";
import leases from "./routes/leases/leases.index";
import inventory from "./routes/inventory/inventory.index";
import purchases from "./routes/purchases/purchases.index";
import storageLocations from "./routes/storage-locations/storage-locations.index";
import buyers from "./routes/buyers/buyers.index";
import harvestTickets from "./routes/harvest-tickets/harvest-tickets.index";
import storageOnHand from "./routes/storage/storage.index";
import cropMarks from "./routes/crop-marks/crop-marks.index";
import contracts from "./routes/contracts/contracts.index";
import deliveries from "./routes/deliveries/deliveries.index";
import settlements from "./routes/settlements/settlements.index";
import timeEntries from "./routes/time-entries/time-entries.index";
import timeImport from "./routes/time-import/time-import.index";
import workers from "./routes/workers/workers.index";
import machines from "./routes/machines/machines.index";
import laborPolicies from "./routes/labor-policies/labor-policies.index";
import { registeredReports } from "./reports/registry";
import lists from "./routes/lists/lists.index";
import maps from "./routes/maps/maps.index";
import objects from "./routes/objects/objects.index";
import payments from "./routes/payments/payments.index";
import priceList from "./routes/price-list/price-list.index";
import taskImport from "./routes/import/import.index";
import taskCategories from "./routes/task-categories/task-categories.index";
import tasks from "./routes/tasks/tasks.index";
import tokens from "./routes/tokens/tokens.index";
import users from "./routes/users/users.index";
import { type FileStorage, processTemporaryStorage } from "./storage";

export interface AppDeps {
  db: Db;
  config?: Partial<AppConfig>;
  /** Where uploaded files go; a throwaway folder when absent (tests). */
  storage?: FileStorage;
  /** Watches free disk space; built from config.diskPaths when absent. */
  diskGuard?: DiskGuard;
  /** The PostgreSQL pool's size: the database gate reconnects that many connections before it reopens. */
  poolSize?: number;
  /** Makes the latest commit durable (the embedded database's WAL fdatasync); see DbHandle.flush. */
  flush?: () => Promise<void>;
  /** Keeps backups and restores one at a time across processes on one PostgreSQL; see DbHandle.takeJobLock. */
  jobLock?: JobLock;
}

/** Builds the API: middleware, one router per resource, the error handler and the OpenAPI document. */
export function createApp(deps: AppDeps) {
  const config: AppConfig = { ...defaultConfig, ...deps.config };
  const app = createRouter();
  const storage = deps.storage ?? processTemporaryStorage();
  const dbGate = new DatabaseGate(() => pingDatabase(systemContext(deps.db), 1000, deps.poolSize ?? 1));
  const diskGuard = deps.diskGuard ?? (config.diskPaths.length ? new DiskGuard(config.diskPaths, config.minFreeDiskBytes) : null);

  // The map's tile server, when one is set, is the one other origin the pages may load images from.
  const headers = securityHeaders(config.mapTileUrl);
  app.use("*", requestId);
  if (config.logRequests) app.use("/api/*", requestLog);
  app.use("/api/*", compressAnswers);
  app.use("/api/*", async (c, next) => {
    c.set("db", deps.db);
    c.set("config", config);
    c.set("storage", storage);
    c.set("dbGate", dbGate);
    c.set("diskGuard", diskGuard);
    c.set("flushCommit", deps.flush ?? null);
    c.set("jobLock", deps.jobLock ?? null);
    c.header("Access-Control-Expose-Headers", "Content-Range, X-Request-Id, ETag");
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  });
  const limitJsonBody = bodyLimit({
    maxSize: config.maxJsonBodyBytes,
    onError: () => {
      throw new AppError(S.PAYLOAD_TOO_LARGE, "PAYLOAD_TOO_LARGE", `Request body is larger than ${config.maxJsonBodyBytes} bytes`, undefined, undefined, { limitBytes: config.maxJsonBodyBytes, what: "request" });
    },
  });
  const limitImportBody = bodyLimit({
    maxSize: config.maxImportBodyBytes,
    onError: () => {
      const message = `Request body is larger than ${config.maxImportBodyBytes} bytes: import the file in parts`;
      throw new AppError(S.PAYLOAD_TOO_LARGE, "PAYLOAD_TOO_LARGE", message, undefined, undefined, { limitBytes: config.maxImportBodyBytes, what: "import" });
    },
  });
  app.use("/api/*", (c, next) => {
    // Reads carry no body; upload PUTs carry a file of up to 50 MB, counted as it streams in (uploads.service.ts).
    if (c.req.method === "GET" || c.req.method === "HEAD" || c.req.path.startsWith("/api/objects/uploads/")) return next();
    // A whole file's task import, or a season's scale tickets, is one request (api/routes/import, harvest-tickets).
    if (c.req.method === "POST" && (c.req.path === "/api/tasks/import" || c.req.path === "/api/harvest-tickets/import" || c.req.path === "/api/time-entries/import")) return limitImportBody(c, next);
    // A boundary file (a farm's shapefile or KML) is one multipart request.
    if (c.req.method === "POST" && /^\/api\/(fields\/\d+\/boundary|entities\/\d+\/boundaries)\/import$/.test(c.req.path)) return limitImportBody(c, next);
    return limitJsonBody(c, next);
  });
  // Each route's access declaration, read from the mounted routers at the first request; enforceAccess holds every
  // request to it. It is also read once below, so a route without a declaration stops the app from being built.
  let table: AccessTable | null = null;
  const declarations = () => (table ??= accessTable(app.openAPIRegistry.definitions, docsAccess));
  // Records with versions (ETag / If-Match), found from the declarations like the access table (record-versions.md).
  let versioned: Set<string> | null = null;
  const versions = recordVersions(() => (versioned ??= versionedPaths(app.openAPIRegistry.definitions)), (req, env) => app.fetch(req, env));
  app.use("/api/*", failFastWhenDatabaseDown, sameOriginWrites, refuseWritesWhenDiskLow, session, enforceAccess(declarations), inputGuard, versions, unitOfWork, crewMoneyNet, idempotency);

  const routes = app
    .route("/api", health)
    .route("/api", auth)
    .route("/api", entities)
    .route("/api", figures)
    .route("/api", fields)
    .route("/api", boundaries)
    .route("/api", farmMap)
    .route("/api", tasks)
    .route("/api", taskCategories)
    .route("/api", fertilizers)
    .route("/api", products)
    .route("/api", vendors)
    .route("/api", users)
    .route("/api", admin)
    .route("/api", tokens)
    .route("/api", taskImport)
    .route("/api", maps)
    .route("/api", objects)
    .route("/api", backup)
    .route("/api", auditTrail)
    .route("/api", account)
    .route("/api", accounts)
    .route("/api", journal)
    .route("/api", registeredReports)
    .route("/api", lists)
    .route("/api", budgets)
    .route("/api", landlords)
    .route("/api", leases)
    .route("/api", payments)
    .route("/api", purchases)
    .route("/api", inventory)
    .route("/api", storageLocations)
    .route("/api", buyers)
    .route("/api", harvestTickets)
    .route("/api", storageOnHand)
    .route("/api", cropMarks)
    .route("/api", contracts)
    .route("/api", deliveries)
    .route("/api", settlements)
    .route("/api", timeImport)
    .route("/api", timeEntries)
    .route("/api", workers)
    .route("/api", machines)
    .route("/api", laborPolicies)
    .route("/api", priceList);

  documentRecordVersions(app.openAPIRegistry.definitions);
  app.doc31("/api/openapi.json", {
    openapi: "3.1.0",
    info: { title: "Farm cost manager API", version: "1.0.0", description: "Every /api endpoint of the farm cost manager." },
  });
  app.route("/api", docs);
  accessTable(app.openAPIRegistry.definitions, docsAccess);
  app.notFound((c) => c.json({ message: `No API route for ${c.req.method} ${c.req.path}`, code: "NOT_FOUND" }, S.NOT_FOUND));
  app.onError(onError);
  return routes;
}

export type AppType = ReturnType<typeof createApp>;

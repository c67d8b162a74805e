import type { OpenAPIHono, RouteConfig, RouteHandler } from "@hono/zod-openapi";
import type { Db } from "../../db/client";
import type { AppConfig } from "../config";
import type { DatabaseGate } from "./database-gate";
import type { DiskGuard } from "./disk-guard";
import type { ServiceContext } from "../services/context";
import type { JobLock } from "../services/backup-jobs.service";
import type { RouteRules } from "./route-access";
import type { SessionUser } from "../domain/users";
import type { FileStorage } from "../storage/file-storage";

export interface AppBindings {
  /**
   * Read them with `c.get("db")`: Hono's `c.var` copies every variable into a new object on each read, a dozen
   * times per request in the middleware alone (the request path and its handlers use c.get).
   */
  Variables: {
    db: Db;
    config: AppConfig;
    /** Where uploaded files are kept (a local folder or an S3 bucket). */
    storage: FileStorage;
    requestId: string;
    /** The signed-in user, or null; set by the session middleware on every /api request. */
    user: SessionUser | null;
    /**
     * What every service is called with: the database (a write's transaction), the caller and its entities, the
     * audit trail (api/services/context.ts). Set with `user`; a write's unit of work swaps in its transaction.
     */
    ctx: ServiceContext;
    /** The matched route's declared rules (access, write mode); null when no route matched. Set by enforceAccess. */
    routeRules: RouteRules | null;
    /** Hash of the current session token, when signed in by cookie. */
    sessionId: string | null;
    /** Set when the answer is a stored one replayed for a repeated Idempotency-Key (nothing was written). */
    idempotentReplay?: boolean;
    /** Closed while the database is unreachable: requests answer 503 at once. */
    dbGate: DatabaseGate;
    /** Free disk space of the data folders; absent when nothing local is written (tests). */
    diskGuard: DiskGuard | null;
    /** Set when the answer is a JSON list written as its pages are read (api/lib/json-array-stream.ts). */
    streamedJson?: boolean;
    /** Makes a committed write durable before it is answered (embedded database), or null. */
    flushCommit: (() => Promise<void>) | null;
    /** The database's lock keeping backups and restores one at a time across processes (PostgreSQL), else null. */
    jobLock: JobLock | null;
  };
}

export type AppOpenAPI = OpenAPIHono<AppBindings>;
/** A handler typed by its route: params, query, body and responses all checked (STYLE.md rule 2). */
export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppBindings>;

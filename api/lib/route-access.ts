import type { RecordKind } from "../services/access.service";
import type { Role } from "../domain/users";

/**
 * Who may call a route, declared beside it as `"x-access"` in its createRoute (so the OpenAPI document shows it too)
 * and enforced for every request by one middleware (api/middlewares/access.ts), before any body is validated.
 * docs/access.md says which role may do what; this says it for one route.
 */
export interface AccessDeclaration {
  /** "public": no session needed; otherwise the roles that may call (a token acts with its own role). */
  roles: "public" | readonly Role[];
  /**
   * The records the call names that must belong to an entity the caller is granted, and where each is found. One
   * that is not (or does not exist) gets the answer of a missing record: its 404 in the path or query, the 400 naming
   * the key in a body (`missing: "404"` gives a body key the 404 instead).
   */
  records?: readonly RecordRef[];
  /**
   * Open to an account that must still choose its own password (its password was set by an admin): sign-out, "who
   * am I" and its own account. Every other route answers it 403 PASSWORD_CHANGE_REQUIRED (first-password.md).
   */
  beforeOwnPassword?: true;
}

/** One record a call names: in its path, its query string or its JSON body, by key. */
export interface RecordRef {
  in: "path" | "query" | "body";
  name: string;
  kind: RecordKind;
  missing?: "404";
}

export const PUBLIC = "public" as const;
/** Every role: the account's own calls (sign-out, own settings) and what crew may read. */
export const EVERY_ROLE = ["admin", "editor", "readonly", "crew"] as const satisfies readonly Role[];
/** The office: every role but crew (reads of figures, reports, leases...). */
export const OFFICE = ["admin", "editor", "readonly"] as const satisfies readonly Role[];
/** Those who change a farm's records. */
export const EDITORS = ["admin", "editor"] as const satisfies readonly Role[];
/** Admin pages and the writes only an admin makes (global lists, accounts, backups). */
export const ADMIN = ["admin"] as const satisfies readonly Role[];

/** A record named in the path (`/fields/{id}`). */
export const inPath = (name: string, kind: RecordKind): RecordRef => ({ in: "path", name, kind });
/** A record named in the query string (`?entityId=3`). */
export const inQuery = (name: string, kind: RecordKind): RecordRef => ({ in: "query", name, kind });
/** A record named by a key of the JSON body (`{ "fieldId": 3 }`). */
export const inBody = (name: string, kind: RecordKind, missing?: "404"): RecordRef => (missing ? { in: "body", name, kind, missing } : { in: "body", name, kind });

/**
 * The declaration for a route.
 * @example createRoute({ path: "/fields/{id}", method: "put", "x-access": allow(EDITORS, inPath("id", "field")), ... })
 */
export const allow = (roles: AccessDeclaration["roles"], ...records: RecordRef[]): AccessDeclaration =>
  records.length ? { roles, records } : { roles };

/**
 * The declaration, open also to an account that must still choose its own password.
 * @example "x-access": evenBeforeOwnPassword(allow(EVERY_ROLE))
 */
export const evenBeforeOwnPassword = (declaration: AccessDeclaration): AccessDeclaration => ({ ...declaration, beforeOwnPassword: true });

/**
 * How a write runs, declared beside the route as `"x-write"` when it is not the usual: by default every write runs
 * in one transaction together with the audit rows its services say (api/middlewares/unit-of-work.ts).
 * - "own-transaction": the service manages the database itself (a backup, a restore, a file streamed in); the
 *   rows it says are written after it.
 * - "no-change": it changes no data (checking a backup folder or an archive); nothing is audited.
 */
export type WriteMode = "own-transaction" | "no-change";

/** A route's declared rules, as the middlewares read them. */
export interface RouteRules {
  access: AccessDeclaration;
  write?: WriteMode;
}

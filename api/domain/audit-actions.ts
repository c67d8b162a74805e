/** What an audit entry says a write was. */
export interface WriteDescription {
  action: string;
  resource: string;
  /** The record's id when the path names it. */
  pathId: string | null;
}

/** Calls whose action is not a plain create/update/delete; null means "not a write, not recorded". */
const SPECIAL: Record<string, Omit<WriteDescription, "pathId"> | null> = {
  "POST auth/login": { action: "login", resource: "sessions" },
  "POST auth/logout": { action: "logout", resource: "sessions" },
  "POST auth/logout-everywhere": { action: "logout_everywhere", resource: "sessions" },
  "POST auth/register": { action: "register", resource: "users" },
  "POST backup/create": { action: "backup", resource: "backup" },
  "POST backup/restore": { action: "restore", resource: "backup" },
  "POST backup/test-path": null,
  "POST backup/verify": null,
  "POST objects/upload": { action: "create", resource: "uploads" },
};

const BY_METHOD: Record<string, string> = { POST: "create", PUT: "update", PATCH: "update", DELETE: "delete" };
const VERB_SEGMENT = /^(approve|reject|recover)-([a-z]+)$/;
const isId = (s: string) => /^\d+$/.test(s) || /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);
const plural = (noun: string) => (noun.endsWith("y") ? `${noun.slice(0, -1)}ies` : `${noun}s`);

/**
 * Names a write by its method and path, so every resource is audited without touching its handlers.
 * @example describeWrite("POST", "/api/admin/recover-field/7") // { action: "recover", resource: "fields", pathId: "7" }
 * @example describeWrite("PUT", "/api/fields/3")              // { action: "update", resource: "fields", pathId: "3" }
 */
export function describeWrite(method: string, path: string): WriteDescription | null {
  const segments = path.replace(/^\/api\/?/, "").split("/").filter(Boolean);
  const key = `${method} ${segments.join("/")}`;
  if (key in SPECIAL) {
    const special = SPECIAL[key];
    return special ? { ...special, pathId: null } : null;
  }
  if (method === "PUT" && segments[0] === "objects" && segments[1] === "uploads") {
    return { action: "upload", resource: "uploads", pathId: segments[2] ?? null };
  }
  const byMethod = BY_METHOD[method];
  if (!byMethod || !segments.length) return null;
  const idAfter = (i: number) => (segments[i + 1] !== undefined && isId(segments[i + 1]!) ? segments[i + 1]! : null);
  for (let i = 0; i < segments.length; i++) {
    const verb = VERB_SEGMENT.exec(segments[i]!);
    if (verb) return { action: verb[1]!, resource: plural(verb[2]!), pathId: idAfter(i) };
  }
  const names = segments.map((s, i) => ({ s, i })).filter(({ s }) => !isId(s));
  const last = names.at(-1);
  if (!last) return null;
  if (last.s === "import" && names.length > 1) {
    const ids = segments.filter(isId);
    return { action: "import", resource: names.at(-2)!.s, pathId: ids.at(-1) ?? null };
  }
  return { action: byMethod, resource: last.s, pathId: idAfter(last.i) };
}

const SECRET_KEY = /pass(word)?|secret|token|authorization|api[-_]?key|access[-_]?key|hash|tax[-_]?id/i;
/** Past this many characters of JSON an entry keeps only the body's shape. */
export const MAX_CHANGES_CHARS = 20_000;

/**
 * The request body as it goes into the audit trail: secrets removed at any depth, huge bodies summarised.
 * @example auditChanges({ username: "ann", password: "x" }) // { username: "ann" }
 */
export function auditChanges(body: unknown): unknown {
  const strip = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(strip);
    if (v && typeof v === "object") {
      return Object.fromEntries(Object.entries(v).filter(([k]) => !SECRET_KEY.test(k)).map(([k, x]) => [k, strip(x)]));
    }
    return v;
  };
  const clean = strip(body);
  if (clean === undefined) return null;
  const size = JSON.stringify(clean)?.length ?? 0;
  if (size <= MAX_CHANGES_CHARS) return clean;
  const keys = clean && typeof clean === "object" && !Array.isArray(clean) ? Object.keys(clean) : [];
  return { truncated: true, chars: size, keys, ...(Array.isArray(clean) ? { items: clean.length } : {}) };
}

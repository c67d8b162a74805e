import { DataDirInUseError } from "../../db/data-dir-lock";

type SysError = Error & { code?: string; syscall?: string; path?: string; address?: string; port?: number };

/** PostgreSQL's SQLSTATEs a wrong DATABASE_URL gives, in words. */
const PG_CODES: Record<string, string> = {
  "3D000": "the database does not exist (create it first: createdb NAME)",
  "28P01": "the password was refused",
  "28000": "this user may not connect",
};

/**
 * Password hashes, connection URLs with a password, and `params:` lists (which carry hashes) never reach a log. An
 * argon2 hash has commas of its own (`$m=19456,t=2,p=1$salt$hash`), so it runs to the first character that is
 * none of its own.
 */
export function redactSecrets(text: string): string {
  return text
    .replace(/\$argon2[a-z]*\$[\w$=,+/.-]*/gi, "[hash]")
    .replace(/\$2[aby]\$[^\s,"')]*/g, "[hash]")
    .replace(/([a-z][a-z0-9+.-]*:\/\/[^:/@\s]*):[^@\s]*@/gi, "$1:[password]@")
    .replace(/\bparams:.*$/gim, "params: [not shown]");
}

/** First line of an error's message, and of what it wraps (drizzle's "Failed query" wraps the driver's reason). */
function oneLine(err: Error): string {
  const parts: string[] = [];
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const line = e.message.split("\n")[0]!.trim();
    if (line && !parts.includes(line)) parts.push(line.length > 300 ? `${line.slice(0, 300)}...` : line);
  }
  return parts.join(": ") || err.name;
}

/**
 * A start-up failure as ONE line an administrator can act on, never a stack trace and never a secret: a bad
 * setting, a data folder that cannot be written or is in use, a database that cannot be reached, a port already
 * taken. Anything else is its message and its cause's, first lines only, with hashes and passwords removed.
 */
export function explainStartupError(err: unknown, env: { PORT?: number; DATA_DIR?: string } = {}): string {
  if (!(err instanceof Error)) return redactSecrets(String(err).split("\n")[0]!);
  // The driver's error is often wrapped (drizzle's "Failed query: ..."): explain the innermost one that is known.
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    const explained = explainOne(e as SysError, env);
    if (explained) return redactSecrets(explained.replaceAll("\n", " "));
  }
  return redactSecrets(`${oneLine(err)} (please report this)`);
}

function explainOne(e: SysError, env: { PORT?: number; DATA_DIR?: string }): string | undefined {
  if (e.message.startsWith("Invalid environment")) return `${e.message}\nSee the configuration table in README.md.`;
  if (e instanceof DataDirInUseError) return e.message;
  if (e.code === "EADDRINUSE") {
    return `Port ${env.PORT ?? e.port ?? "?"} is already in use by another program (another farm server?). Stop it, or set PORT to a free port.`;
  }
  // A DATABASE_URL whose `host` names a socket folder (db/postgres-url.ts): the socket is missing, refused or not ours.
  if (e.code && ["ENOENT", "ECONNREFUSED", "EACCES"].includes(e.code) && e.address?.includes("/.s.PGSQL.")) {
    return `Cannot reach the PostgreSQL server of DATABASE_URL through the socket ${e.address} (${e.code}): check the host folder and that the server is running.`;
  }
  if (e.code && ["EACCES", "EPERM", "EROFS", "ENOENT", "ENOTDIR", "ENOSPC"].includes(e.code) && e.path) {
    return `Cannot use the data folder ${e.path} (${e.code}): set DATA_DIR to a folder this user can write (now ${env.DATA_DIR ?? "./data"}).`;
  }
  if (e.code && ["ECONNREFUSED", "ENOTFOUND", "EHOSTUNREACH", "ETIMEDOUT", "CONNECT_TIMEOUT"].includes(e.code)) {
    return `Cannot reach the PostgreSQL server of DATABASE_URL (${e.code}${e.address ? ` at ${e.address}` : ""}): check the address and that the server is running.`;
  }
  if (e.code && PG_CODES[e.code]) return `Cannot open the PostgreSQL database of DATABASE_URL: ${PG_CODES[e.code]}.`;
  return undefined;
}

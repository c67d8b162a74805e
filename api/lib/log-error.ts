import { redactSecrets } from "./startup-errors";

/**
 * An unexpected error as text for the server log: its stack and those of the errors it wraps, with password hashes,
 * tokens' hashes and `params:` lists removed. drizzle's "Failed query" message carries the query's parameters, and
 * the driver's error object carries them as properties, so the error object itself is never logged.
 * @example console.error(errorForLog(err)) // "Error: Failed query: update ...\nparams: [not shown]\n    at ..."
 */
export function errorForLog(err: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = err, depth = 0; e !== undefined && e !== null && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (!(e instanceof Error)) {
      parts.push(String(e));
      break;
    }
    const { code } = e as { code?: unknown };
    parts.push(`${e.stack ?? `${e.name}: ${e.message}`}${typeof code === "string" ? ` [${code}]` : ""}`);
  }
  return redactSecrets(parts.join("\nCaused by: "));
}

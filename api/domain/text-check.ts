/**
 * Text PostgreSQL cannot store as sent: a NUL character (SQLSTATE 22021) or a lone UTF-16 surrogate (silently
 * turned into U+FFFD). Both are refused at the door so nothing is half-written and the audit row can be written.
 */
export function textProblem(text: string): string | null {
  if (text.includes("\u0000")) return "must not contain a NUL character (\\u0000)";
  if (!text.isWellFormed()) return "must not contain an unpaired UTF-16 surrogate";
  return null;
}

/**
 * Whether JSON text, once parsed, can hold a string textProblem refuses. JSON cannot carry a raw NUL inside a string,
 * and decoded text holds no lone surrogate, so either can only come from a `\u0000` or `\uD800`-`\uDFFF` escape:
 * without one (almost every body) there is nothing to look for, and no need to walk a large body value by value.
 * @example jsonMayHoldBadText('{"name":"a\\u0000b"}') === true
 */
export function jsonMayHoldBadText(text: string): boolean {
  return /\\u(?:0000|[dD][89a-fA-F])/.test(text) || !text.isWellFormed();
}

/**
 * The first string (value or key) anywhere in `value` that PostgreSQL cannot store, with its path.
 * @example findBadText({ name: "a\u0000b" }) // { path: "name", message: "must not contain a NUL character (\\u0000)" }
 */
export function findBadText(value: unknown, path = ""): { path: string; message: string } | null {
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (typeof value === "string") {
    const problem = textProblem(value);
    return problem ? { path: path || "body", message: problem } : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findBadText(value[i], at(i));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = textProblem(key);
      if (keyProblem) return { path: at(key.toWellFormed().replaceAll("\u0000", "\\u0000")), message: `field name ${keyProblem}` };
      const found = findBadText(item, at(key));
      if (found) return found;
    }
  }
  return null;
}

/**
 * Text made safe to store, for the audit trail only: it records what was refused or sent, never fails on it.
 * @example storableText("a\u0000b") === "a\uFFFDb"
 */
export function storableText(text: string): string {
  return text.toWellFormed().replaceAll("\u0000", "\uFFFD");
}

/**
 * Sets a key of a copy as Object.fromEntries would: as the object's own value, "__proto__" included (a JSON body may
 * carry that key). Copies made key by key this way skip the arrays of Object.entries, filter, map and fromEntries,
 * which were a visible part of a task create's CPU (every write copies its body for the audit row).
 */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__") Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/** storableText applied to every string (and key) of a JSON value. */
export function storableJson(value: unknown): unknown {
  if (typeof value === "string") return storableText(value);
  if (Array.isArray(value)) return value.map(storableJson);
  if (value && typeof value === "object") {
    const copy: Record<string, unknown> = {};
    for (const k of Object.keys(value)) {
      const key = storableText(k);
      const v = storableJson((value as Record<string, unknown>)[k]);
      setOwn(copy, key, v);
    }
    return copy;
  }
  return value;
}

/**
 * PostgreSQL's COPY text format from the JSON lines a backup holds (`row_to_json` of each row, one per line), so a
 * restore loads its large tables with COPY instead of parsing JSON in the database (docs/decisions/restore-copy.md).
 *
 * Only for tables whose every column is a scalar (row_to_json writes each value as a JSON string, number, boolean or
 * null): json, jsonb, array and composite columns are written as nested JSON, and their tables keep the JSON load.
 * Numbers are passed on as written, never parsed, so a numeric keeps every digit and its scale (12.50 stays 12.50).
 */

/** Why a line is not one the backup could have written for these columns. */
export class CopyLineError extends Error {}

const isDigit = (c: number) => c >= 48 && c <= 57;
const WORDS = ["null", "true", "false"] as const;

/** Where the digits starting at `pos` end. */
function digitsEnd(line: string, pos: number): number {
  while (isDigit(line.charCodeAt(pos))) pos++;
  return pos;
}

/**
 * Where a JSON number as written (-?digits, then .digits, then an exponent), null, true or false that starts at
 * `pos` ends; `pos` itself when none does. Scanned by character codes: a sticky regular expression here took a
 * third of the converter's time (bench in docs/decisions/restore-copy.md).
 */
function scalarEnd(line: string, pos: number): number {
  const first = line.charCodeAt(pos);
  if (first !== 45 /* - */ && !isDigit(first)) {
    for (const word of WORDS) if (line.startsWith(word, pos)) return pos + word.length;
    return pos;
  }
  let end = first === 45 ? pos + 1 : pos;
  const integer = digitsEnd(line, end);
  if (integer === end) return pos;
  end = integer;
  if (line.charCodeAt(end) === 46 /* . */) {
    const fraction = digitsEnd(line, end + 1);
    if (fraction > end + 1) end = fraction;
  }
  const e = line.charCodeAt(end);
  if (e === 101 || e === 69 /* e E */) {
    const sign = line.charCodeAt(end + 1);
    const from = sign === 43 || sign === 45 /* + - */ ? end + 2 : end + 1;
    const exponent = digitsEnd(line, from);
    if (exponent > from) end = exponent;
  }
  return end;
}
const NEEDS_ESCAPE = /[\\\t\n\r]/;
const COPY_ESCAPES: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };

/** A text value as COPY reads it: backslash, tab, newline and carriage return escaped, everything else as is. */
function copyEscape(text: string): string {
  return NEEDS_ESCAPE.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c]!) : text;
}

/**
 * A value of a scalar column, as the server holds it in JavaScript, in COPY text: null as \N, text escaped, a
 * finite number as String writes it (what JSON would send), a boolean as t or f.
 * @example copyValue("North\t40") === "North\\t40"; copyValue(null) === "\\N"; copyValue(12.5) === "12.5"
 */
export function copyValue(value: unknown): string {
  if (value === null || value === undefined) return "\\N";
  if (typeof value === "string") return copyEscape(value);
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "boolean") return value ? "t" : "f";
  throw new TypeError(`a ${typeof value} is not a value of a scalar column`);
}

/** A JSON string's content with its escapes undone. */
function decoded(raw: string, column: string): string {
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    throw new CopyLineError(`the text of ${column} is not valid JSON`);
  }
}

/**
 * A converter for the lines of one table: each line must name exactly `columns`, in that order (row_to_json writes
 * a table's columns in their order, which is the order the backup's manifest lists), or it is refused.
 * @example copyRowOf(["id", "name"])('{"id":7,"name":"North\\t40"}') === "7\tNorth\\t40"
 */
export function copyRowOf(columns: readonly string[]): (line: string) => string {
  const keys = columns.map((c, i) => `${i === 0 ? "{" : ","}${JSON.stringify(c)}:`);
  return (line) => {
    let pos = 0;
    let out = "";
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      if (!line.startsWith(key, pos)) throw new CopyLineError(`expected the column ${columns[i]} at character ${pos + 1}`);
      pos += key.length;
      let value: string;
      if (line.charCodeAt(pos) === 34 /* " */) {
        let end = pos + 1;
        for (;;) {
          const quote = line.indexOf('"', end);
          if (quote === -1) throw new CopyLineError(`the text of ${columns[i]} is not closed`);
          let backslashes = 0;
          while (line.charCodeAt(quote - 1 - backslashes) === 92 /* \ */) backslashes++;
          end = quote + 1;
          if (backslashes % 2 === 0) break;
        }
        const raw = line.slice(pos + 1, end - 1);
        // JSON escapes are decoded by JSON itself, then escaped again as COPY reads them; most values have none.
        value = copyEscape(raw.includes("\\") ? decoded(raw, columns[i]!) : raw);
        pos = end;
      } else {
        const end = scalarEnd(line, pos);
        if (end === pos) throw new CopyLineError(`${columns[i]} is not a text, a number, true, false or null`);
        const first = line.charCodeAt(pos);
        value = first === 110 /* n */ ? "\\N" : first === 116 /* t */ ? "t" : first === 102 /* f */ ? "f" : line.slice(pos, end);
        pos = end;
      }
      out += i === 0 ? value : `\t${value}`;
    }
    if (pos !== line.length - 1 || line.charCodeAt(pos) !== 125 /* } */) {
      throw new CopyLineError(`expected the end of the row after ${columns.at(-1)} at character ${pos + 1}`);
    }
    return out;
  };
}

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

/** A JSON number as written, or null, true or false, at the position it is asked for. */
const SCALAR = /-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?|null|true|false/y;
const NEEDS_ESCAPE = /[\\\t\n\r]/;
const COPY_ESCAPES: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };

/** A text value as COPY reads it: backslash, tab, newline and carriage return escaped, everything else as is. */
function copyEscape(text: string): string {
  return NEEDS_ESCAPE.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c]!) : text;
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
        SCALAR.lastIndex = pos;
        const raw = SCALAR.exec(line)?.[0];
        if (raw === undefined) throw new CopyLineError(`${columns[i]} is not a text, a number, true, false or null`);
        value = raw === "null" ? "\\N" : raw === "true" ? "t" : raw === "false" ? "f" : raw;
        pos += raw.length;
      }
      out += i === 0 ? value : `\t${value}`;
    }
    if (pos !== line.length - 1 || line.charCodeAt(pos) !== 125 /* } */) {
      throw new CopyLineError(`expected the end of the row after ${columns.at(-1)} at character ${pos + 1}`);
    }
    return out;
  };
}

import Table from "cli-table3";
import { useColor } from "./terminal";

export interface Column<T> {
  header: string;
  value: (row: T) => unknown;
  /** Right-align numbers and money so digits line up. */
  align?: "left" | "right";
}

const text = (v: unknown) => (v === null || v === undefined ? "" : v instanceof Date ? v.toISOString() : String(v));

/** Data as JSON on stdout, for scripts and `jq`. */
export function printJson(data: unknown) {
  process.stdout.write(`${JSON.stringify(data, null, 2)}\n`);
}

/** Rows as a table on stdout; `empty` is said on stderr instead of printing a bare header. */
export function printTable<T>(rows: T[], columns: Column<T>[], empty = "Nothing to show.") {
  if (!rows.length) {
    process.stderr.write(`${empty}\n`);
    return;
  }
  const color = useColor(process.stdout);
  const table = new Table({
    head: columns.map((c) => c.header),
    colAligns: columns.map((c) => c.align ?? "left"),
    style: { head: color ? ["cyan"] : [], border: color ? ["grey"] : [] },
  });
  for (const row of rows) table.push(columns.map((c) => text(c.value(row))));
  process.stdout.write(`${table.toString()}\n`);
}

/** Either form, as the command's --json flag says. */
export function printRows<T>(rows: T[], columns: Column<T>[], options: { json?: boolean; empty?: string }) {
  if (options.json) printJson(rows);
  else printTable(rows, columns, options.empty);
}

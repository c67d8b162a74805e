import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { CopyLineError, copyRowOf, copyValue } from "../../../api/lib/copy-text";
import { copyInto, rowsOf } from "../../../api/services/backup-tables.service";
import type { DbHandle } from "../../../db/client";
import { ENGINE, freshDatabase } from "../../support/harness";

/**
 * A restore loads a table of scalar columns with COPY, turning each backup line (row_to_json) into COPY text
 * (api/lib/copy-text.ts). Whatever a row holds (any text, every digit of a numeric, its scale, nulls), the row COPY
 * stores is the row the backup was made from; a line that is not the table's is refused, and a row the database
 * refuses fails the load without leaving the connection waiting.
 */
let handle: DbHandle;
const COLUMNS = ["id", "label", "note", "amount", "rate", "count", "flag", "day", "at"];

beforeAll(async () => {
  handle = await freshDatabase();
  for (const table of ["copy_source", "copy_target"]) {
    await handle.db.execute(
      sql.raw(`create table ${table} (id integer primary key, label text not null, note varchar(500), amount numeric(14,2),
        rate numeric, count bigint, flag boolean, day date, at timestamptz)`),
    );
  }
});
afterAll(() => handle.close());

/** Any text PostgreSQL can store (no NUL), weighted towards what COPY treats specially. */
const text = fc.oneof(
  fc.string({ unit: "binary" }).map((s) => s.replaceAll("\0", "")),
  fc.array(fc.constantFrom("\\", "\t", "\n", "\r", '"', "\\N", "\\.", "\u0001", "\u001f", "é", "🌾", "a", " "), { maxLength: 12 }).map((a) => a.join("")),
);
const digits = (max: number) => fc.bigInt({ min: 0n, max: 10n ** BigInt(max) - 1n }).map(String);
const row = fc.record({
  label: text,
  note: fc.option(text.map((s) => s.slice(0, 500))),
  amount: fc.option(fc.tuple(fc.boolean(), digits(12), digits(2)).map(([neg, i, f]) => `${neg ? "-" : ""}${i}.${f.padStart(2, "0")}`)),
  // An unconstrained numeric keeps its scale: 12.50 must come back as 12.50, and 40 digits as 40 digits.
  rate: fc.option(fc.tuple(digits(30), digits(12)).map(([i, f]) => `${i}.${f}`)),
  count: fc.option(fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }).map(String)),
  flag: fc.option(fc.boolean()),
  day: fc.option(fc.date({ min: new Date("1900-01-01"), max: new Date("2199-12-31"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))),
  at: fc.option(fc.date({ min: new Date("1970-01-01"), max: new Date("2199-12-31"), noInvalidDate: true }).map((d) => d.toISOString())),
});

async function exported(table: string) {
  const rows = await rowsOf<{ j: string }>(handle.db, sql.raw(`select row_to_json(x)::text as j from ${table} x order by id`));
  return rows.map((r) => r.j);
}

describe("copyRowOf + copyInto", () => {
  test(`${ENGINE}: every row COPY loads from a backup line is the row the line was made from`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(row, { minLength: 1, maxLength: 25 }), async (rows) => {
        await handle.db.execute(sql`truncate copy_source, copy_target`);
        for (const [id, r] of rows.entries()) {
          await handle.db.execute(sql`insert into copy_source values (${id}, ${r.label}, ${r.note}, ${r.amount}::numeric, ${r.rate}::numeric,
            ${r.count}::bigint, ${r.flag}, ${r.day}::date, ${r.at}::timestamptz)`);
        }
        const lines = await exported("copy_source");
        const toCopy = copyRowOf(COLUMNS);
        await handle.db.transaction(async (tx) => {
          const copy = await copyInto(tx, "copy_target", COLUMNS);
          // Split over several writes, as a restore sends a large table.
          for (const line of lines) await copy.write(`${toCopy(line)}\n`);
          await copy.end();
        });
        expect(await exported("copy_target")).toEqual(lines);
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  test("a line that is not the table's is refused, naming what is wrong", () => {
    const toCopy = copyRowOf(["id", "name", "acres"]);
    expect(toCopy('{"id":7,"name":"North\\t40","acres":12.50}')).toBe("7\tNorth\\t40\t12.50");
    expect(toCopy('{"id":8,"name":null,"acres":null}')).toBe("8\t\\N\t\\N");
    // Numbers pass as written, a float's exponent included; true and false as COPY writes booleans.
    expect(toCopy('{"id":-9,"name":true,"acres":1.5e+20}')).toBe("-9\tt\t1.5e+20");
    expect(toCopy('{"id":0,"name":false,"acres":-0.000}')).toBe("0\tf\t-0.000");
    const refused: Array<[string, string]> = [
      ['{"name":"x","id":7,"acres":1}', "expected the column id"],
      ['{"id":7,"name":"x"}', "expected the column acres"],
      ['{"id":7,"name":"x","acres":1,"extra":2}', "expected the end of the row after acres"],
      ['{"id":7,"name":{"a":1},"acres":1}', "name is not a text, a number"],
      ['{"id":7,"name":"x,"acres":1}', "expected the column acres"],
      ['{"id":7,"name":"x', "the text of name is not closed"],
      ['{"id":7,"name":"x","acres":1} ', "expected the end of the row"],
      ['{"id":7,"name":"a\\qb","acres":1}', "the text of name is not valid JSON"],
      ['{"id":7,"name":"x","acres":1e}', "expected the end of the row"],
      ['{"id":7,"name":"x","acres":1.}', "expected the end of the row"],
      ['{"id":-,"name":"x","acres":1}', "id is not a text, a number"],
      ['{"id":7,"name":nul,"acres":1}', "name is not a text, a number"],
      ['{"id":7,"name":tru,"acres":1}', "name is not a text, a number"],
      ['{"id":7,"name":"x","acres":.5}', "acres is not a text, a number"],
    ];
    for (const [line, message] of refused) {
      expect(() => toCopy(line)).toThrow(CopyLineError);
      expect(() => toCopy(line)).toThrow(message);
    }
  });

  test(`${ENGINE}: a row the database refuses fails the load and rolls it back; the database answers after`, async () => {
    await handle.db.execute(sql`truncate copy_target`);
    const good = (id: number) => `${id}\tok\t\\N\t1.00\t\\N\t\\N\t\\N\t\\N\t\\N\n`;
    const load = handle.db.transaction(async (tx) => {
      const copy = await copyInto(tx, "copy_target", COLUMNS);
      await copy.write(good(1) + good(2));
      await copy.write(`3\tbad\t\\N\tnot-a-number\t\\N\t\\N\t\\N\t\\N\t\\N\n`);
      await copy.write(good(4));
      await copy.end();
    });
    await expect(load).rejects.toThrow("not-a-number");
    expect(await exported("copy_target")).toEqual([]);

    // A load given up half way (a bad line further on) ends the COPY, and the transaction rolls back.
    const abandoned = handle.db.transaction(async (tx) => {
      const copy = await copyInto(tx, "copy_target", COLUMNS);
      await copy.write(good(5));
      await copy.abort();
      throw new Error("a later line was damaged");
    });
    await expect(abandoned).rejects.toThrow("a later line was damaged");
    expect(await exported("copy_target")).toEqual([]);
    expect(await rowsOf<{ ok: number }>(handle.db, sql`select 1 as ok`)).toEqual([{ ok: 1 }]);
  }, 30_000);
});

describe("copyValue + copyInto", () => {
  test(`${ENGINE}: values the server holds, loaded with COPY, are the row an insert of the same values makes`, async () => {
    const value = fc.record({
      label: text,
      note: fc.option(text.map((s) => s.slice(0, 500)), { nil: undefined }),
      amount: fc.option(fc.oneof(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 100)), { nil: null }),
      flag: fc.option(fc.boolean(), { nil: null }),
    });
    const columns = ["id", "label", "note", "amount", "flag"];
    await fc.assert(
      fc.asyncProperty(fc.array(value, { minLength: 1, maxLength: 20 }), async (values) => {
        await handle.db.execute(sql`truncate copy_source, copy_target`);
        for (const [id, v] of values.entries()) {
          await handle.db.execute(sql`insert into copy_source (id, label, note, amount, flag) values (${id}, ${v.label}, ${v.note ?? null}, ${v.amount}, ${v.flag})`);
        }
        await handle.db.transaction(async (tx) => {
          const copy = await copyInto(tx, "copy_target", columns);
          await copy.write(values.map((v, id) => `${[id, v.label, v.note, v.amount, v.flag].map(copyValue).join("\t")}\n`).join(""));
          await copy.end();
        });
        expect(await exported("copy_target")).toEqual(await exported("copy_source"));
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  test("a value that is not a scalar column's is refused", () => {
    for (const bad of [{}, [], Number.NaN, Number.POSITIVE_INFINITY, 10n, () => 1]) expect(() => copyValue(bad)).toThrow(TypeError);
    expect([null, undefined, "a\\b\tc\nd\re", 12.5, -3, true, false].map(copyValue)).toEqual(["\\N", "\\N", "a\\\\b\\tc\\nd\\re", "12.5", "-3", "t", "f"]);
  });
});


import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import {
  IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  TaskImportBatchSchema,
  TaskImportValuesSchema,
  checkImportBatch,
  checkImportRow,
  type TaskImportRow,
} from "../../api/schemas/task-import.schemas";

/** Values of every kind a cell can hold: valid, blank, padded, out of range, of the wrong type. */
const SAMPLES: Record<string, unknown[]> = {
  text: [undefined, null, "", "  ", "North 40", "  North 40  ", "x".repeat(64), "x".repeat(65), "x".repeat(100), "x".repeat(101), "x".repeat(255), "x".repeat(256), 7, 0, "\uFEFFa", "a\tb"],
  decimal: [undefined, null, "", " ", "0", "12", "12.5", "12.50", "12.505", ".5", ".55", ".555", "5.", ".", "-1", "-0", "1e3", "99999999.99", "100000000", " 40 ", "4 0", 12.5, 0, 1e21, -3, "abc", "0x10", true],
  date: [undefined, null, "", "2025-03-14", " 2025-3-4 ", "3/14/2025", "02/29/2024", "02/29/2025", "2025-02-30", "2025-13-01", "0099-01-01", "2025-03-14T00:00:00Z", "14.03.2025", 20250314, 45000],
  year: [undefined, null, "", " ", "2024", " 2024 ", "1999", "2101", "2100", "2000", "2024.0", "20x4", 2024, 1999, "99"],
  oneOf: [undefined, null, "", " ", "tons", "TONS", " Bushels ", "Drip", "drip", "flood", "SPRINKLERS", "gallons", 3],
};
const KIND: Record<string, keyof typeof SAMPLES> = {
  date: "date", cropYear: "year", yieldUnit: "oneOf", irrigationType: "oneOf",
  acresCovered: "decimal", costPerAcre: "decimal", equipmentRental: "decimal", yieldAmount: "decimal", yieldValuePerUnit: "decimal",
  fertilizerGallonsApplied: "decimal", irrigationHours: "decimal", waterAssessment: "decimal", rent: "decimal",
  waterAssessmentPerAcre: "decimal", rentPerAcre: "decimal",
};
const BASE: Record<string, unknown> = { date: "2025-03-14", field: "North 40", category: "Fertilizer", name: "Side-dress", costPerAcre: "12.50" };

function same(row: Record<string, unknown>) {
  const fast = checkImportRow(row as TaskImportRow);
  const schema = TaskImportValuesSchema.safeParse(row);
  expect(fast.success).toBe(schema.success);
  if (fast.success && schema.success) expect(Bun.deepEquals(fast.data, schema.data, true)).toBe(true);
  else expect(fast.error?.issues.map((i) => [i.path, i.message])).toEqual(schema.error!.issues.map((i) => [i.path, i.message]));
}

describe("the import's fast row check", () => {
  test("gives what TaskImportValuesSchema gives, value by value, for every column", () => {
    for (const { key } of IMPORT_COLUMNS) {
      for (const value of SAMPLES[KIND[key] ?? "text"]!) {
        same({ ...BASE, [key]: value });
        const without = { ...BASE };
        delete without[key];
        same(without);
        if (key !== "notes") same({ ...BASE, [key]: value, notes: "  kept as sent " });
      }
    }
  });

  test("gives what TaskImportValuesSchema gives for whole rows of mixed values", () => {
    let seed = 42;
    const pick = <T>(list: T[]) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return list[seed % list.length]!;
    };
    for (let i = 0; i < 3000; i++) {
      const row: Record<string, unknown> = { ...BASE };
      for (const { key } of IMPORT_COLUMNS) if (pick([true, false, false])) row[key] = pick(SAMPLES[KIND[key] ?? "text"]!);
      same(row);
    }
  });
});

/** checkImportBatch answers exactly what the schema answers: the same success, data, paths and messages. */
function sameBatch(value: unknown) {
  const fast = checkImportBatch(value);
  const schema = TaskImportBatchSchema.safeParse(value);
  expect(fast.success).toBe(schema.success);
  if (fast.success && schema.success) expect(Bun.deepEquals(fast.data, schema.data, true)).toBe(true);
  else expect(fast.error?.issues.map((i) => [i.path, i.message])).toEqual(schema.error!.issues.map((i) => [i.path, i.message]));
}

describe("the import's fast batch check", () => {
  const keys = IMPORT_COLUMNS.map((c) => c.key);
  const cell = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.double(),
    fc.integer(),
    fc.constant(null),
    fc.constant(Number.POSITIVE_INFINITY),
    fc.boolean(),
    fc.constant({}),
    fc.constant([]),
  );
  const row = fc.dictionary(fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...keys) }, fc.constantFrom("Date", "extra", "__proto__", "")), cell, { maxKeys: 8 });
  const goodRow = fc.record(Object.fromEntries(keys.map((k) => [k, fc.oneof(fc.string({ maxLength: 6 }), fc.integer(), fc.constant(null))])), { requiredKeys: [] });
  const entityId = fc.oneof(fc.integer({ min: 1, max: 2_147_483_647 }), fc.constantFrom(0, -1, 1.5, 2_147_483_648, "3", " 3", "x", null, true, Number.NaN));

  test("gives what TaskImportBatchSchema gives for batches both plainly valid and not", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.record({ entityId: fc.integer({ min: 1, max: 99 }), rows: fc.array(goodRow, { minLength: 1, maxLength: 6 }) }),
          fc.record({ entityId, rows: fc.array(fc.oneof(goodRow, row), { maxLength: 6 }) }, { requiredKeys: [] }),
          fc.record({ entityId, rows: fc.array(goodRow, { minLength: 1, maxLength: 3 }), extra: cell }),
          fc.anything(),
        ),
        (value) => sameBatch(value),
      ),
      { numRuns: 3000 },
    );
  });

  test("a plainly valid batch is answered as it came, and the limits on rows are the schema's", () => {
    const rows = [{ date: "2025-03-14", field: "North 40", category: "Seed", name: "Planting", costPerAcre: "12.5", acresCovered: 40, notes: null }];
    const fast = checkImportBatch({ entityId: 3, rows });
    expect(fast.success && fast.data).toEqual({ entityId: 3, rows });
    for (const n of [0, MAX_IMPORT_ROWS, MAX_IMPORT_ROWS + 1]) sameBatch({ entityId: 3, rows: Array.from({ length: n }, () => rows[0]) });
    sameBatch(JSON.parse('{"entityId": 3, "rows": [{"__proto__": "x", "name": "a"}]}'));
    sameBatch({ entityId: 3, rows: [{ ...rows[0], cost_per_acre: "1" }] });
    sameBatch({ entityId: 3, rows: [{ ...rows[0], acresCovered: 1e999 }] });
    sameBatch({ entityId: "3", rows });
  });
});

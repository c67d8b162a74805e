import { describe, expect, test } from "bun:test";
import { type StorageMovement, storageLedger, storageShortfall, storageTotals } from "../../../api/domain/harvest/storage";
import { toBase } from "../../../api/domain/harvest/units";

const lb = (bu: string) => toBase("Corn", bu, "bu").quantity;

describe("the storage ledger of a crop pool in one bin", () => {
  // 2026 corn: 6,000 bu and 4,000 bu harvested into the bin in October, 7,000 bu delivered in February 2027.
  const movements: StorageMovement[] = [
    { id: 3, kind: "out", date: "2027-02-15", seq: 30, quantity: lb("7000") },
    { id: 1, kind: "in", date: "2026-10-05", seq: 10, quantity: lb("6000") },
    { id: 2, kind: "in", date: "2026-10-12", seq: 20, quantity: lb("4000") },
    { id: 4, kind: "adjust", date: "2027-03-01", seq: 40, quantity: lb("-25") },
  ];

  test("on hand runs in date order and carries into the next calendar year with no manual step", () => {
    const rows = storageLedger(movements);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4]);
    expect(rows.map((r) => r.onHand.div(56).toFixed())).toEqual(["6000", "10000", "3000", "2975"]);
    expect(storageShortfall(movements)).toBeNull();
  });

  test("on hand at the turn of the year is what was in the bin on December 31", () => {
    const endOf2026 = storageTotals(movements, "2026-12-31");
    expect(endOf2026.onHand.div(56).toFixed()).toBe("10000");
    const march = storageTotals(movements, "2027-03-31");
    expect([march.in, march.out, march.adjusted, march.onHand].map((q) => q.div(56).toFixed())).toEqual([
      "10000",
      "7000",
      "-25",
      "2975",
    ]);
  });

  test("crop in comes before crop out on the same day, whatever the order recorded", () => {
    const sameDay: StorageMovement[] = [
      { id: 1, kind: "out", date: "2026-10-05", seq: 1, quantity: "500" },
      { id: 2, kind: "in", date: "2026-10-05", seq: 2, quantity: "500" },
    ];
    expect(storageLedger(sameDay).map((r) => r.id)).toEqual([2, 1]);
    expect(storageShortfall(sameDay)).toBeNull();
  });

  test("on a day, movements of one kind follow the order they were recorded in", () => {
    const rows = storageLedger([
      { id: 9, kind: "out", date: "2026-10-05", seq: 3, quantity: "1" },
      { id: 8, kind: "out", date: "2026-10-05", seq: 2, quantity: "1" },
      { id: 7, kind: "in", date: "2026-10-05", seq: 4, quantity: "5" },
    ]);
    expect(rows.map((r) => r.id)).toEqual([7, 8, 9]);
  });

  test("the first point on hand goes below zero is the shortfall, with how much is missing", () => {
    const short = storageShortfall([
      { id: 1, kind: "in", date: "2026-10-05", seq: 1, quantity: lb("1000") },
      { id: 2, kind: "out", date: "2026-11-01", seq: 2, quantity: lb("800") },
      { id: 3, kind: "out", date: "2026-11-02", seq: 3, quantity: lb("300") },
      { id: 4, kind: "in", date: "2026-11-03", seq: 4, quantity: lb("5000") },
    ]);
    expect(short).not.toBeNull();
    expect(short!.date).toBe("2026-11-02");
    expect(short!.movementId).toBe(3);
    expect(short!.short.div(56).toFixed()).toBe("100");
  });

  test("a shrink adjustment can take a bin below zero too", () => {
    const short = storageShortfall([
      { id: 1, kind: "in", date: "2026-10-05", seq: 1, quantity: "100" },
      { id: 2, kind: "adjust", date: "2026-10-06", seq: 2, quantity: "-101" },
    ]);
    expect(short?.short.toFixed()).toBe("1");
  });
});

import { describe, expect, test } from "bun:test";
import { applyDeliveries, deliveredByContract } from "../../../api/domain/harvest/contracts";

const show = (r: ReturnType<typeof applyDeliveries>) => ({
  applications: r.applications.map((a) => [a.deliveryId, a.contractId, a.quantity.toFixed()]),
  open: Object.fromEntries([...r.open].map(([id, q]) => [id, q.toFixed()])),
});

describe("deliveries applied to contracts", () => {
  // Two corn contracts with one buyer: 5,000 bu signed in March, 4,000 bu in April (quantities in bu for reading).
  const contracts = [
    { id: 2, date: "2026-04-01", quantity: "4000" },
    { id: 1, date: "2026-03-01", quantity: "5000" },
  ];

  test("first in, first out: the oldest contract fills first and a delivery is split across contracts", () => {
    const r = applyDeliveries(contracts, [
      { id: 10, date: "2026-10-05", seq: 1, quantity: "3000", contractId: null },
      { id: 11, date: "2026-10-06", seq: 2, quantity: "4000", contractId: null },
    ]);
    expect(show(r)).toEqual({
      applications: [
        [10, 1, "3000"],
        [11, 1, "2000"],
        [11, 2, "2000"],
      ],
      open: { 1: "0", 2: "2000" },
    });
  });

  test("a chosen contract takes its delivery first, the others fill the rest first in, first out", () => {
    const r = applyDeliveries(contracts, [
      { id: 10, date: "2026-10-05", seq: 1, quantity: "3000", contractId: null },
      { id: 11, date: "2026-10-06", seq: 2, quantity: "3000", contractId: 2 },
      { id: 12, date: "2026-10-07", seq: 3, quantity: "2500", contractId: null },
    ]);
    expect(show(r)).toEqual({
      applications: [
        [10, 1, "3000"],
        [11, 2, "3000"],
        [12, 1, "2000"],
        [12, 2, "500"],
      ],
      open: { 1: "0", 2: "500" },
    });
    expect(deliveredByContract(r.applications).get(2)?.toFixed()).toBe("3500");
  });

  test("a chosen contract is kept for its delivery even when an earlier delivery named none", () => {
    const r = applyDeliveries(contracts, [
      { id: 10, date: "2026-10-05", seq: 1, quantity: "8000", contractId: null },
      { id: 11, date: "2026-10-06", seq: 2, quantity: "2000", contractId: 2 },
    ]);
    expect(show(r).applications).toEqual([
      [10, 1, "5000"],
      [10, 2, "2000"],
      [10, null, "1000"],
      [11, 2, "2000"],
    ]);
  });

  test("more than the chosen contract holds goes on to the open contracts, then is uncontracted", () => {
    const r = applyDeliveries(contracts, [{ id: 10, date: "2026-10-05", seq: 1, quantity: "10000", contractId: 2 }]);
    expect(show(r)).toEqual({
      applications: [
        [10, 2, "4000"],
        [10, 1, "5000"],
        [10, null, "1000"],
      ],
      open: { 1: "0", 2: "0" },
    });
  });

  test("with no contracts every delivery is uncontracted", () => {
    const r = applyDeliveries([], [{ id: 10, date: "2026-10-05", seq: 1, quantity: "7000", contractId: null }]);
    expect(show(r)).toEqual({ applications: [[10, null, "7000"]], open: {} });
  });

  test("deliveries are taken by date, then the order they were recorded in", () => {
    const r = applyDeliveries(
      [{ id: 1, date: "2026-03-01", quantity: "100" }],
      [
        { id: 12, date: "2026-10-06", seq: 1, quantity: "100", contractId: null },
        { id: 11, date: "2026-10-05", seq: 9, quantity: "60", contractId: null },
        { id: 13, date: "2026-10-05", seq: 8, quantity: "30", contractId: null },
      ],
    );
    expect(show(r).applications).toEqual([
      [13, 1, "30"],
      [11, 1, "60"],
      [12, 1, "10"],
      [12, null, "90"],
    ]);
  });
});

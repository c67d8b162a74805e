import { describe, expect, test } from "bun:test";
import { machineCostBreakdown, machineCostPerHour } from "../../../api/domain/labor/machine-cost";
import { machineCost } from "../../../api/domain/labor/pay";

// A row as the office fills it: money columns as strings, years an integer.
const tractor = {
  costPerHour: null,
  purchasePrice: "150000.00",
  salvageValue: "45000.00",
  years: 10,
  annualHours: "400.00",
  interestPercent: "6.00",
  fuelGallonsPerHour: "8.000",
  fuelPrice: "4.0000",
  repairsPercent: "100.00",
};

describe("a machine's cost per hour (ISU Ag Decision Maker A3-29)", () => {
  test("worked out by hand: $150,000 tractor, $45,000 salvage, 10 years x 400 h, 6%, repairs 100%, 8 gal/h at $4", () => {
    // depreciation (150,000 - 45,000) / 10 / 400          = 26.25
    // interest     (150,000 + 45,000) / 2 x 6% / 400      = 97,500 x 0.06 / 400 = 5,850 / 400 = 14.625
    // repairs      100% x 150,000 / (10 x 400)            = 37.50
    // fuel         8 x 4.00                               = 32.00
    // lubrication  15% of 32.00                           = 4.80
    // total 115.175 -> 115.18 (rounded once, half-up; the parts are not rounded first)
    expect(machineCostPerHour(tractor)).toEqual({
      costPerHour: "115.18",
      source: "worked out",
      breakdown: { depreciation: "26.2500", interest: "14.6250", repairs: "37.5000", fuel: "32.0000", lubrication: "4.8000", total: "115.18" },
    });
    // 3.5 h of it: 3.5 x 115.18 = 403.13
    expect(machineCost("3.5", machineCostPerHour(tractor)!.costPerHour)).toBe("403.13");
  });

  test("an entered cost wins over the figures", () => {
    expect(machineCostPerHour({ ...tractor, costPerHour: "42.75" })).toEqual({ costPerHour: "42.75", source: "entered", breakdown: null });
    expect(machineCostPerHour({ costPerHour: "0" })).toEqual({ costPerHour: "0.00", source: "entered", breakdown: null });
  });

  test("a sprayer with no fuel, salvage, interest or repairs entered: depreciation alone", () => {
    // 24,000 / 8 / 150 = 20.00
    expect(machineCostBreakdown({ purchasePrice: "24000", years: 8, annualHours: "150" })).toEqual({
      depreciation: "20.0000",
      interest: "0.0000",
      repairs: "0.0000",
      fuel: "0.0000",
      lubrication: "0.0000",
      total: "20.00",
    });
  });

  test("thirds stay exact until the total: 10,000 / 3 years / 1,000 h = 3.3333...", () => {
    // depreciation 3.33333...; fuel 1 x 3.10 = 3.10; lubrication 0.465; total 6.898333... -> 6.90
    const b = machineCostBreakdown({ purchasePrice: "10000", years: 3, annualHours: "1000", fuelGallonsPerHour: "1", fuelPrice: "3.10" });
    expect(b).toMatchObject({ depreciation: "3.3333", lubrication: "0.4650", total: "6.90" });
  });

  test.each([
    ["no purchase price", { ...tractor, purchasePrice: null }],
    ["no years", { ...tractor, years: null }],
    ["no annual hours", { ...tractor, annualHours: "" }],
    ["zero years", { ...tractor, years: 0 }],
    ["zero annual hours", { ...tractor, annualHours: "0" }],
  ])("null with %s (and nothing entered)", (_, m) => {
    expect(machineCostPerHour(m)).toBeNull();
    expect(machineCostBreakdown(m)).toBeNull();
  });
});

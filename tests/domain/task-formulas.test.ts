import { describe, expect, test } from "bun:test";
import Decimal from "decimal.js";
import fc from "fast-check";
import {
  computeTaskTotals,
  fertilizerUnit,
  oversizedTotals,
  type TaskFormulaInput,
} from "../../api/domain/task-formulas";
import { withoutOffCategoryDetails } from "../../api/domain/task-preparation";

// Every expected value below is worked out by hand from spec 000 section 5, rounded once, half-up.
describe("totalCost and equipmentTotal", () => {
  const cases: [string, TaskFormulaInput, string, string][] = [
    ["no equipment: 12.50 x 40", { costPerAcre: "12.50", acresCovered: "40" }, "500.00", "0.00"],
    ["12.50 x 40 + 3.33 x 40 = 500 + 133.20", { costPerAcre: "12.50", acresCovered: "40", equipmentRental: "3.33" }, "633.20", "133.20"],
    ["half-up, not half-even: 0.05 x 0.5 = 0.025", { costPerAcre: "0.05", acresCovered: "0.5" }, "0.03", "0.00"],
    ["binary floats would say 1.00: 2.01 x 0.5 = 1.005", { costPerAcre: "2.01", acresCovered: "0.5" }, "1.01", "0.00"],
    ["2.525 rounds up", { costPerAcre: "1.01", acresCovered: "2.5" }, "2.53", "0.00"],
    // 0.025 + 0.025 = 0.05 rounded once; the equipment part alone rounds 0.025 up to 0.03.
    ["rounded once, not part by part", { costPerAcre: "0.05", acresCovered: "0.5", equipmentRental: "0.05" }, "0.05", "0.03"],
    // 99.99 x 1234.56 = 123443.6544; 15.25 x 1234.56 = 18827.04; sum 142270.6944.
    ["large field", { costPerAcre: "99.99", acresCovered: "1234.56", equipmentRental: "15.25" }, "142270.69", "18827.04"],
    ["blank rate counts as 0", { costPerAcre: "7", acresCovered: "3", equipmentRental: "" }, "21.00", "0.00"],
    ["zero acres", { costPerAcre: "50", acresCovered: "0", equipmentRental: "10" }, "0.00", "0.00"],
    // Issue 36: material $165.00 (30 gal at $5.50) + a $4.00/acre application charge x 37.5 acres + 2.00 x 37.5.
    ["material + application charge + equipment", { materialCost: "165.00", costPerAcre: "4.00", acresCovered: "37.5", equipmentRental: "2" }, "390.00", "75.00"],
    // The material is already cents: 0.05 x 0.5 = 0.025 plus 0.01 rounds once to 0.04 (0.035 up).
    ["material added before the one rounding", { materialCost: "0.01", costPerAcre: "0.05", acresCovered: "0.5" }, "0.04", "0.00"],
    // Issue 38: 10 h at $18.50 (8 + 2 at 1.5x) with 22% burden = $248.27 of labor on a 0-acre task made for the time.
    ["approved labor on a task made for it", { laborCost: "248.27", costPerAcre: "0", acresCovered: "0" }, "248.27", "0.00"],
    // A tractor at $42.75/h for 3.5 h = $149.63 of machine time: equipment and total both rise by it.
    ["machine time is equipment", { costPerAcre: "12.50", acresCovered: "40", equipmentRental: "3.33", machineCost: "149.63" }, "782.83", "282.83"],
    ["material, labor and machine together", { materialCost: "165.00", laborCost: "248.27", machineCost: "149.63", costPerAcre: "4.00", acresCovered: "37.5", equipmentRental: "2" }, "787.90", "224.63"],
  ];
  test.each(cases)("%s", (_name, input, totalCost, equipmentTotal) => {
    const totals = computeTaskTotals(input);
    expect(totals.totalCost).toBe(totalCost);
    expect(totals.equipmentTotal).toBe(equipmentTotal);
  });
});

describe("totalYieldValue uses the whole field's acreage, not the acres covered", () => {
  const cases: [string, TaskFormulaInput, string | null][] = [
    ["3.5 bales x 40 field acres x 180", { costPerAcre: "0", acresCovered: "10", yieldAmount: "3.5", yieldValuePerUnit: "180", fieldAcreage: "40" }, "25200.00"],
    ["1.5 x 10.25 x 0.33 = 5.07375", { costPerAcre: "0", acresCovered: "1", yieldAmount: "1.5", yieldValuePerUnit: "0.33", fieldAcreage: "10.25" }, "5.07"],
    ["0.5 x 1 x 0.05 = 0.025 rounds up", { costPerAcre: "0", acresCovered: "1", yieldAmount: "0.5", yieldValuePerUnit: "0.05", fieldAcreage: "1" }, "0.03"],
    ["a zero yield is still a yield", { costPerAcre: "0", acresCovered: "1", yieldAmount: "0", yieldValuePerUnit: "10", fieldAcreage: "5" }, "0.00"],
    ["no yield amount: none", { costPerAcre: "0", acresCovered: "1", yieldAmount: null, yieldValuePerUnit: "10", fieldAcreage: "5" }, null],
    ["no value per unit: none", { costPerAcre: "0", acresCovered: "1", yieldAmount: "2", yieldValuePerUnit: "", fieldAcreage: "5" }, null],
  ];
  test.each(cases)("%s", (_name, input, expected) => {
    expect(computeTaskTotals(input).totalYieldValue).toBe(expected);
  });
});

describe("waterInchesApplied = hours x rate / 24, to three decimals", () => {
  const cases: [string, string | null, string | null, string | null][] = [
    ["Drip, a full day: 1.09", "Drip", "24", "1.090"],
    ["Drip 12 h: 0.545", "Drip", "12", "0.545"],
    ["Drip 1 h: 0.0454166", "Drip", "1", "0.045"],
    ["Drip 1.2 h: 0.0545 rounds up", "Drip", "1.2", "0.055"],
    ["Flood 10 h: 2.08333", "Flood", "10", "2.083"],
    ["Flood 0.06 h: 0.0125 rounds up", "Flood", "0.06", "0.013"],
    ["Sprinklers 7 h: 1.458333", "Sprinklers", "7", "1.458"],
    ["Sprinklers 48 h: 10", "Sprinklers", "48", "10.000"],
    ["no type: none", null, "10", null],
    ["no hours: none", "Flood", "", null],
    ["an unknown type: none", "Pivot", "10", null],
  ];
  test.each(cases)("%s", (_name, irrigationType, irrigationHours, expected) => {
    expect(computeTaskTotals({ costPerAcre: "0", acresCovered: "1", irrigationType, irrigationHours }).waterInchesApplied).toBe(expected);
  });
});

describe("water assessment and rent totals = per-acre value x acres covered", () => {
  const cases: [string, TaskFormulaInput, string, string][] = [
    ["7.25 x 40.5 = 293.625; 150 x 40.5", { costPerAcre: "0", acresCovered: "40.5", waterAssessmentPerAcre: "7.25", rentPerAcre: "150" }, "293.63", "6075.00"],
    ["blank: 0", { costPerAcre: "0", acresCovered: "40.5" }, "0.00", "0.00"],
    ["0.01 x 0.5 = 0.005 rounds up", { costPerAcre: "0", acresCovered: "0.5", waterAssessmentPerAcre: "0.01", rentPerAcre: "0.03" }, "0.01", "0.02"],
  ];
  test.each(cases)("%s", (_name, input, water, rent) => {
    const totals = computeTaskTotals(input);
    expect(totals.waterAssessmentTotal).toBe(water);
    expect(totals.rentTotal).toBe(rent);
    // Neither is part of the task's total cost.
    expect(totals.totalCost).toBe("0.00");
  });
});

describe("oversizedTotals names the inputs behind a total that does not fit its column", () => {
  const check = (input: TaskFormulaInput) => oversizedTotals(input, computeTaskTotals(input));

  test("1000 x 100000 = 100,000,000.00 is one cent too many; acres, the larger factor, first", () => {
    expect(check({ costPerAcre: "1000", acresCovered: "100000" })).toEqual([
      { total: "totalCost", value: "100000000.00", inputs: ["acresCovered", "costPerAcre"] },
    ]);
  });

  test("99,999,999.99 exactly fits", () => {
    expect(check({ costPerAcre: "99999999.99", acresCovered: "1" })).toEqual([]);
  });

  test("a cent of equipment tips it over; the per-acre cost is named first", () => {
    expect(check({ costPerAcre: "99999999.99", acresCovered: "1", equipmentRental: "0.01" })).toEqual([
      { total: "totalCost", value: "100000000.00", inputs: ["costPerAcre", "acresCovered", "equipmentRental"] },
    ]);
  });

  test("water inches have their own limit: 99,999,999.99 h of Flood = 20,833,333.331", () => {
    expect(check({ costPerAcre: "0", acresCovered: "1", irrigationType: "Flood", irrigationHours: "99999999.99" })).toEqual([
      { total: "waterInchesApplied", value: "20833333.331", inputs: ["irrigationHours"] },
    ]);
  });

  test("yield over the whole field: 10000 x 100 acres x 100 = 100,000,000.00", () => {
    const found = check({ costPerAcre: "0", acresCovered: "1", yieldAmount: "10000", yieldValuePerUnit: "100", fieldAcreage: "100" });
    expect(found.map((f) => [f.total, f.inputs])).toEqual([["totalYieldValue", ["yieldAmount", "yieldValuePerUnit"]]]);
  });
});

describe("details that do not belong to the task's category are cleared", () => {
  const details = {
    fertilizerId: 2, fertilizerGallonsApplied: "20.00", irrigationType: "Drip", irrigationHours: "12.00",
    waterAssessmentPerAcre: "3.00", rentPerAcre: "50.00", name: "kept",
  };
  const none = { fertilizerId: null, fertilizerGallonsApplied: null, irrigationType: null, irrigationHours: null, waterAssessmentPerAcre: "0", rentPerAcre: "0" };
  test.each([
    ["Water (1) keeps irrigation only", { id: 1, name: "Water" }, { ...none, irrigationType: "Drip", irrigationHours: "12.00" }],
    ["Fertilizer (3) keeps fertilizer only", { id: 3, name: "Fertilizer" }, { ...none, fertilizerId: 2, fertilizerGallonsApplied: "20.00" }],
    ["Water Assessment keeps its per-acre charge only", { id: 9, name: "Water Assessment" }, { ...none, waterAssessmentPerAcre: "3.00" }],
    ["Rent keeps its rent only", { id: 10, name: "Rent" }, { ...none, rentPerAcre: "50.00" }],
    ["any other category keeps none", { id: 4, name: "Crop Protectants" }, none],
  ] as const)("%s", (_name, category, expected) => {
    expect(withoutOffCategoryDetails(category, details) as object).toEqual({ ...expected, name: "kept" });
  });
});

test("the fertilizer unit is Pounds for a dry fertilizer, otherwise Gallons", () => {
  expect([fertilizerUnit("dry"), fertilizerUnit("liquid"), fertilizerUnit(null)]).toEqual(["Pounds", "Gallons", "Gallons"]);
});

describe("every total is its exact expression rounded once, half-up, whatever the inputs' digits", () => {
  // The formulas of spec 000 section 5 straight in decimal.js, at a precision no input here can exceed: up to 13
  // digits a value (more than any column holds), past the 12 the integer path takes, so both ways are tried.
  const D = Decimal.clone({ precision: 100 });
  const d = (v: string | null | undefined) => new D(v === null || v === undefined || v === "" ? 0 : v);
  const cents = (v: Decimal) => v.toDecimalPlaces(2, D.ROUND_HALF_UP).toFixed(2);
  const decimalText = fc.oneof(
    fc.constantFrom("", "0", "0.5", "12.50", "40", "0.005", "99999999.99", "3.333", "1234.567", "0.0000000001"),
    fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 13n - 1n }), fc.integer({ min: 0, max: 13 })).map(([digits, scale]) => {
      const text = digits.toString().padStart(scale + 1, "0");
      return scale ? `${text.slice(0, -scale)}.${text.slice(-scale)}` : text;
    }),
  );
  const maybe = fc.option(decimalText, { nil: undefined });

  test("totalCost, equipmentTotal, totalYieldValue, water assessment and rent totals", () => {
    fc.assert(
      fc.property(decimalText, decimalText, maybe, maybe, maybe, maybe, maybe, maybe, maybe, maybe, maybe, (cost, acres, rate, amount, field, value, water, rent, material, labor, machine) => {
        const input = {
          costPerAcre: cost, acresCovered: acres, equipmentRental: rate, yieldAmount: amount, fieldAcreage: field, yieldValuePerUnit: value,
          waterAssessmentPerAcre: water, rentPerAcre: rent, materialCost: material, laborCost: labor, machineCost: machine,
        };
        const totals = computeTaskTotals(input);
        expect(totals.totalCost).toBe(cents(d(cost).times(d(acres)).plus(d(rate).times(d(acres))).plus(d(material)).plus(d(labor)).plus(d(machine))));
        expect(totals.equipmentTotal).toBe(cents(d(rate).times(d(acres)).plus(d(machine))));
        expect(totals.totalYieldValue).toBe(amount && value ? cents(d(amount).times(d(field)).times(d(value))) : null);
        expect(totals.waterAssessmentTotal).toBe(cents(d(water).times(d(acres))));
        expect(totals.rentTotal).toBe(cents(d(rent).times(d(acres))));
      }),
      { numRuns: 5000 },
    );
  });

  test("half a cent rounds up at any scale, and numbers and negatives are read too", () => {
    expect(computeTaskTotals({ costPerAcre: "0.000000000005", acresCovered: "1000000000" }).totalCost).toBe("0.01");
    expect(computeTaskTotals({ costPerAcre: "0.00000000000499", acresCovered: "1000000000" }).totalCost).toBe("0.00");
    expect(computeTaskTotals({ costPerAcre: 12.5, acresCovered: 40 }).totalCost).toBe("500.00");
    expect(computeTaskTotals({ costPerAcre: "-12.50", acresCovered: "40" }).totalCost).toBe("-500.00");
  });
});

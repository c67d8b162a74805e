import { describe, expect, test } from "bun:test";
import { equipmentInvoice } from "../../../api/domain/reports/equipment-invoice";
import { task } from "./fixtures";

const feb = (day: string) => `2025-02-${day}`;

const tasks = [
  task({ name: "Swath", categoryName: "Machine Hire", date: feb("10"), equipmentTotal: "100.00", acresCovered: "3.00", equipmentDescription: "Swather" }),
  task({ name: "Spread", categoryName: "Fertilizer", date: feb("03"), equipmentTotal: "0.01", acresCovered: "2.00", equipmentDescription: "  " }),
  task({ name: "Pump", categoryName: "Water", date: feb("20"), equipmentTotal: "10.05", acresCovered: null }),
  task({ name: "Drill", categoryName: "Seed", date: feb("25"), equipmentTotal: "10.05", acresCovered: "2.00" }),
  // a February of the next calendar year still belongs to the 2025 crop year's February
  task({ name: "Rake", categoryName: "Machine Hire", date: "2026-02-01", equipmentTotal: "20.00", acresCovered: "4.00" }),
  // Left off: the non-billable three, no equipment, another month, another crop year
  task({ categoryName: "Rent", date: feb("05"), equipmentTotal: "50.00", acresCovered: "1.00" }),
  task({ categoryName: "Farm Management", date: feb("05"), equipmentTotal: "60.00", acresCovered: "1.00" }),
  task({ categoryName: "Water Assessment", date: feb("05"), equipmentTotal: "70.00", acresCovered: "1.00" }),
  task({ categoryName: "Machine Hire", date: feb("05"), equipmentTotal: "0.00", acresCovered: "9.00" }),
  task({ categoryName: "Machine Hire", date: "2025-03-05", equipmentTotal: "80.00", acresCovered: "1.00" }),
  task({ categoryName: "Machine Hire", date: feb("05"), cropYear: 2024, equipmentTotal: "90.00", acresCovered: "1.00" }),
];

const invoice = equipmentInvoice({ cropYear: 2025, month: 2, invoiceDate: "2025-03-01", entityName: "Stone Ranch", tasks });

describe("equipmentInvoice lines", () => {
  test("billable rentals by date, with the rate per acre rounded half-up to cents", () => {
    expect(invoice.lines.map((l) => [l.taskName, l.equipmentDescription, l.acres, l.costPerAcre, l.totalCost])).toEqual([
      // 0.01 / 2 = 0.005 -> 0.01 (half-up, not half-even); blank description -> the default
      ["Spread", "Equipment Rental", "2.00", "0.01", "0.01"],
      // 100.00 / 3 = 33.333... -> 33.33
      ["Swath", "Swather", "3.00", "33.33", "100.00"],
      // acres missing: shown as 0.00, divided as 1 -> 10.05 / 1 = 10.05
      ["Pump", "Equipment Rental", "0.00", "10.05", "10.05"],
      // 10.05 / 2 = 5.025 -> 5.03
      ["Drill", "Equipment Rental", "2.00", "5.03", "10.05"],
      // 20.00 / 4 = 5.00
      ["Rake", "Equipment Rental", "4.00", "5.00", "20.00"],
    ]);
  });

  test("one entity: the field as it is, the customer upper-cased", () => {
    expect(invoice.lines[0]!.fieldName).toBe("North 40");
    expect(invoice.customerName).toBe("STONE RANCH");
  });
});

describe("equipmentInvoice summary", () => {
  test("totals are sums over the billable lines; missing acres count 0 there", () => {
    // acres 2 + 3 + 0 + 2 + 4 = 11.00; charges 0.01 + 100.00 + 10.05 + 10.05 + 20.00 = 140.11
    expect(invoice.summary).toEqual({ totalAcres: "11.00", totalEquipmentCost: "140.11" });
  });

  test("billing period runs to February's last day; debug counts", () => {
    expect(invoice.billingPeriod).toEqual({ from: "2025-02-01", to: "2025-02-28" });
    // crop year 2025: every task but the one of crop year 2024 = 10
    expect(invoice.counts).toEqual({ cropYearTasks: 10, billableTasks: 5 });
  });

  test("nothing billable: no lines, zero totals", () => {
    const empty = equipmentInvoice({ cropYear: 2025, month: 7, invoiceDate: "2025-08-01", entityName: "Stone Ranch", tasks });
    expect(empty.lines).toEqual([]);
    expect(empty.summary).toEqual({ totalAcres: "0.00", totalEquipmentCost: "0.00" });
    expect(empty.counts).toEqual({ cropYearTasks: 10, billableTasks: 0 });
    expect(empty.billingPeriod).toEqual({ from: "2025-07-01", to: "2025-07-31" });
  });
});

describe("equipmentInvoice in All Entities mode", () => {
  test("the field is prefixed with the upper-cased entity name; lines of one day by entity", () => {
    const all = equipmentInvoice({
      cropYear: 2024, month: 2, invoiceDate: "2024-03-01", entityName: null,
      tasks: [
        task({ entityName: "Stone Ranch", fieldName: "North 40", cropYear: 2024, date: "2024-02-29", equipmentTotal: "15.00", acresCovered: "5.00" }),
        task({ entityName: "Acme Farms", fieldName: "Ridge", cropYear: 2024, date: "2024-02-29", equipmentTotal: "7.50", acresCovered: "2.50" }),
      ],
    });
    expect(all.customerName).toBe("ALL ENTITIES");
    expect(all.lines.map((l) => [l.fieldName, l.costPerAcre])).toEqual([
      ["ACME FARMS - Ridge", "3.00"], // 7.50 / 2.50
      ["STONE RANCH - North 40", "3.00"], // 15.00 / 5.00
    ]);
    // 2024 is a leap year
    expect(all.billingPeriod.to).toBe("2024-02-29");
    expect(all.summary).toEqual({ totalAcres: "7.50", totalEquipmentCost: "22.50" });
  });
});

import { monthlyInvoice, type ReportTask } from "../../api/domain/reports";

const YEAR = 2025;
const TODAY = "2025-12-31";

/** A 500-line monthly invoice over 25 fields, every category that bills, rendered without any database. */
export function invoiceOf(lines: number) {
  const categories = ["Water", "Fertilizer", "Crop Protectants", "Machine Hire", "Seed", "Soil Amendment", "Income Generated"];
  const tasks: ReportTask[] = Array.from({ length: lines }, (_, i) => ({
    id: i + 1, name: i % 7 === 0 ? "Spray for aphids along the west block by the canal" : `Operation ${i + 1}`, fieldId: i % 25,
    fieldName: `Field ${(i % 25) + 1}`, categoryName: categories[i % categories.length]!, isIncomeCategory: i % categories.length === categories.length - 1, date: `${YEAR}-03-${String((i % 28) + 1).padStart(2, "0")}`,
    cropYear: YEAR, cropType: "Alfalfa", totalCost: ((i * 3711) % 250000 / 100).toFixed(2), costPerAcre: "1", acresCovered: "10", equipmentRental: "0",
    equipmentTotal: "0", equipmentDescription: null, waterAssessmentTotal: "0", rentTotal: "0", totalYieldValue: null, yieldAmount: null, yieldUnit: null,
    yieldValuePerUnit: null, fertilizerId: null, fertilizerGallonsApplied: null, irrigationType: null, irrigationHours: null, waterInchesApplied: null,
  }));
  // Layout timing only: every line coded to one account is as long to print as any other.
  const accounts = { accounts: [], categories: {}, otherAccount: 8000, yieldIncomeAccount: 9100, offsetAccount: 2100 };
  return monthlyInvoice({ entityName: "Bench Ranch", cropYear: YEAR, month: 3, invoiceDate: TODAY, tasks, accounts });
}

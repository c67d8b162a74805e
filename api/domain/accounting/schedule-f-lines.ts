/**
 * The lines of IRS Schedule F (Form 1040), Profit or Loss From Farming, that farm tasks can land on: Part I income
 * (cash method) and Part II expenses. Form lines, not account codes: they change only when the IRS revises the form
 * (docs/decisions/schedule-f.md).
 */
export const SCHEDULE_F_LINES = [
  { line: "1a", part: "I", label: "Sales of purchased livestock and other resale items" },
  { line: "2", part: "I", label: "Sales of livestock, produce, grains, and other products you raised" },
  { line: "3a", part: "I", label: "Cooperative distributions" },
  { line: "4a", part: "I", label: "Agricultural program payments" },
  { line: "6a", part: "I", label: "Crop insurance proceeds and federal crop disaster payments" },
  { line: "7", part: "I", label: "Custom hire (machine work) income" },
  { line: "8", part: "I", label: "Other income" },
  { line: "10", part: "II", label: "Car and truck expenses" },
  { line: "11", part: "II", label: "Chemicals" },
  { line: "12", part: "II", label: "Conservation expenses" },
  { line: "13", part: "II", label: "Custom hire (machine work)" },
  { line: "14", part: "II", label: "Depreciation and section 179 expense" },
  { line: "15", part: "II", label: "Employee benefit programs" },
  { line: "16", part: "II", label: "Feed" },
  { line: "17", part: "II", label: "Fertilizers and lime" },
  { line: "18", part: "II", label: "Freight and trucking" },
  { line: "19", part: "II", label: "Gasoline, fuel, and oil" },
  { line: "20", part: "II", label: "Insurance (other than health)" },
  { line: "21a", part: "II", label: "Interest: mortgage (paid to banks, etc.)" },
  { line: "21b", part: "II", label: "Interest: other" },
  { line: "22", part: "II", label: "Labor hired (less employment credits)" },
  { line: "23", part: "II", label: "Pension and profit-sharing plans" },
  { line: "24a", part: "II", label: "Rent or lease: vehicles, machinery, equipment" },
  { line: "24b", part: "II", label: "Rent or lease: other (land, animals, etc.)" },
  { line: "25", part: "II", label: "Repairs and maintenance" },
  { line: "26", part: "II", label: "Seeds and plants" },
  { line: "27", part: "II", label: "Storage and warehousing" },
  { line: "28", part: "II", label: "Supplies" },
  { line: "29", part: "II", label: "Taxes" },
  { line: "30", part: "II", label: "Utilities" },
  { line: "31", part: "II", label: "Veterinary, breeding, and medicine" },
  { line: "32", part: "II", label: "Other expenses" },
] as const;
export type ScheduleFLine = (typeof SCHEDULE_F_LINES)[number]["line"];
export const SCHEDULE_F_LINE_CODES = SCHEDULE_F_LINES.map((l) => l.line) as readonly string[];

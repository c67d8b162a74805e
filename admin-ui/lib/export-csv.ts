import Papa from "papaparse";
import type { Field, Task } from "./types";

const FIELD_COLUMNS = ["id", "name", "acreage", "cropTypeForYear", "location", "apns", "apnAcreage", "leaseRatePerAcre"] as const;
const TASK_COLUMNS = [
  "id", "date", "name", "fieldName", "categoryName", "cropType", "cropYear", "acresCovered", "costPerAcre",
  "equipmentRental", "equipmentDescription", "equipmentTotal", "totalCost", "yieldAmount", "yieldUnit",
  "yieldValuePerUnit", "totalYieldValue", "fertilizerGallonsApplied", "irrigationType", "irrigationHours",
  "waterInchesApplied", "waterAssessmentTotal", "rentTotal", "notes",
] as const;

/**
 * One CSV with two sections, fields then tasks, each under its own header row. Every figure is the API's
 * own value, copied as sent.
 */
export function buildExportCsv(fields: Field[], tasks: Task[]): string {
  const fieldRows = fields.map((f) => FIELD_COLUMNS.map((c) => (f as Record<string, unknown>)[c] ?? ""));
  const taskRows = tasks.map((t) => TASK_COLUMNS.map((c) => (t as Record<string, unknown>)[c] ?? ""));
  return [
    Papa.unparse([["Fields"], [...FIELD_COLUMNS], ...fieldRows]),
    Papa.unparse([["Tasks"], [...TASK_COLUMNS], ...taskRows]),
  ].join("\r\n\r\n");
}

/** Hands a text to the browser as a file download. */
export function download(fileName: string, text: string, type = "text/csv;charset=utf-8") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

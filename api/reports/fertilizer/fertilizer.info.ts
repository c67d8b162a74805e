import { defineReportInfo, param } from "../report-info";

/** Fertilizer Application Report of a crop year: one row per application, N, P and K per unit and per acre. */
export const fertilizerInfo = defineReportInfo({
  name: "fertilizer",
  title: "Fertilizer Application Report",
  path: "/reports/fertilizer",
  // Its own screen: the Reports tab Fertilizer (admin-ui/reports/report-tabs.tsx).
  screen: "reports",
  // The current entity before the filter: the order of the records its access declaration checks.
  params: [
    param("year", "query", "year"),
    param("currentEntityId", "query", "entity", false),
    param("entity", "query", "entity", false, { all: true }),
    param("crop", "query", "crop", false),
  ],
  columns: [
    ["fieldName", "text", "Field"],
    ["cropType", "text", "Crop"],
    ["acres", "acres", "Acres"],
    ["date", "date", "Date"],
    ["taskName", "text", "Task"],
    ["fertilizerName", "text", "Fertilizer"],
    ["unitsPerAcre", "quantity", "Units/Acre"],
    ["nPerUnit", "quantity", "N/Unit"],
    ["pPerUnit", "quantity", "P/Unit"],
    ["kPerUnit", "quantity", "K/Unit"],
    ["nPerAcre", "quantity", "N per Acre"],
    ["pPerAcre", "quantity", "P per Acre"],
    ["kPerAcre", "quantity", "K per Acre"],
  ],
});

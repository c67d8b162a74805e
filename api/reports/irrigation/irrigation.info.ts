import { defineReportInfo, param } from "../report-info";

/** Irrigation Report of a crop year: one row per irrigation, its hours and inches of water. */
export const irrigationInfo = defineReportInfo({
  name: "irrigation",
  title: "Irrigation Report",
  path: "/reports/irrigation",
  // Its own screen: the Reports tab Irrigation (admin-ui/reports/report-tabs.tsx).
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
    ["irrigationType", "text", "Irrigation Type"],
    ["hours", "quantity", "Duration (Hours)"],
    ["inches", "quantity", "Water Applied (Inches)"],
  ],
});

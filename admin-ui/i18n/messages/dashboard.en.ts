import type { Messages } from "./types";

/**
 * The dashboard's texts in English, in a module of their own: the first screen bundles them without the Spanish,
 * which arrives with the whole catalogue (first-screen-english.ts). The area itself is dashboard.ts.
 */
export const dashboardEnglish: Messages = {
  dashboard: {
    noCostsRecordedForThis: "No costs recorded for this crop year yet.",
    costByCategory: "Cost by Category",
    totalCost: "Total cost",
    costPerAcreByField: "Cost per Acre by Field",
    costPerAcre: "Cost per acre",
    dashboard: "Dashboard",
    networkAccess: "Network Access",
    online: "Online",
    offline: "Offline",
    quickActions: "Quick Actions",
    addNewTask: "Add New Task",
    addNewField: "Add New Field",
    bulkImport: "Bulk Import",
    generateReport: "Generate Report",
    recentFieldActivity: "Recent Field Activity",
    noFieldActivityRecordedFor: "No field activity recorded for crop year",
    yet: "yet.",
    rentDue: "Rent Due",
    overdueNextDays: "Overdue %{overdueTotal} · next %{days} days %{soonTotal}",
    overdue: "Overdue",
    due: "Due",
    cropYear: "· crop year",
    failedToLoadTheSummary: "Failed to load the summary",
    totalFields: "Total Fields",
    totalAcres: "%{totalAcres} total acres",
    monthlyCost: "Monthly Cost",
    t82VsLastMonth: "↓ 8.2% vs last month",
    costPerAcre2: "Cost per Acre",
    averageAcrossAllFields: "Average across all fields",
    activeTasks: "Active Tasks",
    inProgressThisMonth: "In progress this month",
  },
};

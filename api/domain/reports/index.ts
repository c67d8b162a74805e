/** The report maths: pure functions from rows to report figures, shared by the API, the PDFs, the CLI and the UI. */
export * from "./types";
export * from "./period";
export * from "./task-rules";
export * from "./protectants";
export * from "./percentages";
export * from "./field-groups";
export * from "./monthly-invoice";
export * from "./equipment-invoice";
export * from "./equipment-summary";
export * from "./cost-summary";
export * from "./detailed-operations";
export * from "./field-summary";
export * from "./acreage";
export * from "./fertilizer";
export * from "./irrigation";
export * from "./field-profitability";
export * from "./shapes";

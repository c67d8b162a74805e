export * from "./chart";
export * from "./journal";
export * from "./journal-files";
export * from "./journal-shape";
export * from "./period";
export * from "./schedule-f";
export * from "./crop-sales";

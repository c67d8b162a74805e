export * from "./chart";

export * from "./budget-vs-actual";
export * from "./cost-of-production";
export * from "./field-money";
export * from "./from-actuals";
export * from "./plan";
export * from "./shapes";
export * from "./variance";
export * from "./what-if";

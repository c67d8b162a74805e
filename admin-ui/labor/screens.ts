/**
 * The Labor & Machines group's screens, one chunk loaded when the first of them opens (labor/index.ts): one import
 * in the first script for all of them, which keeps the first screen within its size goal (bench/ui-bundle-size.ts).
 */
export { LaborRulePage } from "./LaborRule";
export { MachineCreate, MachineEdit, MachineList } from "./Machines";
export { TimePage } from "./Time";
export { WorkerCreate, WorkerEdit, WorkerList } from "./Workers";

/**
 * The Harvest & Sales group's screens, one chunk loaded when the first of them opens (harvest/index.ts): one import
 * in the first script for all of them, which keeps the first screen within its size goal (bench/ui-bundle-size.ts).
 */
export { BuyerCreate, BuyerEdit, BuyerList } from "./Buyers";
export { ContractCreate, ContractEdit, ContractList } from "./Contracts";
export { CropMarkList } from "./CropMarks";
export { DeliveryCreate, DeliveryEdit, DeliveryList } from "./Deliveries";
export { SettlementCreate, SettlementEdit, SettlementList } from "./Settlements";
export { StoragePage } from "./Storage";
export { TicketCreate, TicketEdit, TicketList } from "./Tickets";

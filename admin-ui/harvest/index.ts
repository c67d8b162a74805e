import { lazyScreen } from "../lib/lazy-screen";
import { EVERYONE, OFFICE, type ResourceEntry, type ScreenEntry } from "../navigation/types";

/**
 * The Harvest & Sales group (issue 37; DECISIONS.md "Navigation"): scale tickets, the crop in storage, buyers, their
 * contracts, deliveries and settlements, and the office's mark prices; the registered harvest reports follow them
 * (navigation/report-screens.ts). Tickets are for every role, crew included (quantities only: no screen of theirs
 * shows money); the rest are the office's. Admins and editors change them (`writes`, WRITERS). Their screens are one
 * lazily loaded chunk (./screens.ts).
 */
const screens = () => import("./screens");

/** Loads harvested from a field to a bin or straight to a buyer: a phone-first form and the CSV import. */
export const harvestTickets: ResourceEntry = {
  name: "harvest-tickets",
  list: lazyScreen(screens, (m) => m.TicketList),
  create: lazyScreen(screens, (m) => m.TicketCreate),
  edit: lazyScreen(screens, (m) => m.TicketEdit),
  label: "layout.nav.tickets",
  group: "harvest",
  roles: EVERYONE,
  writes: "harvest-tickets",
};

/** On hand per crop, crop year and location; the farm's storage locations; shrink and count adjustments. */
export const storage: ScreenEntry = {
  id: "storage",
  path: "/storage",
  label: "layout.nav.storage",
  group: "harvest",
  roles: OFFICE,
  element: lazyScreen(screens, (m) => m.StoragePage),
};

/** Elevators, processors and merchants the farm sells to (one list for the farm). */
export const buyers: ResourceEntry = {
  name: "buyers",
  list: lazyScreen(screens, (m) => m.BuyerList),
  create: lazyScreen(screens, (m) => m.BuyerCreate),
  edit: lazyScreen(screens, (m) => m.BuyerEdit),
  label: "layout.nav.buyers",
  group: "harvest",
  roles: OFFICE,
  writes: "buyers",
};

/** Contracts to sell a crop, with what is delivered on each and what is still open. */
export const contracts: ResourceEntry = {
  name: "contracts",
  list: lazyScreen(screens, (m) => m.ContractList),
  create: lazyScreen(screens, (m) => m.ContractCreate),
  edit: lazyScreen(screens, (m) => m.ContractEdit),
  label: "layout.nav.contracts",
  group: "harvest",
  roles: OFFICE,
  writes: "contracts",
};

/** Crop delivered to buyers: out of storage here, straight from the field by a ticket. */
export const deliveries: ResourceEntry = {
  name: "deliveries",
  list: lazyScreen(screens, (m) => m.DeliveryList),
  create: lazyScreen(screens, (m) => m.DeliveryCreate),
  edit: lazyScreen(screens, (m) => m.DeliveryEdit),
  label: "layout.nav.deliveries",
  group: "harvest",
  roles: OFFICE,
  writes: "deliveries",
};

/** Buyers' settlements: the deliveries each pays, its deductions and net (the server's), and what was received. */
export const settlements: ResourceEntry = {
  name: "settlements",
  list: lazyScreen(screens, (m) => m.SettlementList),
  create: lazyScreen(screens, (m) => m.SettlementCreate),
  edit: lazyScreen(screens, (m) => m.SettlementEdit),
  label: "layout.nav.settlements",
  group: "harvest",
  roles: OFFICE,
  writes: "settlements",
};

/** The office's mark price per crop and year: the unsold crop's estimated value, never realised income. */
export const cropMarks: ResourceEntry = {
  name: "crop-marks",
  // One mark per crop pool, set (PUT) and removed in a dialog of the list.
  list: lazyScreen(screens, (m) => m.CropMarkList),
  label: "layout.nav.cropMarks",
  group: "harvest",
  roles: OFFICE,
  writes: "crop-marks",
};

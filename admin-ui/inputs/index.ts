import { lazyScreen } from "../lib/lazy-screen";
import { OFFICE, type ResourceEntry } from "../navigation/types";

/**
 * The Inputs group (issue 36; DECISIONS.md "Navigation"): the farm's catalogue of products, its vendors and the
 * purchases of the sidebar's entity; the registered inventory report follows them in the menu
 * (navigation/report-screens.ts). Office roles read them; admins and editors change them (`writes`, WRITERS).
 * Their screens are one lazily loaded chunk (./screens.ts).
 */
const screens = () => import("./screens");

/** Fertilizers, crop protection, seed, soil amendments, fuel; and a product's stock ledger, linked from the list. */
export const products: ResourceEntry = {
  name: "products",
  list: lazyScreen(screens, (m) => m.ProductList),
  create: lazyScreen(screens, (m) => m.ProductCreate),
  edit: lazyScreen(screens, (m) => m.ProductEdit),
  label: "layout.nav.products",
  group: "inputs",
  roles: OFFICE,
  writes: "products",
  // Every receipt, application, return and adjustment of a product at an entity (`?product=<id>`), with the
  // "Return or adjust" dialog; linked from the product list (the Stock ledger button, each row's Stock).
  screens: [{ id: "inventory-ledger", path: "/inventory/:entityId", element: lazyScreen(screens, (m) => m.LedgerPage) }],
};

/** The farm's suppliers, named on purchases and returns. */
export const vendors: ResourceEntry = {
  name: "vendors",
  list: lazyScreen(screens, (m) => m.VendorList),
  create: lazyScreen(screens, (m) => m.VendorCreate),
  edit: lazyScreen(screens, (m) => m.VendorEdit),
  label: "layout.nav.vendors",
  group: "inputs",
  roles: OFFICE,
  writes: "vendors",
};

/**
 * Suppliers' invoices of the sidebar's entity; each adds its lines to the entity's stock. A purchase's lines and
 * their freight and tax shares open over the list, where a save lands too; the CSV import is a dialog of the list.
 */
export const purchases: ResourceEntry = {
  name: "purchases",
  list: lazyScreen(screens, (m) => m.PurchaseList),
  create: lazyScreen(screens, (m) => m.PurchaseCreate),
  edit: lazyScreen(screens, (m) => m.PurchaseEdit),
  label: "layout.nav.purchases",
  group: "inputs",
  roles: OFFICE,
  writes: "purchases",
};

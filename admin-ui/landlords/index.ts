import { lazyScreen } from "../lib/lazy-screen";
import { OFFICE, type ResourceEntry } from "../navigation/types";

/** Landlords, shared by every entity, and each landlord's statement, reached from the list. */
export const landlords: ResourceEntry = {
  name: "landlords",
  list: lazyScreen(() => import("./LandlordList"), (m) => m.LandlordList),
  create: lazyScreen(() => import("./LandlordForms"), (m) => m.LandlordCreate),
  edit: lazyScreen(() => import("./LandlordForms"), (m) => m.LandlordEdit),
  label: "layout.nav.landlords",
  group: "land",
  roles: OFFICE,
  writes: "landlords",
  screens: [{ id: "landlord-statement", path: "/landlords/:id/statement", element: lazyScreen(() => import("./StatementPage"), (m) => m.StatementPage) }],
};

import { lazyScreen } from "../lib/lazy-screen";
import { OFFICE, type ResourceEntry } from "../navigation/types";

/** Leases: a field's landlords, shares and terms. */
export const leases: ResourceEntry = {
  name: "leases",
  list: lazyScreen(() => import("./LeaseList"), (m) => m.LeaseList),
  create: lazyScreen(() => import("./LeaseCreateEdit"), (m) => m.LeaseCreate),
  edit: lazyScreen(() => import("./LeaseCreateEdit"), (m) => m.LeaseEdit),
  label: "layout.nav.leases",
  group: "land",
  roles: OFFICE,
  writes: "leases",
};

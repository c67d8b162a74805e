import { lazyScreen } from "../lib/lazy-screen";
import { OFFICE, type ResourceEntry } from "../navigation/types";

/** Rent payments to landlords, per lease. */
export const payments: ResourceEntry = {
  name: "payments",
  list: lazyScreen(() => import("./Payments"), (m) => m.PaymentList),
  create: lazyScreen(() => import("./Payments"), (m) => m.PaymentCreate),
  label: "layout.nav.payments",
  group: "land",
  roles: OFFICE,
  writes: "payments",
};

import { lazyScreen } from "../lib/lazy-screen";
import { EVERYONE, OFFICE, type ResourceEntry, type ScreenEntry } from "../navigation/types";

/**
 * The Labor & Machines group (issue 38; DECISIONS.md "Navigation"): hours worked (crew record their own on a phone,
 * never seeing money; the office approves a week at a glance), workers and their dated rates, machines with their
 * cost per hour and fuel log, and the entity's labor rule; the registered labor reports follow them
 * (navigation/report-screens.ts). Admins and editors change them (`writes`, WRITERS). Their screens are one lazily
 * loaded chunk (./screens.ts).
 */
const screens = () => import("./screens");

/** Hours: a crew account records its own; the office sees a week per worker and approves it. */
export const time: ScreenEntry = { id: "time", path: "/time", label: "layout.nav.time", group: "labor", roles: EVERYONE, element: lazyScreen(screens, (m) => m.TimePage) };

/** The people who work for the farm, each with dated hourly and piece rates. */
export const workers: ResourceEntry = {
  name: "workers",
  list: lazyScreen(screens, (m) => m.WorkerList),
  create: lazyScreen(screens, (m) => m.WorkerCreate),
  edit: lazyScreen(screens, (m) => m.WorkerEdit),
  label: "layout.nav.workers",
  group: "labor",
  roles: OFFICE,
  writes: "workers",
};

/** Tractors, sprayers, harvesters...: the cost per hour their time is charged at, entered or worked out; fuel log. */
export const machines: ResourceEntry = {
  name: "machines",
  list: lazyScreen(screens, (m) => m.MachineList),
  create: lazyScreen(screens, (m) => m.MachineCreate),
  edit: lazyScreen(screens, (m) => m.MachineEdit),
  label: "layout.nav.machines",
  group: "labor",
  roles: OFFICE,
  writes: "machines",
};

/** The entity's employer rule: burden, overtime thresholds and multipliers, week start (California's by default). */
export const laborRule: ScreenEntry = {
  id: "labor-rule",
  path: "/labor-rule",
  label: "layout.nav.laborRule",
  group: "labor",
  roles: OFFICE,
  element: lazyScreen(screens, (m) => m.LaborRulePage),
};

import { lazyScreen } from "../lib/lazy-screen";
import { genericReportNames } from "./report-names" with { type: "macro" };
import { type MenuGroup, OFFICE, type ScreenEntry } from "./types";

/**
 * Each registered report's screen (the generic report screen, reports/RegisteredReport.tsx), derived from the report
 * catalog: a report added to api/reports/catalog.ts gets its screen and its place in the menu with no entry here.
 * A report with a screen of its own (the catalog's `screen`: a Reports tab, reports/report-tabs.ts, or a page such as
 * the landlord's statement) is shown there instead.
 * Where it shows (DECISIONS.md "Navigation"): Schedule F and the general journal in the Accounting group, the
 * inventory in Inputs, the crop position and the loads not yet settled in Harvest & Sales, payroll, labor by field and machine
 * utilisation in Labor & Machines; every other
 * report on the Reports tab, which links to it (the tab is a spec tab, so its reports stay under it rather than growing
 * the sidebar).
 * Roles: the office, as the report routes' access declaration (`reportAccess`, api/reports/define-report.ts).
 * docs/decisions/navigation-registry.md.
 */

/** A report's own menu entry, where it has one; the others are reached from the Reports tab. */
const IN_MENU: Readonly<Record<string, { group: MenuGroup; label: string }>> = {
  "schedule-f": { group: "accounting", label: "layout.nav.scheduleF" },
  journal: { group: "accounting", label: "layout.nav.journal" },
  inventory: { group: "inputs", label: "layout.nav.inventory" },
  "crop-position": { group: "harvest", label: "layout.nav.cropPosition" },
  "unsettled-loads": { group: "harvest", label: "layout.nav.unsettledLoads" },
  payroll: { group: "labor", label: "layout.nav.payroll" },
  "labor-by-field": { group: "labor", label: "layout.nav.laborByField" },
  "machine-utilisation": { group: "labor", label: "layout.nav.machineUse" },
};

/** The address of a registered report's screen. */
export const reportScreenPath = (name: string) => `/reports/view/${name}`;

const RegisteredReport = lazyScreen(() => import("../reports/RegisteredReport"), (m) => m.RegisteredReport);

/** The report screens shown in a menu group, or (`"reports"`) linked from the Reports tab, in the catalog's order. */
export function reportScreens(where: MenuGroup | "reports"): ScreenEntry[] {
  return genericReportNames().flatMap((name): ScreenEntry[] => {
    const menu = IN_MENU[name];
    if ((menu?.group ?? "reports") !== where) return [];
    const screen = { id: `report-${name}`, path: reportScreenPath(name), roles: OFFICE, element: RegisteredReport };
    return [menu ? { ...screen, ...menu } : { ...screen, parent: "reports" }];
  });
}

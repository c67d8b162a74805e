import AssessmentIcon from "@mui/icons-material/Assessment";
import DashboardIcon from "@mui/icons-material/Dashboard";
import EditNoteIcon from "@mui/icons-material/EditNote";
import MapIcon from "@mui/icons-material/Map";
import SettingsIcon from "@mui/icons-material/Settings";
import TerrainIcon from "@mui/icons-material/Terrain";
import { matchPath } from "react-router-dom";
import { Dashboard } from "../dashboard/Dashboard";
import { fields } from "../fields";
import { landlords } from "../landlords";
import { leases } from "../leases";
import { lazyScreen } from "../lib/lazy-screen";
import { payments } from "../payments";
import { products, purchases, vendors } from "../inputs";
import { buyers, contracts, cropMarks, deliveries, harvestTickets, settlements, storage } from "../harvest";
import { laborRule, machines, time, workers } from "../labor";
import { reportScreens } from "./report-screens";
import { tasks } from "../tasks";
import { ADMINS, CREW, EVERYONE, type MenuGroup, OFFICE, type ResourceEntry, type ScreenEntry } from "./types";
import { mayWrite } from "../../api/client/rules";

/**
 * Every screen and resource of the SPA, registered once, in menu order (docs/decisions/navigation-registry.md).
 * App.tsx makes its <Resource>s and <CustomRoutes> from it, the sidebar and the user menu their entries, the layout
 * its role check, and tests/e2e/navigation.e2e.ts its walk. Every screen but the dashboard is lazily loaded.
 */
const REGISTRY: ReadonlyArray<ResourceEntry | ScreenEntry> = [
  // The spec's six tabs (000 section 2), in its words and order.
  { id: "dashboard", path: "/dashboard", label: "layout.tabDashboard", icon: DashboardIcon, group: "tabs", roles: OFFICE, element: Dashboard },
  fields,
  tasks,
  {
    id: "reports", path: "/reports", label: "layout.tabReports", icon: AssessmentIcon, group: "tabs", roles: OFFICE,
    element: lazyScreen(() => import("../reports/ReportsPage"), (m) => m.ReportsPage),
  },
  // The registered reports the Reports tab links to (navigation/report-screens.ts).
  ...reportScreens("reports"),
  { id: "maps", path: "/maps", label: "layout.tabMaps", icon: MapIcon, group: "tabs", roles: OFFICE, element: lazyScreen(() => import("../maps/MapsPage"), (m) => m.MapsPage) },
  {
    id: "settings", path: "/settings", label: "layout.tabSettings", icon: SettingsIcon, group: "tabs", roles: EVERYONE,
    element: lazyScreen(() => import("../settings/SettingsPage"), (m) => m.SettingsPage),
  },
  // A crew account's home: its form and its own entries.
  {
    id: "record", path: "/record", label: "layout.nav.record", icon: EditNoteIcon, group: "crew", roles: CREW,
    element: lazyScreen(() => import("../crew/RecordWorkPage"), (m) => m.RecordWorkPage),
  },
  // Land.
  landlords,
  leases,
  payments,
  // Inputs: the catalogue (a product's ledger is a screen of its list), suppliers, their invoices, then the
  // registered inventory report.
  products,
  vendors,
  purchases,
  ...reportScreens("inputs"),
  // Harvest & Sales: scale tickets (crew record them too, quantities only), crop in storage, buyers, their contracts,
  // deliveries and settlements, the office's mark prices, then the registered harvest reports placed in the group.
  harvestTickets,
  storage,
  buyers,
  contracts,
  deliveries,
  settlements,
  cropMarks,
  ...reportScreens("harvest"),
  // Labor & Machines: hours (crew record their own, the office approves a week), workers and their rates, machines
  // and their fuel, the entity's labor rule, then the registered labor reports placed in the group.
  time,
  workers,
  machines,
  laborRule,
  ...reportScreens("labor"),
  // Map: the fields drawn where they lie, coloured by a figure of the crop year, their boundaries imported or drawn.
  {
    id: "farm-map", path: "/farm-map", label: "layout.nav.farmMap", icon: TerrainIcon, group: "map", roles: OFFICE,
    element: lazyScreen(() => import("../farm-map/FarmMapPage"), (m) => m.FarmMapPage),
  },
  // Accounting (the journal export is on the chart of accounts screen), then its registered reports (Schedule F).
  {
    id: "chart-of-accounts", path: "/admin/accounts", label: "layout.nav.chartOfAccounts", group: "accounting", roles: ADMINS,
    element: lazyScreen(() => import("../accounting/ChartOfAccountsPage"), (m) => m.ChartOfAccountsPage),
  },
  ...reportScreens("accounting"),
  // The user menu (spec 000 section 2).
  {
    id: "equipment-reports", path: "/equipment-reports", label: "layout.equipmentReports", group: "user", roles: OFFICE,
    element: lazyScreen(() => import("../equipment/EquipmentReportsPage"), (m) => m.EquipmentReportsPage),
  },
  {
    id: "stone-invoice", path: "/stone-equipment-invoice", label: "layout.stoneEquipmentInvoice", group: "user", roles: OFFICE,
    element: lazyScreen(() => import("../equipment/StoneInvoicePage"), (m) => m.StoneInvoicePage),
  },
  {
    id: "admin", path: "/admin", label: "layout.adminPanel", group: "user", roles: ADMINS,
    element: lazyScreen(() => import("../admin/UserManagementPage"), (m) => m.UserManagementPage),
  },
  // Under the user menu's Admin Panel.
  {
    id: "price-list", path: "/admin/price-list", label: "layout.nav.priceList", group: "admin", roles: ADMINS,
    element: lazyScreen(() => import("../admin/PriceListPage"), (m) => m.PriceListPage),
  },
  {
    id: "recovery", path: "/admin/recovery", label: "layout.nav.recovery", group: "admin", roles: ADMINS, denial: "onlyAdministratorsCanAccessThe",
    element: lazyScreen(() => import("../admin/RecoveryPage"), (m) => m.RecoveryPage),
  },
  {
    id: "backup", path: "/admin/backup", label: "layout.nav.backup", group: "admin", roles: ADMINS,
    element: lazyScreen(() => import("../admin/BackupPage"), (m) => m.BackupPage),
  },
  {
    id: "audit", path: "/admin/audit", label: "layout.nav.audit", group: "admin", roles: ADMINS,
    element: lazyScreen(() => import("../admin/AuditLogPage"), (m) => m.AuditLogPage),
  },
  // Collections other screens read, without screens of their own.
  { name: "entities", roles: EVERYONE },
  { name: "task-categories", roles: EVERYONE },
  { name: "fertilizers", roles: EVERYONE },
];

/** The sidebar's groups, in order: a crew account's work, the six tabs, then the product's additions, labelled. */
export const GROUPS: ReadonlyArray<{ id: MenuGroup; label?: string; tabs?: boolean }> = [
  { id: "crew", tabs: true },
  { id: "tabs", tabs: true },
  { id: "land", label: "layout.nav.land" },
  { id: "inputs", label: "layout.nav.inputs" },
  { id: "harvest", label: "layout.nav.harvest" },
  { id: "labor", label: "layout.nav.labor" },
  { id: "map", label: "layout.nav.map" },
  { id: "accounting", label: "layout.nav.accounting" },
];

/** A crew account's home, where any other path sends it. */
export const CREW_HOME = "/record";

const isResource = (e: ResourceEntry | ScreenEntry): e is ResourceEntry => "name" in e;

/** The resources, for App.tsx's <Resource>s. */
export const RESOURCES: readonly ResourceEntry[] = REGISTRY.filter(isResource);

/** The custom screens, for App.tsx's <CustomRoutes>: the registry's own and the resources' parameter screens. */
export const CUSTOM_SCREENS: readonly ScreenEntry[] = REGISTRY.flatMap((e) =>
  isResource(e) ? (e.screens ?? []).map((s) => ({ ...s, parent: e.name, roles: e.roles })) : [e],
);

/** Every screen in menu order, a resource's list as a screen named after the resource: what the menus show. */
export const SCREENS: readonly ScreenEntry[] = REGISTRY.flatMap((e) => {
  if (!isResource(e)) return [e];
  if (!e.list) return [];
  const { name, list, icon, label, group, roles } = e;
  const own: ScreenEntry = { id: name, path: `/${name}`, element: list, icon, label, group, roles };
  return [own, ...CUSTOM_SCREENS.filter((s) => s.parent === name)];
});

/** The menu entries of a group a role may use, in order. */
export const entriesOf = (group: MenuGroup, role: string | undefined): ScreenEntry[] =>
  SCREENS.filter((s) => s.group === group && mayUse(s, role));

/** True when the role may use the screen. */
export const mayUse = (screen: Pick<ScreenEntry, "roles">, role: string | undefined) => (screen.roles as readonly string[]).includes(role ?? "");

/**
 * The registered screen shown at a path ("/" is the dashboard; a resource's create and edit are its screen, for the
 * roles that may create or change its records when the resource says which it `writes`).
 */
export function screenAt(pathname: string): ScreenEntry | undefined {
  const path = pathname === "/" || pathname === "" ? "/dashboard" : pathname;
  const custom = CUSTOM_SCREENS.find((s) => matchPath(s.path, path));
  if (custom) return custom;
  const [, name, rest] = path.split("/");
  const list = SCREENS.find((s) => s.id === name && !s.parent && RESOURCES.some((r) => r.name === name));
  const writes = RESOURCES.find((r) => r.name === name)?.writes;
  if (!list || !writes || !rest) return list;
  const verb = rest === "create" ? "create" : "update";
  return { ...list, roles: list.roles.filter((role) => mayWrite(role, writes, verb)) };
}

/** The menu entry to highlight at a path: the screen's own, or its parent's for a parameter screen. */
export function menuEntryAt(pathname: string): string | undefined {
  const screen = screenAt(pathname);
  return screen?.parent ?? screen?.id;
}

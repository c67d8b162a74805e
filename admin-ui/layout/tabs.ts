import AgricultureIcon from "@mui/icons-material/Agriculture";
import AssessmentIcon from "@mui/icons-material/Assessment";
import DashboardIcon from "@mui/icons-material/Dashboard";
import MapIcon from "@mui/icons-material/Map";
import ReceiptLongIcon from "@mui/icons-material/ReceiptLong";
import SettingsIcon from "@mui/icons-material/Settings";

/** The six tabs of the shell (spec 000 section 2), in order, with the route each one shows; labels are catalogue keys. */
export const TABS = [
  { id: "dashboard", label: "layout.tabDashboard", path: "/dashboard", icon: DashboardIcon },
  { id: "fields", label: "layout.tabFields", path: "/fields", icon: AgricultureIcon },
  { id: "tasks", label: "layout.tabTasks", path: "/tasks", icon: ReceiptLongIcon },
  { id: "reports", label: "layout.tabReports", path: "/reports", icon: AssessmentIcon },
  { id: "maps", label: "layout.tabMaps", path: "/maps", icon: MapIcon },
  { id: "settings", label: "layout.tabSettings", path: "/settings", icon: SettingsIcon },
] as const;

/** The tab a location belongs to; "/" is the dashboard. */
export function tabOf(pathname: string): string | undefined {
  if (pathname === "/" || pathname === "") return "dashboard";
  return TABS.find((t) => pathname === t.path || pathname.startsWith(`${t.path}/`))?.id;
}

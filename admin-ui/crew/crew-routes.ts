import EditNoteIcon from "@mui/icons-material/EditNote";
import SettingsIcon from "@mui/icons-material/Settings";

/** A crew account's home. */
export const CREW_HOME = "/record";

/** The crew menu: Record work and Settings (the account's own profile and password), nothing else. */
export const CREW_TABS = [
  { id: "record", label: "crew.menu.record", path: CREW_HOME, icon: EditNoteIcon },
  { id: "settings", label: "crew.menu.settings", path: "/settings", icon: SettingsIcon },
] as const;

/** True for the paths a crew account may open; any other one sends it to /record. */
export const crewMayOpen = (pathname: string) => CREW_TABS.some((t) => pathname === t.path || pathname.startsWith(`${t.path}/`));

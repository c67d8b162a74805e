import { List, ListItemButton, ListItemIcon, ListItemText } from "@mui/material";
import { useLocation, useNavigate, useTranslate } from "react-admin";
import { CREW_TABS } from "../crew/crew-routes";
import { useCanEdit } from "../lib/usePermissionsInfo";
import { TABS, tabOf } from "./tabs";

/** The shell's tab list; a tab switches the main area in place. A crew account has its own two tabs. */
export function TabMenu() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const translate = useTranslate();
  const { isCrew } = useCanEdit();
  const tabs: ReadonlyArray<{ id: string; label: string; path: string; icon: (typeof TABS)[number]["icon"] }> = isCrew ? CREW_TABS : TABS;
  const current = isCrew ? CREW_TABS.find((t) => pathname.startsWith(t.path))?.id : tabOf(pathname);
  return (
    <List component="nav" aria-label={translate("layout.main")} sx={{ px: 1 }}>
      {tabs.map(({ id, label, path, icon: Icon }) => (
        <ListItemButton
          key={id}
          selected={current === id}
          onClick={() => navigate(path)}
          role="tab"
          aria-selected={current === id}
          sx={{ borderRadius: 1.5, mb: 0.25, "&.Mui-selected": { bgcolor: "primary.main", color: "primary.contrastText" }, "&.Mui-selected:hover": { bgcolor: "primary.dark" } }}
        >
          <ListItemIcon sx={{ minWidth: 36, color: "inherit" }}>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={translate(label)} slotProps={{ primary: { variant: "body2", sx: { fontWeight: 500 } } }} />
        </ListItemButton>
      ))}
    </List>
  );
}

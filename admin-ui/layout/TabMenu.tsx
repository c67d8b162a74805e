import { List, ListItemButton, ListItemIcon, ListItemText } from "@mui/material";
import { useLocation, useNavigate } from "react-admin";
import { TABS, tabOf } from "./tabs";

/** The shell's tab list; a tab switches the main area in place. */
export function TabMenu() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = tabOf(pathname);
  return (
    <List component="nav" aria-label="Main" sx={{ px: 1 }}>
      {TABS.map(({ id, label, path, icon: Icon }) => (
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
          <ListItemText primary={label} slotProps={{ primary: { variant: "body2", sx: { fontWeight: 500 } } }} />
        </ListItemButton>
      ))}
    </List>
  );
}

import { Box, List, ListItemButton, ListItemIcon, ListItemText, Typography } from "@mui/material";
import { useLocation, useNavigate, usePermissions, useTranslate } from "react-admin";
import { Link } from "react-router-dom";
import type { Permissions } from "../authProvider";
import { entriesOf, GROUPS, menuEntryAt } from "../navigation/registry";

const itemSx = { borderRadius: 1.5, mb: 0.25, "&.Mui-selected": { bgcolor: "primary.main", color: "primary.contrastText" }, "&.Mui-selected:hover": { bgcolor: "primary.dark" } };

/**
 * The sidebar's menu, from the registry (navigation/registry.ts): the spec's six tabs (a tab switches the main area
 * in place), then the product's labelled groups of links, each entry shown only to the roles that may use it. A
 * crew account sees Record work and Settings.
 */
export function TabMenu() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const translate = useTranslate();
  const { permissions } = usePermissions<Permissions>();
  const current = menuEntryAt(pathname);
  return (
    <Box component="nav" aria-label={translate("layout.main")} sx={{ px: 1, pb: 1 }}>
      {GROUPS.map((group) => {
        const entries = entriesOf(group.id, permissions?.role);
        if (entries.length === 0) return null;
        const heading = `menu-group-${group.id}`;
        return (
          <List key={group.id} dense={!group.tabs} disablePadding sx={{ pt: group.tabs ? 1 : 0.5 }} aria-labelledby={group.label ? heading : undefined}>
            {group.label && (
              <Typography id={heading} component="div" variant="overline" color="text.secondary" sx={{ display: "block", px: 2, pt: 1, lineHeight: 2, fontWeight: 600 }}>
                {translate(group.label)}
              </Typography>
            )}
            {entries.map(({ id, label = id, path, icon: Icon }) => {
              const selected = current === id;
              // The tabs switch in place (role tab, spec 000); the other entries are plain links.
              const as = group.tabs ? { onClick: () => navigate(path), role: "tab", "aria-selected": selected } : { component: Link, to: path, "aria-current": selected ? ("page" as const) : undefined };
              return (
                <ListItemButton key={id} selected={selected} data-menu-entry={id} sx={itemSx} {...as}>
                  {Icon && (
                    <ListItemIcon sx={{ minWidth: 36, color: "inherit" }}>
                      <Icon fontSize="small" />
                    </ListItemIcon>
                  )}
                  {/* An entry without an icon lines its text up with the tabs' (after their 36 px icon column). */}
                  <ListItemText primary={translate(label)} sx={{ pl: Icon ? 0 : "36px" }} slotProps={{ primary: { variant: "body2", sx: { fontWeight: 500 } } }} />
                </ListItemButton>
              );
            })}
          </List>
        );
      })}
    </Box>
  );
}

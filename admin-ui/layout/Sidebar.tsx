import SpaIcon from "@mui/icons-material/Spa";
import { Box, Typography } from "@mui/material";
import { memo } from "react";
import { EntitySelector } from "./EntitySelector";
import { LanFooter } from "./LanFooter";
import { TabMenu } from "./TabMenu";
import { useTranslate } from "react-admin";

export const SIDEBAR_WIDTH = 272;

/**
 * Product title, the farm entity selector, the six tabs and the LAN status. The outer box stretches with the
 * page so its background and border run the full height; the inner one stays in view while the page scrolls.
 * Memoized (it takes no props): it renders when what it reads changes (the entities, the tab, the language), not
 * each time the layout around it does.
 */
export const Sidebar = memo(SidebarContent);

function SidebarContent() {
  const translate = useTranslate();
  return (
    <Box
      component="aside"
      sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, bgcolor: "background.paper", borderRight: 1, borderColor: "divider" }}
    >
      <Box sx={{ display: "flex", flexDirection: "column", position: "sticky", top: 0, height: "100vh" }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, px: 2, py: 2.5 }}>
          <Box sx={{ bgcolor: "primary.main", color: "primary.contrastText", borderRadius: 2, p: 1, display: "flex" }}>
            <SpaIcon />
          </Box>
          <Box>
            <Typography variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
              Farm Cost Manager
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {translate("layout.multiEntityManagement")}
            </Typography>
          </Box>
        </Box>
        <EntitySelector />
        <Box sx={{ flex: 1, overflowY: "auto" }}>
          <TabMenu />
        </Box>
        <LanFooter />
      </Box>
    </Box>
  );
}

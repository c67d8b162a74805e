import CalendarMonthIcon from "@mui/icons-material/CalendarMonth";
import FileDownloadIcon from "@mui/icons-material/FileDownload";
import MenuIcon from "@mui/icons-material/Menu";
import { Box, Button, IconButton, Typography } from "@mui/material";
import { lazy, memo, Suspense } from "react";
import { CropYearSelect } from "./CropYearSelect";
import { useCanEdit } from "../lib/usePermissionsInfo";
import { useEntities } from "./useEntities";
import { useExportData } from "./useExportData";
import { UserMenu } from "./UserMenu";
import { useTranslate } from "react-admin";
import { monthYear } from "../lib/format";

// Shown only before the first farm entity exists: a chunk of its own, off the first screen.
const NoEntityYet = lazy(() => import("./NoEntityYet").then((m) => ({ default: m.NoEntityYet })));
// "3 entries waiting to send" while the outbox holds entries kept offline: its own chunk with the outbox (offline/).
const OutboxIndicator = lazy(() => import("../offline/OutboxIndicator").then((m) => ({ default: m.OutboxIndicator })));

/** The top bar's element id: small screens' toasts are placed just under it (ToastNotification). */
export const TOP_BAR_ID = "top-bar";

/**
 * The entity's name and location, the crop year, today's month, Export Data and the user menu. On a small screen
 * it starts with the button that opens the sidebar drawer; the month and Export Data (also in the user menu) give
 * way to the content. Memoized, as the sidebar is: the layout gives it the same `onMenu` on every render.
 */
export const TopBar = memo(TopBarContent);

function TopBarContent({ onMenu }: { onMenu?: () => void }) {
  const translate = useTranslate();
  const { selected, entities, isPending, error } = useEntities();
  // The list has answered and holds no entity this account may see: say so, rather than "Loading..." for good.
  const none = !isPending && !error && entities.length === 0;
  const exportData = useExportData();
  // The export holds every figure: not for crew accounts (the server refuses them too).
  const { isCrew } = useCanEdit();
  return (
    <Box
      component="header"
      id={TOP_BAR_ID}
      sx={{ display: "flex", alignItems: "center", gap: { xs: 1, sm: 2 }, px: { xs: 1, sm: 3 }, py: 1.5, bgcolor: "background.paper", borderBottom: 1, borderColor: "divider", flexWrap: "wrap" }}
    >
      {onMenu && (
        <IconButton aria-label={translate("layout.openMenu")} onClick={onMenu} edge="start">
          <MenuIcon />
        </IconButton>
      )}
      {/* With no entity, its line and the way to add one take a phone's whole first row (the year and menu go under). */}
      <Box sx={{ flex: 1, minWidth: { xs: 0, sm: 200 }, flexBasis: none ? { xs: "calc(100% - 56px)", sm: 0 } : undefined }}>
        <Typography variant="h6" noWrap={!none} sx={{ fontWeight: 700, lineHeight: 1.2, fontSize: { xs: "1rem", sm: "1.25rem" } }} data-testid="entity-name">
          {selected?.name ?? translate(none ? "layout.noFarmEntitiesYet" : "layout.loading")}
        </Typography>
        {none && (
          <Suspense fallback={null}>
            <NoEntityYet />
          </Suspense>
        )}
        {selected?.location && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {selected.location}
          </Typography>
        )}
      </Box>
      <CropYearSelect />
      <Box sx={{ display: { xs: "none", md: "flex" }, alignItems: "center", gap: 0.5, color: "text.secondary" }}>
        <CalendarMonthIcon fontSize="small" />
        <Typography variant="body2">{monthYear()}</Typography>
      </Box>
      {!isCrew && (
        <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={() => void exportData()} sx={{ display: { xs: "none", md: "inline-flex" } }}>
          {translate("layout.exportData")}
        </Button>
      )}
      <Suspense fallback={null}>
        <OutboxIndicator />
      </Suspense>
      <UserMenu />
    </Box>
  );
}

import CalendarMonthIcon from "@mui/icons-material/CalendarMonth";
import FileDownloadIcon from "@mui/icons-material/FileDownload";
import { Box, Button, Typography } from "@mui/material";
import { CropYearSelect } from "./CropYearSelect";
import { useEntities } from "./useEntities";
import { useExportData } from "./useExportData";
import { UserMenu } from "./UserMenu";

const monthYear = () => new Date().toLocaleDateString("en-US", { month: "long", year: "numeric" });

/** The entity's name and location, the crop year, today's month, Export Data and the user menu. */
export function TopBar() {
  const { selected } = useEntities();
  const exportData = useExportData();
  return (
    <Box
      component="header"
      sx={{ display: "flex", alignItems: "center", gap: 2, px: 3, py: 1.5, bgcolor: "background.paper", borderBottom: 1, borderColor: "divider", flexWrap: "wrap" }}
    >
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography variant="h6" sx={{ fontWeight: 700, lineHeight: 1.2 }} data-testid="entity-name">
          {selected?.name ?? "Loading..."}
        </Typography>
        {selected?.location && (
          <Typography variant="body2" color="text.secondary">
            {selected.location}
          </Typography>
        )}
      </Box>
      <CropYearSelect />
      <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, color: "text.secondary" }}>
        <CalendarMonthIcon fontSize="small" />
        <Typography variant="body2">{monthYear()}</Typography>
      </Box>
      <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={() => void exportData()}>
        Export Data
      </Button>
      <UserMenu />
    </Box>
  );
}

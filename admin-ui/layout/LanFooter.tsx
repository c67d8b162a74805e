import { Box, Typography } from "@mui/material";
import { useTranslate } from "react-admin";

/** The sidebar footer: the product is reached over the farm's network (spec 000 section 1). */
export function LanFooter() {
  const translate = useTranslate();
  return (
    <Box sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: "divider", display: "flex", alignItems: "center", gap: 1 }}>
      <Box sx={{ width: 8, height: 8, borderRadius: "50%", bgcolor: "success.main" }} />
      <Box>
        <Typography variant="caption" sx={{ color: "success.dark", fontWeight: 600, display: "block" }}>
          {translate("layout.lanConnected")}
        </Typography>
        <Typography variant="caption" color="text.secondary" data-testid="lan-host">
          {window.location.host}
        </Typography>
      </Box>
    </Box>
  );
}

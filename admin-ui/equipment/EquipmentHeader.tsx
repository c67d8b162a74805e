import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { Box, Button, Typography } from "@mui/material";
import { Link } from "react-router-dom";
import { useTranslate } from "react-admin";

/** The equipment pages' title and subtitle, with the way back to the dashboard; not printed. */
export function EquipmentHeader({ title, subtitle }: { title: string; subtitle: string }) {
  const translate = useTranslate();
  return (
    <Box className="no-print" sx={{ display: "flex", alignItems: "center", gap: 2, mb: 3, flexWrap: "wrap-reverse" }}>
      <Box sx={{ flex: "1 1 260px", minWidth: 0 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{subtitle}</Typography>
      </Box>
      <Button component={Link} to="/dashboard" startIcon={<ArrowBackIcon />}>
        {translate("equipment.backToDashboard")}
      </Button>
    </Box>
  );
}

import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { Box, Button, Typography } from "@mui/material";
import { Link } from "react-router-dom";

/**
 * A screen's visible title (its h1, as Field Management's or the admin screens'), with a line under it and a way back
 * where the screen is reached from another one. react-admin's own `title` goes to an app bar this shell does not have.
 */
export function PageHeading({ title, subtitle, back }: { title: string; subtitle?: string; back?: { to: string; label: string } }) {
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: { xs: 1, sm: 2 }, mb: 2, flexWrap: "wrap" }}>
      {back && (
        <Button component={Link} to={back.to} startIcon={<ArrowBackIcon />} size="small">
          {back.label}
        </Button>
      )}
      <Box sx={{ flex: "1 1 260px", minWidth: 0 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
      </Box>
    </Box>
  );
}

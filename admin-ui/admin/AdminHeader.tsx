import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { Box, Button, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { useTranslate } from "react-admin";

/** Title, subtitle and a way back, shared by the admin screens. */
export function AdminHeader({ title, subtitle, back = "/admin", actions }: { title: string; subtitle: string; back?: string; actions?: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 2, mb: 3, flexWrap: "wrap" }}>
      <Button component={Link} to={back} startIcon={<ArrowBackIcon />} size="small">
        {translate("admin.back")}
      </Button>
      <Box sx={{ flex: "1 1 260px", minWidth: 0 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{subtitle}</Typography>
      </Box>
      {actions}
    </Box>
  );
}

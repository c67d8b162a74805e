import { Box, Button, Typography } from "@mui/material";
import { Link } from "react-router-dom";
import { useTranslate } from "react-admin";

/** The fertilizer and irrigation reports' empty state, with the way to record some. */
export function EmptyApplications({ title, hint }: { title: string; hint: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: "center", py: 5 }}>
      <Typography variant="h6">{title}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {hint}
      </Typography>
      <Box className="no-print" sx={{ display: "flex", gap: 1, justifyContent: "center" }}>
        <Button component={Link} to="/" variant="outlined">
          {translate("reports.goToDashboard")}
        </Button>
        <Button component={Link} to="/tasks" variant="contained">
          {translate("reports.addTasks")}
        </Button>
      </Box>
    </Box>
  );
}

import { Box, Card, CardContent, Typography } from "@mui/material";
import type { ReactNode } from "react";

interface Props {
  title: string;
  value: ReactNode;
  subtitle: ReactNode;
  icon: ReactNode;
  accent: string;
}

/** One of the dashboard's four summary cards. */
export function StatCard({ title, value, subtitle, icon, accent }: Props) {
  return (
    <Card data-testid="stat-card">
      <CardContent>
        <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "flex-start" }}>
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
            {title}
          </Typography>
          <Box sx={{ color: accent, display: "flex" }}>{icon}</Box>
        </Box>
        <Typography variant="h4" sx={{ fontWeight: 700, mt: 1 }} data-testid={`stat-${title}`}>
          {value}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {subtitle}
        </Typography>
      </CardContent>
    </Card>
  );
}

import { Box, Card, CardContent, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { figureSize } from "./figure-size";

interface Props {
  title: string;
  value: ReactNode;
  subtitle: ReactNode;
  icon: ReactNode;
  accent: string;
  /** The figure is an amount: marked `data-money`. */
  money?: boolean;
}

/** One of the dashboard's four summary cards. */
export function StatCard({ title, value, subtitle, icon, accent, money = false }: Props) {
  return (
    <Card data-testid="stat-card">
      <CardContent sx={{ containerType: "inline-size" }}>
        <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "flex-start" }}>
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
            {title}
          </Typography>
          <Box sx={{ color: accent, display: "flex" }}>{icon}</Box>
        </Box>
        {/* The line keeps h4's height (2.125rem x 1.235) when the figure is smaller: the subtitles stay level. */}
        <Typography variant="h4" sx={{ fontWeight: 700, mt: 1, whiteSpace: "nowrap", fontSize: figureSize(value), lineHeight: "2.625rem" }} data-testid={`stat-${title}`} data-money={money ? "" : undefined}>
          {value}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {subtitle}
        </Typography>
      </CardContent>
    </Card>
  );
}

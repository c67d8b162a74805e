import { Box, Card, CardContent, Typography } from "@mui/material";
import type { ReactNode } from "react";

interface Props {
  title: string;
  value: ReactNode;
  subtitle: ReactNode;
  icon: ReactNode;
  accent: string;
  /** The figure is an amount: marked `data-money`. */
  money?: boolean;
}

/** The figure's size: h4's, or smaller so that a long one (a seven-figure cost) fits the card's width on one line. */
function figureSize(value: ReactNode): string | undefined {
  if (typeof value !== "string" || value.length <= 6) return undefined;
  // A bold figure averages under 0.7 em a character (digits about 0.7 in the widest common fonts, commas and the
  // point half that), so the text fills at most the card's inline size (cqi: 1% of it), letter spacing included.
  // i18n-scan: not shown to users (a CSS length)
  return `min(2.125rem, ${(100 / (0.7 * value.length)).toFixed(2)}cqi)`;
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

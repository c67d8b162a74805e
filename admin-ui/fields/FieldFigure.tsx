import { Box, Typography } from "@mui/material";

/** One labelled figure of a field card (acres, seasonal cost, cost per acre); an amount is marked `data-money`, income as a credit. */
export function FieldFigure({ label, value, figure, credit = false }: { label: string; value: string; figure?: "money" | "acres"; credit?: boolean }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="body1"
        sx={{ fontWeight: 700, color: credit ? "success.main" : undefined }}
        data-testid={`field-${label}`}
        data-figure={figure}
        data-money={figure === "money" ? "" : undefined}
        data-credit={credit || undefined}
      >
        {value}
      </Typography>
    </Box>
  );
}

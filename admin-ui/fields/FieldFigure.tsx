import { Box, Typography } from "@mui/material";

/** One labelled figure of a field card (acres, seasonal cost, cost per acre). */
export function FieldFigure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body1" sx={{ fontWeight: 700 }} data-testid={`field-${label}`}>
        {value}
      </Typography>
    </Box>
  );
}

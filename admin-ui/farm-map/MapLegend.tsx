import { Box, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { type MapClass, NO_DATA_COLOUR } from "./map-classes";

interface Props {
  title: string;
  classes: MapClass[];
  /** A figure as the legend writes it ("$120.00/ac", "42.50 bu/ac"). */
  text(value: string): string;
  noData: number;
}

function Row({ colour, label, count, testId }: { colour: string; label: string; count: number; testId: string }) {
  const translate = useTranslate();
  return (
    <Box component="li" data-testid={testId} sx={{ display: "flex", alignItems: "center", gap: 1, py: 0.25 }}>
      <Box sx={{ width: 18, height: 14, flexShrink: 0, bgcolor: colour, border: 1, borderColor: "grey.600" }} />
      <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }}>
        {label}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: "nowrap" }}>
        {translate("map.fieldCount", { smart_count: count })}
      </Typography>
    </Box>
  );
}

/** The legend: each class's range of the figure and how many fields it holds, then the fields with no figure. */
export function MapLegend({ title, classes, text, noData }: Props) {
  const translate = useTranslate();
  return (
    <Box data-testid="map-legend">
      <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
        {classes.map((c) => (
          <Row key={c.colour} colour={c.colour} count={c.count} testId="legend-class" label={c.min === c.max ? text(c.min) : translate("map.range", { from: text(c.min), to: text(c.max) })} />
        ))}
        {noData > 0 && <Row colour={NO_DATA_COLOUR} count={noData} testId="legend-no-data" label={translate("map.noData")} />}
      </Box>
    </Box>
  );
}

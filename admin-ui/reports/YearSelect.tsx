import { MenuItem, TextField } from "@mui/material";
import { REPORT_YEARS } from "./months";
import { useTranslate } from "react-admin";

/** The summaries' year selector (2025, 2024, 2023). */
export function YearSelect({ value, onChange, years = REPORT_YEARS }: { value: number; onChange: (year: number) => void; years?: readonly number[] }) {
  const translate = useTranslate();
  return (
    <TextField select size="small" label={translate("reports.year")} value={value} onChange={(e) => onChange(Number(e.target.value))} sx={{ minWidth: 110 }}>
      {years.map((y) => (
        <MenuItem key={y} value={y}>
          {y}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The year a summary starts on: the top bar's crop year when the selector offers it, else 2025. */
export const startYear = (cropYear: number) => ((REPORT_YEARS as readonly number[]).includes(cropYear) ? cropYear : 2025);

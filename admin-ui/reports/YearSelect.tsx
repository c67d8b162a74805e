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

/** The year a summary starts on: the sidebar's crop year, whichever it is (reportYears offers it). */
export const startYear = (cropYear: number) => cropYear;

/** A summary's year choices: the sidebar's crop year and the spec's years, newest first, each once. */
export const reportYears = (cropYear: number): readonly number[] => [...new Set([cropYear, ...REPORT_YEARS])].sort((a, b) => b - a);

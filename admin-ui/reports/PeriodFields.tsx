import { MenuItem, TextField } from "@mui/material";
import { MONTHS } from "./months";

/** The invoices' month selector, January to December. */
export function MonthSelect({ value, onChange }: { value: number; onChange: (month: number) => void }) {
  return (
    <TextField select size="small" label="Month" value={value} onChange={(e) => onChange(Number(e.target.value))} sx={{ minWidth: 160 }}>
      {MONTHS.map((m, i) => (
        <MenuItem key={m} value={i + 1}>
          {m}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The crop year a report is for, shown but not changed here (the top bar or the page chooses it). */
export function CropYearShown({ year }: { year: number }) {
  return <TextField size="small" label="Crop Year" value={year} slotProps={{ input: { readOnly: true } }} sx={{ width: 120 }} />;
}

import { MenuItem, TextField } from "@mui/material";
import { useMonths } from "./months";
import { useTranslate } from "react-admin";

/** The invoices' month selector, January to December. */
export function MonthSelect({ value, onChange }: { value: number; onChange: (month: number) => void }) {
  const translate = useTranslate();
  const MONTHS = useMonths();
  return (
    <TextField select size="small" label={translate("reports.month")} value={value} onChange={(e) => onChange(Number(e.target.value))} sx={{ minWidth: 160 }}>
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
  const translate = useTranslate();
  return <TextField size="small" label={translate("reports.cropYear4")} value={year} slotProps={{ input: { readOnly: true } }} sx={{ width: 120 }} />;
}

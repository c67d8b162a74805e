import { MenuItem, TextField } from "@mui/material";
import { CROP_YEARS, useFarm } from "./FarmContext";
import { useTranslate } from "react-admin";

/** The top bar's Crop Year selector; every tab reloads its data for the chosen year. */
export function CropYearSelect() {
  const translate = useTranslate();
  const { cropYear, setCropYear } = useFarm();
  return (
    <TextField
      select
      size="small"
      label={translate("layout.cropYear")}
      value={cropYear}
      onChange={(e) => setCropYear(Number(e.target.value))}
      sx={{ minWidth: 120 }}
      slotProps={{ select: { SelectDisplayProps: { "aria-label": translate("layout.cropYear") } as object } }}
    >
      {CROP_YEARS.map((year) => (
        <MenuItem key={year} value={year}>
          {year}
        </MenuItem>
      ))}
    </TextField>
  );
}

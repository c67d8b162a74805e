import { Box, MenuItem, TextField } from "@mui/material";
import { useEntities } from "../layout/useEntities";
import { useTranslate } from "react-admin";

export type EntityChoice = "all" | "current" | number;

/** The fertilizer and irrigation filters: Entity (All, Current, each entity) and Crop Type (All Crops, crops found). */
export function AgronomyFilters({ entity, onEntity, crop, onCrop, crops }: {
  entity: EntityChoice;
  onEntity: (v: EntityChoice) => void;
  crop: string;
  onCrop: (v: string) => void;
  crops: string[];
}) {
  const translate = useTranslate();
  const { entities } = useEntities();
  return (
    <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
      <TextField
        select
        size="small"
        label={translate("reports.entity")}
        value={String(entity)}
        onChange={(e) => onEntity(e.target.value === "all" || e.target.value === "current" ? e.target.value : Number(e.target.value))}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="all">{translate("reports.allEntities")}</MenuItem>
        <MenuItem value="current">{translate("reports.currentEntity")}</MenuItem>
        {entities.map((e) => (
          <MenuItem key={e.id} value={String(e.id)}>
            {e.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label={translate("reports.cropType")} value={crop} onChange={(e) => onCrop(e.target.value)} sx={{ minWidth: 180 }}>
        <MenuItem value="all">{translate("reports.allCrops")}</MenuItem>
        {crops.map((c) => (
          <MenuItem key={c} value={c}>
            {c}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

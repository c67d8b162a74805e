import SearchIcon from "@mui/icons-material/Search";
import { Box, InputAdornment, MenuItem, TextField } from "@mui/material";
import type { Category, Field } from "../lib/types";
import type { TaskFilterValues } from "./task-filters";
import { useTranslate } from "react-admin";
import { useCategoryName } from "../lib/useCategoryName";

interface Props {
  value: TaskFilterValues;
  onChange(value: TaskFilterValues): void;
  categories: Category[] | undefined;
  fields: Field[] | undefined;
}

/** The Recent Tasks table's search box, category filter and field filter. */
export function TaskFilters({ value, onChange, categories, fields }: Props) {
  const translate = useTranslate();
  const categoryName = useCategoryName();
  const id = (v: string) => (v === "" ? "" : Number(v));
  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "2fr 1fr 1fr" }, mb: 2 }}>
      <TextField
        placeholder={translate("tasks.searchTasks")}
        value={value.search}
        onChange={(e) => onChange({ ...value, search: e.target.value })}
        margin="none"
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> }, htmlInput: { "aria-label": translate("tasks.searchTasksLabel") } }}
      />
      <TextField select label={translate("tasks.category2")} value={value.categoryId} onChange={(e) => onChange({ ...value, categoryId: id(e.target.value) })} margin="none">
        <MenuItem value="">{translate("tasks.allCategories")}</MenuItem>
        {(categories ?? []).map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {categoryName(c.name)}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label={translate("tasks.field2")} value={value.fieldId} onChange={(e) => onChange({ ...value, fieldId: id(e.target.value) })} margin="none">
        <MenuItem value="">{translate("tasks.allFields")}</MenuItem>
        {(fields ?? []).map((f) => (
          <MenuItem key={f.id} value={f.id}>
            {f.name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

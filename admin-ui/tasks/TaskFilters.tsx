import SearchIcon from "@mui/icons-material/Search";
import { Box, InputAdornment, MenuItem, TextField } from "@mui/material";
import type { Category, Field } from "../lib/types";
import type { TaskFilterValues } from "./task-filters";

interface Props {
  value: TaskFilterValues;
  onChange(value: TaskFilterValues): void;
  categories: Category[] | undefined;
  fields: Field[] | undefined;
}

/** The Recent Tasks table's search box, category filter and field filter. */
export function TaskFilters({ value, onChange, categories, fields }: Props) {
  const id = (v: string) => (v === "" ? "" : Number(v));
  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "2fr 1fr 1fr" }, mb: 2 }}>
      <TextField
        placeholder="Search tasks..."
        value={value.search}
        onChange={(e) => onChange({ ...value, search: e.target.value })}
        margin="none"
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> }, htmlInput: { "aria-label": "Search tasks" } }}
      />
      <TextField select label="Category" value={value.categoryId} onChange={(e) => onChange({ ...value, categoryId: id(e.target.value) })} margin="none">
        <MenuItem value="">All Categories</MenuItem>
        {(categories ?? []).map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Field" value={value.fieldId} onChange={(e) => onChange({ ...value, fieldId: id(e.target.value) })} margin="none">
        <MenuItem value="">All Fields</MenuItem>
        {(fields ?? []).map((f) => (
          <MenuItem key={f.id} value={f.id}>
            {f.name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

import { Box, Button, Skeleton, TextField, Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useDataProvider, useRefresh } from "react-admin";
import type { FarmDataProvider } from "../dataProvider";
import type { Field } from "../lib/types";
import { useToast } from "../lib/useToast";

/** The editor covers the current year minus 2 through plus 1 (spec 000 section 9). */
export function cropTypeYears(now = new Date()): number[] {
  const year = now.getFullYear();
  return [year - 2, year - 1, year, year + 1];
}

/** Crop Types by Year: one crop per year, saved one year at a time or all together. */
export function CropYearsTab({ field }: { field: Field }) {
  const dataProvider = useDataProvider<FarmDataProvider>();
  const toast = useToast();
  const refresh = useRefresh();
  const years = cropTypeYears();
  const [values, setValues] = useState<Record<number, string>>({});
  // What the user typed and has not saved yet: a reload after saving one year must not wipe the others.
  const [unsaved, setUnsaved] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  const loaded = useQuery({
    queryKey: ["crop-years", field.id, years],
    queryFn: async () => Object.fromEntries(await Promise.all(years.map(async (y) => [y, (await dataProvider.getCropYear(field.id, y)) ?? ""]))),
  });
  useEffect(() => {
    if (loaded.data) setValues({ ...(loaded.data as Record<number, string>), ...unsaved });
  }, [loaded.data]);
  const saved = (done: number[]) => setUnsaved((u) => Object.fromEntries(Object.entries(u).filter(([y]) => !done.includes(Number(y)))));

  const saveOne = async (year: number) => {
    setBusy(true);
    try {
      await dataProvider.setCropYear(field.id, year, values[year]!.trim());
      toast.success(`Crop type for ${year} updated successfully`);
      saved([year]);
      refresh();
    } catch {
      toast.error(`Failed to update crop type for ${year}`);
    } finally {
      setBusy(false);
    }
  };

  const saveAll = async () => {
    const entries = years.filter((y) => (values[y] ?? "").trim() !== "");
    if (entries.length === 0) return toast.show("warning", "Nothing to Save", "Please enter crop types before saving.");
    setBusy(true);
    const results = await Promise.allSettled(entries.map((y) => dataProvider.setCropYear(field.id, y, values[y]!.trim())));
    setBusy(false);
    saved(entries.filter((_, i) => results[i]!.status === "fulfilled"));
    refresh();
    if (results.some((r) => r.status === "rejected")) toast.error("Some crop types failed to save");
    else toast.success(`Updated crop types for ${entries.length} year(s)`);
  };

  if (loaded.isPending) return <Skeleton variant="rounded" height={200} />;
  return (
    <Box sx={{ display: "grid", gap: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        Record the crop grown on {field.name} in each year. Blank years are skipped.
      </Typography>
      {years.map((year) => (
        <Box key={year} sx={{ display: "flex", gap: 1, alignItems: "center" }}>
          <Typography sx={{ width: 56, fontWeight: 600 }}>{year}</Typography>
          <TextField
            label={`Crop type ${year}`}
            value={values[year] ?? ""}
            onChange={(e) => {
              setValues({ ...values, [year]: e.target.value });
              setUnsaved({ ...unsaved, [year]: e.target.value });
            }}
            placeholder="e.g. Alfalfa"
            sx={{ flex: 1 }}
            margin="none"
          />
          <Button variant="outlined" disabled={busy || !(values[year] ?? "").trim()} onClick={() => void saveOne(year)}>
            Save
          </Button>
        </Box>
      ))}
      <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
        <Button variant="contained" disabled={busy} onClick={() => void saveAll()}>
          Save All
        </Button>
      </Box>
    </Box>
  );
}

import { Box, Button, Skeleton, TextField, Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useDataProvider, useRefresh, useTranslate } from "react-admin";
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
  const translate = useTranslate();
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
      toast.success(translate("fields.cropTypeForUpdatedSuccessfully", { year }));
      saved([year]);
      refresh();
    } catch {
      toast.error(translate("fields.failedToUpdateCropType", { year }));
    } finally {
      setBusy(false);
    }
  };

  const saveAll = async () => {
    const entries = years.filter((y) => (values[y] ?? "").trim() !== "");
    if (entries.length === 0) return toast.show("warning", translate("fields.nothingToSave"), translate("fields.pleaseEnterCropTypesBefore"));
    setBusy(true);
    const results = await Promise.allSettled(entries.map((y) => dataProvider.setCropYear(field.id, y, values[y]!.trim())));
    setBusy(false);
    saved(entries.filter((_, i) => results[i]!.status === "fulfilled"));
    refresh();
    if (results.some((r) => r.status === "rejected")) toast.error(translate("fields.someCropTypesFailedTo"));
    else toast.success(translate("fields.updatedCropTypesForYear", { length: entries.length }));
  };

  if (loaded.isPending) return <Skeleton variant="rounded" height={200} />;
  return (
    <Box sx={{ display: "grid", gap: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {translate("fields.recordTheCropGrownOn")} {field.name} {translate("fields.inEachYearBlankYears")}
      </Typography>
      {years.map((year) => (
        <Box key={year} sx={{ display: "flex", gap: 1, alignItems: "center" }}>
          <Typography sx={{ width: 56, fontWeight: 600 }}>{year}</Typography>
          <TextField
            label={translate("fields.cropType", { year })}
            value={values[year] ?? ""}
            onChange={(e) => {
              setValues({ ...values, [year]: e.target.value });
              setUnsaved({ ...unsaved, [year]: e.target.value });
            }}
            placeholder={translate("fields.eGAlfalfa")}
            sx={{ flex: 1 }}
            margin="none"
          />
          <Button variant="outlined" disabled={busy || !(values[year] ?? "").trim()} onClick={() => void saveOne(year)}>
            {translate("fields.save")}
          </Button>
        </Box>
      ))}
      <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
        <Button variant="contained" disabled={busy} onClick={() => void saveAll()}>
          {translate("fields.saveAll")}
        </Button>
      </Box>
    </Box>
  );
}

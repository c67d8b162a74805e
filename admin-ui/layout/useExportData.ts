import { useCallback } from "react";
import { useDataProvider, useTranslate } from "react-admin";
import type { FarmDataProvider } from "../dataProvider";
import { errorMessage } from "../lib/http";
import type { Field, Task } from "../lib/types";
import { useToast } from "../lib/useToast";
import { useFarm } from "./FarmContext";
import { useEntities } from "./useEntities";

const ALL = { pagination: { page: 1, perPage: 100000 }, sort: { field: "id", order: "ASC" as const } };

/** Export Data: the selected entity's fields and tasks of the crop year as a CSV download. */
export function useExportData() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FarmDataProvider>();
  const { cropYear } = useFarm();
  const { selected } = useEntities();
  const toast = useToast();
  return useCallback(async () => {
    if (!selected) return toast.error(translate("layout.selectAFarmEntityFirst"));
    try {
      const scope = { filter: { entityId: selected.id }, meta: { scope: "entity", year: cropYear } };
      // The CSV writer (papaparse) loads with the first export, not with the first page.
      const [fields, tasks, { buildExportCsv, download }] = await Promise.all([
        dataProvider.getList<Field>("fields", { ...ALL, ...scope }),
        dataProvider.getList<Task>("tasks", { ...ALL, ...scope }),
        import("../lib/export-csv"),
      ]);
      const slug = selected.name.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "") || "farm";
      download(`${slug}-${cropYear}-export.csv`, buildExportCsv(fields.data, tasks.data));
      toast.success(translate("layout.exportedFieldsAndTasks", { length: fields.data.length, length2: tasks.data.length }), translate("layout.exportComplete"));
    } catch (error) {
      toast.error(errorMessage(error, translate("layout.failedToExportData")), translate("layout.exportFailed"));
    }
  }, [dataProvider, selected, cropYear, toast]);
}

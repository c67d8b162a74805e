import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from "@mui/material";
import Papa from "papaparse";
import { useState } from "react";
import { useRefresh, useTranslate } from "react-admin";
import { api, read as answer } from "../lib/api";
import { errorMessage } from "../lib/http";
import type { Entity } from "../lib/types";
import { useToast } from "../lib/useToast";

/** Rows per request; the import endpoint takes at most 5,000. */
const CHUNK = 1000;

interface ImportResult {
  created: number;
  updated: number;
  unchanged: number;
}

/** A CSV header (snake_case, as farmctl's template writes it) to the row key the API takes (camelCase). */
const keyOf = (header: string) => header.trim().toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** Bulk Import: a CSV of tasks into the selected entity through POST /entities/{id}/tasks/import. */
export function BulkImportDialog({ entity, onClose }: { entity: Entity; onClose(): void }) {
  const translate = useTranslate();
  const [rows, setRows] = useState<Record<string, string>[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const toast = useToast();
  const refresh = useRefresh();

  const read = (file: File) => {
    setProblem(null);
    Papa.parse<Record<string, string>>(file, {
      header: true,
      skipEmptyLines: "greedy",
      transformHeader: keyOf,
      complete: (result) => setRows(result.data),
      error: (error) => setProblem(error.message),
    });
  };

  const run = async () => {
    if (!rows?.length) return;
    setBusy(true);
    const total: ImportResult = { created: 0, updated: 0, unchanged: 0 };
    try {
      for (let i = 0; i < rows.length; i += CHUNK) {
        const r = await answer(api.api.entities[":entityId"].tasks.import.$post({ param: { entityId: String(entity.id) }, json: { rows: rows.slice(i, i + CHUNK) } }));
        total.created += r.created;
        total.updated += r.updated;
        total.unchanged += r.unchanged;
      }
      toast.success(translate("dashboard.createdUpdatedUnchanged", { created: total.created, updated: total.updated, unchanged: total.unchanged }), translate("dashboard.importComplete"));
      refresh();
      onClose();
    } catch (error) {
      setProblem(errorMessage(error, translate("dashboard.importFailed")));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate("dashboard.bulkImportTasks")}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate("dashboard.importTasksInto")} {entity.name} {translate("dashboard.fromACsvFileWith")}
        </Typography>
        <Button variant="outlined" component="label">
          {translate("dashboard.chooseCsvFile")}
          <input hidden type="file" accept=".csv,text/csv" onChange={(e) => e.target.files?.[0] && read(e.target.files[0])} />
        </Button>
        {rows && (
          <Typography sx={{ mt: 2 }} data-testid="import-count">
            {rows.length} {translate("dashboard.rowsReadyToImport")}
          </Typography>
        )}
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate("dashboard.cancel")}</Button>
        <Button variant="contained" disabled={!rows?.length || busy} onClick={() => void run()}>
          {busy ? translate("dashboard.importing") : translate("dashboard.import")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from "@mui/material";
import Papa from "papaparse";
import { useState } from "react";
import { HttpError, useRefresh, useTranslate } from "react-admin";
import { read as answer } from "../lib/api";
import { postTaskFile } from "./post-task-file";
import { errorMessage } from "../lib/http";
import type { Entity } from "../lib/types";
import { useToast } from "../lib/useToast";

/** Rows per line of the import's body (one statement each); a line takes at most 5,000. */
const CHUNK = 1000;

interface ImportResult {
  created: number;
  updated: number;
  unchanged: number;
}

/** A CSV header (snake_case, as farmctl's template writes it) to the row key the API takes (camelCase). */
const keyOf = (header: string) => header.trim().toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** The CSV's line and column of a bad value the server names `batches.{part}.rows.{index}.{key}`. */
function lineOf(path: string): { line: number; column: string } | null {
  const m = /^batches\.(\d+)\.rows\.(\d+)(?:\.(.+))?$/.exec(path);
  if (!m) return null;
  // Line 1 is the header; part p holds rows p * CHUNK onwards.
  return { line: Number(m[1]) * CHUNK + Number(m[2]) + 2, column: (m[3] ?? "").replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) };
}

/** Up to ten bad rows of a refused import, as "line N, column: reason". */
function badLines(error: unknown): string[] {
  if (!(error instanceof HttpError) || error.status !== 400) return [];
  const issues = ((error.body as { issues?: { path: string; message: string }[] } | undefined)?.issues ?? []).slice(0, 10);
  return issues.flatMap((i) => {
    const at = lineOf(i.path);
    return at ? [`${at.line}${at.column ? `, ${at.column}` : ""}: ${i.message}`] : [];
  });
}

/**
 * Bulk Import: a CSV of tasks into the selected entity through POST /tasks/import, the whole file in one request and
 * one transaction: a bad row anywhere writes nothing.
 */
export function BulkImportDialog({ entity, onClose }: { entity: Entity; onClose(): void }) {
  const translate = useTranslate();
  const [rows, setRows] = useState<Record<string, string>[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [lines, setLines] = useState<string[]>([]);
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
    setLines([]);
    try {
      const lines: string[] = [];
      for (let i = 0; i < rows.length; i += CHUNK) lines.push(`${JSON.stringify({ entityId: entity.id, rows: rows.slice(i, i + CHUNK) })}\n`);
      const total: ImportResult = await answer(postTaskFile(lines));
      toast.success(translate("dashboard.createdUpdatedUnchanged", { created: total.created, updated: total.updated, unchanged: total.unchanged }), translate("dashboard.importComplete"));
      refresh();
      onClose();
    } catch (error) {
      setProblem(errorMessage(error, translate("dashboard.importFailed")));
      setLines(badLines(error));
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
            {lines.length > 0 && (
              <ul style={{ margin: "8px 0 0", paddingLeft: 20 }}>
                {lines.map((l) => (
                  <li key={l}>{translate("dashboard.importLine", { line: l })}</li>
                ))}
              </ul>
            )}
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

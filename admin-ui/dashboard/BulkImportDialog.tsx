import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from "@mui/material";
import { useState } from "react";
import { HttpError, useRefresh, useTranslate } from "react-admin";
import { decodeText } from "../../api/client/rules";
import { read as answer } from "../lib/api";
import { postTaskFile } from "./post-task-file";
import { type RefusedRow, type TaskFile, bodyLines, readTaskCsv, refusedRows } from "./task-file";
import { errorMessage } from "../lib/http";
import type { Entity } from "../lib/types";
import { useToast } from "../lib/useToast";

/** Problems listed under the refusal; the rest are counted. */
const LISTED = 10;

interface ImportResult {
  created: number;
  updated: number;
  unchanged: number;
}

/**
 * Bulk Import: a CSV of tasks into the selected entity through POST /tasks/import, the whole file in one request and
 * one transaction: a bad row anywhere writes nothing.
 */
export function BulkImportDialog({ entity, onClose }: { entity: Entity; onClose(): void }) {
  const translate = useTranslate();
  const [file, setFile] = useState<TaskFile | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [refused, setRefused] = useState<RefusedRow[]>([]);
  const toast = useToast();
  const refresh = useRefresh();

  const read = (chosen: File) => {
    setProblem(null);
    setRefused([]);
    // Excel on Windows saves "CSV" in Windows-1252: read as farmctl reads it, so an ñ stays an ñ.
    chosen.arrayBuffer().then(
      (bytes) => setFile(readTaskCsv(decodeText(new Uint8Array(bytes)).text)),
      (error: unknown) => setProblem(errorMessage(error, translate("bulkImport.importFailed"))),
    );
  };

  const run = async () => {
    if (!file?.rows.length) return;
    setBusy(true);
    setRefused([]);
    try {
      const total: ImportResult = await answer(postTaskFile(bodyLines(file, entity.id)));
      toast.success(translate("bulkImport.createdUpdatedUnchanged", { created: total.created, updated: total.updated, unchanged: total.unchanged }), translate("bulkImport.importComplete"));
      refresh();
      onClose();
    } catch (error) {
      const issues = error instanceof HttpError && error.status === 400 ? ((error.body as { issues?: { path: string; message: string }[] })?.issues ?? []) : [];
      const found = refusedRows(file, issues);
      setRefused(found.problems);
      setProblem(
        found.problems.length
          ? translate("bulkImport.rowsHaveProblems", { bad: found.rows, total: file.rows.length })
          : errorMessage(error, translate("bulkImport.importFailed")),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate("bulkImport.bulkImportTasks")}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate("bulkImport.importTasksInto")} {entity.name} {translate("bulkImport.fromACsvFileWith")}
        </Typography>
        <Button variant="outlined" component="label">
          {translate("bulkImport.chooseCsvFile")}
          <input hidden type="file" accept=".csv,text/csv" onChange={(e) => e.target.files?.[0] && read(e.target.files[0])} />
        </Button>
        {file && (
          <Typography sx={{ mt: 2 }} data-testid="import-count">
            {file.rows.length} {translate("bulkImport.rowsReadyToImport")}
          </Typography>
        )}
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
            {refused.length > 0 && (
              <ul style={{ margin: "8px 0 0", paddingLeft: 20 }}>
                {refused.slice(0, LISTED).map((p) => (
                  <li key={`${p.line} ${p.column} ${p.message}`}>
                    {translate("bulkImport.importLine", { line: p.line })}
                    {p.column && `, ${p.column}`}: {p.message}
                  </li>
                ))}
                {refused.length > LISTED && <li>{translate("bulkImport.andMoreProblems", { count: refused.length - LISTED })}</li>}
              </ul>
            )}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate("bulkImport.cancel")}</Button>
        <Button variant="contained" disabled={!file?.rows.length || busy} onClick={() => void run()}>
          {busy ? translate("bulkImport.importing") : translate("bulkImport.import")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

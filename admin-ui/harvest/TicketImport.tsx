import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { HttpError, useRefresh, useTranslate } from "react-admin";
import { shortDate } from "../lib/format";
import { API_URL, errorMessage, httpClient } from "../lib/http";
import { validationText } from "../lib/validation-text";
import { FiguresTable } from "../reports/ReportTable";
import { quantityText, type TicketImportResult as ImportResult, UNIT_KEYS } from "./words";

interface Issue {
  path: string;
  message: string;
  line?: number;
  column?: string;
}

const COLUMNS = ["ticket", "date", "field", "crop", "quantity", "destination"] as const;

/** A bad row as the office reads it: "Line 3, Quantity: must be a number" (the API names rows by line and column). */
function issueText(issue: Issue, translate: (key: string, options?: object) => string) {
  const message = validationText(issue.message, translate);
  if (issue.line !== undefined) {
    return issue.column ? translate("harvest.lineColumnIssue", { line: issue.line, column: issue.column, message }) : translate("harvest.lineIssue", { line: issue.line, message });
  }
  const column = /^columns\.(.+)$/.exec(issue.path ?? "");
  if (column) return translate("harvest.columnIssue", { column: column[1], message });
  const m = /^rows\.(\d+)\.?(.*)$/.exec(issue.path ?? "");
  if (!m) return issue.path ? `${issue.path}: ${message}` : message;
  return m[2] ? translate("harvest.lineColumnIssue", { line: m[1], column: m[2], message }) : translate("harvest.lineIssue", { line: m[1], message });
}

/**
 * A CSV of scale tickets: checked first (nothing written; every bad row named by its line and column), then
 * imported; a file imported twice is refused by its ticket numbers.
 */
export function TicketImportDialog({ entityId, onClose }: { entityId: number; onClose(): void }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [csv, setCsv] = useState("");
  const [fileName, setFileName] = useState("");
  const [busy, setBusy] = useState(false);
  const [checked, setChecked] = useState<ImportResult | null>(null);
  const [done, setDone] = useState<ImportResult | null>(null);
  const [issues, setIssues] = useState<Issue[]>([]);
  const [failure, setFailure] = useState("");

  const send = async (dryRun: boolean) => {
    setBusy(true);
    setIssues([]);
    setFailure("");
    try {
      const { json } = await httpClient(`${API_URL}/harvest-tickets/import`, { method: "POST", body: JSON.stringify({ csv, entity: String(entityId), dryRun }) });
      const result = json as ImportResult;
      if (dryRun) setChecked(result);
      else {
        setDone(result);
        refresh();
      }
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as { issues?: Issue[] } | undefined) : undefined;
      setChecked(null);
      if (body?.issues?.length) setIssues(body.issues);
      else setFailure(errorMessage(error, translate("harvest.importFailed")));
    } finally {
      setBusy(false);
    }
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    setCsv(await file.text());
    setChecked(null);
    setIssues([]);
  };

  const result = done ?? checked;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="ticket-import-title">
      <DialogTitle id="ticket-import-title">{translate("harvest.importTickets")}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate("harvest.importHelp")}
        </Typography>
        {!done && (
          <>
            <Box sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap", mb: 2 }}>
              <Button variant="outlined" component="label">
                {translate("harvest.chooseFile")}
                <input hidden type="file" accept=".csv,text/csv" onChange={(e) => void onFile(e.target.files?.[0])} />
              </Button>
              {fileName && <Typography sx={{ overflowWrap: "anywhere" }}>{fileName}</Typography>}
            </Box>
            <TextField
              label={translate("harvest.orPasteCsv")}
              value={csv}
              onChange={(e) => {
                setCsv(e.target.value);
                setChecked(null);
              }}
              multiline
              minRows={4}
              maxRows={12}
              fullWidth
              slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: "monospace", fontSize: 13 } } }}
            />
          </>
        )}
        {failure && <Alert severity="error" sx={{ mt: 2 }}>{failure}</Alert>}
        {issues.length > 0 && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="import-issues">
            <Typography sx={{ fontWeight: 600 }}>{translate("harvest.importIssues", { smart_count: issues.length })}</Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {issues.map((i, n) => <li key={n}>{issueText(i, translate)}</li>)}
            </Box>
          </Alert>
        )}
        {result && (
          <Box sx={{ mt: 2 }} data-testid={done ? "import-done" : "import-checked"}>
            <Alert severity={done ? "success" : "info"} sx={{ mb: 2 }}>
              {translate(done ? "harvest.importDone" : "harvest.importChecked", { smart_count: result.created })}
            </Alert>
            {result.tickets.length > 0 && (
              <FiguresTable
                label={translate("harvest.importTickets")}
                columns={COLUMNS.map((key) => ({ key, label: translate(`harvest.head.${key}`), figure: key === "quantity" ? "number" : undefined }))}
                rows={result.tickets.map((t, i) => ({
                  key: i,
                  cells: {
                    ticket: t.ticketNumber,
                    date: shortDate(t.date),
                    field: t.fieldName,
                    crop: `${t.crop} ${t.cropYear}`,
                    quantity: `${quantityText(t.quantity)} ${translate(UNIT_KEYS[t.unit] ?? t.unit)}`,
                    destination: t.destination,
                  },
                }))}
              />
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
        <Button onClick={onClose}>{translate(done ? "harvest.close" : "harvest.cancel")}</Button>
        {!done && (
          <Button variant="outlined" disabled={busy || !csv.trim()} onClick={() => void send(true)}>
            {translate("harvest.checkFile")}
          </Button>
        )}
        {!done && (
          <Button variant="contained" disabled={busy || !checked} onClick={() => void send(false)}>
            {translate("harvest.import")}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

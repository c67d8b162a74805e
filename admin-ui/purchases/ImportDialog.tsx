import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { HttpError, useRefresh, useTranslate } from "react-admin";
import { shortDate } from "../lib/format";
import { API_URL, errorMessage, httpClient } from "../lib/http";
import { validationText } from "../lib/validation-text";
import { Money } from "../reports/Money";
import { FiguresTable } from "../reports/ReportTable";
import { type RecostedTask, RecostedNotice } from "./RecostedNotice";

/** POST /api/purchases/import's answer (api/schemas/purchases.schemas.ts PurchaseImportResult). */
interface ImportResult {
  dryRun: boolean;
  created: number;
  unchanged: number;
  replaced: number;
  vendorsCreated: string[];
  invoices: Array<{ entityId: number; vendorName: string; invoiceNumber: string; date: string; lines: number; total: string; status: string }>;
  recosted: RecostedTask[];
}

interface Issue {
  path: string;
  message: string;
}

const STATUS_KEYS: Record<string, string> = { created: "inputs.statusCreated", unchanged: "inputs.statusUnchanged", replaced: "inputs.statusReplaced" };
const COLUMNS = ["vendor", "invoice", "date", "lines", "status", "total"] as const;

/**
 * A row's issue as the office reads it, in its language: "Row 3, Quantity: must be a number" (the API names
 * rows.N.Column, a missing column columns.Column; the column as the file's header names it). The server's English
 * messages read in Spanish through the validation catalogue (lib/validation-text.ts).
 */
function issueText(issue: Issue, translate: (key: string, options?: object) => string) {
  const m = /^rows\.(\d+)\.?(.*)$/.exec(issue.path);
  const message = validationText(issue.message, translate);
  const column = /^columns\.(.+)$/.exec(issue.path);
  if (column) return translate("inputs.columnIssue", { column: column[1], message });
  if (!m) return message;
  return m[2] ? translate("inputs.rowColumnIssue", { row: m[1], column: m[2], message }) : translate("inputs.rowIssue", { row: m[1], message });
}

/** How many rows the issues name (a row may have several); an issue of the whole file counts as one. */
const rowsOf = (issues: Issue[]) => new Set(issues.map((i) => /^rows\.(\d+)/.exec(i.path)?.[1] ?? i.path)).size;

/**
 * A CSV of invoice lines (Entity, Vendor, Invoice, Date, Product, Quantity, Unit, Unit Price, Amount, Freight, Tax):
 * checked first (nothing written, every bad row named), then imported.
 */
export function ImportDialog({ entityId, onClose }: { entityId: number; onClose(): void }) {
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
      const { json } = await httpClient(`${API_URL}/purchases/import`, { method: "POST", body: JSON.stringify({ csv, entity: String(entityId), dryRun }) });
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
      else setFailure(errorMessage(error, translate("inputs.importFailed")));
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
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="import-title">
      <DialogTitle id="import-title">{translate("inputs.importPurchases")}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate("inputs.importHelp")}
        </Typography>
        {!done && (
          <>
            <Box sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap", mb: 2 }}>
              <Button variant="outlined" component="label">
                {translate("inputs.chooseFile")}
                <input hidden type="file" accept=".csv,text/csv" onChange={(e) => void onFile(e.target.files?.[0])} />
              </Button>
              {fileName && <Typography sx={{ overflowWrap: "anywhere" }}>{fileName}</Typography>}
            </Box>
            <TextField
              label={translate("inputs.orPasteCsv")}
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
            <Typography sx={{ fontWeight: 600 }}>{translate("inputs.importIssues", { smart_count: rowsOf(issues) })}</Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {issues.map((i, n) => <li key={n}>{issueText(i, translate)}</li>)}
            </Box>
          </Alert>
        )}
        {result && (
          <Box sx={{ mt: 2 }} data-testid={done ? "import-done" : "import-checked"}>
            <Alert severity={done ? "success" : "info"} sx={{ mb: 2 }}>
              {translate(done ? "inputs.importDone" : "inputs.importChecked", { created: result.created, unchanged: result.unchanged, replaced: result.replaced })}
              {result.vendorsCreated.length > 0 && <Box>{translate("inputs.vendorsCreated", { names: result.vendorsCreated.join(", ") })}</Box>}
            </Alert>
            {done && <RecostedNotice tasks={done.recosted} />}
            <FiguresTable
              label={translate("inputs.importPurchases")}
              columns={COLUMNS.map((key) => ({ key, label: translate(`inputs.head.${key}`), figure: key === "total" ? "money" : key === "lines" ? "number" : undefined }))}
              rows={result.invoices.map((inv, i) => ({
                key: i,
                cells: {
                  vendor: inv.vendorName,
                  invoice: inv.invoiceNumber,
                  date: shortDate(inv.date),
                  lines: String(inv.lines),
                  status: translate(STATUS_KEYS[inv.status] ?? inv.status),
                  total: <Money value={inv.total} />,
                },
              }))}
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
        <Button onClick={onClose}>{translate(done ? "inputs.close" : "inputs.cancel")}</Button>
        {!done && (
          <Button variant="outlined" disabled={busy || !csv.trim()} onClick={() => void send(true)}>
            {translate("inputs.checkFile")}
          </Button>
        )}
        {!done && (
          <Button variant="contained" disabled={busy || !checked} onClick={() => void send(false)}>
            {translate("inputs.import")}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

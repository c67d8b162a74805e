import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from "@mui/material";
import { type ReactNode, useState } from "react";
import { HttpError, useRefresh, useTranslate } from "react-admin";
import { API_URL, errorMessage, httpClient } from "./http";

/** A problem the API found in an imported file: `path` rows.N.Column or columns.Column, or its line and column. */
export interface CsvImportIssue {
  path: string;
  message: string;
  line?: number;
  column?: string;
}

type Translate = (key: string, options?: object) => string;

interface CsvImportDialogProps<R> {
  /** The import route under /api (`purchases/import`): POSTed `{ csv, entity, dryRun }`. */
  route: string;
  entityId: number;
  onClose(): void;
  /** The catalogue area holding the dialog's words (importHelp, chooseFile, orPasteCsv, checkFile, import, importFailed, importIssues, close, cancel). */
  area: string;
  titleKey: string;
  titleId: string;
  /** A bad row as the office reads it, in its language. */
  issueText(issue: CsvImportIssue, translate: Translate): string;
  /** How many problems the heading counts (by default, one an issue). */
  issueCount?(issues: CsvImportIssue[]): number;
  /** What the check found or the import did: shown under the file. */
  renderResult(result: R, done: boolean): ReactNode;
}

/**
 * A CSV import in two steps: the file is checked first (a dry run: nothing written, every bad row named), then
 * imported; the purchases and the scale tickets import through it.
 */
export function CsvImportDialog<R>({ route, entityId, onClose, area, titleKey, titleId, issueText, issueCount, renderResult }: CsvImportDialogProps<R>) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [csv, setCsv] = useState("");
  const [fileName, setFileName] = useState("");
  const [busy, setBusy] = useState(false);
  const [checked, setChecked] = useState<R | null>(null);
  const [done, setDone] = useState<R | null>(null);
  const [issues, setIssues] = useState<CsvImportIssue[]>([]);
  const [failure, setFailure] = useState("");
  const word = (key: string, options?: object) => translate(`${area}.${key}`, options);

  const send = async (dryRun: boolean) => {
    setBusy(true);
    setIssues([]);
    setFailure("");
    try {
      const { json } = await httpClient(`${API_URL}/${route}`, { method: "POST", body: JSON.stringify({ csv, entity: String(entityId), dryRun }) });
      const result = json as R;
      if (dryRun) setChecked(result);
      else {
        setDone(result);
        refresh();
      }
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as { issues?: CsvImportIssue[] } | undefined) : undefined;
      setChecked(null);
      if (body?.issues?.length) setIssues(body.issues);
      else setFailure(errorMessage(error, word("importFailed")));
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
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(titleKey)}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {word("importHelp")}
        </Typography>
        {!done && (
          <>
            <Box sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap", mb: 2 }}>
              <Button variant="outlined" component="label">
                {word("chooseFile")}
                <input hidden type="file" accept=".csv,text/csv" onChange={(e) => void onFile(e.target.files?.[0])} />
              </Button>
              {fileName && <Typography sx={{ overflowWrap: "anywhere" }}>{fileName}</Typography>}
            </Box>
            <TextField
              label={word("orPasteCsv")}
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
            <Typography sx={{ fontWeight: 600 }}>{word("importIssues", { smart_count: issueCount ? issueCount(issues) : issues.length })}</Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {issues.map((i, n) => <li key={n}>{issueText(i, translate)}</li>)}
            </Box>
          </Alert>
        )}
        {result && (
          <Box sx={{ mt: 2 }} data-testid={done ? "import-done" : "import-checked"}>
            {renderResult(result, done !== null)}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
        <Button onClick={onClose}>{word(done ? "close" : "cancel")}</Button>
        {!done && (
          <Button variant="outlined" disabled={busy || !csv.trim()} onClick={() => void send(true)}>
            {word("checkFile")}
          </Button>
        )}
        {!done && (
          <Button variant="contained" disabled={busy || !checked} onClick={() => void send(false)}>
            {word("import")}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

import CloseIcon from "@mui/icons-material/Close";
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Typography } from "@mui/material";
import { useMemo, useState } from "react";
import { useRefresh, useTranslate } from "react-admin";
import { useIsSmall } from "../../layout/useIsSmall";
import { errorMessage, httpClient } from "../../lib/http";
import { keepVersion, versionIn } from "../../lib/record-versions";
import { useCategoryName } from "../../lib/useCategoryName";
import { useReferenceWords } from "../../lib/useReferenceWords";
import { useToast } from "../../lib/useToast";
import { allChoices, apiPath, type Choice, type ConflictRow, conflictRows, fieldsFor, mergedBody } from "./conflict-fields";
import { labelOf, valueText, type ValueWords } from "./conflict-values";
import { ConflictRowView } from "./ConflictRowView";
import { type ConflictOutcome, isVersionConflict, type PendingConflict } from "./index";
import { useConflictNames } from "./useConflictNames";

interface Office {
  record: Record<string, unknown>;
  etag?: string;
}

/**
 * "Your version" beside the "Office version", field by field, the differing ones marked and each chosen by a tap;
 * then "Keep mine" (sent again over the current version, with its ETag as If-Match), "Take the office's" (nothing
 * sent) or "Save merged" (the choices). Should the office change it again meanwhile, the new version is shown and
 * nothing is overwritten. The lists refresh once the choice is stored.
 */
export function ConflictDialog({ pending }: { pending: PendingConflict }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const toast = useToast();
  const small = useIsSmall();
  const categoryName = useCategoryName();
  const reference = useReferenceWords();
  const { entry } = pending;
  const path = apiPath(entry.path);
  const [office, setOffice] = useState<Office>({ record: pending.current, etag: pending.etag });
  const [changedAgain, setChangedAgain] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fields = useMemo(() => fieldsFor(path, entry.body), [path, entry.body]);
  const rows = useMemo(() => conflictRows(fields, entry.body, office.record), [fields, entry.body, office.record]);
  const [choices, setChoices] = useState<Record<string, Choice>>(() => allChoices(rows, "mine"));
  const name = useConflictNames(fields, entry.body, office.record);
  const words: ValueWords = { translate, name, category: categoryName, unit: reference.unit };

  /** The record and its version as the server holds them now (the 412 did not hand the ETag over, or it moved on). */
  const readCurrent = async (): Promise<Office> => {
    const { json, headers } = await httpClient(path);
    const now = { record: json as Record<string, unknown>, etag: versionIn(headers.get("ETag")) };
    keepVersion(path, now.etag, now.record);
    setOffice(now);
    return now;
  };

  const finish = (outcome: ConflictOutcome, done: string) => {
    toast.success(translate(done));
    refresh();
    pending.resolve(outcome);
  };

  const send = async (body: Record<string, unknown>, choice: "mine" | "merged") => {
    setBusy(true);
    setError(null);
    try {
      const over = office.etag ? office : await readCurrent();
      const answer = await httpClient(path, { method: "PUT", body: JSON.stringify(body), headers: new Headers(over.etag ? { "If-Match": over.etag } : {}) });
      const etag = versionIn(answer.headers.get("ETag"));
      keepVersion(path, etag, answer.json);
      finish({ choice, record: answer.json, etag }, choice === "mine" ? "conflict.keptMine" : "conflict.savedMerged");
    } catch (failure) {
      if (isVersionConflict(failure)) {
        // Changed once more while the user decided: show that version; they choose again.
        setChangedAgain(true);
        await readCurrent().catch(() => setOffice({ record: failure.body.current }));
      } else {
        setError(errorMessage(failure, translate("conflict.failedToSave")));
      }
    } finally {
      setBusy(false);
    }
  };

  const takeOffice = () => {
    if (office.etag) keepVersion(path, office.etag, office.record);
    finish({ choice: "office", record: office.record }, "conflict.tookOffice");
  };

  // The differing fields first, each marked and chosen; then what both versions agree on, for context.
  const shown = rows.filter((r) => r.differs || valueText(r.field, r.mine, words) !== translate("conflict.empty"));
  const differing = shown.filter((r) => r.differs);
  const agreeing = shown.filter((r) => !r.differs);
  const title = entry.label ? translate("conflict.titleOf", { label: entry.label }) : translate("conflict.title");
  const rowView = (row: ConflictRow) => (
    <ConflictRowView
      key={row.field.key}
      row={row}
      label={labelOf(row.field, translate)}
      mine={valueText(row.field, row.mine, words)}
      office={valueText(row.field, row.office, words)}
      choice={choices[row.field.key] ?? "mine"}
      onChoose={(side) => setChoices((c) => ({ ...c, [row.field.key]: side }))}
    />
  );
  const later = () => !busy && pending.resolve({ choice: "later" });
  return (
    <Dialog open fullScreen={small} fullWidth maxWidth="md" scroll="paper" onClose={later} aria-labelledby="conflict-title">
      <DialogTitle id="conflict-title" sx={{ pr: 6 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label={translate("conflict.decideLater")} onClick={later} disabled={busy} sx={{ position: "absolute", right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers data-testid="conflict-view">
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {translate("conflict.explain")}
        </Typography>
        {changedAgain && (
          <Alert severity="warning" sx={{ mb: 1.5 }}>
            {translate("conflict.changedAgain")}
          </Alert>
        )}
        {error && (
          <Alert severity="error" sx={{ mb: 1.5 }} role="alert">
            {error}
          </Alert>
        )}
        <Box sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 1, position: "sticky", top: -16, bgcolor: "background.paper", zIndex: 1, py: 0.5 }}>
          <Typography variant="subtitle2" data-testid="conflict-mine-heading">
            {translate("conflict.yourVersion")}
          </Typography>
          <Typography variant="subtitle2" data-testid="conflict-office-heading">
            {translate("conflict.officeVersion")}
          </Typography>
        </Box>
        {differing.map(rowView)}
        {agreeing.length > 0 && (
          <Typography variant="overline" component="h3" color="text.secondary" sx={{ display: "block", mt: 2 }}>
            {translate("conflict.sameInBoth")}
          </Typography>
        )}
        {agreeing.map(rowView)}
      </DialogContent>
      <DialogActions sx={{ display: "grid", gridTemplateColumns: { xs: "1fr 1fr", sm: "auto auto auto" }, justifyContent: { sm: "end" }, gap: 1, "& > :not(style) ~ :not(style)": { ml: 0 } }}>
        <Button variant="outlined" onClick={takeOffice} disabled={busy}>
          {translate("conflict.takeOffice")}
        </Button>
        <Button variant="outlined" onClick={() => send(entry.body, "mine")} disabled={busy}>
          {translate("conflict.keepMine")}
        </Button>
        <Button variant="contained" onClick={() => send(mergedBody(entry.body, rows, choices), "merged")} disabled={busy} sx={{ gridColumn: { xs: "1 / -1", sm: "auto" } }}>
          {translate("conflict.saveMerged")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

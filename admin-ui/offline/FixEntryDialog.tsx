import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from "@mui/material";
import { useState } from "react";
import { useTranslate } from "react-admin";
import { fixEntry, type OutboxEntry } from "./outbox";

type Plain = string | number | boolean | null;
const isPlain = (v: unknown): v is Plain => v === null || ["string", "number", "boolean"].includes(typeof v);

/** A typed value back in the type it had: a number stays a number, blank is null where it was null. */
function typed(original: Plain, text: string): Plain {
  if (typeof original === "number") return text.trim() === "" || !Number.isFinite(Number(text)) ? text : Number(text);
  if (typeof original === "boolean") return text === "true";
  if (original === null && text.trim() === "") return null;
  return text;
}

/**
 * An entry's values as they will be sent, each in its own input (the form it came from may need lists the phone
 * does not have): the ones the server named are marked. Saving puts the entry back in line with a new key.
 */
export function FixEntryDialog({ entry, onClose }: { entry: OutboxEntry; onClose(): void }) {
  const translate = useTranslate();
  const plain = Object.entries(entry.body).filter(([, v]) => isPlain(v)) as [string, Plain][];
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(plain.map(([k, v]) => [k, v === null ? "" : String(v)])));
  const issues = new Map(((entry.refusal as { issues?: { path: string; message: string }[] } | undefined)?.issues ?? []).map((i) => [i.path, i.message]));
  const save = () => {
    const body = { ...entry.body };
    for (const [k, v] of plain) body[k] = typed(v, values[k] ?? "");
    void fixEntry(entry.id, body);
    onClose();
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="outbox-fix-title">
      <DialogTitle id="outbox-fix-title">
        {translate("offline.fix_title")}: {entry.label}
      </DialogTitle>
      <DialogContent dividers sx={{ display: "grid", gap: 1.5 }}>
        {plain.map(([k]) => (
          <TextField
            key={k}
            label={k}
            value={values[k] ?? ""}
            onChange={(e) => setValues((all) => ({ ...all, [k]: e.target.value }))}
            error={issues.has(k)}
            helperText={issues.get(k)}
            size="small"
          />
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate("offline.cancel")}</Button>
        <Button variant="contained" onClick={save}>
          {translate("offline.save_fix")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

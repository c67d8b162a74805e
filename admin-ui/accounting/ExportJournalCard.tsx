import { Alert, Box, Button, Card, CardContent, CardHeader, Checkbox, FormControlLabel, MenuItem, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { lastMonth } from "../../api/client/rules";
import { api } from "../lib/api";
import { errorText } from "../lib/error-messages";
import { download } from "../lib/export-csv";
import { useTranslate } from "react-admin";

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Export a month's journal (IIF or CSV) of this entity or all; a period exported before needs "export again". A refusal
 * shows in the card, beside the checkbox and the button it names, in the user's words.
 */
export function ExportJournalCard({ entityId }: { entityId: number }) {
  const translate = useTranslate();
  const [month, setMonth] = useState(lastMonth(today()));
  const [scope, setScope] = useState<"entity" | "all">("entity");
  const [format, setFormat] = useState<"iif" | "csv">("iif");
  const [force, setForce] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ text: string; refused: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    setResult(null);
    setProblem(null);
    try {
      const res = await api.api.accounting["journal-exports"].$post({ json: { entity: scope === "all" ? "all" : entityId, month, format, force } });
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { code?: string };
        const controls = { exportAgain: translate("accounting.exportAgainIfAlreadyExported"), export: translate("accounting.exportJournal") };
        const text = errorText({ status: res.status, ...body }, translate, translate("accounting.exportFailed", { status: res.status }), controls);
        setProblem({ text, refused: body.code === "ALREADY_EXPORTED" });
        return;
      }
      const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? `journal.${format}`;
      download(name, await res.text(), format === "csv" ? "text/csv;charset=utf-8" : "text/plain;charset=utf-8");
      setResult(translate("accounting.exportResult", { name, lines: res.headers.get("x-journal-lines"), debits: res.headers.get("x-journal-debits"), credits: res.headers.get("x-journal-credits") }));
      setForce(false);
    } catch (error) {
      // The server out of reach (a dropped connection): said in the card too.
      setProblem({ text: errorText(error, translate, translate("layout.exportFailed")), refused: false });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader title={translate("accounting.exportJournal")} subheader={translate("accounting.quickbooksDesktopIifOrQuickbooks")} />
      <CardContent sx={{ display: "grid", gap: 2 }}>
        <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", alignItems: "center" }}>
          <TextField type="month" size="small" label={translate("accounting.month")} value={month} onChange={(e) => setMonth(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField select size="small" label={translate("accounting.entity")} value={scope} onChange={(e) => setScope(e.target.value as "entity" | "all")} sx={{ minWidth: 180, maxWidth: "100%" }}>
            <MenuItem value="entity">{translate("accounting.selectedEntity")}</MenuItem>
            <MenuItem value="all">{translate("accounting.allEntities")}</MenuItem>
          </TextField>
          <TextField select size="small" label={translate("accounting.format")} value={format} onChange={(e) => setFormat(e.target.value as "iif" | "csv")} sx={{ minWidth: 220, maxWidth: "100%", "& .MuiSelect-select": { whiteSpace: "normal" } }}>
            <MenuItem value="iif">{translate("accounting.iifQuickbooksDesktop")}</MenuItem>
            <MenuItem value="csv">{translate("accounting.csvQuickbooksOnlineXero")}</MenuItem>
          </TextField>
          <FormControlLabel control={<Checkbox checked={force} onChange={(e) => setForce(e.target.checked)} />} label={translate("accounting.exportAgainIfAlreadyExported")} />
          <Button variant="contained" disabled={busy || !month} onClick={() => void run()}>
            {translate("accounting.exportJournal")}
          </Button>
        </Box>
        {problem && (
          <Alert severity={problem.refused ? "warning" : "error"} role="alert" onClose={() => setProblem(null)} closeText={translate("ra.action.close")}>
            {problem.text}
          </Alert>
        )}
        {result && <Typography color="text.secondary">{result}</Typography>}
      </CardContent>
    </Card>
  );
}

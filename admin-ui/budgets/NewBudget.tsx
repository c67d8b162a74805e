import { Box, Button, MenuItem, TextField } from "@mui/material";
import { useState } from "react";
import { api, read } from "../lib/api";
import { errorMessage } from "../lib/http";
import { useToast } from "../lib/useToast";
import { DEFAULT_TITLES } from "../layout/ToastAlert";
import { useBudgetsChanged } from "./useBudgets";
import { useTranslate } from "react-admin";

/** What a budget can be for: a field, or a crop grown that year (the budget vs actual report lists both). */
export interface BudgetTarget {
  key: string;
  label: string;
  fieldId?: number;
  cropType?: string;
}

/** Starts a budget for a field or crop: empty, from last year's actual $/acre per category, or a copy of another. */
export function NewBudget({ entityId, year, targets, sources }: { entityId: number; year: number; targets: BudgetTarget[]; sources: Array<{ id: number; fieldName: string | null; cropType: string | null }> }) {
  const translate = useTranslate();
  const [key, setKey] = useState(targets[0]?.key ?? "");
  const [copyFrom, setCopyFrom] = useState("");
  const [busy, setBusy] = useState(false);
  const changed = useBudgetsChanged();
  const toast = useToast();
  const target = targets.find((t) => t.key === key);
  const create = async (from: "empty" | "last-year" | "copy") => {
    if (!target) return;
    setBusy(true);
    try {
      const scope = target.fieldId !== undefined ? { fieldId: target.fieldId } : { cropType: target.cropType };
      const copy = from === "copy" ? { copyFromBudgetId: Number(copyFrom) } : {};
      const created = await read(api.api.budgets.$post({ json: { entityId, cropYear: year, from, ...scope, ...copy } }));
      await changed();
      // Last year's actuals gave no yield: the API left the expectations at 0.00 and says so; so does the screen.
      if (created.noYieldLastYear) toast.show("warning", translate(DEFAULT_TITLES.warning), translate("budgets.noYieldLastYear", { label: target.label }));
      else toast.success(translate("budgets.budgetForCreated", { label: target.label }));
    } catch (err) {
      toast.error(errorMessage(err, translate("budgets.createFailed")));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center", mb: 2 }}>
      <TextField select size="small" label={translate("budgets.budgetFor")} value={key} onChange={(e) => setKey(e.target.value)} sx={{ minWidth: 240 }}>
        {targets.map((t) => (
          <MenuItem key={t.key} value={t.key}>{t.label}</MenuItem>
        ))}
      </TextField>
      <Button variant="contained" disabled={busy || !target} onClick={() => create("last-year")}>
        {translate("budgets.buildFromLastYearS")}
      </Button>
      <Button variant="outlined" disabled={busy || !target} onClick={() => create("empty")}>
        {translate("budgets.startEmpty")}
      </Button>
      {sources.length > 0 && (
        <>
          <TextField select size="small" label={translate("budgets.copyFrom")} value={copyFrom} onChange={(e) => setCopyFrom(e.target.value)} sx={{ minWidth: 200 }}>
            {sources.map((b) => (
              <MenuItem key={b.id} value={String(b.id)}>{b.fieldName ?? translate("budgets.crop", { cropType: b.cropType })}</MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" disabled={busy || !target || !copyFrom} onClick={() => create("copy")}>
            {translate("budgets.copy")}
          </Button>
        </>
      )}
    </Box>
  );
}

import { Box, Button, MenuItem, TextField } from "@mui/material";
import { useState } from "react";
import { api, read } from "../lib/api";
import { useToast } from "../lib/useToast";
import { useBudgetsChanged } from "./useBudgets";

/** What a budget can be for: a field, or a crop grown that year (the budget vs actual report lists both). */
export interface BudgetTarget {
  key: string;
  label: string;
  fieldId?: number;
  cropType?: string;
}

/** Starts a budget for a field or crop: empty, or from last year's actual $/acre per category. */
export function NewBudget({ entityId, year, targets }: { entityId: number; year: number; targets: BudgetTarget[] }) {
  const [key, setKey] = useState(targets[0]?.key ?? "");
  const [busy, setBusy] = useState(false);
  const changed = useBudgetsChanged();
  const toast = useToast();
  const target = targets.find((t) => t.key === key);
  const create = async (from: "empty" | "last-year") => {
    if (!target) return;
    setBusy(true);
    try {
      const scope = target.fieldId !== undefined ? { fieldId: target.fieldId } : { cropType: target.cropType };
      await read(api.api.budgets.$post({ json: { entityId, cropYear: year, from, ...scope } }));
      await changed();
      toast.success(`Budget for ${target.label} created`);
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center", mb: 2 }}>
      <TextField select size="small" label="Budget for" value={key} onChange={(e) => setKey(e.target.value)} sx={{ minWidth: 240 }}>
        {targets.map((t) => (
          <MenuItem key={t.key} value={t.key}>{t.label}</MenuItem>
        ))}
      </TextField>
      <Button variant="contained" disabled={busy || !target} onClick={() => create("last-year")}>
        Build from last year's actuals
      </Button>
      <Button variant="outlined" disabled={busy || !target} onClick={() => create("empty")}>
        Start empty
      </Button>
    </Box>
  );
}

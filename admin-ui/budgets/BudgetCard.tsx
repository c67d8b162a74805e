import { Box, Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { api, read } from "../lib/api";
import { errorMessage } from "../lib/http";
import { money } from "../lib/format";
import { useToast } from "../lib/useToast";
import { useBudgetsChanged, type useBudgets } from "./useBudgets";
import { useTranslate } from "react-admin";
import { useCategoryName } from "../lib/useCategoryName";
import { useReferenceWords } from "../lib/useReferenceWords";

type Budget = NonNullable<ReturnType<typeof useBudgets>["data"]>[number];

/**
 * One budget: its expectations and its category lines, editable by an admin. Saving sends the expectations and every
 * line (PUT replaces them); the total per acre shown is the server's.
 */
export function BudgetCard({ budget, canEdit }: { budget: Budget; canEdit: boolean }) {
  const translate = useTranslate();
  const categoryName = useCategoryName();
  // The unit in the UI language; typing its translation back keeps the stored word.
  const { unit } = useReferenceWords();
  const [amounts, setAmounts] = useState<Record<number, string>>(() => Object.fromEntries(budget.lines.map((l) => [l.categoryId, l.amountPerAcre])));
  const [plan, setPlan] = useState({ expectedYieldPerAcre: budget.expectedYieldPerAcre, yieldUnit: budget.yieldUnit, expectedPricePerUnit: budget.expectedPricePerUnit });
  const [busy, setBusy] = useState(false);
  const changed = useBudgetsChanged();
  const toast = useToast();
  const dirty =
    budget.lines.some((l) => amounts[l.categoryId] !== l.amountPerAcre) ||
    plan.expectedYieldPerAcre !== budget.expectedYieldPerAcre || plan.yieldUnit !== budget.yieldUnit || plan.expectedPricePerUnit !== budget.expectedPricePerUnit;
  const title = budget.fieldName ?? translate("budgets.crop", { cropType: budget.cropType });
  const save = async () => {
    setBusy(true);
    try {
      const lines = budget.lines.map((l) => ({ categoryId: l.categoryId, amountPerAcre: amounts[l.categoryId] ?? l.amountPerAcre, plannedMonth: l.plannedMonth }));
      await read(api.api.budgets[":id"].$put({ param: { id: String(budget.id) }, json: { lines, ...plan } }));
      await changed();
      toast.success(translate("budgets.budgetForSaved", { title }));
    } catch (err) {
      toast.error(errorMessage(err, translate("budgets.saveFailed")));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card variant="outlined" data-testid="budget-card" data-budget={title}>
      <CardContent>
        <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate("budgets.expected")} {budget.expectedYieldPerAcre} {unit(budget.yieldUnit)}{translate("budgets.acreAt")} {money(budget.expectedPricePerUnit)} {translate("budgets.planned")}{" "}
          <span data-testid="budget-total" data-money="">{money(budget.totalPerAcre)}</span>{translate("budgets.acre")}
        </Typography>
        {canEdit && (
          // The three inputs wrap rather than shrink below their labels.
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mb: 1, "& > *": { flex: "1 1 150px" } }}>
            <TextField size="small" label={translate("budgets.yieldAcre")} value={plan.expectedYieldPerAcre} onChange={(e) => setPlan({ ...plan, expectedYieldPerAcre: e.target.value })} />
            <TextField
              size="small"
              label={translate("budgets.unit")}
              value={unit(plan.yieldUnit)}
              onChange={(e) => setPlan({ ...plan, yieldUnit: e.target.value === unit(budget.yieldUnit) ? budget.yieldUnit : e.target.value })}
            />
            <TextField size="small" label={translate("budgets.priceUnit")} value={plan.expectedPricePerUnit} onChange={(e) => setPlan({ ...plan, expectedPricePerUnit: e.target.value })} />
          </Box>
        )}
        {budget.lines.length === 0 ? (
          <Typography variant="body2" color="text.secondary">{translate("budgets.noCategoryLines")}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate("budgets.category")}</TableCell>
                <TableCell align="right">{translate("budgets.acre2")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {budget.lines.map((l) => (
                <TableRow key={l.categoryId}>
                  <TableCell>{categoryName(l.categoryName)}</TableCell>
                  <TableCell align="right">
                    {canEdit ? (
                      <TextField
                        size="small"
                        value={amounts[l.categoryId] ?? ""}
                        onChange={(e) => setAmounts({ ...amounts, [l.categoryId]: e.target.value })}
                        slotProps={{ htmlInput: { "aria-label": translate("budgets.acre4", { categoryName: categoryName(l.categoryName) }), inputMode: "decimal", style: { textAlign: "right", width: 90 } } }}
                      />
                    ) : (
                      <span data-money="">{money(l.amountPerAcre)}</span>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {canEdit && (
          <Box sx={{ mt: 1, textAlign: "right" }}>
            <Button size="small" variant="contained" disabled={!dirty || busy} onClick={save}>{translate("budgets.saveBudget")}</Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

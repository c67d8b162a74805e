import { Box, Divider, Typography } from "@mui/material";
import { useState } from "react";
import { useCanEdit } from "../lib/usePermissionsInfo";
import { ReportToolbar } from "../reports/ReportActions";
import { ReportState } from "../reports/ReportState";
import { useReport } from "../reports/useReport";
import { BudgetCard } from "./BudgetCard";
import { type BudgetVsActualReport, budgetVsActualCall, costOfProductionCall, whatIfCall } from "./calls";
import { CostOfProductionView } from "./CostOfProductionView";
import { BudgetVsActualView } from "./BudgetVsActualView";
import { type BudgetTarget, NewBudget } from "./NewBudget";
import { useBudgets } from "./useBudgets";
import { WhatIfGrid } from "./WhatIfGrid";
import { useTranslate } from "react-admin";

/** The fields and the crops of the year that have no budget yet: what a new budget can be for. */
function targetsOf(report: BudgetVsActualReport, taken: Array<{ fieldId: number | null; cropType: string | null }>, cropLabel: (crop: string) => string): BudgetTarget[] {
  const crops = [...new Map(report.fields.filter((f) => f.crop).map((f) => [f.crop!.toLowerCase(), f.crop!])).values()];
  return [
    ...crops.filter((c) => !taken.some((b) => b.fieldId === null && b.cropType?.toLowerCase() === c.toLowerCase())).map((c) => ({ key: `c:${c}`, label: cropLabel(c), cropType: c })),
    ...report.fields.filter((f) => !taken.some((b) => b.fieldId === f.fieldId)).map((f) => ({ key: `f:${f.fieldId}`, label: f.fieldName, fieldId: f.fieldId })),
  ];
}

/** Budgets of the entity's crop year, budget vs actual with its cumulative chart, and the what-if grid. */
export function BudgetsTab({ entityId, year }: { entityId: number; year: number }) {
  const translate = useTranslate();
  const [threshold, setThreshold] = useState("10");
  const { canEdit } = useCanEdit();
  const budgets = useBudgets(entityId, year);
  const bvaCall = budgetVsActualCall(entityId, year, threshold);
  const bva = useReport(bvaCall, /^\d+(\.\d{1,2})?$/.test(threshold));
  const wiCall = whatIfCall(entityId, year);
  const whatIf = useReport(wiCall);
  const copCall = costOfProductionCall(entityId, year);
  const cop = useReport(copCall);
  return (
    <Box>
      <Typography variant="h6" sx={{ fontWeight: 700, mb: 2 }}>{translate("budgets.budgets")} {year}</Typography>
      {canEdit && bva.data && budgets.data && <NewBudget key={budgets.data.length} entityId={entityId} year={year} targets={targetsOf(bva.data, budgets.data, (cropType) => translate("budgets.crop", { cropType }))} sources={budgets.data} />}
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { md: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" }, mb: 3 }}>
        {(budgets.data ?? []).map((b) => (
          <BudgetCard key={`${b.id}-${b.lines.map((l) => l.amountPerAcre).join()}-${b.expectedYieldPerAcre}-${b.yieldUnit}-${b.expectedPricePerUnit}`} budget={b} canEdit={canEdit} />
        ))}
        {budgets.data?.length === 0 && <Typography color="text.secondary">{translate("budgets.noBudgetsFor")} {year} {translate("budgets.yet")}</Typography>}
      </Box>
      <Divider sx={{ mb: 2 }} />
      <ReportToolbar call={bvaCall}><span /></ReportToolbar>
      <ReportState query={bva}>{() => <BudgetVsActualView report={bva.data!} threshold={threshold} onThreshold={setThreshold} />}</ReportState>
      <Divider sx={{ my: 3 }} />
      <ReportToolbar call={copCall}><span /></ReportToolbar>
      <ReportState query={cop}>{() => <CostOfProductionView report={cop.data!} />}</ReportState>
      <Divider sx={{ my: 3 }} />
      <ReportToolbar call={wiCall}><span /></ReportToolbar>
      <ReportState query={whatIf}>{() => <WhatIfGrid report={whatIf.data!} />}</ReportState>
    </Box>
  );
}

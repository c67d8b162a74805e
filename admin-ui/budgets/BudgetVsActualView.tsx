import { Box, TableCell, TableRow, TextField, Typography } from "@mui/material";
import { Fragment } from "react";
import { acres } from "../lib/format";
import { Money } from "../reports/Money";
import { ReportTable, totalRowSx } from "../reports/ReportTable";
import type { BudgetVsActualReport } from "./calls";
import { CumulativeChart } from "./CumulativeChart";
import { useTranslate } from "react-admin";
import { useCategoryName } from "../lib/useCategoryName";

// Catalogue keys of the column heads.
const HEAD = ["budgets.bva.category", "budgets.bva.budgetAcre", "budgets.bva.actualAcre", "budgets.bva.budget", "budgets.bva.actual", "budgets.bva.variance", "budgets.bva.variancePct"];
const pct = (v: string | null) => (v === null ? "N/A" : `${v}%`);

type Line = BudgetVsActualReport["categories"][number];
function Cells({ label, v }: { label: string; v: Omit<Line, "categoryId" | "categoryName"> }) {
  return (
    <>
      <TableCell>{label}</TableCell>
      <TableCell align="right"><Money value={v.budgetPerAcre} /></TableCell>
      <TableCell align="right"><Money value={v.actualPerAcre} /></TableCell>
      <TableCell align="right"><Money value={v.budgetTotal} /></TableCell>
      <TableCell align="right"><Money value={v.actualTotal} /></TableCell>
      <TableCell align="right"><Money value={v.varianceTotal} /></TableCell>
      <TableCell align="right">{pct(v.variancePercent)}</TableCell>
    </>
  );
}

/** Budget vs actual per field and category (fields over the threshold in red), the roll-up and the cumulative chart. */
export function BudgetVsActualView({ report, threshold, onThreshold }: { report: BudgetVsActualReport; threshold: string; onThreshold: (v: string) => void }) {
  const translate = useTranslate();
  const categoryName = useCategoryName();
  return (
    <Box>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, mb: 2 }}>
        <Typography variant="h6" sx={{ fontWeight: 700 }}>{translate("budgets.budgetVsActual")}</Typography>
        <TextField size="small" label={translate("budgets.overBudgetByMoreThan")} value={threshold} onChange={(e) => onThreshold(e.target.value)} sx={{ width: 200 }} />
      </Box>
      <ReportTable head={HEAD.map((h) => translate(h))} label={translate("budgets.budgetVsActual")}>
        {report.fields.map((f) => (
          <Fragment key={f.fieldId}>
            <TableRow data-testid="bva-field" data-over={f.overBudget || undefined}>
              <TableCell colSpan={HEAD.length} sx={{ fontWeight: 700, color: f.overBudget ? "error.main" : undefined }}>
                {f.fieldName} · {acres(f.acres)} ac{f.crop ? ` · ${f.crop}` : ""}
                {f.budgetScope ? translate("budgets.budget", { budgetScope: f.budgetScope }) : ` ${translate("budgets.noBudget")}`}
                {f.overBudget ? ` ${translate("budgets.overBudget")}` : ""}
              </TableCell>
            </TableRow>
            {f.lines.map((l) => (
              <TableRow key={l.categoryId} data-testid="bva-line"><Cells label={categoryName(l.categoryName)} v={l} /></TableRow>
            ))}
          </Fragment>
        ))}
        <TableRow>
          <TableCell colSpan={HEAD.length} sx={{ fontWeight: 700, bgcolor: "primary.main", color: "primary.contrastText" }}>
            {report.entityName.toUpperCase()} · {acres(report.totals.acres)} {translate("budgets.acresPerAcreWeightedBy")}
          </TableCell>
        </TableRow>
        {report.categories.map((c) => (
          <TableRow key={c.categoryId}><Cells label={categoryName(c.categoryName)} v={c} /></TableRow>
        ))}
        <TableRow sx={totalRowSx} data-testid="bva-total"><Cells label={translate("budgets.total")} v={report.totals} /></TableRow>
      </ReportTable>
      <Typography sx={{ fontWeight: 700, mt: 3, mb: 1 }}>{translate("budgets.cumulativeSpend")}</Typography>
      <CumulativeChart monthly={report.monthly} />
    </Box>
  );
}

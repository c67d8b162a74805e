import { Box, TextField, Typography } from "@mui/material";
import { acres } from "../lib/format";
import { Money } from "../reports/Money";
import { type FigureColumn, type FigureRow, FiguresTable } from "../reports/ReportTable";
import type { BudgetVsActualReport } from "./calls";
import { CumulativeChart } from "./CumulativeChart";
import { useTranslate } from "react-admin";
import { useCategoryName } from "../lib/useCategoryName";

// The columns (catalogue keys budgets.bva.<key>) and their figure kinds.
const COLUMN_KEYS: ReadonlyArray<[string, FigureColumn["figure"]]> = [
  ["category", undefined], ["budgetAcre", "money"], ["actualAcre", "money"], ["budget", "money"], ["actual", "money"], ["variance", "money"], ["variancePct", "number"],
];
const pct = (v: string | null) => (v === null ? "N/A" : `${v}%`);

type Line = BudgetVsActualReport["categories"][number];
type Figures = Omit<Line, "categoryId" | "categoryName">;
/** A line's cells: its label, the five amounts and the variance's percentage. */
const cells = (label: string, v: Figures) => ({
  category: label,
  budgetAcre: <Money value={v.budgetPerAcre} />,
  actualAcre: <Money value={v.actualPerAcre} />,
  budget: <Money value={v.budgetTotal} />,
  actual: <Money value={v.actualTotal} />,
  variance: <Money value={v.varianceTotal} />,
  variancePct: pct(v.variancePercent),
});

/** Budget vs actual per field and category (fields over the threshold in red), the roll-up and the cumulative chart. */
export function BudgetVsActualView({ report, threshold, onThreshold }: { report: BudgetVsActualReport; threshold: string; onThreshold: (v: string) => void }) {
  const translate = useTranslate();
  const categoryName = useCategoryName();
  return (
    <Box>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, mb: 2 }}>
        <Typography variant="h6" sx={{ fontWeight: 700 }}>{translate("budgets.budgetVsActual")}</Typography>
        <TextField size="small" label={translate("budgets.overBudgetByMoreThan")} value={threshold} onChange={(e) => onThreshold(e.target.value)} sx={{ width: 280, maxWidth: "100%" }} />
      </Box>
      <FiguresTable
        label={translate("budgets.budgetVsActual")}
        columns={COLUMN_KEYS.map(([key, figure]) => ({ key, label: translate(`budgets.bva.${key}`), figure }))}
        rows={[
          ...report.fields.flatMap((f): FigureRow[] => [
            {
              key: `field-${f.fieldId}`,
              testId: "bva-field",
              attrs: { "data-over": f.overBudget ? "true" : undefined },
              cells: {},
              heading: (
                <Box component="span" sx={{ color: f.overBudget ? "error.main" : undefined }}>
                  {f.fieldName} · {acres(f.acres)} ac{f.crop ? ` · ${f.crop}` : ""}
                  {f.budgetScope ? translate("budgets.budget", { budgetScope: f.budgetScope }) : ` ${translate("budgets.noBudget")}`}
                  {f.overBudget ? ` ${translate("budgets.overBudget")}` : ""}
                </Box>
              ),
            },
            ...f.lines.map((l) => ({ key: `line-${f.fieldId}-${l.categoryId}`, testId: "bva-line", cells: cells(categoryName(l.categoryName), l) })),
          ]),
          { key: "entity", banner: true, cells: {}, heading: `${report.entityName.toUpperCase()} · ${acres(report.totals.acres)} ${translate("budgets.acresPerAcreWeightedBy")}` },
          ...report.categories.map((c) => ({ key: `category-${c.categoryId}`, cells: cells(categoryName(c.categoryName), c) })),
          { key: "total", total: true, testId: "bva-total", cells: cells(translate("budgets.total"), report.totals) },
        ]}
      />
      <Typography sx={{ fontWeight: 700, mt: 3, mb: 1 }}>{translate("budgets.cumulativeSpend")}</Typography>
      <CumulativeChart monthly={report.monthly} />
    </Box>
  );
}

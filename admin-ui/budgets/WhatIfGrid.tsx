import { Box, MenuItem, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { acres, money } from "../lib/format";
import { Money } from "../reports/Money";
import { FiguresTable } from "../reports/ReportTable";
import type { WhatIfReport } from "./calls";
import { useTranslate } from "react-admin";

const step = (v: number) => `${v > 0 ? "+" : ""}${v}%`;

/** Profit per acre for price changes (rows) and yield changes (columns), for the entity or one budgeted field. */
export function WhatIfGrid({ report }: { report: WhatIfReport }) {
  const translate = useTranslate();
  const [which, setWhich] = useState("entity");
  const field = report.fields.find((f) => String(f.fieldId) === which);
  const rows = field ? field.rows : report.entity.rows;
  return (
    <Box>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2, mb: 2 }}>
        <Typography variant="h6" sx={{ fontWeight: 700 }}>{translate("budgets.whatIfProfitPerAcre")}</Typography>
        <TextField select size="small" label={translate("budgets.gridFor")} value={which} onChange={(e) => setWhich(e.target.value)} sx={{ minWidth: 220, maxWidth: "100%", "& .MuiSelect-select": { whiteSpace: "normal" } }}>
          <MenuItem value="entity">{translate("budgets.entity")}{acres(report.entity.acres)} {translate("budgets.budgetedAc")}</MenuItem>
          {report.fields.map((f) => (
            <MenuItem key={f.fieldId} value={String(f.fieldId)}>{f.fieldName}</MenuItem>
          ))}
        </TextField>
      </Box>
      {field && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {field.expectedYieldPerAcre}{translate("budgets.acreAt")} {money(field.expectedPricePerUnit)}{translate("budgets.cost")} {money(field.costPerAcre)}{translate("budgets.acre")}
        </Typography>
      )}
      <FiguresTable
        label={translate("budgets.whatIfGrid")}
        columns={[{ key: "price", label: translate("budgets.priceYield") }, ...report.yieldSteps.map((y) => ({ key: `y${y}`, label: step(y), figure: "money" as const }))]}
        rows={rows.map((cells, i) => {
          const price = report.priceSteps[i]!;
          return {
            key: price,
            testId: "whatif-row",
            cellTestIds: Object.fromEntries(report.yieldSteps.map((y) => [`y${y}`, `whatif-${price}-${y}`])),
            cells: { price: <strong>{step(price)}</strong>, ...Object.fromEntries(cells.map((c, j) => [`y${report.yieldSteps[j]}`, <Money key={j} value={c} />])) },
          };
        })}
      />
    </Box>
  );
}

import { Box, MenuItem, TableCell, TableRow, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { acres, money } from "../lib/format";
import { Money } from "../reports/Money";
import { ReportTable } from "../reports/ReportTable";
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
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, mb: 2 }}>
        <Typography variant="h6" sx={{ fontWeight: 700 }}>{translate("budgets.whatIfProfitPerAcre")}</Typography>
        <TextField select size="small" label={translate("budgets.gridFor")} value={which} onChange={(e) => setWhich(e.target.value)} sx={{ minWidth: 220 }}>
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
      <ReportTable head={[translate("budgets.priceYield"), ...report.yieldSteps.map(step)]} label={translate("budgets.whatIfGrid")}>
        {rows.map((cells, i) => (
          <TableRow key={report.priceSteps[i]} data-testid="whatif-row">
            <TableCell sx={{ fontWeight: 700 }}>{step(report.priceSteps[i]!)}</TableCell>
            {cells.map((c, j) => (
              <TableCell key={report.yieldSteps[j]} align="right" data-testid={`whatif-${report.priceSteps[i]}-${report.yieldSteps[j]}`}>
                <Money value={c} />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </ReportTable>
    </Box>
  );
}

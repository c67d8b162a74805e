import { Box, TableCell, TableRow, Typography } from "@mui/material";
import { Fragment, type ReactNode } from "react";
import { acres, money } from "../lib/format";
import { Money } from "../reports/Money";
import { ReportTable } from "../reports/ReportTable";
import type { CostOfProductionReport } from "./calls";
import { useTranslate } from "react-admin";

// Catalogue keys of the column heads.
const HEAD = ["budgets.cop.basis", "budgets.cop.cost", "budgets.cop.costAcre", "budgets.cop.costUnit", "budgets.cop.breakEvenPrice", "budgets.cop.breakEvenYieldAcre"];
type Row = CostOfProductionReport["fields"][number] | CostOfProductionReport["crops"][number];
type Basis = Row["actual"];

/** Null from the server means a zero divisor: shown as N/A, never worked out here. */
const orNA = (v: string | null, show: (v: string) => ReactNode) => (v === null ? "N/A" : show(v));

function BasisRow({ name, label, basis, unit }: { name: string; label: string; basis: Basis; unit: string | null }) {
  return (
    <TableRow data-testid="cop-basis" data-row={name} data-basis={label.toLowerCase()}>
      <TableCell>{label}</TableCell>
      <TableCell align="right"><Money value={basis.cost} /></TableCell>
      <TableCell align="right"><Money value={basis.costPerAcre} /></TableCell>
      <TableCell align="right" data-testid="cop-costPerUnit">{orNA(basis.costPerUnit, (v) => <Money value={v} />)}</TableCell>
      <TableCell align="right" data-testid="cop-breakEvenPrice">{orNA(basis.breakEvenPrice, (v) => <Money value={v} />)}</TableCell>
      <TableCell align="right" data-testid="cop-breakEvenYield">{orNA(basis.breakEvenYield, (v) => `${v}${unit ? ` ${unit}` : ""}`)}</TableCell>
    </TableRow>
  );
}

function Rows({ name, title, row }: { name: string; title: string; row: Row }) {
  const translate = useTranslate();
  const unit = row.yieldUnit;
  return (
    <Fragment>
      <TableRow data-testid="cop-row" data-row={name}>
        <TableCell colSpan={HEAD.length} sx={{ fontWeight: 700 }}>
          {title} · {acres(row.acres)} {translate("budgets.acExpected")} {row.expectedYieldPerAcre}{unit ? ` ${unit}` : ""}{translate("budgets.acreAt")} {money(row.expectedPricePerUnit)}
          {` ${translate("budgets.harvested")} `}{row.actualYieldPerAcre === null ? "N/A" : translate("budgets.acre3", { actualYieldPerAcre: row.actualYieldPerAcre, value: unit ? ` ${unit}` : "" })}
        </TableCell>
      </TableRow>
      <BasisRow name={name} label={translate("budgets.actual")} basis={row.actual} unit={unit} />
      <BasisRow name={name} label={translate("budgets.budget2")} basis={row.budget} unit={unit} />
    </Fragment>
  );
}

/** Cost per unit, break-even price and break-even yield per field and per crop, from actuals and from the budget. */
export function CostOfProductionView({ report }: { report: CostOfProductionReport }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="h6" sx={{ fontWeight: 700, mb: 2 }}>{translate("budgets.costOfProduction")}</Typography>
      <ReportTable head={HEAD.map((h) => translate(h))} label={translate("budgets.costOfProduction")}>
        {report.fields.map((f) => (
          <Rows key={f.fieldId} name={f.fieldName} title={`${f.fieldName}${f.crop ? ` · ${f.crop}` : ""}`} row={f} />
        ))}
        <TableRow>
          <TableCell colSpan={HEAD.length} sx={{ fontWeight: 700, bgcolor: "primary.main", color: "primary.contrastText" }}>
            {translate("budgets.perCrop")}
          </TableCell>
        </TableRow>
        {report.crops.map((c) => (
          <Rows key={c.crop ?? ""} name={`crop:${c.crop ?? ""}`} title={`${c.crop ?? translate("budgets.noCrop")} (${c.fieldCount} ${c.fieldCount === 1 ? translate("budgets.field") : translate("budgets.fields")})`} row={c} />
        ))}
      </ReportTable>
    </Box>
  );
}

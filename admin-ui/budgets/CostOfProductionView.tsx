import { Box, TableCell, TableRow, Typography } from "@mui/material";
import { Fragment, type ReactNode } from "react";
import { acres, money } from "../lib/format";
import { Money } from "../reports/Money";
import { ReportTable } from "../reports/ReportTable";
import type { CostOfProductionReport } from "./calls";

const HEAD = ["BASIS", "COST", "COST/ACRE", "COST/UNIT", "BREAK-EVEN PRICE", "BREAK-EVEN YIELD/ACRE"];
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
  const unit = row.yieldUnit;
  return (
    <Fragment>
      <TableRow data-testid="cop-row" data-row={name}>
        <TableCell colSpan={HEAD.length} sx={{ fontWeight: 700 }}>
          {title} · {acres(row.acres)} ac · expected {row.expectedYieldPerAcre}{unit ? ` ${unit}` : ""}/acre at {money(row.expectedPricePerUnit)}
          {" · harvested "}{row.actualYieldPerAcre === null ? "N/A" : `${row.actualYieldPerAcre}${unit ? ` ${unit}` : ""}/acre`}
        </TableCell>
      </TableRow>
      <BasisRow name={name} label="Actual" basis={row.actual} unit={unit} />
      <BasisRow name={name} label="Budget" basis={row.budget} unit={unit} />
    </Fragment>
  );
}

/** Cost per unit, break-even price and break-even yield per field and per crop, from actuals and from the budget. */
export function CostOfProductionView({ report }: { report: CostOfProductionReport }) {
  return (
    <Box>
      <Typography variant="h6" sx={{ fontWeight: 700, mb: 2 }}>Cost of production</Typography>
      <ReportTable head={HEAD} label="Cost of production">
        {report.fields.map((f) => (
          <Rows key={f.fieldId} name={f.fieldName} title={`${f.fieldName}${f.crop ? ` · ${f.crop}` : ""}`} row={f} />
        ))}
        <TableRow>
          <TableCell colSpan={HEAD.length} sx={{ fontWeight: 700, bgcolor: "primary.main", color: "primary.contrastText" }}>
            PER CROP
          </TableCell>
        </TableRow>
        {report.crops.map((c) => (
          <Rows key={c.crop ?? ""} name={`crop:${c.crop ?? ""}`} title={`${c.crop ?? "No crop"} (${c.fieldCount} ${c.fieldCount === 1 ? "field" : "fields"})`} row={c} />
        ))}
      </ReportTable>
    </Box>
  );
}

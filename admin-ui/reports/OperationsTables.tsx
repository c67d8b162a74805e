import { TableCell, TableRow } from "@mui/material";
import { shortDate } from "../lib/format";
import { Money } from "./Money";
import type { DetailedOperations } from "./report-types";
import { ReportTable } from "./ReportTable";

/** The results line: income, the three cost kinds, total, net (negative in parentheses) and net per acre. */
export function OperationsResults({ results: x }: { results: DetailedOperations["results"] }) {
  return (
    <ReportTable head={["INCOME", "COSTS CULTURAL", "COSTS OTHER", "COSTS EQUIP", "TOTAL COSTS", "NET", "NET/ACRE"]} label="Results">
      <TableRow data-testid="operations-results">
        <TableCell><Money value={x.income} /></TableCell>
        <TableCell><Money value={x.costsCultural} /></TableCell>
        <TableCell><Money value={x.costsOther} /></TableCell>
        <TableCell><Money value={x.costsEquip} /></TableCell>
        <TableCell><Money value={x.totalCosts} /></TableCell>
        <TableCell data-testid="operations-net"><Money value={x.net} parens /></TableCell>
        <TableCell><Money value={x.netPerAcre} parens /></TableCell>
      </TableRow>
    </ReportTable>
  );
}

const pair = (a: { perAcre: string; total: string }) => [
  <TableCell key="p" align="right"><Money value={a.perAcre} /></TableCell>,
  <TableCell key="t" align="right"><Money value={a.total} /></TableCell>,
];

/** One row per operation with per-acre and total amounts of each kind. */
export function CulturalCostsTable({ lines }: { lines: DetailedOperations["lines"] }) {
  const head = [
    "DATE", "N/B/I", "ACCOUNT", "OPERATION PERFORMED",
    "(Billable) CUSTOM FARM /AC", "CUSTOM FARM TOTAL", "COSTS OTHER /AC", "COSTS OTHER TOTAL",
    "EQUIP RENT /AC", "EQUIP RENT TOTAL", "INCOME /AC", "INCOME TOTAL", "COST /AC", "COST TOTAL",
  ];
  return (
    <ReportTable head={head} label="Cultural Costs">
      {lines.map((l) => (
        <TableRow key={l.taskId} data-testid="operation-line">
          <TableCell>{shortDate(l.date)}</TableCell>
          <TableCell>{l.nbi}</TableCell>
          <TableCell sx={{ whiteSpace: "nowrap" }}>{`${l.accountCode} ${l.categoryName.toUpperCase()}`}</TableCell>
          <TableCell>{l.operation}</TableCell>
          {pair(l.customFarm)}
          {pair(l.costsOther)}
          {pair(l.equipRent)}
          {pair(l.income)}
          {pair(l.cost)}
        </TableRow>
      ))}
    </ReportTable>
  );
}

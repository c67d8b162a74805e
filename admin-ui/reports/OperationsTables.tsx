import { TableCell, TableRow } from "@mui/material";
import { shortDate } from "../lib/format";
import { Money } from "./Money";
import type { DetailedOperations } from "./report-types";
import { ReportTable } from "./ReportTable";
import { useTranslate } from "react-admin";
import { useCategoryName } from "../lib/useCategoryName";

/** The results line: income, the three cost kinds, total, net (negative in parentheses) and net per acre. */
export function OperationsResults({ results: x }: { results: DetailedOperations["results"] }) {
  const translate = useTranslate();
  return (
    <ReportTable head={[translate("reports.income"), translate("reports.costsCultural"), translate("reports.costsOther"), translate("reports.costsEquip"), translate("reports.totalCosts"), translate("reports.net"), translate("reports.netAcre")]} label={translate("reports.results")}>
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
  const translate = useTranslate();
  const categoryName = useCategoryName();
  const head = [
    translate("reports.date2"), translate("reports.nBI"), translate("reports.account"), translate("reports.operationPerformed"),
    translate("reports.billableCustomFarmAc"), translate("reports.customFarmTotal"), translate("reports.costsOtherAc"), translate("reports.costsOtherTotal"),
    translate("reports.equipRentAc"), translate("reports.equipRentTotal"), translate("reports.incomeAc"), translate("reports.incomeTotal"), translate("reports.costAc"), translate("reports.costTotal"),
  ];
  return (
    <ReportTable head={head} label={translate("reports.culturalCosts2")}>
      {lines.map((l) => (
        <TableRow key={l.taskId} data-testid="operation-line">
          <TableCell>{shortDate(l.date)}</TableCell>
          <TableCell>{l.nbi}</TableCell>
          <TableCell sx={{ whiteSpace: "nowrap" }}>{`${l.accountCode} ${categoryName(l.categoryName).toUpperCase()}`}</TableCell>
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

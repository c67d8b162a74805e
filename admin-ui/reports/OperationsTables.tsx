import { shortDate } from "../lib/format";
import { Money } from "./Money";
import type { DetailedOperations } from "./report-types";
import { FiguresTable } from "./ReportTable";
import { useTranslate } from "react-admin";
import { useCategoryName } from "../lib/useCategoryName";

/** The results line: income (a credit), the three cost kinds, total, net (negative in parentheses) and net per acre. */
export function OperationsResults({ results: x }: { results: DetailedOperations["results"] }) {
  const translate = useTranslate();
  const column = (key: string, head: string) => ({ key, label: translate(head), figure: "money" as const });
  return (
    <FiguresTable
      label={translate("reports.results")}
      columns={[
        column("income", "reports.income"), column("costsCultural", "reports.costsCultural"), column("costsOther", "reports.costsOther"),
        column("costsEquip", "reports.costsEquip"), column("totalCosts", "reports.totalCosts"), column("net", "reports.net"), column("netPerAcre", "reports.netAcre"),
      ]}
      rows={[
        {
          key: "results",
          testId: "operations-results",
          cellTestIds: { net: "operations-net" },
          cells: {
            income: <Money value={x.income} credit />,
            costsCultural: <Money value={x.costsCultural} />,
            costsOther: <Money value={x.costsOther} />,
            costsEquip: <Money value={x.costsEquip} />,
            totalCosts: <Money value={x.totalCosts} />,
            net: <Money value={x.net} parens />,
            netPerAcre: <Money value={x.netPerAcre} parens />,
          },
        },
      ]}
    />
  );
}

// The five amounts of a line, each per acre and in total: key and the catalogue keys of the two heads.
const PAIRS = [
  ["customFarm", "reports.billableCustomFarmAc", "reports.customFarmTotal"],
  ["costsOther", "reports.costsOtherAc", "reports.costsOtherTotal"],
  ["equipRent", "reports.equipRentAc", "reports.equipRentTotal"],
  ["income", "reports.incomeAc", "reports.incomeTotal"],
  ["cost", "reports.costAc", "reports.costTotal"],
] as const;

/**
 * One row per operation with per-acre and total amounts of each kind, income as a credit. Fourteen columns: a laptop
 * scrolls the table in its frame with the date kept, a phone shows each operation as a card (tests/e2e/report-tables.e2e.ts).
 */
export function CulturalCostsTable({ lines }: { lines: DetailedOperations["lines"] }) {
  const translate = useTranslate();
  const categoryName = useCategoryName();
  return (
    <FiguresTable
      label={translate("reports.culturalCosts2")}
      columns={[
        { key: "date", label: translate("reports.date2") },
        { key: "nbi", label: translate("reports.nBI") },
        { key: "account", label: translate("reports.account") },
        { key: "operation", label: translate("reports.operationPerformed") },
        ...PAIRS.flatMap(([key, perAcre, total]) => [
          { key: `${key}PerAcre`, label: translate(perAcre), figure: "money" as const },
          { key: `${key}Total`, label: translate(total), figure: "money" as const },
        ]),
      ]}
      rows={lines.map((l) => ({
        key: l.taskId,
        testId: "operation-line",
        cells: {
          date: shortDate(l.date),
          nbi: l.nbi,
          account: `${l.accountCode} ${categoryName(l.categoryName).toUpperCase()}`,
          operation: l.operation,
          ...Object.fromEntries(
            PAIRS.flatMap(([key]) => [
              [`${key}PerAcre`, <Money key="a" value={l[key].perAcre} credit={key === "income"} />],
              [`${key}Total`, <Money key="t" value={l[key].total} credit={key === "income"} />],
            ]),
          ),
        },
      }))}
    />
  );
}

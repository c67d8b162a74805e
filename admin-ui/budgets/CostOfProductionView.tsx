import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { acres, money } from "../lib/format";
import { Money } from "../reports/Money";
import { type FigureColumn, type FigureRow, FiguresTable } from "../reports/ReportTable";
import type { CostOfProductionReport } from "./calls";
import { useTranslate } from "react-admin";
import { useReferenceWords } from "../lib/useReferenceWords";

// The columns (catalogue keys budgets.cop.<key>) and their figure kinds.
const COLUMN_KEYS: ReadonlyArray<[string, FigureColumn["figure"]]> = [
  ["basis", undefined], ["cost", "money"], ["costAcre", "money"], ["costUnit", "money"], ["breakEvenPrice", "money"], ["breakEvenYieldAcre", "number"],
];
type Row = CostOfProductionReport["fields"][number] | CostOfProductionReport["crops"][number];
type Basis = Row["actual"];

/** Null from the server means a zero divisor: shown as N/A, never worked out here. */
const orNA = (v: string | null, show: (v: string) => ReactNode) => (v === null ? "N/A" : show(v));

/** The line of one basis (actual or budget) of a field or crop. */
function basisRow(name: string, label: string, basis: Basis, unit: string | null): FigureRow {
  return {
    key: `${name}-${label}`,
    testId: "cop-basis",
    attrs: { "data-row": name, "data-basis": label.toLowerCase() },
    cellTestIds: { costUnit: "cop-costPerUnit", breakEvenPrice: "cop-breakEvenPrice", breakEvenYieldAcre: "cop-breakEvenYield" },
    cells: {
      basis: label,
      cost: <Money value={basis.cost} />,
      costAcre: <Money value={basis.costPerAcre} />,
      costUnit: orNA(basis.costPerUnit, (v) => <Money value={v} />),
      breakEvenPrice: orNA(basis.breakEvenPrice, (v) => <Money value={v} />),
      breakEvenYieldAcre: orNA(basis.breakEvenYield, (v) => `${v}${unit ? ` ${unit}` : ""}`),
    },
  };
}

/** A field's or crop's heading line (its acres, expected and harvested yield) and its two bases. */
function useRows() {
  const translate = useTranslate();
  const words = useReferenceWords();
  return (name: string, title: string, row: Row): FigureRow[] => {
    const unit = row.yieldUnit ? words.unit(row.yieldUnit) : row.yieldUnit;
    return [
      {
        key: `${name}-heading`,
        testId: "cop-row",
        attrs: { "data-row": name },
        cells: {},
        heading: (
          <>
            {title} · {acres(row.acres)} {translate("budgets.acExpected")} {row.expectedYieldPerAcre}{unit ? ` ${unit}` : ""}{translate("budgets.acreAt")} {money(row.expectedPricePerUnit)}
            {` ${translate("budgets.harvested")} `}{row.actualYieldPerAcre === null ? "N/A" : translate("budgets.acre3", { actualYieldPerAcre: row.actualYieldPerAcre, value: unit ? ` ${unit}` : "" })}
          </>
        ),
      },
      basisRow(name, translate("budgets.actual"), row.actual, unit),
      basisRow(name, translate("budgets.budget2"), row.budget, unit),
    ];
  };
}

/** Cost per unit, break-even price and break-even yield per field and per crop, from actuals and from the budget. */
export function CostOfProductionView({ report }: { report: CostOfProductionReport }) {
  const translate = useTranslate();
  const rows = useRows();
  return (
    <Box>
      <Typography variant="h6" sx={{ fontWeight: 700, mb: 2 }}>{translate("budgets.costOfProduction")}</Typography>
      <FiguresTable
        label={translate("budgets.costOfProduction")}
        columns={COLUMN_KEYS.map(([key, figure]) => ({ key, label: translate(`budgets.cop.${key}`), figure }))}
        rows={[
          ...report.fields.flatMap((f) => rows(f.fieldName, `${f.fieldName}${f.crop ? ` · ${f.crop}` : ""}`, f)),
          { key: "per-crop", banner: true, cells: {}, heading: translate("budgets.perCrop") },
          ...report.crops.flatMap((c) =>
            rows(`crop:${c.crop ?? ""}`, `${c.crop ?? translate("budgets.noCrop")} (${c.fieldCount} ${c.fieldCount === 1 ? translate("budgets.field") : translate("budgets.fields")})`, c),
          ),
        ]}
      />
    </Box>
  );
}

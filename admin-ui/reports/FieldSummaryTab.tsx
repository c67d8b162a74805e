import { Box, MenuItem, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { useEntities } from "../layout/useEntities";
import { acres } from "../lib/format";
import { Money } from "./Money";
import { ReportActions } from "./ReportActions";
import type { FieldSummary } from "./report-types";
import { ReportState } from "./ReportState";
import { type FigureColumn, FiguresTable } from "./ReportTable";
import { SummaryCard } from "./SummaryCard";
import { IncomeEstimates } from "./IncomeEstimates";
import { reportCall, useReport } from "./useReport";
import { api } from "../lib/api";
import { YearSelect, reportYears, startYear } from "./YearSelect";
import { useTranslate } from "react-admin";
import { useReferenceWords } from "../lib/useReferenceWords";

// The columns (catalogue keys reports.fs.<key>) and their figure kinds.
const COLUMN_KEYS: ReadonlyArray<[string, FigureColumn["figure"]]> = [
  ["fieldName", undefined], ["acres", "acres"], ["cropType", undefined], ["yieldAcre", "number"], ["income", "money"], ["costsCultural", "money"],
  ["costsOther", "money"], ["costsEquip", "money"], ["totalCosts", "money"], ["net", "money"], ["netAcre", "money"],
];

type Figures = FieldSummary["totals"];
/** A line's figures: income as a credit, a loss said in words. */
const figures = (x: Figures) => ({
  acres: acres(x.acres),
  income: <Money value={x.income} credit />,
  costsCultural: <Money value={x.costsCultural} />,
  costsOther: <Money value={x.costsOther} />,
  costsEquip: <Money value={x.costsEquip} />,
  totalCosts: <Money value={x.totalCosts} />,
  net: <Money value={x.net} loss />,
  netAcre: <Money value={x.netPerAcre} loss />,
});

/**
 * Field Summary: the field-by-field performance of one entity for a harvest year. It opens on the sidebar's entity
 * and crop year (none chosen there: it asks for one) and may be switched to another entity or year.
 */
export function FieldSummaryTab({ entityId: sidebarEntity, cropYear }: { entityId: number | null; cropYear: number }) {
  const translate = useTranslate();
  const { entities } = useEntities();
  const [entityId, setEntityId] = useState<number | "">(sidebarEntity ?? "");
  const [year, setYear] = useState(startYear(cropYear));
  const call = reportCall(api.api.entities[":id"].reports["field-summary"], { param: { id: String(entityId) }, query: { year: String(year) } });
  const report = useReport(call, entityId !== "");
  return (
    <Box>
      <Box className="no-print" sx={{ display: "flex", gap: 2, mb: 3, flexWrap: "wrap", alignItems: "center" }}>
        <TextField
          select
          size="small"
          label={translate("reports.entity")}
          value={entityId}
          onChange={(e) => setEntityId(Number(e.target.value))}
          sx={{ minWidth: 220 }}
          slotProps={{ select: { displayEmpty: true, renderValue: (v) => entities.find((e) => e.id === v)?.name ?? translate("reports.selectEntity") }, inputLabel: { shrink: true } }}
        >
          {entities.map((e) => (
            <MenuItem key={e.id} value={e.id}>
              {e.name}
            </MenuItem>
          ))}
        </TextField>
        <YearSelect value={year} onChange={setYear} years={reportYears(cropYear)} />
        <Box sx={{ flex: 1 }} />
        {entityId !== "" && <ReportActions call={call} pdfLabel={translate("reports.export")} />}
      </Box>
      {entityId === "" ? (
        <Typography color="text.secondary">{translate("reports.pleaseSelectAnEntityTo")}</Typography>
      ) : (
        <ReportState query={report}>{() => <Summary r={report.data!} />}</ReportState>
      )}
    </Box>
  );
}

function Summary({ r }: { r: FieldSummary }) {
  const translate = useTranslate();
  const words = useReferenceWords();
  const t = r.totals;
  return (
    <Box>
      <Typography variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {translate("reports.fieldSummaryHeading", { entity: r.entityName.toUpperCase(), year: r.cropYear })}
      </Typography>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {translate("reports.fieldByFieldPerformanceSummary")}
      </Typography>
      {r.rows.length === 0 ? (
        <Typography color="text.secondary">{translate("reports.noFieldDataAvailableFor")} {r.cropYear}</Typography>
      ) : (
        <FiguresTable
          label={translate("reports.fieldSummary")}
          columns={COLUMN_KEYS.map(([key, figure]) => ({ key, label: translate(`reports.fs.${key}`), figure }))}
          rows={[
            ...r.rows.map((row) => ({
              key: row.fieldId,
              testId: "field-summary-row",
              cells: { ...figures(row), fieldName: row.fieldName, cropType: row.cropType ?? "", yieldAcre: `${row.yieldPerAcre}${row.yieldUnit ? ` ${words.unit(row.yieldUnit)}` : ""}` },
            })),
            { key: "total", total: true, testId: "field-summary-total", cells: { ...figures(t), fieldName: translate("reports.totals") } },
          ]}
        />
      )}
      <Box sx={{ mt: 3, display: "grid", gap: 2, gridTemplateColumns: { md: "repeat(4, 1fr)" } }}>
        <SummaryCard title={translate("reports.totalFields")} testId="card-fields">{r.cards.totalFields}</SummaryCard>
        <SummaryCard title={translate("reports.totalAcres")} testId="card-acres">{acres(r.cards.totalAcres)}</SummaryCard>
        <SummaryCard title={translate("reports.totalIncome")} testId="card-income"><Money value={r.cards.totalIncome} /></SummaryCard>
        <SummaryCard title={translate("reports.averageNetAcre")} testId="card-average"><Money value={r.cards.averageNetPerAcre} /></SummaryCard>
      </Box>
      <IncomeEstimates estimates={r.estimates} names={new Map(r.rows.map((row) => [row.fieldId, row.fieldName]))} />
    </Box>
  );
}

import { Box, MenuItem, TableCell, TableRow, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { useEntities } from "../layout/useEntities";
import { acres } from "../lib/format";
import { Money } from "./Money";
import { ReportActions } from "./ReportActions";
import type { FieldSummary } from "./report-types";
import { ReportState } from "./ReportState";
import { ReportTable, totalRowSx } from "./ReportTable";
import { SummaryCard } from "./SummaryCard";
import { reportCall, useReport } from "./useReport";
import { api } from "../lib/api";
import { YearSelect, reportYears, startYear } from "./YearSelect";
import { useTranslate } from "react-admin";

// Catalogue keys of the column heads.
const HEAD = ["fieldName", "acres", "cropType", "yieldAcre", "income", "costsCultural", "costsOther", "costsEquip", "totalCosts", "net", "netAcre"].map((h) => `reports.fs.${h}`);

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
        <ReportTable head={HEAD.map((h) => translate(h))} label={translate("reports.fieldSummary")}>
          {r.rows.map((row) => (
            <TableRow key={row.fieldId} data-testid="field-summary-row">
              <TableCell>{row.fieldName}</TableCell>
              <TableCell align="right">{acres(row.acres)}</TableCell>
              <TableCell>{row.cropType ?? ""}</TableCell>
              <TableCell align="right">{`${row.yieldPerAcre}${row.yieldUnit ? ` ${row.yieldUnit}` : ""}`}</TableCell>
              <TableCell align="right"><Money value={row.income} /></TableCell>
              <TableCell align="right"><Money value={row.costsCultural} /></TableCell>
              <TableCell align="right"><Money value={row.costsOther} /></TableCell>
              <TableCell align="right"><Money value={row.costsEquip} /></TableCell>
              <TableCell align="right"><Money value={row.totalCosts} /></TableCell>
              <TableCell align="right"><Money value={row.net} loss /></TableCell>
              <TableCell align="right"><Money value={row.netPerAcre} loss /></TableCell>
            </TableRow>
          ))}
          <TableRow sx={totalRowSx} data-testid="field-summary-total">
            <TableCell>{translate("reports.totals")}</TableCell>
            <TableCell align="right">{acres(t.acres)}</TableCell>
            <TableCell colSpan={2} />
            <TableCell align="right"><Money value={t.income} /></TableCell>
            <TableCell align="right"><Money value={t.costsCultural} /></TableCell>
            <TableCell align="right"><Money value={t.costsOther} /></TableCell>
            <TableCell align="right"><Money value={t.costsEquip} /></TableCell>
            <TableCell align="right"><Money value={t.totalCosts} /></TableCell>
            <TableCell align="right"><Money value={t.net} loss /></TableCell>
            <TableCell align="right"><Money value={t.netPerAcre} loss /></TableCell>
          </TableRow>
        </ReportTable>
      )}
      <Box sx={{ mt: 3, display: "grid", gap: 2, gridTemplateColumns: { md: "repeat(4, 1fr)" } }}>
        <SummaryCard title={translate("reports.totalFields")} testId="card-fields">{r.cards.totalFields}</SummaryCard>
        <SummaryCard title={translate("reports.totalAcres")} testId="card-acres">{acres(r.cards.totalAcres)}</SummaryCard>
        <SummaryCard title={translate("reports.totalIncome")} testId="card-income"><Money value={r.cards.totalIncome} /></SummaryCard>
        <SummaryCard title={translate("reports.averageNetAcre")} testId="card-average"><Money value={r.cards.averageNetPerAcre} /></SummaryCard>
      </Box>
    </Box>
  );
}

import { Box, Button, Card, CardContent, CardHeader, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { shortDate } from "../lib/format";
import { useMonths } from "../reports/months";
import { Money } from "../reports/Money";
import { PrintStyles } from "../reports/PrintStyles";
import { ReportActions } from "../reports/ReportActions";
import type { EquipmentSummary } from "../reports/report-types";
import { ReportState } from "../reports/ReportState";
import { FiguresTable } from "../reports/ReportTable";
import { reportCall, useReport } from "../reports/useReport";
import { api } from "../lib/api";
import { EquipmentHeader } from "./EquipmentHeader";
import { useTranslate } from "react-admin";

/** /equipment-reports: equipment rentals dated in a calendar month, per entity (DECISIONS.md, "Reports"). */
export function EquipmentReportsPage() {
  const translate = useTranslate();
  const now = new Date();
  const [form, setForm] = useState({ month: String(now.getMonth() + 1), year: String(now.getFullYear()) });
  const [asked, setAsked] = useState<{ month: number; year: number } | null>(null);
  const month = Number(form.month);
  const year = Number(form.year);
  const valid = Number.isInteger(month) && month >= 1 && month <= 12 && Number.isInteger(year) && year >= 2020 && year <= 2030;
  const call = reportCall(api.api["stone-equipment"]["monthly-summary"], { query: { month: String(asked?.month ?? ""), year: String(asked?.year ?? "") } });
  const report = useReport(call, asked !== null);
  return (
    <Box>
      <PrintStyles />
      <EquipmentHeader title={translate("equipment.equipmentReports")} subtitle={translate("equipment.monthlyEquipmentRentalSummaryAcross")} />
      <Card className="no-print" sx={{ mb: 3 }}>
        <CardContent sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap" }}>
          <TextField size="small" type="number" label={translate("equipment.month")} value={form.month} onChange={(e) => setForm({ ...form, month: e.target.value })} slotProps={{ htmlInput: { min: 1, max: 12 } }} sx={{ width: 110 }} />
          <TextField size="small" type="number" label={translate("equipment.year")} value={form.year} onChange={(e) => setForm({ ...form, year: e.target.value })} slotProps={{ htmlInput: { min: 2020, max: 2030 } }} sx={{ width: 120 }} />
          <Button variant="contained" disabled={!valid} onClick={() => setAsked({ month, year })}>
            {translate("equipment.generateReport")}
          </Button>
          <Box sx={{ flex: 1 }} />
          {asked && <ReportActions call={call} />}
        </CardContent>
      </Card>
      {!asked ? (
        <Typography color="text.secondary">{translate("equipment.noData")}</Typography>
      ) : (
        <ReportState query={report}>{() => <Summary r={report.data!} />}</ReportState>
      )}
    </Box>
  );
}

function Summary({ r }: { r: EquipmentSummary }) {
  const translate = useTranslate();
  const MONTHS = useMonths();
  if (r.entities.length === 0) {
    return (
      <Box sx={{ textAlign: "center", py: 4 }}>
        <Typography variant="h6">{translate("equipment.noEquipmentRentals")}</Typography>
        <Typography color="text.secondary">
          {translate("equipment.noEquipmentRentalsWereRecorded")} {MONTHS[r.month - 1]} {r.year}.
        </Typography>
      </Box>
    );
  }
  return (
    <Box>
      <Typography variant="h6" sx={{ mb: 2 }}>
        {MONTHS[r.month - 1]} {r.year} {translate("equipment.totalRental")} <strong data-testid="total-rental"><Money value={r.totalRental} /></strong>
      </Typography>
      {r.entities.map((e) => (
        <Card key={e.entityId} sx={{ mb: 2 }} data-testid="equipment-entity">
          <CardHeader title={e.entityName} subheader={<span>{translate("equipment.equipmentRental")} <Money value={e.totalEquipmentRental} /></span>} />
          <CardContent>
            <FiguresTable
              label={e.entityName}
              columns={[
                { key: "date", label: translate("equipment.date") },
                { key: "task", label: translate("equipment.task") },
                { key: "field", label: translate("equipment.field") },
                { key: "equipment", label: translate("equipment.equipment") },
                { key: "rental", label: translate("equipment.rental"), figure: "money" },
              ]}
              rows={e.tasks.map((t) => ({ key: t.id, cells: { date: shortDate(t.date), task: t.name, field: t.fieldName, equipment: t.equipmentDescription, rental: <Money value={t.equipmentTotal} /> } }))}
            />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

import { Box, Typography } from "@mui/material";
import { acres, shortDate } from "../lib/format";
import { useMonths } from "../reports/months";
import { Money } from "../reports/Money";
import type { EquipmentInvoice } from "../reports/report-types";
import { FiguresTable } from "../reports/ReportTable";
import { useTranslate } from "react-admin";

/** The printed invoice: heading, customer, period, the rental lines and their totals. */
export function StoneInvoiceBody({ invoice: inv }: { invoice: EquipmentInvoice }) {
  const translate = useTranslate();
  const MONTHS = useMonths();
  const monthYear = `${MONTHS[inv.month - 1]} ${inv.cropYear}`;
  return (
    <Box data-testid="equipment-invoice">
      <Typography variant="h5" sx={{ fontWeight: 800 }}>
        {translate("equipment.stoneEquipmentCompany")}
      </Typography>
      <Typography variant="h6" sx={{ mb: 2 }}>
        {translate("equipment.equipmentRentalInvoice")}
      </Typography>
      <Box sx={{ display: "flex", justifyContent: "space-between", flexWrap: "wrap", gap: 2, mb: 2 }}>
        <Box>
          <Typography color="text.secondary">{translate("equipment.customer")}</Typography>
          <Typography sx={{ fontWeight: 700 }} data-testid="invoice-customer">
            {inv.customerName}
          </Typography>
        </Box>
        <Box sx={{ textAlign: "right" }}>
          <Typography>
            {translate("equipment.billingPeriod")} {shortDate(inv.billingPeriod.from)} {translate("equipment.to")} {shortDate(inv.billingPeriod.to)}
          </Typography>
          <Typography>{translate("equipment.invoiceDate")} {shortDate(inv.invoiceDate)}</Typography>
        </Box>
      </Box>
      {inv.lines.length === 0 ? (
        <Box sx={{ textAlign: "center", py: 3 }}>
          <Typography>
            {translate("equipment.noBillableEquipmentRentalCharges")} {monthYear} {translate("equipment.cropYear")} {inv.cropYear})
          </Typography>
          <Box sx={{ mt: 2, display: "inline-grid", gridTemplateColumns: "auto auto", columnGap: 2, textAlign: "left", color: "text.secondary", fontSize: 14 }}>
            <span>{translate("equipment.totalTasksForCropYear")}</span>
            <span data-testid="debug-tasks">{inv.counts.cropYearTasks}</span>
            <span>{translate("equipment.billableEquipmentTasks")}</span>
            <span>{inv.counts.billableTasks}</span>
            <span>{translate("equipment.totalCharges")}</span>
            <span><Money value={inv.summary.totalEquipmentCost} /></span>
            <span>{translate("equipment.selectedMonth")}</span>
            <span>{MONTHS[inv.month - 1]}</span>
            <span>{translate("equipment.selectedCropYear")}</span>
            <span>{inv.cropYear}</span>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {translate("equipment.note")} {translate("equipment.nonBillable")}
          </Typography>
        </Box>
      ) : (
        <>
          <FiguresTable
            label={translate("equipment.equipmentRentals")}
            columns={[
              { key: "date", label: translate("equipment.date") },
              { key: "field", label: translate("equipment.field") },
              { key: "task", label: translate("equipment.operationTask") },
              { key: "equipment", label: translate("equipment.equipment") },
              { key: "acres", label: translate("equipment.acres"), figure: "acres" },
              { key: "rate", label: translate("equipment.ratePerAcre"), figure: "money" },
              { key: "total", label: translate("equipment.total"), figure: "money" },
            ]}
            rows={[
              ...inv.lines.map((l) => ({
                key: l.taskId,
                testId: "equipment-line",
                cells: { date: shortDate(l.date), field: l.fieldName, task: l.taskName, equipment: l.equipmentDescription, acres: acres(l.acres), rate: <Money value={l.costPerAcre} />, total: <Money value={l.totalCost} /> },
              })),
              // The totals, each on its own line with its caption: the acres serviced, then the charges.
              { key: "acres", total: true, cellTestIds: { acres: "total-acres" }, cells: { date: translate("equipment.totalAcresServiced"), acres: acres(inv.summary.totalAcres) } },
              { key: "charges", total: "grand", cellTestIds: { total: "total-charges" }, cells: { date: translate("equipment.totalEquipmentRentalCharges"), total: <Money value={inv.summary.totalEquipmentCost} /> } },
            ]}
          />
          <Typography sx={{ mt: 2, fontWeight: 600 }}>{translate("equipment.paymentTermsNet30Days")}</Typography>
          <Typography variant="body2" color="text.secondary">
            {translate("equipment.equipmentRentalChargesForAgricultural")}
          </Typography>
        </>
      )}
    </Box>
  );
}

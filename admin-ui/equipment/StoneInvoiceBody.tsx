import { Box, TableCell, TableRow, Typography } from "@mui/material";
import { acres, shortDate } from "../lib/format";
import { useMonths } from "../reports/months";
import { Money } from "../reports/Money";
import type { EquipmentInvoice } from "../reports/report-types";
import { ReportTable, totalRowSx } from "../reports/ReportTable";
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
          <ReportTable head={[translate("equipment.date"), translate("equipment.field"), translate("equipment.operationTask"), translate("equipment.equipment"), translate("equipment.acres"), translate("equipment.ratePerAcre"), translate("equipment.total")]} label={translate("equipment.equipmentRentals")}>
            {inv.lines.map((l) => (
              <TableRow key={l.taskId} data-testid="equipment-line">
                <TableCell>{shortDate(l.date)}</TableCell>
                <TableCell>{l.fieldName}</TableCell>
                <TableCell>{l.taskName}</TableCell>
                <TableCell>{l.equipmentDescription}</TableCell>
                <TableCell align="right">{acres(l.acres)}</TableCell>
                <TableCell align="right"><Money value={l.costPerAcre} /></TableCell>
                <TableCell align="right"><Money value={l.totalCost} /></TableCell>
              </TableRow>
            ))}
            <TableRow sx={totalRowSx}>
              <TableCell colSpan={4}>{translate("equipment.totalAcresServiced")}</TableCell>
              <TableCell align="right" data-testid="total-acres">{acres(inv.summary.totalAcres)}</TableCell>
              <TableCell>{translate("equipment.totalEquipmentRentalCharges")}</TableCell>
              <TableCell align="right" data-testid="total-charges"><Money value={inv.summary.totalEquipmentCost} /></TableCell>
            </TableRow>
          </ReportTable>
          <Typography sx={{ mt: 2, fontWeight: 600 }}>{translate("equipment.paymentTermsNet30Days")}</Typography>
          <Typography variant="body2" color="text.secondary">
            {translate("equipment.equipmentRentalChargesForAgricultural")}
          </Typography>
        </>
      )}
    </Box>
  );
}

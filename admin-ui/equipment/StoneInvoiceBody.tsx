import { Box, TableCell, TableRow, Typography } from "@mui/material";
import { acres, shortDate } from "../lib/format";
import { MONTHS } from "../reports/months";
import { Money } from "../reports/Money";
import type { EquipmentInvoice } from "../reports/report-types";
import { ReportTable, totalRowSx } from "../reports/ReportTable";

const NON_BILLABLE = "Water Assessment, Rent and Farm Management are excluded as non-billable items.";

/** The printed invoice: heading, customer, period, the rental lines and their totals. */
export function StoneInvoiceBody({ invoice: inv }: { invoice: EquipmentInvoice }) {
  const monthYear = `${MONTHS[inv.month - 1]} ${inv.cropYear}`;
  return (
    <Box data-testid="equipment-invoice">
      <Typography variant="h5" sx={{ fontWeight: 800 }}>
        STONE EQUIPMENT COMPANY
      </Typography>
      <Typography variant="h6" sx={{ mb: 2 }}>
        Equipment Rental Invoice
      </Typography>
      <Box sx={{ display: "flex", justifyContent: "space-between", flexWrap: "wrap", gap: 2, mb: 2 }}>
        <Box>
          <Typography color="text.secondary">Customer</Typography>
          <Typography sx={{ fontWeight: 700 }} data-testid="invoice-customer">
            {inv.customerName}
          </Typography>
        </Box>
        <Box sx={{ textAlign: "right" }}>
          <Typography>
            Billing Period: {shortDate(inv.billingPeriod.from)} to {shortDate(inv.billingPeriod.to)}
          </Typography>
          <Typography>Invoice Date: {shortDate(inv.invoiceDate)}</Typography>
        </Box>
      </Box>
      {inv.lines.length === 0 ? (
        <Box sx={{ textAlign: "center", py: 3 }}>
          <Typography>
            No billable equipment rental charges found for {monthYear} (Crop Year {inv.cropYear})
          </Typography>
          <Box sx={{ mt: 2, display: "inline-grid", gridTemplateColumns: "auto auto", columnGap: 2, textAlign: "left", color: "text.secondary", fontSize: 14 }}>
            <span>Total tasks for crop year:</span>
            <span data-testid="debug-tasks">{inv.counts.cropYearTasks}</span>
            <span>Billable equipment tasks:</span>
            <span>{inv.counts.billableTasks}</span>
            <span>Total charges:</span>
            <span><Money value={inv.summary.totalEquipmentCost} /></span>
            <span>Selected month:</span>
            <span>{MONTHS[inv.month - 1]}</span>
            <span>Selected crop year:</span>
            <span>{inv.cropYear}</span>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Note: {NON_BILLABLE}
          </Typography>
        </Box>
      ) : (
        <>
          <ReportTable head={["Date", "Field", "Operation/Task", "Equipment", "Acres", "Rate per Acre", "Total"]} label="Equipment rentals">
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
              <TableCell colSpan={4}>Total Acres Serviced</TableCell>
              <TableCell align="right" data-testid="total-acres">{acres(inv.summary.totalAcres)}</TableCell>
              <TableCell>Total Equipment Rental Charges</TableCell>
              <TableCell align="right" data-testid="total-charges"><Money value={inv.summary.totalEquipmentCost} /></TableCell>
            </TableRow>
          </ReportTable>
          <Typography sx={{ mt: 2, fontWeight: 600 }}>Payment Terms: Net 30 days</Typography>
          <Typography variant="body2" color="text.secondary">
            Equipment rental charges for agricultural operations as specified above.
          </Typography>
        </>
      )}
    </Box>
  );
}

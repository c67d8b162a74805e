import { Box, TableCell, TableRow, Typography } from "@mui/material";
import { Fragment, useState } from "react";
import { INVOICE_TOTAL_LABELS } from "../../api/domain/reports/monthly-invoice";
import { shortDate } from "../lib/format";
import { Money } from "./Money";
import { MONTHS, currentMonth } from "./months";
import { ReportToolbar } from "./ReportActions";
import type { MonthlyInvoice } from "./report-types";
import { ReportState } from "./ReportState";
import { ReportTable, totalRowSx } from "./ReportTable";
import { reportCall, useReport } from "./useReport";
import { api } from "../lib/api";
import { CropYearShown, MonthSelect } from "./PeriodFields";

/** Invoice Report: the month's billable tasks grouped by field, with sub-totals and the invoice's totals; credits in parentheses. */
export function InvoiceTab({ entityId, year }: { entityId: number; year: number }) {
  const [month, setMonth] = useState(currentMonth());
  const call = reportCall(api.api.entities[":id"].reports.monthly[":year"], { param: { id: String(entityId), year: String(year) }, query: { month: String(month) } });
  const invoice = useReport(call);
  return (
    <Box>
      <ReportToolbar call={call}>
        <MonthSelect value={month} onChange={setMonth} />
        <CropYearShown year={year} />
      </ReportToolbar>
      <ReportState query={invoice}>{() => <InvoiceBody invoice={invoice.data!} />}</ReportState>
    </Box>
  );
}

function InvoiceBody({ invoice }: { invoice: MonthlyInvoice }) {
  const monthYear = `${MONTHS[invoice.month - 1]} ${invoice.cropYear}`;
  const fields = invoice.subTotals.map((s) => s.fieldName);
  return (
    <Box data-testid="invoice">
      <Box sx={{ display: "flex", justifyContent: "space-between", mb: 2, flexWrap: "wrap", gap: 2 }}>
        <Box>
          <Typography variant="h6" sx={{ fontWeight: 700 }}>
            {invoice.entityName.toUpperCase()}
          </Typography>
          <Typography sx={{ letterSpacing: 2 }}>PARTNERSHIP</Typography>
        </Box>
        <Box sx={{ textAlign: "right" }}>
          <Typography>Invoice Date: {shortDate(invoice.invoiceDate)}</Typography>
          <Typography>
            Services Period: {shortDate(invoice.servicesPeriod.from)} to {shortDate(invoice.servicesPeriod.to)}
          </Typography>
          <Typography>Crop Year: {invoice.cropYear}</Typography>
        </Box>
      </Box>
      {invoice.fieldReports.length === 0 ? (
        <Box sx={{ textAlign: "center", py: 4 }}>
          <Typography>
            No billable tasks found for {monthYear} (Crop Year {invoice.cropYear})
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Note: Water Assessment, Rent, and Farm Management are excluded as non-billable items
          </Typography>
        </Box>
      ) : (
        <ReportTable head={["ACCOUNT", "FIELD", "CROP TYPE", "TASK DESCRIPTION", "DATE", "TOTAL AMT"]} label="Invoice">
          {fields.map((field) => (
            <Fragment key={field}>
              {invoice.fieldReports
                .filter((r) => r.fieldName === field)
                .map((r, i) => (
                  <TableRow key={`${field}-${i}`}>
                    <TableCell>{`${r.accountCode} ${r.categoryName.toUpperCase()}`}</TableCell>
                    <TableCell>{r.fieldName}</TableCell>
                    <TableCell>{r.cropType}</TableCell>
                    <TableCell>{r.taskName}</TableCell>
                    <TableCell>{shortDate(r.date)}</TableCell>
                    <TableCell align="right"><Money value={r.totalAmount} parens /></TableCell>
                  </TableRow>
                ))}
              <TableRow sx={totalRowSx} data-testid="invoice-subtotal">
                <TableCell colSpan={5}>SUB-TOTAL FOR {field}</TableCell>
                <TableCell align="right"><Money value={invoice.subTotals.find((s) => s.fieldName === field)!.subTotal} parens /></TableCell>
              </TableRow>
            </Fragment>
          ))}
          <TableRow sx={{ "& td": { fontWeight: 800, fontSize: "1rem" } }}>
            <TableCell colSpan={5}>INVOICE TOTAL</TableCell>
            <TableCell align="right" data-testid="invoice-total"><Money value={invoice.totals.invoiceTotal} parens /></TableCell>
          </TableRow>
        </ReportTable>
      )}
      <Box sx={{ mt: 2, display: "grid", gap: 1, gridTemplateColumns: "repeat(auto-fill, minmax(180px, 1fr))" }}>
        {INVOICE_TOTAL_LABELS.filter(([, key, always]) => always || invoice.totals[key] !== "0.00").map(([label, key]) => (
          <Box key={key} data-testid={`invoice-${key}`} sx={{ display: "flex", justifyContent: "space-between", border: 1, borderColor: "divider", borderRadius: 1, px: 1.5, py: 0.5 }}>
            <Typography variant="body2">{label}</Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}><Money value={invoice.totals[key]} parens /></Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

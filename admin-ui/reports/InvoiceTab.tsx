import { Box, Typography } from "@mui/material";
import { useState } from "react";
import { INVOICE_TOTAL_LABELS } from "../../api/client/rules";
import { shortDate } from "../lib/format";
import { Money } from "./Money";
import { currentMonth, useMonths } from "./months";
import { ReportToolbar } from "./ReportActions";
import type { MonthlyInvoice } from "./report-types";
import { ReportState } from "./ReportState";
import { type FigureRow, FiguresTable } from "./ReportTable";
import { reportCall, useReport } from "./useReport";
import { api } from "../lib/api";
import { CropYearShown, MonthSelect } from "./PeriodFields";
import { useTranslate } from "react-admin";
import { useCategoryName } from "../lib/useCategoryName";
import { InvoiceLanguageSelect } from "./InvoiceLanguageSelect";

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
        <InvoiceLanguageSelect entityId={entityId} />
      </ReportToolbar>
      <ReportState query={invoice}>{() => <InvoiceBody invoice={invoice.data!} />}</ReportState>
    </Box>
  );
}

function InvoiceBody({ invoice }: { invoice: MonthlyInvoice }) {
  const translate = useTranslate();
  const categoryName = useCategoryName();
  const MONTHS = useMonths();
  const monthYear = `${MONTHS[invoice.month - 1]} ${invoice.cropYear}`;
  const fields = invoice.subTotals.map((s) => s.fieldName);
  return (
    <Box data-testid="invoice">
      <Box sx={{ display: "flex", justifyContent: "space-between", mb: 2, flexWrap: "wrap", gap: 2 }}>
        <Box>
          <Typography variant="h6" sx={{ fontWeight: 700 }}>
            {invoice.entityName.toUpperCase()}
          </Typography>
          <Typography sx={{ letterSpacing: 2 }}>{translate("reports.partnership")}</Typography>
        </Box>
        <Box sx={{ textAlign: "right" }}>
          <Typography>{translate("reports.invoiceDate")} {shortDate(invoice.invoiceDate)}</Typography>
          <Typography>
            {translate("reports.servicesPeriod")} {shortDate(invoice.servicesPeriod.from)} {translate("reports.to2")} {shortDate(invoice.servicesPeriod.to)}
          </Typography>
          <Typography>{translate("reports.cropYear2")} {invoice.cropYear}</Typography>
        </Box>
      </Box>
      {invoice.fieldReports.length === 0 ? (
        <Box sx={{ textAlign: "center", py: 4 }}>
          <Typography>
            {translate("reports.noBillableTasksFoundFor")} {monthYear} {translate("reports.cropYear3")} {invoice.cropYear})
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate("reports.noteWaterAssessmentRentAnd")}
          </Typography>
        </Box>
      ) : (
        <FiguresTable
          label={translate("reports.invoice")}
          columns={[
            { key: "account", label: translate("reports.account") },
            { key: "field", label: translate("reports.field3") },
            { key: "cropType", label: translate("reports.cropType2") },
            { key: "task", label: translate("reports.taskDescription") },
            { key: "date", label: translate("reports.date2") },
            { key: "amount", label: translate("reports.totalAmt"), figure: "money" },
          ]}
          rows={[
            ...fields.flatMap((field): FigureRow[] => [
              ...invoice.fieldReports
                .filter((r) => r.fieldName === field)
                .map((r, i) => ({
                  key: `${field}-${i}`,
                  cells: {
                    account: `${r.accountCode} ${categoryName(r.categoryName).toUpperCase()}`,
                    field: r.fieldName,
                    cropType: r.cropType,
                    task: r.taskName,
                    date: shortDate(r.date),
                    amount: <Money value={r.totalAmount} parens credit />,
                  },
                })),
              {
                key: `${field}-subtotal`,
                total: true,
                testId: "invoice-subtotal",
                cells: { account: `${translate("reports.subTotalFor")} ${field}`, amount: <Money value={invoice.subTotals.find((s) => s.fieldName === field)!.subTotal} parens credit /> },
              },
            ]),
            { key: "total", total: "grand", cells: { account: translate("reports.invoiceTotal"), amount: <Money value={invoice.totals.invoiceTotal} parens credit /> }, cellTestIds: { amount: "invoice-total" } },
          ]}
        />
      )}
      <Box sx={{ mt: 2, display: "grid", gap: 1, gridTemplateColumns: "repeat(auto-fill, minmax(180px, 1fr))" }}>
        {INVOICE_TOTAL_LABELS.filter(([, key, always]) => always || invoice.totals[key] !== "0.00").map(([, key]) => (
          <Box key={key} data-testid={`invoice-${key}`} sx={{ display: "flex", justifyContent: "space-between", border: 1, borderColor: "divider", borderRadius: 1, px: 1.5, py: 0.5 }}>
            <Typography variant="body2">{translate(`reports.invoiceTotals.${key}`)}</Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }} data-money=""><Money value={invoice.totals[key]} parens /></Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

import { fileSlug } from "../../lib/csv";
import type { AppRouteHandler } from "../../lib/types";
import { equipmentInvoicePdf } from "../../pdf/documents/equipment-invoice.pdf";
import { equipmentSummaryPdf } from "../../pdf/documents/equipment-summary.pdf";
import { getEquipmentSummary } from "../../services/reports/equipment-summary.service";
import { equipmentInvoiceCsv, equipmentSummaryCsv } from "../../services/reports/exports/invoices.csv";
import { getEquipmentInvoice } from "../../services/reports/invoices.service";
import { reportFile, reportJson } from "../../reports/report-file";
import { today } from "../../reports/report-route";
import * as routes from "./equipment.routes";

const mm = (month: number) => String(month).padStart(2, "0");

export const equipmentInvoice: AppRouteHandler<typeof routes.equipmentInvoice> = async (c) => {
  const { entity, month, year, format } = c.req.valid("query");
  const data = await getEquipmentInvoice(c.get("ctx"), { entityId: entity === "all" ? null : entity, year, month, today: today() });
  const filename = `equipment-invoice-${fileSlug(data.customerName)}-${year}-${mm(month)}`;
  return (await reportFile(c, format, { filename, csv: () => equipmentInvoiceCsv(data), pdf: () => equipmentInvoicePdf(data) })) ?? reportJson(c, routes.equipmentInvoice, data);
};

export const equipmentSummary: AppRouteHandler<typeof routes.equipmentSummary> = async (c) => {
  const { month, year, format } = c.req.valid("query");
  const data = await getEquipmentSummary(c.get("ctx"), { year, month });
  return (await reportFile(c, format, {
    filename: `equipment-summary-${year}-${mm(month)}`,
    csv: () => equipmentSummaryCsv(data),
    pdf: () => equipmentSummaryPdf(data),
  })) ?? reportJson(c, routes.equipmentSummary, data);
};

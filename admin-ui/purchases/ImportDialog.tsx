import { Alert, Box } from "@mui/material";
import { useTranslate } from "react-admin";
import { CsvImportDialog, type CsvImportIssue as Issue } from "../lib/CsvImportDialog";
import { shortDate } from "../lib/format";
import { validationText } from "../lib/validation-text";
import { Money } from "../reports/Money";
import { FiguresTable } from "../reports/ReportTable";
import { type RecostedTask, RecostedNotice } from "./RecostedNotice";

/** POST /api/purchases/import's answer (api/schemas/purchases.schemas.ts PurchaseImportResult). */
interface ImportResult {
  dryRun: boolean;
  created: number;
  unchanged: number;
  replaced: number;
  vendorsCreated: string[];
  invoices: Array<{ entityId: number; vendorName: string; invoiceNumber: string; date: string; lines: number; total: string; status: string }>;
  recosted: RecostedTask[];
}

const STATUS_KEYS: Record<string, string> = { created: "inputs.statusCreated", unchanged: "inputs.statusUnchanged", replaced: "inputs.statusReplaced" };
const COLUMNS = ["vendor", "invoice", "date", "lines", "status", "total"] as const;

/**
 * A row's issue as the office reads it, in its language: "Row 3, Quantity: must be a number" (the API names
 * rows.N.Column, a missing column columns.Column; the column as the file's header names it). The server's English
 * messages read in Spanish through the validation catalogue (lib/validation-text.ts).
 */
function issueText(issue: Issue, translate: (key: string, options?: object) => string) {
  const m = /^rows\.(\d+)\.?(.*)$/.exec(issue.path);
  const message = validationText(issue.message, translate);
  const column = /^columns\.(.+)$/.exec(issue.path);
  if (column) return translate("inputs.columnIssue", { column: column[1], message });
  if (!m) return message;
  return m[2] ? translate("inputs.rowColumnIssue", { row: m[1], column: m[2], message }) : translate("inputs.rowIssue", { row: m[1], message });
}

/** How many rows the issues name (a row may have several); an issue of the whole file counts as one. */
const rowsOf = (issues: Issue[]) => new Set(issues.map((i) => /^rows\.(\d+)/.exec(i.path)?.[1] ?? i.path)).size;

/**
 * A CSV of invoice lines (Entity, Vendor, Invoice, Date, Product, Quantity, Unit, Unit Price, Amount, Freight, Tax):
 * checked first (nothing written, every bad row named), then imported.
 */
export function ImportDialog({ entityId, onClose }: { entityId: number; onClose(): void }) {
  const translate = useTranslate();
  return (
    <CsvImportDialog<ImportResult>
      route="purchases/import"
      entityId={entityId}
      onClose={onClose}
      area="inputs"
      titleKey="inputs.importPurchases"
      titleId="import-title"
      issueText={issueText}
      issueCount={rowsOf}
      renderResult={(result, done) => (
        <>
          <Alert severity={done ? "success" : "info"} sx={{ mb: 2 }}>
            {translate(done ? "inputs.importDone" : "inputs.importChecked", { created: result.created, unchanged: result.unchanged, replaced: result.replaced })}
            {result.vendorsCreated.length > 0 && <Box>{translate("inputs.vendorsCreated", { names: result.vendorsCreated.join(", ") })}</Box>}
          </Alert>
          {done && <RecostedNotice tasks={result.recosted} />}
          <FiguresTable
            label={translate("inputs.importPurchases")}
            columns={COLUMNS.map((key) => ({ key, label: translate(`inputs.head.${key}`), figure: key === "total" ? "money" : key === "lines" ? "number" : undefined }))}
            rows={result.invoices.map((inv, i) => ({
              key: i,
              cells: {
                vendor: inv.vendorName,
                invoice: inv.invoiceNumber,
                date: shortDate(inv.date),
                lines: String(inv.lines),
                status: translate(STATUS_KEYS[inv.status] ?? inv.status),
                total: <Money value={inv.total} />,
              },
            }))}
          />
        </>
      )}
    />
  );
}

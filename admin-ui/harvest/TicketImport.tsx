import { Alert } from "@mui/material";
import { useTranslate } from "react-admin";
import { CsvImportDialog, type CsvImportIssue as Issue } from "../lib/CsvImportDialog";
import { shortDate } from "../lib/format";
import { validationText } from "../lib/validation-text";
import { FiguresTable } from "../reports/ReportTable";
import { quantityText, type TicketImportResult as ImportResult, UNIT_KEYS } from "./words";

const COLUMNS = ["ticket", "date", "field", "crop", "quantity", "destination"] as const;

/** A bad row as the office reads it: "Line 3, Quantity: must be a number" (the API names rows by line and column). */
function issueText(issue: Issue, translate: (key: string, options?: object) => string) {
  const message = validationText(issue.message, translate);
  if (issue.line !== undefined) {
    return issue.column ? translate("harvest.lineColumnIssue", { line: issue.line, column: issue.column, message }) : translate("harvest.lineIssue", { line: issue.line, message });
  }
  const column = /^columns\.(.+)$/.exec(issue.path ?? "");
  if (column) return translate("harvest.columnIssue", { column: column[1], message });
  const m = /^rows\.(\d+)\.?(.*)$/.exec(issue.path ?? "");
  if (!m) return issue.path ? `${issue.path}: ${message}` : message;
  return m[2] ? translate("harvest.lineColumnIssue", { line: m[1], column: m[2], message }) : translate("harvest.lineIssue", { line: m[1], message });
}

/**
 * A CSV of scale tickets: checked first (nothing written; every bad row named by its line and column), then
 * imported; a file imported twice is refused by its ticket numbers.
 */
export function TicketImportDialog({ entityId, onClose }: { entityId: number; onClose(): void }) {
  const translate = useTranslate();
  return (
    <CsvImportDialog<ImportResult>
      route="harvest-tickets/import"
      entityId={entityId}
      onClose={onClose}
      area="harvest"
      titleKey="harvest.importTickets"
      titleId="ticket-import-title"
      issueText={issueText}
      renderResult={(result, done) => (
        <>
          <Alert severity={done ? "success" : "info"} sx={{ mb: 2 }}>
            {translate(done ? "harvest.importDone" : "harvest.importChecked", { smart_count: result.created })}
          </Alert>
          {result.tickets.length > 0 && (
            <FiguresTable
              label={translate("harvest.importTickets")}
              columns={COLUMNS.map((key) => ({ key, label: translate(`harvest.head.${key}`), figure: key === "quantity" ? "number" : undefined }))}
              rows={result.tickets.map((t, i) => ({
                key: i,
                cells: {
                  ticket: t.ticketNumber,
                  date: shortDate(t.date),
                  field: t.fieldName,
                  crop: `${t.crop} ${t.cropYear}`,
                  quantity: `${quantityText(t.quantity)} ${translate(UNIT_KEYS[t.unit] ?? t.unit)}`,
                  destination: t.destination,
                },
              }))}
            />
          )}
        </>
      )}
    />
  );
}

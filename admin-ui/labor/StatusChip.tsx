import { Chip } from "@mui/material";
import { useTranslate } from "react-admin";
import type { TimeEntry } from "./words";

const STATUS_COLOR = { pending: "warning", approved: "success", rejected: "default" } as const;

/** A time entry's status as a chip: pending (waiting for the office), approved or rejected. */
export function StatusChip({ status }: { status: TimeEntry["status"] }) {
  const translate = useTranslate();
  return <Chip size="small" color={STATUS_COLOR[status]} label={translate(`labor.status.${status}`)} data-testid="entry-status" />;
}

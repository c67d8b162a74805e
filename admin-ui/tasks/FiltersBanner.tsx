import FilterAltIcon from "@mui/icons-material/FilterAlt";
import { Alert, AlertTitle, Link, Skeleton } from "@mui/material";
import type { TaskTotals } from "../../api/domain/farm-figures";
import { money } from "../lib/format";
import { useTranslate } from "react-admin";

/**
 * Shown while any filter is active: how many tasks match, their total cost and, when some are income, their
 * income. The money is the server's (GET /api/entities/{id}/task-totals), by the one income-or-cost rule.
 */
export function FiltersBanner({ count, totals, onClear }: { count: number; totals: TaskTotals | undefined; onClear(): void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="info"
      icon={<FilterAltIcon />}
      sx={{ mb: 2 }}
      data-testid="filters-banner"
      action={
        <Link component="button" onClick={onClear} sx={{ alignSelf: "center", mr: 1 }}>
          {translate("tasks.clearAllFilters")}
        </Link>
      }
    >
      <AlertTitle sx={{ mb: 0 }}>{translate("tasks.filtersApplied")}</AlertTitle>
      {count} {count === 1 ? translate("tasks.taskMatches") : translate("tasks.tasksMatch")} {translate("tasks.total")}{" "}
      {totals ? <strong data-testid="filters-total">{money(totals.cost)}</strong> : <Skeleton variant="text" width={64} sx={{ display: "inline-block" }} />}
      {totals && totals.income !== "0.00" && (
        <>
          {" "}
          {translate("tasks.income")} <strong data-testid="filters-income">{money(totals.income)}</strong>
        </>
      )}
    </Alert>
  );
}

import FilterAltIcon from "@mui/icons-material/FilterAlt";
import { Alert, AlertTitle, Link } from "@mui/material";
import type { TaskListTotals as TaskTotals } from "../../api/client";
import { money } from "../lib/format";
import { useTranslate } from "react-admin";

/**
 * Shown while any filter is active: how many tasks match, their total cost and, when some are income, their
 * income. Count and money are the server's (the table's page, GET /api/entities/{id}/task-page), by the one
 * income-or-cost rule.
 */
export function FiltersBanner({ totals, onClear }: { totals: TaskTotals; onClear(): void }) {
  const { count } = totals;
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
      <strong data-testid="filters-total">{money(totals.cost)}</strong>
      {totals.income !== "0.00" && (
        <>
          {" "}
          {translate("tasks.income")} <strong data-testid="filters-income">{money(totals.income)}</strong>
        </>
      )}
    </Alert>
  );
}

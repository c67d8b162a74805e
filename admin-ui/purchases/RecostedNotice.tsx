import { Alert, AlertTitle, Box } from "@mui/material";
import { useTranslate } from "react-admin";
import { monthYear, shortDate } from "../lib/format";
import { Money } from "../reports/Money";
import type { RecostedTask } from "../lib/types";

export type { RecostedTask };

/**
 * The tasks whose cost a purchase, return or adjustment moved (a back-dated entry re-costs later applications),
 * each with its cost before and after, and the months whose journal export must be made again. Nothing when none.
 */
export function RecostedNotice({ tasks }: { tasks: readonly RecostedTask[] | undefined }) {
  const translate = useTranslate();
  if (!tasks?.length) return null;
  const months = [...new Set(tasks.filter((t) => t.exported).map((t) => t.date.slice(0, 7)))].sort();
  return (
    <Alert severity={months.length ? "warning" : "info"} sx={{ mb: 2 }} data-testid="recosted-notice">
      <AlertTitle>{translate("inputs.recostedTitle")}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {tasks.map((t) => (
          <li key={t.taskId}>
            {t.taskName} ({shortDate(t.date)}): <Money value={t.totalCostBefore} /> → <Money value={t.totalCostAfter} />
          </li>
        ))}
      </Box>
      {months.length > 0 && (
        <Box sx={{ mt: 1, fontWeight: 600 }}>
          {translate("inputs.reexportJournal", { months: months.map((m) => monthYear(new Date(Number(m.slice(0, 4)), Number(m.slice(5, 7)) - 1, 15))).join(", ") })}
        </Box>
      )}
    </Alert>
  );
}

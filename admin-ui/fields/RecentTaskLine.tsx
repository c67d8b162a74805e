import { Box, Typography } from "@mui/material";
import { money, shortDate } from "../lib/format";
import { TaskAmount } from "../lib/TaskAmount";
import type { Task } from "../lib/types";
import { useTranslate } from "react-admin";
import { useCategoryName } from "../lib/useCategoryName";

/** One of a field card's two latest tasks, with an equipment line when rental applies. */
export function RecentTaskLine({ task }: { task: Task }) {
  const translate = useTranslate();
  const categoryName = useCategoryName();
  const rental = Number(task.equipmentRental ?? 0) > 0;
  return (
    <Box sx={{ py: 0.75, borderTop: 1, borderColor: "divider" }} data-testid="field-task">
      <Box sx={{ display: "flex", justifyContent: "space-between", gap: 1 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
          {task.name}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: "nowrap" }}>
          <TaskAmount task={task} />
        </Typography>
      </Box>
      <Typography variant="caption" color="text.secondary">
        {task.categoryName ? categoryName(task.categoryName) : translate("fields.task")} · {shortDate(task.date)}
      </Typography>
      {rental && (
        <Typography variant="caption" sx={{ display: "block", color: "warning.dark" }}>
          {translate("fields.equipment")} {task.equipmentDescription || translate("fields.rental")} · <span data-money="">{money(task.equipmentRental)}</span>{translate("fields.acre")} <span data-money="">{money(task.equipmentTotal)}</span>
        </Typography>
      )}
    </Box>
  );
}

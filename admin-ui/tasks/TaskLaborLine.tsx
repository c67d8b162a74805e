import { Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { money } from "../lib/format";

type LaborTask = { laborCost?: string | null; machineCost?: string | null };

const some = (v: string | null | undefined) => !!v && Number(v) !== 0;

/**
 * A task's approved labor and machine time (issue 38), read only, under its total where the lists show it: nothing
 * for a task without them. Office screens only (crew never see a task's money).
 */
export function TaskLaborLine({ task }: { task: LaborTask }) {
  const translate = useTranslate();
  if (!some(task.laborCost) && !some(task.machineCost)) return null;
  const parts = [
    some(task.laborCost) && `${translate("tasks.laborCost")} ${money(task.laborCost)}`,
    some(task.machineCost) && `${translate("tasks.machineCost")} ${money(task.machineCost)}`,
  ].filter(Boolean);
  return (
    <Typography variant="caption" color="text.secondary" component="div" data-money="" data-testid="task-labor" sx={{ whiteSpace: "nowrap" }}>
      {parts.join(" · ")}
    </Typography>
  );
}

import { Box } from "@mui/material";
import { useTranslate } from "react-admin";
import { money } from "../lib/format";
import { ComputedAmount } from "./inputs";
import type { TaskTime } from "./useTaskTotals";

const some = (v: string | null | undefined) => !!v && Number(v) !== 0;

/**
 * The edited task's approved labor and machine time (issue 38), read only beside its other costs: approving hours
 * (Labor & Machines > Time) sets them; nothing shows for a task without them. Office only.
 */
export function TaskTimeCosts({ time }: { time?: TaskTime }) {
  const translate = useTranslate();
  if (!time || (!some(time.laborCost) && !some(time.machineCost))) return null;
  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr 1fr" }, mt: 1 }} data-testid="task-time-costs" title={translate("tasks.laborAndMachineHelp")}>
      <ComputedAmount label={translate("tasks.laborCost")} value={money(time.laborCost ?? "0")} testId="preview-labor-cost" />
      <ComputedAmount label={translate("tasks.machineCost")} value={money(time.machineCost ?? "0")} testId="preview-machine-cost" />
    </Box>
  );
}

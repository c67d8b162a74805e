import EngineeringIcon from "@mui/icons-material/Engineering";
import { Chip } from "@mui/material";
import { useTranslate } from "react-admin";
import type { Task } from "../lib/types";

/** Marks a task a crew account recorded (priced by the server from the price list), with the account's username. */
export function CrewChip({ task }: { task: Task }) {
  const translate = useTranslate();
  if (!task.crewEntry) return null;
  const username = task.recordedBy?.username ?? "?";
  return (
    <Chip
      icon={<EngineeringIcon />}
      label={translate("crew.chip", { username })}
      aria-label={translate("crew.chip_label", { username })}
      size="small"
      variant="outlined"
      color="warning"
      data-testid="crew-chip"
      sx={{ mt: 0.5, ml: 0.5, fontWeight: 600 }}
    />
  );
}

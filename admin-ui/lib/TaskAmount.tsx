import { Box } from "@mui/material";
import { taskAmount } from "./task-amount";

export { taskAmount };

/** The task's total, a credit in green. */
export function TaskAmount({ task }: { task: Parameters<typeof taskAmount>[0] }) {
  const { text, credit } = taskAmount(task);
  return (
    <Box component="span" data-money="" data-credit={credit || undefined} sx={{ color: credit ? "success.main" : undefined, whiteSpace: "nowrap" }}>
      {text}
    </Box>
  );
}

import { Box } from "@mui/material";
import { isIncome } from "../../api/client/rules";
import { money } from "./format";

type AmountTask = { isIncomeCategory: boolean | null; totalCost: string | null };

/**
 * A task's total as the lists print it: an income task (the one rule, `isIncome`) is a credit, in parentheses as the
 * invoice prints a credit; any other task a plain amount.
 * @example taskAmount({ isIncomeCategory: true, totalCost: "300" }) // { text: "($300.00)", credit: true }
 */
export function taskAmount(task: AmountTask): { text: string; credit: boolean } {
  const credit = isIncome(task);
  return { text: credit ? `(${money(task.totalCost)})` : money(task.totalCost), credit };
}

/** The task's total, a credit in green. */
export function TaskAmount({ task }: { task: AmountTask }) {
  const { text, credit } = taskAmount(task);
  return (
    <Box component="span" data-money="" data-credit={credit || undefined} sx={{ color: credit ? "success.main" : undefined, whiteSpace: "nowrap" }}>
      {text}
    </Box>
  );
}

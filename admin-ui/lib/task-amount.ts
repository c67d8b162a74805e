import { isIncome } from "../../api/client/rules";
import { money } from "./format";

type AmountTask = { isIncomeCategory: boolean | null; totalCost: string | null };

/**
 * A task's total as the lists print it: an income task (the one rule, `isIncome`) is a credit, in parentheses as the
 * invoice prints a credit; any other task a plain amount. `print` is the money format (the UI language's by default;
 * the server's first paint passes the account's).
 * @example taskAmount({ isIncomeCategory: true, totalCost: "300" }) // { text: "($300.00)", credit: true }
 */
export function taskAmount(task: AmountTask, print: (v: string | null) => string = money): { text: string; credit: boolean } {
  const credit = isIncome(task);
  return { text: credit ? `(${print(task.totalCost)})` : print(task.totalCost), credit };
}

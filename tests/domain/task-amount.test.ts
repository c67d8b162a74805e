import { describe, expect, test } from "bun:test";
import { isIncome, taskMoney } from "../../api/domain/task-money";
import { taskAmount } from "../../admin-ui/lib/TaskAmount";

/** Recent Activity and the task table print an income task as a credit, as the invoice does; a cost stays plain. */
describe("a task's amount in the lists", () => {
  const income = { categoryName: "Income Generated", isIncomeCategory: true, totalCost: "300", equipmentTotal: "0", totalYieldValue: "0" };
  const custom = { categoryName: "Hay sales", isIncomeCategory: true, totalCost: "1250.5", equipmentTotal: "0", totalYieldValue: "0" };
  const cost = { categoryName: "Seed", isIncomeCategory: false, totalCost: "300", equipmentTotal: "0", totalYieldValue: "0" };

  test("an income task is a credit in parentheses; a cost task is a plain amount", () => {
    expect(taskAmount(income)).toEqual({ text: "($300.00)", credit: true });
    expect(taskAmount(cost)).toEqual({ text: "$300.00", credit: false });
  });

  test("income is the category's kind, the rule taskMoney uses, not its name", () => {
    expect(taskAmount(custom)).toEqual({ text: "($1,250.50)", credit: true });
    expect(taskAmount({ ...income, isIncomeCategory: null })).toEqual({ text: "$300.00", credit: false });
    for (const task of [income, custom, cost]) expect(isIncome(task)).toBe(taskMoney(task).kind === "income");
  });
});

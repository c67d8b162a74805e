/**
 * True when a task's category is an income category (Income Generated, or any category flagged so): its totalCost is
 * income, never a cost. The rule `taskMoney` (task-money.ts) starts from; on its own, free of
 * decimal arithmetic, so a screen can mark income (api/client/rules.ts) without loading it.
 */
export const isIncome = (task: { isIncomeCategory: boolean | null }) => task.isIncomeCategory === true;

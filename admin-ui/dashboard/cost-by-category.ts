import { sumCents } from "../../api/domain/money";
import type { Field } from "../lib/types";

export interface CategoryCost {
  name: string;
  total: number;
  cents: string;
}

/**
 * The crop year's cost by category: the server's task totals added exactly (decimal), largest first.
 * @example costByCategory([{ tasks: [{ categoryName: "Water", totalCost: "0.10" }, { categoryName: "Water", totalCost: "0.20" }] }])[0].cents === "0.30"
 */
export function costByCategory(fields: Pick<Field, "tasks">[]): CategoryCost[] {
  const byName = new Map<string, string[]>();
  for (const field of fields) {
    for (const task of field.tasks ?? []) {
      const name = task.categoryName ?? "Other";
      const costs = byName.get(name) ?? [];
      costs.push(task.totalCost);
      byName.set(name, costs);
    }
  }
  return [...byName]
    .map(([name, costs]) => {
      const cents = sumCents(costs);
      return { name, cents, total: Number(cents) };
    })
    .sort((a, b) => b.total - a.total);
}

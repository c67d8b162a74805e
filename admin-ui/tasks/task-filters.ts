import { sumCents } from "../../api/domain/money";
import type { Task } from "../lib/types";

export interface TaskFilterValues {
  search: string;
  categoryId: number | "";
  fieldId: number | "";
}

export const NO_FILTERS: TaskFilterValues = { search: "", categoryId: "", fieldId: "" };

export const filtersActive = (f: TaskFilterValues) => f.search.trim() !== "" || f.categoryId !== "" || f.fieldId !== "";

/** The tasks matching the search text (name, field, category, crop, notes), category and field. */
export function filterTasks(tasks: Task[], f: TaskFilterValues): Task[] {
  const q = f.search.trim().toLowerCase();
  return tasks.filter(
    (t) =>
      (f.categoryId === "" || t.categoryId === f.categoryId) &&
      (f.fieldId === "" || t.fieldId === f.fieldId) &&
      (q === "" || [t.name, t.fieldName, t.categoryName, t.cropType, t.notes].some((s) => s?.toLowerCase().includes(q))),
  );
}

/** The matches' total cost: the server's task totals, added exactly. */
export const totalOf = (tasks: Task[]) => sumCents(tasks.map((t) => t.totalCost));

import { taskMatches, type TaskFilterValues } from "../../api/domain/farm-figures";
import type { Task } from "../lib/types";

export type { TaskFilterValues };

export const NO_FILTERS: TaskFilterValues = { search: "", categoryId: "", fieldId: "" };

export const filtersActive = (f: TaskFilterValues) => f.search.trim() !== "" || f.categoryId !== "" || f.fieldId !== "";

/** The tasks the filters match, by the same search the server's totals use (`taskMatches`). */
export function filterTasks(tasks: Task[], f: TaskFilterValues): Task[] {
  return tasks.filter((t) => taskMatches({ ...t, fieldName: t.fieldName ?? null, notes: t.notes ?? null }, f));
}

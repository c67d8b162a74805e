import type { TaskFilterValues } from "../../api/client";

export type { TaskFilterValues };

export const NO_FILTERS: TaskFilterValues = { search: "", categoryId: "", fieldId: "" };

export const filtersActive = (f: TaskFilterValues) => f.search.trim() !== "" || f.categoryId !== "" || f.fieldId !== "";

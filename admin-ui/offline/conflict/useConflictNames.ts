import { useQueryClient } from "@tanstack/react-query";
import { useGetList } from "react-admin";
import type { Category, Fertilizer, Field } from "../../lib/types";
import { cachedProducts } from "../../tasks/useProductData";
import type { ConflictField, NameList } from "./conflict-fields";

const EVERYTHING = { page: 1, perPage: 100000 };

/**
 * Names for the ids the two versions hold (a task's field, category, fertilizer, products): the office's record
 * names its own (`fieldName`); the user's other choice is named from the same lists the form chose it from (the same
 * queries as the form's, so usually already read).
 */
export function useConflictNames(fields: ConflictField[], mine: Record<string, unknown>, office: Record<string, unknown>) {
  const needs = new Set(fields.map((f) => f.names).filter(Boolean));
  const entityId = Number(mine.entityId ?? office.entityId);
  const year = Number(mine.cropYear ?? office.cropYear);
  const fieldList = useGetList<Field>(
    "fields",
    { filter: { entityId }, meta: { scope: "entity", year, withTasks: false, latestTasks: undefined }, pagination: EVERYTHING },
    { enabled: needs.has("fields") && entityId > 0 && year > 0 },
  );
  const categories = useGetList<Category>(
    "task-categories",
    { pagination: { page: 1, perPage: 1000 }, sort: { field: "id", order: "ASC" } },
    { enabled: needs.has("categories") },
  );
  const fertilizers = useGetList<Fertilizer>(
    "fertilizers",
    { pagination: { page: 1, perPage: 1000 }, sort: { field: "name", order: "ASC" } },
    { enabled: needs.has("fertilizers") },
  );
  const queryClient = useQueryClient();
  const officeLines = (Array.isArray(office.products) ? office.products : []) as { productId: number; productName?: string }[];
  const products = [...officeLines.map((l) => ({ id: l.productId, name: l.productName ?? "" })), ...cachedProducts(queryClient)];
  const lists: Record<NameList, { id: number; name: string }[]> = {
    fields: fieldList.data ?? [],
    categories: categories.data ?? [],
    fertilizers: fertilizers.data ?? [],
    products,
  };

  /** The name of `id` in the field's list; the office record's own name when it holds that id. */
  return (field: ConflictField, id: unknown): string | undefined => {
    if (id === null || id === undefined || id === "") return undefined;
    if (field.nameKey && Number(office[field.key]) === Number(id) && typeof office[field.nameKey] === "string") return office[field.nameKey] as string;
    const list = field.names ? lists[field.names] : [];
    return list.find((item) => item.id === Number(id) && item.name)?.name;
  };
}

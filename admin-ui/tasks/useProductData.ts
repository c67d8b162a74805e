import { type QueryClient, useQueries, useQuery } from "@tanstack/react-query";
import { useGetList } from "react-admin";
import { API_URL, httpClient } from "../lib/http";
import type { OnHand, Product, StockRow } from "./product-lines";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The catalogue's products of one kind (GET /api/products?filter={"kind":...}), by name; none asked while no kind. */
export function useProducts(kind: string | undefined) {
  return useGetList<Product>(
    "products",
    { filter: { kind }, pagination: { page: 1, perPage: 1000 }, sort: { field: "name", order: "ASC" } },
    { enabled: !!kind },
  );
}

/** What each product holds at the entity at the end of a date (quantities only: every role that sees the entity). */
export function useStock(entityId: number | undefined, date: string, enabled: boolean) {
  return useQuery({
    queryKey: ["stock", entityId, date],
    enabled: enabled && !!entityId && DATE.test(date),
    queryFn: async (): Promise<StockRow[]> => (await httpClient(`${API_URL}/entities/${entityId}/stock?asOf=${date}`)).json,
  });
}

/** Each product's quantity, value and average cost at the entity at a date (the office's read, for the cost preview). */
export function useOnHand(entityId: number | undefined, productIds: number[], date: string, enabled: boolean): Map<number, OnHand | undefined> {
  const ids = [...new Set(productIds.filter((id) => Number.isInteger(id) && id > 0))];
  const answers = useQueries({
    queries: ids.map((productId) => ({
      queryKey: ["inventory", entityId, productId, date],
      enabled: enabled && !!entityId && DATE.test(date),
      queryFn: async (): Promise<OnHand> => (await httpClient(`${API_URL}/entities/${entityId}/inventory/${productId}?asOf=${date}`)).json,
    })),
  });
  return new Map(ids.map((id, i) => [id, answers[i]?.data]));
}

/** The products the form's lines were chosen from (react-admin's cached product lists), to name a line by its product. */
export const cachedProducts = (queryClient: QueryClient): Product[] =>
  queryClient.getQueriesData<{ data?: Product[] }>({ queryKey: ["products", "getList"] }).flatMap(([, answer]) => answer?.data ?? []);

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api, read } from "../lib/api";

/** The entity's budgets of the crop year, with their lines (GET /api/budgets). */
export function useBudgets(entityId: number, year: number) {
  return useQuery({
    queryKey: ["budgets", entityId, year],
    queryFn: () => read(api.api.budgets.$get({ query: { filter: JSON.stringify({ entityId, cropYear: year }), sort: '["id","ASC"]' } })),
  });
}

/** After a budget changes: its list and every report reading it load again. */
export function useBudgetsChanged() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: ["budgets"] }), client.invalidateQueries({ queryKey: ["report"] })]);
}

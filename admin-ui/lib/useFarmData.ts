import { useQuery } from "@tanstack/react-query";
import { useDataProvider, useGetList } from "react-admin";
import type { TaskFilterValues } from "../../api/client";
import type { FarmDataProvider } from "../dataProvider";
import type { Category, Fertilizer, Field, Task } from "./types";

const EVERYTHING = { page: 1, perPage: 100000 };

/**
 * How a component reads a query: `enabled: false` until its parameters are known; `refetchOnMount: false` for a part
 * of a screen that shows what the screen itself asked for a moment earlier (the dashboard's cards and charts read
 * the dashboard's own reads: one request per opening of the dashboard, not one per card; a refresh still reloads).
 */
export interface ReadOptions {
  enabled?: boolean;
  refetchOnMount?: boolean;
  /** `[]`: the caller starts the read but is not rendered again when it answers (ASK_ONLY). */
  notifyOnChangeProps?: [];
}

/** For a part of a screen that shows the screen's own read (see ReadOptions). */
export const SCREEN_READ: ReadOptions = { refetchOnMount: false };

/**
 * For a screen that asks for its parts' reads up front and shows none of them itself: its parts are rendered when
 * their own read answers, the screen (and every part under it) is not rendered again for each answer.
 */
export const ASK_ONLY: ReadOptions = { notifyOnChangeProps: [] };

/**
 * The entity's fields with the crop year's crop, seasonal cost and cost per acre (server figures) and, with
 * `latestTasks`, each field's newest tasks (the figures still count all of them); without tasks when
 * `withTasks` is false.
 */
export function useEntityFields(entityId: number, year: number, withTasks = true, latestTasks?: number) {
  return useGetList<Field>("fields", {
    filter: { entityId },
    meta: { scope: "entity", year, withTasks, latestTasks: withTasks ? latestTasks : undefined },
    pagination: EVERYTHING,
  });
}

/** The entity's tasks of the crop year with fieldName and categoryName, newest first. */
export function useEntityTasks(entityId: number, year: number, limit?: number, options: ReadOptions = {}) {
  return useGetList<Task>(
    "tasks",
    {
      filter: { entityId },
      meta: { scope: "entity", year, limit },
      pagination: EVERYTHING,
    },
    options,
  );
}

export function useCategories(options: ReadOptions = {}) {
  return useGetList<Category>("task-categories", { pagination: { page: 1, perPage: 1000 }, sort: { field: "id", order: "ASC" } }, options);
}

export function useFertilizers() {
  return useGetList<Fertilizer>("fertilizers", { pagination: { page: 1, perPage: 1000 }, sort: { field: "name", order: "ASC" } });
}

/** The dashboard charts' figures (cost by category and by field), computed by the server. */
export function useCostBreakdown(entityId: number, year: number, options: ReadOptions = {}) {
  const dataProvider = useDataProvider<FarmDataProvider>();
  return useQuery({ queryKey: ["cost-breakdown", entityId, year], queryFn: () => dataProvider.getCostBreakdown(entityId, year), ...options });
}

/**
 * One page (1 is the first) of the crop year's tasks the Task & Costs filters match, newest first, with the year's
 * counts. While another page or filter of the same entity and year loads, the page shown stays (no flash of
 * empty rows); another entity or year starts empty.
 */
export function useTaskPage(entityId: number, year: number, filters: TaskFilterValues, page: number) {
  const dataProvider = useDataProvider<FarmDataProvider>();
  return useQuery({
    queryKey: ["task-page", entityId, year, filters, page],
    queryFn: () => dataProvider.getTaskPage(entityId, year, filters, page),
    placeholderData: (previous, query) => (query?.queryKey[1] === entityId && query.queryKey[2] === year ? previous : undefined),
  });
}

/** The dashboard's four figures for the crop year; useRefresh() after a change reloads them with the lists. */
export function useSummary(entityId: number, year: number, options: ReadOptions = {}) {
  const dataProvider = useDataProvider<FarmDataProvider>();
  return useQuery({
    queryKey: ["summary", entityId, year],
    queryFn: () => dataProvider.getSummary(entityId, year),
    ...options,
  });
}

import { useEffect } from "react";
import { useGetList } from "react-admin";
import type { Entity } from "../lib/types";
import { useFarm } from "./FarmContext";

const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: "name", order: "ASC" as const } };

/**
 * The farm entities, by name, and the selected one. Keeps a selection that exists: the remembered entity when
 * it is still there, else the first one (spec 000 section 2, "Dashboard shell").
 */
export function useEntities() {
  const { entityId, selectEntity } = useFarm();
  const { data, isPending, isFetching, error } = useGetList<Entity>("entities", ALL);
  const entities = data ?? [];
  useEffect(() => {
    // While the list reloads (just after a create) the new entity is not in it yet: wait for the fresh list.
    if (!data || isFetching) return;
    if (data.length === 0) {
      if (entityId !== null) selectEntity(null);
    } else if (!data.some((e) => e.id === entityId)) {
      selectEntity(data[0]!.id);
    }
  }, [data, isFetching, entityId, selectEntity]);
  const selected = entities.find((e) => e.id === entityId) ?? null;
  return { entities, selected, isPending, error };
}

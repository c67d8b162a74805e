import { useGetList } from "react-admin";
import { useFarm } from "../layout/FarmContext";
import { useEntityFields } from "../lib/useFarmData";
import type { Buyer, Contract, StorageLocation } from "./words";

const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: "name", order: "ASC" as const } };

/** The entity's storage locations, by name. */
export function useLocations(entityId: number | null) {
  const { data } = useGetList<StorageLocation>("storage-locations", { ...ALL, filter: { entityId } }, { enabled: entityId !== null });
  return data ?? [];
}

/** The farm's buyers, by name. */
export function useBuyers() {
  const { data } = useGetList<Buyer>("buyers", ALL);
  return data ?? [];
}

/** The entity's contracts, newest first. */
export function useContracts(entityId: number | null) {
  const { data } = useGetList<Contract>(
    "contracts",
    { pagination: { page: 1, perPage: 1000 }, sort: { field: "date", order: "DESC" }, filter: { entityId } },
    { enabled: entityId !== null },
  );
  return data ?? [];
}

/** The entity's fields with the sidebar crop year's crop. */
export function useFields(entityId: number | null) {
  const { cropYear } = useFarm();
  const { data } = useEntityFields(entityId ?? 0, cropYear, false);
  return entityId === null ? [] : (data ?? []);
}

/** A record's name by id, or "". */
export const nameOf = (list: ReadonlyArray<{ id: number; name: string }>, id: number | null | undefined) => list.find((r) => r.id === id)?.name ?? "";

import { useGetList } from "react-admin";

const TYPE_NAMES: Record<string, string> = { cash: "cash rent", crop_share: "crop share", flex: "flex" };

interface LeaseRow {
  id: number;
  fieldId: number;
  type: string;
  landlordNames: string;
}

/** The entity's leases in force in the crop year, by field, as the field cards print them: landlords and type. */
export function useFieldLeases(entityId: number, year: number): Map<number, string[]> {
  const { data } = useGetList<LeaseRow>("leases", { filter: { entityId, year }, pagination: { page: 1, perPage: 10000 } });
  const byField = new Map<number, string[]>();
  for (const l of data ?? []) byField.set(l.fieldId, [...(byField.get(l.fieldId) ?? []), `${l.landlordNames} - ${TYPE_NAMES[l.type] ?? l.type}`]);
  return byField;
}

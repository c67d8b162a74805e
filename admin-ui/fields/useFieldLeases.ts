import { useGetList, useTranslate } from "react-admin";

// Catalogue keys of the lease types as a field card prints them.
const TYPE_NAMES: Record<string, string> = { cash: "leases.typeCashLower", crop_share: "leases.typeCropShareLower", flex: "leases.typeFlexLower" };

interface LeaseRow {
  id: number;
  fieldId: number;
  type: string;
  landlordNames: string;
}

/** The entity's leases in force in the crop year, by field, as the field cards print them: landlords and type. */
export function useFieldLeases(entityId: number, year: number): Map<number, string[]> {
  const translate = useTranslate();
  const { data } = useGetList<LeaseRow>("leases", { filter: { entityId, year }, pagination: { page: 1, perPage: 10000 } });
  const byField = new Map<number, string[]>();
  for (const l of data ?? []) byField.set(l.fieldId, [...(byField.get(l.fieldId) ?? []), `${l.landlordNames} - ${TYPE_NAMES[l.type] ? translate(TYPE_NAMES[l.type]!) : l.type}`]);
  return byField;
}

import { EntityGate } from "../layout/EntityGate";
import { FieldGrid } from "./FieldGrid";

/** The Field Management tab: the fields resource's list, as cards for the selected entity and crop year. */
export function FieldList() {
  return <EntityGate>{(entity, year) => <FieldGrid entity={entity} year={year} />}</EntityGate>;
}

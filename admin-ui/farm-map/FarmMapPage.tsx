import { EntityGate } from "../layout/EntityGate";
import { FarmMap } from "./FarmMap";

/** The Farm Map screen (issue 39): the sidebar's entity and crop year, or the welcome when there is no entity yet. */
export function FarmMapPage() {
  return <EntityGate>{(entity, year) => <FarmMap entity={entity} year={year} />}</EntityGate>;
}

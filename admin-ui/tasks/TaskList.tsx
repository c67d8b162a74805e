import { EntityGate } from "../layout/EntityGate";
import { TaskCosts } from "./TaskCosts";

/** The Task & Costs tab: the tasks resource's list for the selected entity and crop year. */
export function TaskList() {
  return <EntityGate>{(entity, year) => <TaskCosts entity={entity} year={year} />}</EntityGate>;
}

import ReceiptLongIcon from "@mui/icons-material/ReceiptLong";
import { lazyScreen } from "../lib/lazy-screen";
import { OFFICE, type ResourceEntry } from "../navigation/types";

/** Task & Costs (spec 000 section 2's tasks tab). A crew account records its work on its own screen instead. */
export const tasks: ResourceEntry = {
  name: "tasks",
  list: lazyScreen(() => import("./TaskList"), (m) => m.TaskList),
  icon: ReceiptLongIcon,
  label: "layout.tabTasks",
  group: "tabs",
  roles: OFFICE,
};

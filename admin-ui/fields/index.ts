import AgricultureIcon from "@mui/icons-material/Agriculture";
import { lazyScreen } from "../lib/lazy-screen";
import { OFFICE, type ResourceEntry } from "../navigation/types";

/** Field Management (spec 000 section 2's fields tab), and each field's report, reached from its card. */
export const fields: ResourceEntry = {
  name: "fields",
  list: lazyScreen(() => import("./FieldList"), (m) => m.FieldList),
  icon: AgricultureIcon,
  label: "layout.tabFields",
  group: "tabs",
  roles: OFFICE,
  screens: [
    {
      id: "field-report",
      path: "/entities/:entityId/fields/:fieldId/reports",
      element: lazyScreen(() => import("../field-report/FieldReportPage"), (m) => m.FieldReportPage),
    },
  ],
};

import * as S from "../../lib/http-status";
import type { AppRouteHandler } from "../../lib/types";
import { TimeEntryInputSchema } from "../../schemas/time-entries.schemas";
import type { TimeImportBody } from "../../schemas/time-import.schemas";
import { importTimeCsv } from "../../services/time-import.service";
import type * as routes from "./time-import.routes";

/** The CSV as JSON `{ csv, ... }`, or the file itself as text/csv with its options in the query. */
export const importTime: AppRouteHandler<typeof routes.importTime> = async (c) => {
  const q = c.req.valid("query");
  const request = (c.req.header("content-type") ?? "").includes("json")
    ? (c.req.valid("json") as TimeImportBody)
    : { csv: await c.req.text(), entity: q.entity, dryRun: q.dryRun === "true" };
  return c.json(await importTimeCsv(c.get("ctx"), request, (row) => TimeEntryInputSchema.safeParse(row)), S.OK);
};

import { createHandler, listHandler, readHandler, removeHandler, updateHandler } from "../../lib/resource-handlers";
import * as S from "../../lib/http-status";
import type { AppRouteHandler } from "../../lib/types";
import { type HarvestImportBody, HarvestTicketFilterSchema, HarvestTicketInputSchema } from "../../schemas/harvest-tickets.schemas";
import { importHarvestCsv } from "../../services/harvest-import.service";
import * as service from "../../services/harvest-tickets.service";
import * as routes from "./harvest-tickets.routes";

export const list = listHandler(routes.list, "harvest-tickets", service.HARVEST_TICKET_SORTABLE, HarvestTicketFilterSchema, service.listHarvestTickets);
export const getOne = readHandler(routes.getOne, service.getHarvestTicket);
export const create = createHandler(routes.create, service.createHarvestTicket);
export const update = updateHandler(routes.update, service.updateHarvestTicket);
export const remove = removeHandler(routes.remove, service.deleteHarvestTicket);

/** The CSV as JSON `{ csv, ... }`, or the file itself as text/csv with its options in the query. */
export const importTickets: AppRouteHandler<typeof routes.importTickets> = async (c) => {
  const q = c.req.valid("query");
  const request = (c.req.header("content-type") ?? "").includes("json")
    ? (c.req.valid("json") as HarvestImportBody)
    : { csv: await c.req.text(), entity: q.entity, dryRun: q.dryRun === "true" };
  return c.json(await importHarvestCsv(c.get("ctx"), request, (row) => HarvestTicketInputSchema.safeParse(row)), S.OK);
};

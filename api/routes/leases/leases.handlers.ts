import { createHandler, listHandler, readHandler, removeHandler, updateHandler } from "../../lib/resource-handlers";
import * as S from "../../lib/http-status";
import type { AppRouteHandler } from "../../lib/types";
import { LeaseFilterSchema } from "../../schemas/leases.schemas";
import { getLeaseBalances, getRentDue } from "../../services/lease-figures.service";
import * as recovery from "../../services/lease-recovery.service";
import * as service from "../../services/leases.service";
import { today } from "../../reports/report-route";
import * as routes from "./leases.routes";

export const list = listHandler(routes.list, "leases", service.LEASE_SORTABLE, LeaseFilterSchema, service.listLeases);
export const getOne = readHandler(routes.getOne, service.getLease);
export const create = createHandler(routes.create, service.createLease);
export const update = updateHandler(routes.update, service.updateLease);
export const remove = removeHandler(routes.remove, service.deleteLease);

export const balances: AppRouteHandler<typeof routes.balances> = async (c) => {
  const lease = await service.getLease(c.get("ctx"), c.req.valid("param").id);
  return c.json(await getLeaseBalances(c.get("ctx"), lease, c.req.valid("query").year), S.OK);
};

export const rentDue: AppRouteHandler<typeof routes.rentDue> = async (c) => {
  const q = c.req.valid("query");
  return c.json(await getRentDue(c.get("ctx"), q.today ?? today(), q.days), S.OK);
};

export const deleted: AppRouteHandler<typeof routes.deleted> = async (c) => c.json(await recovery.listDeletedLeases(c.get("ctx")), S.OK);

export const recover: AppRouteHandler<typeof routes.recover> = async (c) => c.json(await recovery.recoverLease(c.get("ctx"), c.req.valid("param").id), S.OK);

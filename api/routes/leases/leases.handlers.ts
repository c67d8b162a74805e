import * as S from "../../lib/http-status";
import { contentRange, parseListQuery } from "../../lib/list-query";
import type { AppRouteHandler } from "../../lib/types";
import { LeaseFilterSchema } from "../../schemas/leases.schemas";
import { getLeaseBalances, getRentDue } from "../../services/lease-figures.service";
import * as recovery from "../../services/lease-recovery.service";
import * as service from "../../services/leases.service";
import { today } from "../../reports/report-route";
import type * as routes from "./leases.routes";

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const params = parseListQuery(c.req.valid("query"), service.LEASE_SORTABLE, LeaseFilterSchema);
  const { rows, total, start } = await service.listLeases(c.get("ctx"), params);
  c.header("Content-Range", contentRange("leases", start, rows.length, total));
  return c.json(rows, S.OK);
};

export const getOne: AppRouteHandler<typeof routes.getOne> = async (c) => c.json(await service.getLease(c.get("ctx"), c.req.valid("param").id), S.OK);

export const create: AppRouteHandler<typeof routes.create> = async (c) => c.json(await service.createLease(c.get("ctx"), c.req.valid("json")), S.CREATED);

export const update: AppRouteHandler<typeof routes.update> = async (c) =>
  c.json(await service.updateLease(c.get("ctx"), c.req.valid("param").id, c.req.valid("json")), S.OK);

export const remove: AppRouteHandler<typeof routes.remove> = async (c) => c.json(await service.deleteLease(c.get("ctx"), c.req.valid("param").id), S.OK);

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

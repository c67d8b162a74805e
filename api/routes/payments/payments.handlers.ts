import * as S from "../../lib/http-status";
import { contentRange, parseListQuery } from "../../lib/list-query";
import type { AppRouteHandler } from "../../lib/types";
import { PaymentFilterSchema } from "../../schemas/lease-payments.schemas";
import * as service from "../../services/lease-payments.service";
import type * as routes from "./payments.routes";

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const params = parseListQuery(c.req.valid("query"), service.PAYMENT_SORTABLE, PaymentFilterSchema);
  const { rows, total, start } = await service.listPayments(c.get("ctx"), params);
  c.header("Content-Range", contentRange("payments", start, rows.length, total));
  return c.json(rows, S.OK);
};

export const getOne: AppRouteHandler<typeof routes.getOne> = async (c) => c.json(await service.getPayment(c.get("ctx"), c.req.valid("param").id), S.OK);

export const create: AppRouteHandler<typeof routes.create> = async (c) => c.json(await service.createPayment(c.get("ctx"), c.req.valid("json")), S.CREATED);

export const update: AppRouteHandler<typeof routes.update> = async (c) =>
  c.json(await service.updatePayment(c.get("ctx"), c.req.valid("param").id, c.req.valid("json")), S.OK);

export const remove: AppRouteHandler<typeof routes.remove> = async (c) => c.json(await service.deletePayment(c.get("ctx"), c.req.valid("param").id), S.OK);

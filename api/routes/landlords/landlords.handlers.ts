import * as S from "../../lib/http-status";
import { contentRange, parseListQuery } from "../../lib/list-query";
import type { AppRouteHandler } from "../../lib/types";
import { LandlordFilterSchema } from "../../schemas/landlords.schemas";
import * as service from "../../services/landlords.service";
import * as recovery from "../../services/lease-recovery.service";
import * as routes from "./landlords.routes";

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const params = parseListQuery(c.req.valid("query"), service.LANDLORD_SORTABLE, LandlordFilterSchema);
  const { rows, total, start } = await service.listLandlords(c.get("ctx"), params);
  c.header("Content-Range", contentRange("landlords", start, rows.length, total));
  return c.json(rows, S.OK);
};

export const getOne: AppRouteHandler<typeof routes.getOne> = async (c) => c.json(await service.getLandlord(c.get("ctx"), c.req.valid("param").id), S.OK);

export const create: AppRouteHandler<typeof routes.create> = async (c) => c.json(await service.createLandlord(c.get("ctx"), c.req.valid("json")), S.CREATED);

export const update: AppRouteHandler<typeof routes.update> = async (c) =>
  c.json(await service.updateLandlord(c.get("ctx"), c.req.valid("param").id, c.req.valid("json")), S.OK);

export const remove: AppRouteHandler<typeof routes.remove> = async (c) => c.json(await service.deleteLandlord(c.get("ctx"), c.req.valid("param").id), S.OK);

export const deleted: AppRouteHandler<typeof routes.deleted> = async (c) => c.json(await recovery.listDeletedLandlords(c.get("ctx")), S.OK);

export const recover: AppRouteHandler<typeof routes.recover> = async (c) => c.json(await recovery.recoverLandlord(c.get("ctx"), c.req.valid("param").id), S.OK);

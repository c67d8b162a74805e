import { createHandler, listHandler, readHandler, removeHandler, updateHandler } from "../../lib/resource-handlers";
import * as S from "../../lib/http-status";
import type { AppRouteHandler } from "../../lib/types";
import { LandlordFilterSchema } from "../../schemas/landlords.schemas";
import * as service from "../../services/landlords.service";
import * as recovery from "../../services/lease-recovery.service";
import * as routes from "./landlords.routes";

export const list = listHandler(routes.list, "landlords", service.LANDLORD_SORTABLE, LandlordFilterSchema, service.listLandlords);
export const getOne = readHandler(routes.getOne, service.getLandlord);
export const create = createHandler(routes.create, service.createLandlord);
export const update = updateHandler(routes.update, service.updateLandlord);
export const remove = removeHandler(routes.remove, service.deleteLandlord);

export const deleted: AppRouteHandler<typeof routes.deleted> = async (c) => c.json(await recovery.listDeletedLandlords(c.get("ctx")), S.OK);

export const recover: AppRouteHandler<typeof routes.recover> = async (c) => c.json(await recovery.recoverLandlord(c.get("ctx"), c.req.valid("param").id), S.OK);

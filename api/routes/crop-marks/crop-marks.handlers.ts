import { listHandler } from "../../lib/resource-handlers";
import * as S from "../../lib/http-status";
import type { AppRouteHandler } from "../../lib/types";
import { CropMarkFilterSchema } from "../../schemas/crop-marks.schemas";
import * as service from "../../services/crop-marks.service";
import * as routes from "./crop-marks.routes";

export const list = listHandler(routes.list, "crop-marks", service.CROP_MARK_SORTABLE, CropMarkFilterSchema, service.listCropMarks);
export const getOne: AppRouteHandler<typeof routes.getOne> = async (c) => c.json(await service.getCropMark(c.get("ctx"), c.req.valid("param")), S.OK);
export const put: AppRouteHandler<typeof routes.put> = async (c) =>
  c.json(await service.putCropMark(c.get("ctx"), c.req.valid("param"), c.req.valid("json")), S.OK);
export const remove: AppRouteHandler<typeof routes.remove> = async (c) => c.json(await service.deleteCropMark(c.get("ctx"), c.req.valid("param")), S.OK);

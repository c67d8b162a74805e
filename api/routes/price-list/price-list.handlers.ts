import * as S from "../../lib/http-status";
import type { AppRouteHandler } from "../../lib/types";
import * as service from "../../services/price-list.service";
import type * as routes from "./price-list.routes";

export const getPriceList: AppRouteHandler<typeof routes.getPriceList> = async (c) =>
  c.json(await service.getPriceList(c.get("ctx"), c.req.valid("param").entityId), S.OK);

export const putPriceList: AppRouteHandler<typeof routes.putPriceList> = async (c) =>
  c.json(await service.putPriceList(c.get("ctx"), c.req.valid("param").entityId, c.req.valid("json").items), S.OK);

export const getCrewPriceGaps: AppRouteHandler<typeof routes.getCrewPriceGaps> = async (c) =>
  c.json(await service.getCrewPriceGaps(c.get("ctx"), c.req.valid("param").entityId), S.OK);

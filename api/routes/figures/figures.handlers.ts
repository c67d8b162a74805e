import type { TaskFilterValues } from "../../domain/farm-figures";
import * as S from "../../lib/http-status";
import type { AppRouteHandler } from "../../lib/types";
import { getCostBreakdown, getTaskPage, getTaskTotals } from "../../services/farm-figures.service";
import type * as routes from "./figures.routes";

export const costBreakdown: AppRouteHandler<typeof routes.costBreakdown> = async (c) => {
  const { entityId } = c.req.valid("param");
  return c.json(await getCostBreakdown(c.get("ctx"), entityId, c.req.valid("query").year), S.OK);
};

export const taskTotals: AppRouteHandler<typeof routes.taskTotals> = async (c) => {
  const { entityId } = c.req.valid("param");
  const { year, q, categoryId, fieldId } = c.req.valid("query");
  return c.json(await getTaskTotals(c.get("ctx"), entityId, year, { search: q ?? "", categoryId: categoryId ?? "", fieldId: fieldId ?? "" }), S.OK);
};

export const taskPage: AppRouteHandler<typeof routes.taskPage> = async (c) => {
  const { entityId } = c.req.valid("param");
  const { year, q, categoryId, fieldId, page, perPage } = c.req.valid("query");
  const filter: TaskFilterValues = { search: q ?? "", categoryId: categoryId ?? "", fieldId: fieldId ?? "" };
  return c.json(await getTaskPage(c.get("ctx"), entityId, year, filter, page, perPage), S.OK);
};

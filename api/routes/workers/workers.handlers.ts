import { createHandler, listHandler, readHandler, removeHandler, updateHandler } from "../../lib/resource-handlers";
import * as S from "../../lib/http-status";
import type { AppRouteHandler } from "../../lib/types";
import { WorkerFilterSchema } from "../../schemas/workers.schemas";
import * as rates from "../../services/worker-rates.service";
import * as service from "../../services/workers.service";
import * as routes from "./workers.routes";

export const list = listHandler(routes.list, "workers", service.WORKER_SORTABLE, WorkerFilterSchema, service.listWorkers);
export const getOne = readHandler(routes.getOne, service.getWorker);
export const create = createHandler(routes.create, service.createWorker);
export const update = updateHandler(routes.update, service.updateWorker);
export const remove = removeHandler(routes.remove, service.deleteWorker);

export const listRates: AppRouteHandler<typeof routes.listRates> = async (c) =>
  c.json(await rates.listWorkerRates(c.get("ctx"), c.req.valid("param").id), S.OK);

export const getRate: AppRouteHandler<typeof routes.getRate> = async (c) => {
  const { id, rateId } = c.req.valid("param");
  return c.json(await rates.getWorkerRate(c.get("ctx"), id, rateId), S.OK);
};

export const createRate: AppRouteHandler<typeof routes.createRate> = async (c) =>
  c.json(await rates.createWorkerRate(c.get("ctx"), c.req.valid("param").id, c.req.valid("json")), S.CREATED);

export const updateRate: AppRouteHandler<typeof routes.updateRate> = async (c) => {
  const { id, rateId } = c.req.valid("param");
  return c.json(await rates.updateWorkerRate(c.get("ctx"), id, rateId, c.req.valid("json")), S.OK);
};

export const removeRate: AppRouteHandler<typeof routes.removeRate> = async (c) => {
  const { id, rateId } = c.req.valid("param");
  return c.json(await rates.deleteWorkerRate(c.get("ctx"), id, rateId), S.OK);
};

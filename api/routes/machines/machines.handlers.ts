import { createHandler, listHandler, readHandler, removeHandler, updateHandler } from "../../lib/resource-handlers";
import * as S from "../../lib/http-status";
import type { AppRouteHandler } from "../../lib/types";
import { MachineFilterSchema } from "../../schemas/machines.schemas";
import * as fuel from "../../services/machine-fuel.service";
import * as service from "../../services/machines.service";
import * as routes from "./machines.routes";

export const list = listHandler(routes.list, "machines", service.MACHINE_SORTABLE, MachineFilterSchema, service.listMachines);
export const getOne = readHandler(routes.getOne, service.getMachine);
export const create = createHandler(routes.create, service.createMachine);
export const update = updateHandler(routes.update, service.updateMachine);
export const remove = removeHandler(routes.remove, service.deleteMachine);

export const listFuel: AppRouteHandler<typeof routes.listFuel> = async (c) => c.json(await fuel.listMachineFuel(c.get("ctx"), c.req.valid("param").id), S.OK);

export const getFuel: AppRouteHandler<typeof routes.getFuel> = async (c) => {
  const { id, fuelId } = c.req.valid("param");
  return c.json(await fuel.getMachineFuel(c.get("ctx"), id, fuelId), S.OK);
};

export const createFuel: AppRouteHandler<typeof routes.createFuel> = async (c) =>
  c.json(await fuel.createMachineFuel(c.get("ctx"), c.req.valid("param").id, c.req.valid("json")), S.CREATED);

export const updateFuel: AppRouteHandler<typeof routes.updateFuel> = async (c) => {
  const { id, fuelId } = c.req.valid("param");
  return c.json(await fuel.updateMachineFuel(c.get("ctx"), id, fuelId, c.req.valid("json")), S.OK);
};

export const removeFuel: AppRouteHandler<typeof routes.removeFuel> = async (c) => {
  const { id, fuelId } = c.req.valid("param");
  return c.json(await fuel.deleteMachineFuel(c.get("ctx"), id, fuelId), S.OK);
};

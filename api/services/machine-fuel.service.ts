import type { ServiceContext } from "./context";
import { and, asc, eq } from "drizzle-orm";
import { machineFuel } from "../../db/schema";
import { notFound } from "../lib/errors";
import type { MachineFuelInput, MachineFuelJson, MachineFuelPatch } from "../schemas/machines.schemas";
import { machineRow } from "./machines.service";

const f = machineFuel;

/** A machine's fuel log, by date (office only: what fuel cost). */
export async function listMachineFuel(ctx: ServiceContext, machineId: number): Promise<MachineFuelJson[]> {
  await machineRow(ctx, machineId);
  return ctx.db.select().from(f).where(eq(f.machineId, machineId)).orderBy(asc(f.date), asc(f.id));
}

export async function getMachineFuel(ctx: ServiceContext, machineId: number, fuelId: number): Promise<MachineFuelJson> {
  await machineRow(ctx, machineId);
  const [row] = await ctx.db.select().from(f).where(and(eq(f.id, fuelId), eq(f.machineId, machineId)));
  if (!row) throw notFound("Fuel fill");
  return row;
}

export async function createMachineFuel(ctx: ServiceContext, machineId: number, input: MachineFuelInput): Promise<MachineFuelJson> {
  const machine = await machineRow(ctx, machineId);
  const [row] = await ctx.db.insert(f).values({ ...input, machineId }).returning();
  ctx.audit({ action: "create", resource: "machine-fuel", after: row, entityId: machine.entityId });
  return row!;
}

export async function updateMachineFuel(ctx: ServiceContext, machineId: number, fuelId: number, patch: MachineFuelPatch): Promise<MachineFuelJson> {
  const machine = await machineRow(ctx, machineId);
  const before = await getMachineFuel(ctx, machineId, fuelId);
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as MachineFuelPatch;
  if (Object.keys(set).length) await ctx.db.update(f).set(set).where(eq(f.id, fuelId));
  const after = await getMachineFuel(ctx, machineId, fuelId);
  ctx.audit({ action: "update", resource: "machine-fuel", before, after, entityId: machine.entityId });
  return after;
}

export async function deleteMachineFuel(ctx: ServiceContext, machineId: number, fuelId: number): Promise<MachineFuelJson> {
  const machine = await machineRow(ctx, machineId);
  const before = await getMachineFuel(ctx, machineId, fuelId);
  await ctx.db.delete(f).where(eq(f.id, fuelId));
  ctx.audit({ action: "delete", resource: "machine-fuel", before, entityId: machine.entityId });
  return before;
}

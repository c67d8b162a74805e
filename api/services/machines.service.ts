import type { ServiceContext } from "./context";
import { and, asc, count, eq, ilike, inArray, ne, sql } from "drizzle-orm";
import { type MachineRow, machineFuel, machines, timeEntries } from "../../db/schema";
import { machineCostPerHour } from "../domain/labor/machine-cost";
import { dec } from "../domain/money";
import { listed } from "../domain/products";
import { AppError, invalid, nameTaken, notFound } from "../lib/errors";
import * as S from "../lib/http-status";
import type { ListParams } from "../lib/list-query";
import type { MachineCrewJson, MachineFilter, MachineInput, MachineJson, MachinePatch } from "../schemas/machines.schemas";
import { missingReference } from "./access.service";
import { reaches } from "./context";
import { assertEntityActive } from "./entities.service";
import { orderFor, pageFor, withinEntities } from "./list";

export const MACHINE_SORTABLE = ["id", "name", "entityId", "kind", "active", "createdAt"] as const;

const m = machines;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What a crew account reads of a machine: which one, never its cost (docs/access.md). */
export const toCrewMachine = (row: Pick<MachineRow, "id" | "entityId" | "name" | "kind" | "active">): MachineCrewJson =>
  ({ id: row.id, entityId: row.entityId, name: row.name, kind: row.kind, active: row.active });

/**
 * A machine as the office reads it: its row, and the cost per hour its time is charged at, worked out once by
 * machineCostPerHour (api/domain/labor/machine-cost.ts): entered, or from its figures, with the parts.
 */
export function asMachineJson(row: MachineRow): MachineJson {
  const cost = machineCostPerHour(row);
  return {
    ...row,
    kind: row.kind as MachineJson["kind"],
    costPerHour: cost?.costPerHour ?? null,
    source: cost?.source ?? null,
    breakdown: cost && cost.source === "worked out" ? cost.breakdown : null,
  };
}

function filterWhere(filter: MachineFilter) {
  const ids = (v: number | number[]) => ([] as number[]).concat(v);
  return and(
    filter.q ? ilike(m.name, `%${filter.q}%`) : undefined,
    filter.id !== undefined ? inArray(m.id, ids(filter.id)) : undefined,
    filter.entityId !== undefined ? inArray(m.entityId, ids(filter.entityId)) : undefined,
    filter.kind ? eq(m.kind, filter.kind) : undefined,
    filter.active !== undefined ? eq(m.active, filter.active) : undefined,
  );
}

/**
 * The machines of the caller's entities, by name. A crew account reads the active ones only, and of each only its
 * id, entity, name and kind (to choose one for an entry): never a cost.
 */
export async function listMachines(ctx: ServiceContext, params: ListParams<MachineFilter>): Promise<{ rows: MachineJson[]; total: number; start: number }> {
  const { db } = ctx;
  const where = and(filterWhere(params.filter), withinEntities(m.entityId, ctx.within), ctx.access.isCrew ? eq(m.active, true) : undefined);
  const { limit, offset } = pageFor(params.range);
  const columns = { id: m.id, name: m.name, entityId: m.entityId, kind: m.kind, active: m.active, createdAt: m.createdAt };
  const rows = await db.select().from(m).where(where).orderBy(...orderFor(params.sort, columns, asc(m.name), m.id)).limit(limit).offset(offset);
  const [total] = await db.select({ n: count() }).from(m).where(where);
  const answer = ctx.access.isCrew ? (rows.map(toCrewMachine) as unknown as MachineJson[]) : rows.map(asMachineJson);
  return { rows: answer, total: total?.n ?? 0, start: offset };
}

/** The stored row (404 when missing or of an entity the caller does not reach). */
export async function machineRow(ctx: ServiceContext, id: number): Promise<MachineRow> {
  const [row] = await ctx.db.select().from(m).where(eq(m.id, id));
  if (!row || !reaches(ctx, row.entityId)) throw notFound("Machine");
  return row;
}

/** One machine (crew: an active one, without its cost). */
export async function getMachine(ctx: ServiceContext, id: number): Promise<MachineJson> {
  const row = await machineRow(ctx, id);
  if (ctx.access.isCrew) {
    if (!row.active) throw notFound("Machine");
    return toCrewMachine(row) as unknown as MachineJson;
  }
  return asMachineJson(row);
}

type Values = Omit<MachineInput, "source">;

/** The entity exists (400), the name is free at it (409 NAME_TAKEN), the salvage value is not above the price (400). */
async function checked(ctx: ServiceContext, values: Values, exceptId?: number) {
  if (!(await assertEntityActive(ctx, values.entityId))) throw missingReference("entityId");
  if (values.purchasePrice !== null && values.salvageValue !== null && dec(values.salvageValue).gt(dec(values.purchasePrice))) {
    throw invalid("salvageValue", `must not be more than the purchase price (${values.purchasePrice})`);
  }
  const [clash] = await ctx.db.select({ name: m.name }).from(m)
    .where(and(eq(m.entityId, values.entityId), sql`lower(${m.name}) = lower(${values.name})`, exceptId !== undefined ? ne(m.id, exceptId) : undefined));
  if (clash) throw nameTaken(`A machine named "${clash.name}" already exists at this entity`, { taken: "machine", name: clash.name });
}

export async function createMachine(ctx: ServiceContext, input: MachineInput): Promise<MachineJson> {
  const { source: _readOnly, ...values } = input;
  await checked(ctx, values);
  const [row] = await ctx.db.insert(m).values(values).returning();
  ctx.audit({ action: "create", resource: "machines", after: row });
  return asMachineJson(row!);
}

/** What names a machine: time entries and fuel fills. */
async function namedBy(ctx: ServiceContext, id: number) {
  const [[e], [f]] = await Promise.all([
    ctx.db.select({ n: count() }).from(timeEntries).where(eq(timeEntries.machineId, id)),
    ctx.db.select({ n: count() }).from(machineFuel).where(eq(machineFuel.machineId, id)),
  ]);
  return { entries: Number(e?.n ?? 0), fuel: Number(f?.n ?? 0) };
}

/**
 * Changes a machine (keys left out keep their value). A read record sent back carries the worked-out cost per hour
 * with source "worked out": that figure is ignored, so the machine stays worked out (a new figure typed over it is
 * entered). Moving it to another entity is refused while time entries name it (409).
 */
export async function updateMachine(ctx: ServiceContext, id: number, patch: MachinePatch): Promise<MachineJson> {
  const row = await machineRow(ctx, id);
  const before = asMachineJson(row);
  const { source, ...rest } = patch;
  const set = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as Partial<Values>;
  const sentBack = source === "worked out" && row.costPerHour === null && set.costPerHour != null && before.costPerHour !== null && dec(set.costPerHour).eq(dec(before.costPerHour));
  if (sentBack) delete set.costPerHour;
  const next: Values = { ...row, kind: row.kind as Values["kind"], ...set };
  await checked(ctx, next, id);
  if (next.entityId !== row.entityId) {
    const { entries } = await namedBy(ctx, id);
    if (entries) throw new AppError(S.CONFLICT, "CONFLICT", `${row.name} is named by ${plural(entries, "time entry", "time entries")}; it cannot move to another entity`, [{ path: "entityId", message: "is named by time entries" }]);
  }
  if (Object.keys(set).length) await ctx.db.update(m).set(set).where(eq(m.id, id));
  const after = asMachineJson(await machineRow(ctx, id));
  ctx.audit({ action: "update", resource: "machines", before, after });
  return after;
}

/** Refused (409 MACHINE_IN_USE) while time entries or fuel fills name it: deactivate it instead (active: false). */
export async function deleteMachine(ctx: ServiceContext, id: number): Promise<MachineJson> {
  const before = asMachineJson(await machineRow(ctx, id));
  const n = await namedBy(ctx, id);
  const named = [...(n.entries ? [plural(n.entries, "time entry", "time entries")] : []), ...(n.fuel ? [plural(n.fuel, "fuel fill")] : [])];
  if (named.length) {
    throw new AppError(S.CONFLICT, "MACHINE_IN_USE", `${before.name} is named by ${listed(named)}; it cannot be deleted: deactivate it instead (active: false)`, undefined, undefined, {
      name: before.name, entries: n.entries, fuel: n.fuel,
    });
  }
  await ctx.db.delete(m).where(eq(m.id, id));
  ctx.audit({ action: "delete", resource: "machines", before });
  return before;
}

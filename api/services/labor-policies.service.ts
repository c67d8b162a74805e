import type { ServiceContext } from "./context";
import { and, eq, isNull } from "drizzle-orm";
import { entities, laborPolicies } from "../../db/schema";
import { effectivePolicy } from "../domain/labor/policy";
import { dec } from "../domain/money";
import { invalid, notFound } from "../lib/errors";
import type { LaborPolicyJson, LaborPolicyPatch } from "../schemas/labor-policies.schemas";

const p = laborPolicies;

async function assertEntity(ctx: ServiceContext, entityId: number) {
  const [row] = await ctx.db.select({ id: entities.id }).from(entities).where(and(eq(entities.id, entityId), isNull(entities.deletedAt)));
  if (!row) throw notFound("Farm entity");
}

/**
 * The rule an entity pays by: its own, or the California agricultural default (api/domain/labor/policy.ts) with
 * isDefault: true while it has set none.
 */
export async function getLaborPolicy(ctx: ServiceContext, entityId: number): Promise<LaborPolicyJson> {
  await assertEntity(ctx, entityId);
  const [row] = await ctx.db.select().from(p).where(eq(p.entityId, entityId));
  const policy = effectivePolicy(row ?? null);
  return {
    entityId,
    burdenPercent: policy.burdenPercent,
    dailyOvertimeAfter: policy.dailyOvertimeAfter,
    dailyDoubleAfter: policy.dailyDoubleAfter,
    weeklyOvertimeAfter: policy.weeklyOvertimeAfter,
    overtimeMultiplier: policy.overtimeMultiplier,
    doubleMultiplier: policy.doubleMultiplier,
    weekStartsOn: policy.weekStartsOn,
    seventhDay: policy.seventhDay,
    isDefault: !row,
    updatedAt: row?.updatedAt ?? null,
  };
}

/**
 * Sets an entity's rule: the keys sent over its current one (the default's while it has none). Double time must
 * start after overtime in a day (400 naming dailyDoubleAfter). Time already approved keeps its cost until an entry
 * of its week changes (docs/labor.md).
 */
export async function setLaborPolicy(ctx: ServiceContext, entityId: number, patch: LaborPolicyPatch): Promise<LaborPolicyJson> {
  const before = await getLaborPolicy(ctx, entityId);
  const { seventhDay: _always, ...set } = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as LaborPolicyPatch;
  const next = {
    burdenPercent: before.burdenPercent,
    dailyOvertimeAfter: before.dailyOvertimeAfter,
    dailyDoubleAfter: before.dailyDoubleAfter,
    weeklyOvertimeAfter: before.weeklyOvertimeAfter,
    overtimeMultiplier: before.overtimeMultiplier,
    doubleMultiplier: before.doubleMultiplier,
    weekStartsOn: before.weekStartsOn,
    ...set,
  };
  if (next.dailyOvertimeAfter !== null && next.dailyDoubleAfter !== null && !dec(next.dailyDoubleAfter).gt(dec(next.dailyOvertimeAfter))) {
    throw invalid("dailyDoubleAfter", `must be more than the ${next.dailyOvertimeAfter} hours after which overtime starts`);
  }
  // A rule sent back as read changes nothing, not even when it was last changed.
  const same = (Object.keys(next) as (keyof typeof next)[]).every((k) => {
    const [a, b] = [next[k], before[k]];
    return a === null || b === null ? a === b : typeof a === "number" ? a === b : dec(a).eq(dec(b as string));
  });
  if (!same || before.isDefault) {
    const values = { ...next, updatedAt: new Date() };
    await ctx.db.insert(p).values({ entityId, ...values }).onConflictDoUpdate({ target: p.entityId, set: values });
  }
  const after = await getLaborPolicy(ctx, entityId);
  ctx.audit({ action: "update", resource: "labor-policies", id: entityId, entityId, before, after });
  return after;
}

import { type ServiceContext, reaches } from "./context";
import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accountSettings, accounts, categoryAccounts, entities, taskCategories } from "../../db/schema";
import type { AccountBook } from "../domain/accounting/chart";
import {
  DEFAULT_ACCOUNTS,
  DEFAULT_CATEGORY_ACCOUNTS,
  DEFAULT_OTHER_INCOME_SCHEDULE_F_LINE,
  DEFAULT_OTHER_SCHEDULE_F_LINE,
  DEFAULT_SETTINGS,
} from "../domain/accounting/default-chart";
import { conflict, invalid, notFound } from "../lib/errors";
import type { ListParams } from "../lib/list-query";
import { orderFor, pageFor, withinEntities } from "./list";

type Executor = Pick<Db, "select" | "insert" | "execute">;

/** 404 unless the entity exists and is not deleted (entities.service.ts creates charts, so it is not imported). */
async function getEntity(db: Executor, id: number) {
  const [row] = await db.select({ id: entities.id }).from(entities).where(and(eq(entities.id, id), isNull(entities.deletedAt)));
  if (!row) throw notFound("Farm entity");
  return row;
}

/**
 * Gives an entity the default chart the first time it is needed (a new entity, or one from before charts
 * existed), and every category added since a row pointing at the entity's "any other" account. Idempotent.
 */
export async function ensureChart(ctx: ServiceContext, entityId: number) {
  const { db } = ctx;
  const [has] = await db.select({ id: accountSettings.entityId }).from(accountSettings).where(eq(accountSettings.entityId, entityId));
  if (!has) {
    await db.transaction(async (tx) => {
      await tx.insert(accounts).values(DEFAULT_ACCOUNTS.map((a) => ({ ...a, entityId }))).onConflictDoNothing();
      await tx.insert(accountSettings).values({ entityId, ...DEFAULT_SETTINGS }).onConflictDoNothing();
      const categories = await tx.select({ id: taskCategories.id, name: taskCategories.name, income: taskCategories.isIncomeCategory }).from(taskCategories);
      if (categories.length === 0) return;
      const rows = categories.map((c) => {
        const other = DEFAULT_SETTINGS.otherAccount;
        const [invoice, operations, scheduleFLine] = DEFAULT_CATEGORY_ACCOUNTS[c.name] ?? [other, other, otherLine(c.income)];
        return { entityId, categoryId: c.id, invoiceAccount: invoice, operationsAccount: operations, scheduleFLine };
      });
      await tx.insert(categoryAccounts).values(rows).onConflictDoNothing();
    });
  }
  await addMissingCategories(db, entityId);
}

const otherLine = (income: boolean) => (income ? DEFAULT_OTHER_INCOME_SCHEDULE_F_LINE : DEFAULT_OTHER_SCHEDULE_F_LINE);

async function addMissingCategories(db: Executor, entityId: number) {
  await db.execute(sql`insert into ${categoryAccounts} (entity_id, category_id, invoice_account, operations_account, schedule_f_line)
    select s.entity_id, c.id, s.other_account, s.other_account,
      case when c.is_income_category then ${otherLine(true)} else ${otherLine(false)} end
    from ${accountSettings} s cross join ${taskCategories} c
    where s.entity_id = ${entityId}
      and not exists (select 1 from ${categoryAccounts} ca where ca.entity_id = s.entity_id and ca.category_id = c.id)
    on conflict do nothing`);
}

/** The entity's chart as the reports and the journal read it (seeded with the defaults on first use). */
export async function loadAccountBook(ctx: ServiceContext, entityId: number): Promise<AccountBook> {
  const { db } = ctx;
  await ensureChart(ctx, entityId);
  const [list, mapped, [settings]] = await Promise.all([
    db.select({ number: accounts.number, name: accounts.name, type: accounts.type }).from(accounts).where(eq(accounts.entityId, entityId)).orderBy(asc(accounts.number)),
    db.select().from(categoryAccounts).where(eq(categoryAccounts.entityId, entityId)),
    db.select().from(accountSettings).where(eq(accountSettings.entityId, entityId)),
  ]);
  return {
    accounts: list,
    categories: Object.fromEntries(
      mapped.map((m) => [m.categoryId, { invoice: m.invoiceAccount, operations: m.operationsAccount, scheduleFLine: m.scheduleFLine }]),
    ),
    otherAccount: settings!.otherAccount,
    yieldIncomeAccount: settings!.yieldIncomeAccount,
    offsetAccount: settings!.offsetAccount,
    yieldScheduleFLine: settings!.yieldScheduleFLine,
  };
}

/** 400 naming `path` unless `number` is an account of the entity's chart. */
async function assertAccount(db: Db, entityId: number, number: number | undefined, path: string) {
  if (number === undefined) return;
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.entityId, entityId), eq(accounts.number, number)));
  if (!row) throw invalid(path, `account ${number} is not in this entity's chart of accounts`);
}

// ---- accounts ----

export const ACCOUNT_SORTABLE = ["id", "number", "name", "type", "entityId"] as const;
export interface AccountFilter {
  entityId?: number;
  id?: number | number[];
  type?: string;
}

export async function listAccounts(ctx: ServiceContext, params: ListParams<AccountFilter>) {
  const { db } = ctx;
  if (params.filter.entityId !== undefined) {
    // An entity outside the caller's grants is as missing as one that never existed.
    if (ctx.within && !ctx.within.includes(params.filter.entityId)) throw notFound("Farm entity");
    await getEntity(db, params.filter.entityId);
    await ensureChart(ctx, params.filter.entityId);
  }
  const where = and(
    params.filter.entityId !== undefined ? eq(accounts.entityId, params.filter.entityId) : undefined,
    withinEntities(accounts.entityId, ctx.within),
    params.filter.id !== undefined ? inArray(accounts.id, ([] as number[]).concat(params.filter.id)) : undefined,
    params.filter.type !== undefined ? eq(accounts.type, params.filter.type) : undefined,
  );
  const { limit, offset } = pageFor(params.range);
  const rows = await db.select().from(accounts).where(where)
    .orderBy(...orderFor(params.sort, { id: accounts.id, number: accounts.number, name: accounts.name, type: accounts.type, entityId: accounts.entityId }, asc(accounts.number), accounts.id))
    .limit(limit).offset(offset);
  const [total] = await db.select({ n: count() }).from(accounts).where(where);
  return { rows, total: total?.n ?? 0, start: offset };
}

export async function getAccount(ctx: ServiceContext, id: number) {
  const { db } = ctx;
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  if (!row || !reaches(ctx, row.entityId)) throw notFound("Account");
  return row;
}

async function assertNumberFree(db: Db, entityId: number, number: number, exceptId?: number) {
  const [clash] = await db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.entityId, entityId), eq(accounts.number, number)));
  if (clash && clash.id !== exceptId) throw conflict(`Account ${number} already exists in this entity's chart`);
}

export async function createAccount(ctx: ServiceContext, input: { entityId: number; number: number; name: string; type: string }) {
  const { db } = ctx;
  await getEntity(db, input.entityId).catch(() => {
    throw invalid("entityId", "is not an active farm entity");
  });
  await ensureChart(ctx, input.entityId);
  await assertNumberFree(db, input.entityId, input.number);
  const [row] = await db.insert(accounts).values(input).returning();
  ctx.audit({ action: "create", resource: "accounts", after: row });
  return row!;
}

/** A new number carries over to every category and setting that used the old one (ON UPDATE CASCADE). */
export async function updateAccount(ctx: ServiceContext, id: number, patch: { number?: number; name?: string; type?: string }) {
  const { db } = ctx;
  const current = await getAccount(ctx, id);
  if (patch.number !== undefined) await assertNumberFree(db, current.entityId, patch.number, id);
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length) await db.update(accounts).set(set).where(eq(accounts.id, id));
  const after = await getAccount(ctx, id);
  ctx.audit({ action: "update", resource: "accounts", before: current, after });
  return after;
}

// ---- category accounts ----

const categoryAccountColumns = {
  id: categoryAccounts.id,
  entityId: categoryAccounts.entityId,
  categoryId: categoryAccounts.categoryId,
  categoryName: taskCategories.name,
  invoiceAccount: categoryAccounts.invoiceAccount,
  operationsAccount: categoryAccounts.operationsAccount,
  scheduleFLine: categoryAccounts.scheduleFLine,
};
export const CATEGORY_ACCOUNT_SORTABLE = ["id", "categoryId", "categoryName", "invoiceAccount", "operationsAccount", "scheduleFLine"] as const;
export interface CategoryAccountFilter {
  entityId?: number;
  categoryId?: number;
  id?: number | number[];
}

export async function listCategoryAccounts(ctx: ServiceContext, params: ListParams<CategoryAccountFilter>) {
  const { db } = ctx;
  if (params.filter.entityId !== undefined) {
    // An entity outside the caller's grants is as missing as one that never existed.
    if (ctx.within && !ctx.within.includes(params.filter.entityId)) throw notFound("Farm entity");
    await getEntity(db, params.filter.entityId);
    await ensureChart(ctx, params.filter.entityId);
  }
  const where = and(
    params.filter.entityId !== undefined ? eq(categoryAccounts.entityId, params.filter.entityId) : undefined,
    withinEntities(categoryAccounts.entityId, ctx.within),
    params.filter.categoryId !== undefined ? eq(categoryAccounts.categoryId, params.filter.categoryId) : undefined,
    params.filter.id !== undefined ? inArray(categoryAccounts.id, ([] as number[]).concat(params.filter.id)) : undefined,
  );
  const { limit, offset } = pageFor(params.range);
  const rows = await db.select(categoryAccountColumns).from(categoryAccounts)
    .innerJoin(taskCategories, eq(taskCategories.id, categoryAccounts.categoryId))
    .where(where)
    .orderBy(...orderFor(params.sort, categoryAccountColumns, asc(categoryAccounts.categoryId), categoryAccounts.id))
    .limit(limit).offset(offset);
  const [total] = await db.select({ n: count() }).from(categoryAccounts).where(where);
  return { rows, total: total?.n ?? 0, start: offset };
}

export async function getCategoryAccount(ctx: ServiceContext, id: number) {
  const { db } = ctx;
  const [row] = await db.select(categoryAccountColumns).from(categoryAccounts)
    .innerJoin(taskCategories, eq(taskCategories.id, categoryAccounts.categoryId))
    .where(eq(categoryAccounts.id, id));
  if (!row || !reaches(ctx, row.entityId)) throw notFound("Category account");
  return row;
}

export async function updateCategoryAccount(ctx: ServiceContext, id: number, patch: { invoiceAccount?: number; operationsAccount?: number; scheduleFLine?: string }) {
  const { db } = ctx;
  const current = await getCategoryAccount(ctx, id);
  await assertAccount(db, current.entityId, patch.invoiceAccount, "invoiceAccount");
  await assertAccount(db, current.entityId, patch.operationsAccount, "operationsAccount");
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length) await db.update(categoryAccounts).set(set).where(eq(categoryAccounts.id, id));
  const after = await getCategoryAccount(ctx, id);
  ctx.audit({ action: "update", resource: "category-accounts", before: current, after });
  return after;
}

// ---- settings ----

/** An entity's settings, with `id` = the entity id (a simple-rest record). */
export async function getAccountSettings(ctx: ServiceContext, entityId: number) {
  const { db } = ctx;
  if (!reaches(ctx, entityId)) throw notFound("Farm entity");
  await getEntity(db, entityId);
  await ensureChart(ctx, entityId);
  const [row] = await db.select().from(accountSettings).where(eq(accountSettings.entityId, entityId));
  return { id: entityId, ...row! };
}

export async function updateAccountSettings(
  ctx: ServiceContext,
  entityId: number,
  patch: { otherAccount?: number; yieldIncomeAccount?: number; offsetAccount?: number; yieldScheduleFLine?: string },
) {
  const { db } = ctx;
  const before = await getAccountSettings(ctx, entityId);
  await assertAccount(db, entityId, patch.otherAccount, "otherAccount");
  await assertAccount(db, entityId, patch.yieldIncomeAccount, "yieldIncomeAccount");
  await assertAccount(db, entityId, patch.offsetAccount, "offsetAccount");
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length) await db.update(accountSettings).set(set).where(eq(accountSettings.entityId, entityId));
  const after = await getAccountSettings(ctx, entityId);
  ctx.audit({ action: "update", resource: "account-settings", before, after });
  return after;
}

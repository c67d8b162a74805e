import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { AccountSchema, AccountSettingsSchema, CategoryAccountSchema } from "../../api/schemas/accounts.schemas";
import { DetailedOperationsSchema, MonthlyInvoiceSchema } from "../../api/schemas/reports.schemas";
import { auditLog } from "../../db/schema";
import { startInvoiceFarm } from "./reports/invoice-farm";
import { CAT, expectInvalid, readCsv, readPdf } from "./reports/support";

let farm: Awaited<ReturnType<typeof startInvoiceFarm>>;
beforeAll(async () => {
  farm = await startInvoiceFarm();
});
afterAll(() => farm.t.close());

const Accounts = z.array(AccountSchema);
const CategoryAccounts = z.array(CategoryAccountSchema);
const api = () => farm.admin.api;
const listAccounts = (filter: Record<string, unknown>, as = farm.reader) => as.api.accounts.$get({ query: { filter: JSON.stringify(filter) } });
const listCategories = (filter: Record<string, unknown>, as = farm.reader) =>
  as.api["category-accounts"].$get({ query: { filter: JSON.stringify(filter) } });
const putAccount = (id: number, json: Record<string, unknown>, as = farm.admin) => as.api.accounts[":id"].$put({ param: { id: String(id) }, json: json as never });

async function chartOf(entityId: number) {
  const res = await listAccounts({ entityId });
  expect(res.status).toBe(200);
  return { rows: Accounts.parse(await res.json()), range: res.headers.get("content-range") };
}
async function categoriesOf(entityId: number) {
  const res = await listCategories({ entityId });
  expect(res.status).toBe(200);
  return CategoryAccounts.parse(await res.json());
}

describe("the default chart of accounts", () => {
  test("a new entity starts with the spec's codes: its accounts, and per category the invoice and operations account", async () => {
    const { rows, range } = await chartOf(farm.ranch.id);
    expect(rows.map((a) => a.number)).toEqual([2100, 8000, 8300, 8340, 8350, 8400, 8430, 8450, 8460, 8470, 9000, 9100]);
    expect(range).toBe("accounts 0-11/12");
    expect(rows.find((a) => a.number === 9000)).toMatchObject({ name: "Income generated", type: "income", entityId: farm.ranch.id });
    const mapped = await categoriesOf(farm.ranch.id);
    expect(mapped.map((m) => [m.categoryName, m.invoiceAccount, m.operationsAccount])).toEqual([
      ["Water", 8300, 8460], ["Farm Management", 8450, 8470], ["Fertilizer", 8340, 8340], ["Crop Protectants", 8400, 8400],
      ["Soil Amendment", 8430, 8430], ["Machine Hire", 8460, 8460], ["Income Generated", 9000, 9000], ["Seed", 8350, 8000],
      ["Water Assessment", 8000, 8000], ["Rent", 8000, 8000],
    ]);
    const settings = AccountSettingsSchema.parse(await (await farm.reader.api["account-settings"][":id"].$get({ param: { id: String(farm.ranch.id) } })).json());
    expect(settings).toEqual({ id: farm.ranch.id, entityId: farm.ranch.id, otherAccount: 8000, yieldIncomeAccount: 9100, offsetAccount: 2100, yieldScheduleFLine: "2" });
  });

  test("a category added later is coded to the entity's other account until an admin maps it", async () => {
    const res = await api()["task-categories"].$post({ json: { name: "Custom Harvest", isIncomeCategory: false } as never });
    expect(res.status).toBe(201);
    const mapped = await categoriesOf(farm.ranch.id);
    expect(mapped.find((m) => m.categoryName === "Custom Harvest")).toMatchObject({ invoiceAccount: 8000, operationsAccount: 8000 });
  });
});

describe("access and bad input", () => {
  test("signed out 401; a readonly user may read but not write (403); unknown ids 404", async () => {
    const { rows } = await chartOf(farm.ranch.id);
    const water = rows.find((a) => a.number === 8300)!;
    expect((await farm.t.client().api.accounts.$get({ query: {} })).status).toBe(401);
    expect((await putAccount(water.id, { name: "Irrigation" }, farm.reader)).status).toBe(403);
    expect((await farm.reader.api.accounts[":id"].$get({ param: { id: "999999" } })).status).toBe(404);
    expect((await farm.reader.api["category-accounts"][":id"].$get({ param: { id: "999999" } })).status).toBe(404);
    expect((await farm.reader.api["account-settings"][":id"].$get({ param: { id: "999999" } })).status).toBe(404);
    expect((await listAccounts({ entityId: 999999 })).status).toBe(404);
    expect((await putAccount(999999, { name: "X" })).status).toBe(404);
  });

  test("400 naming the field: a bad number, type, filter key, or an account not in the entity's chart", async () => {
    const { rows } = await chartOf(farm.ranch.id);
    const water = rows.find((a) => a.number === 8300)!;
    await expectInvalid(await putAccount(water.id, { number: "abc" }), "number");
    await expectInvalid(await putAccount(water.id, { number: 0 }), "number");
    await expectInvalid(await putAccount(water.id, { type: "asset" }), "type");
    await expectInvalid(await listAccounts({ colour: "red" }), "filter");
    const mapped = await categoriesOf(farm.ranch.id);
    const seed = mapped.find((m) => m.categoryId === CAT.SEED)!;
    const res = await api()["category-accounts"][":id"].$put({ param: { id: String(seed.id) }, json: { invoiceAccount: 7777 } });
    await expectInvalid(res, "invoiceAccount");
    await expectInvalid(await api()["account-settings"][":id"].$put({ param: { id: String(farm.ranch.id) }, json: { offsetAccount: 1 } }), "offsetAccount");
    await expectInvalid(await api().accounts.$post({ json: { entityId: farm.ranch.id, number: 7000, name: "", type: "expense" } }), "name");
    // nothing was half-written
    expect((await categoriesOf(farm.ranch.id)).find((m) => m.categoryId === CAT.SEED)!.invoiceAccount).toBe(8350);
  });

  test("a number already in the entity's chart is a 409; the same number in another entity's chart is fine", async () => {
    const res = await api().accounts.$post({ json: { entityId: farm.ranch.id, number: 8300, name: "Again", type: "expense" } });
    expect(res.status).toBe(409);
    const { rows } = await chartOf(farm.ranch.id);
    expect((await putAccount(rows.find((a) => a.number === 8340)!.id, { number: 8350 })).status).toBe(409);
    const other = await api().accounts.$post({ json: { entityId: farm.neighbour.id, number: 8700, name: "Fuel", type: "expense" } });
    expect(other.status).toBe(201);
    expect(AccountSchema.parse(await other.json())).toMatchObject({ entityId: farm.neighbour.id, number: 8700, name: "Fuel", type: "expense" });
  });
});

describe("an entity's own numbers reach every report and format", () => {
  const invoice = (query: Record<string, string>, id = farm.ranch.id) =>
    farm.reader.api.entities[":id"].reports.monthly[":year"].$get({ param: { id: String(id), year: "2025" }, query: query as never });
  const operations = (query: Record<string, string>) =>
    farm.reader.api.entities[":id"].reports["detailed-operations"].$get({ param: { id: String(farm.ranch.id) }, query: { year: "2025", ...query } as never });

  test("renumbering Water (8300 -> 8301) and Machine hire (8460 -> 8461), and coding Seed to a new account", async () => {
    const { rows } = await chartOf(farm.ranch.id);
    const water = rows.find((a) => a.number === 8300)!;
    const hire = rows.find((a) => a.number === 8460)!;
    const renamed = AccountSchema.parse(await (await putAccount(water.id, { number: 8301, name: "Irrigation water" })).json());
    expect(renamed).toMatchObject({ id: water.id, number: 8301, name: "Irrigation water", type: "expense" });
    expect((await putAccount(hire.id, { number: 8461 })).status).toBe(200);
    const created = await api().accounts.$post({ json: { entityId: farm.ranch.id, number: 8355, name: "Seed and plants", type: "expense" } });
    expect(created.status).toBe(201);
    const seed = (await categoriesOf(farm.ranch.id)).find((m) => m.categoryId === CAT.SEED)!;
    const coded = await api()["category-accounts"][":id"].$put({ param: { id: String(seed.id) }, json: { invoiceAccount: 8355, operationsAccount: 8355 } });
    expect(CategoryAccountSchema.parse(await coded.json())).toMatchObject({ categoryName: "Seed", invoiceAccount: 8355, operationsAccount: 8355 });

    // The categories coded to the old numbers follow them (Water: invoice 8301, operations 8461).
    const mapped = await categoriesOf(farm.ranch.id);
    expect(mapped.find((m) => m.categoryId === CAT.WATER)).toMatchObject({ invoiceAccount: 8301, operationsAccount: 8461 });
    expect(mapped.find((m) => m.categoryId === CAT.MACHINE_HIRE)).toMatchObject({ invoiceAccount: 8461, operationsAccount: 8461 });

    // Each edit is in the audit trail with who made it.
    const trail = await farm.t.db.select().from(auditLog).where(and(eq(auditLog.resource, "accounts"), eq(auditLog.resourceId, String(water.id))));
    expect(trail.map((r) => [r.action, (r.changes as { number?: { after: number } })?.number?.after])).toEqual([["update", 8301]]);
    expect(trail[0]!.username).toBeTruthy();
    expect((await farm.t.db.select().from(auditLog).where(eq(auditLog.resource, "category-accounts"))).length).toBeGreaterThan(0);
  });

  test("the monthly invoice: JSON, CSV and PDF", async () => {
    const json = MonthlyInvoiceSchema.parse(await (await invoice({ month: "3" })).json());
    const code = (task: string) => json.fieldReports.find((l) => l.taskName === task)!.accountCode;
    expect([code("Irrigation run"), code("Discing"), code("Seed purchase"), code("UAN side-dress")]).toEqual([8301, 8461, 8355, 8340]);
    const csv = await readCsv(await invoice({ month: "3", format: "csv" }));
    const csvCode = (task: string) => csv.rows.find((r) => r["Task Description"] === task)!.Account;
    expect([csvCode("Irrigation run"), csvCode("Discing"), csvCode("Seed purchase")]).toEqual(["8301", "8461", "8355"]);
    const pdf = await readPdf(await invoice({ month: "3", format: "pdf" }));
    for (const phrase of ["8301 WATER", "8461 MACHINE HIRE", "8355 SEED"]) expect(pdf.text).toContain(phrase);
    expect(pdf.text).not.toContain("8300 WATER");
    // Another entity keeps its own chart: the neighbour's mowing is still 8460.
    const neighbour = MonthlyInvoiceSchema.parse(await (await invoice({ month: "3" }, farm.neighbour.id)).json());
    expect(neighbour.fieldReports.map((l) => l.accountCode)).toEqual([8460]);
  });

  test("detailed operations: JSON, CSV and PDF", async () => {
    const json = DetailedOperationsSchema.parse(await (await operations({})).json());
    const code = (task: string) => json.lines.find((l) => l.operation === task)!.accountCode;
    expect([code("Irrigation run"), code("Discing"), code("Seed purchase"), code("Management fee")]).toEqual([8461, 8461, 8355, 8470]);
    const csv = await readCsv(await operations({ format: "csv" }));
    const row = (task: string) => csv.rows.find((r) => Object.values(r).includes(task))!;
    expect(Object.values(row("Irrigation run"))).toContain("8461");
    expect(Object.values(row("Seed purchase"))).toContain("8355");
    const pdf = await readPdf(await operations({ format: "pdf" }));
    expect(pdf.text).toContain("8355");
    expect(pdf.text).toContain("8461");
    expect(pdf.text).not.toContain("8350");
  });
});

import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import type { ApiClient } from "../../api/client";
import { moneyKeysIn } from "../../api/domain/access";
import { UserSchema } from "../../api/schemas/users.schemas";
import { tasks } from "../../db/schema";
import { TEST_PASSWORD } from "../support/harness";
import { type TaskFarm, startTaskFarm } from "../support/task-farm";
import { CAT } from "./reports/support";

let f: TaskFarm;
let crew: ApiClient;
let crewId: number;
let editor: ApiClient;
let bookkeeper: ApiClient;

/** An account made by the admin with a role and entity grants, signed in. */
async function account(role: string, entityIds?: number[]) {
  const username = `${role}-${crypto.randomUUID().slice(0, 8)}`;
  const res = await f.admin.api.users.$post({ json: { username, password: TEST_PASSWORD, role: role as any, entityIds } as any });
  expect(res.status).toBe(201);
  const user = UserSchema.parse(await res.json());
  const client = f.t.client();
  expect((await client.api.auth.login.$post({ json: { username, password: TEST_PASSWORD } })).status).toBe(200);
  return { client, user };
}
beforeAll(async () => {
  f = await startTaskFarm();
  const made = await account("crew", [f.farm.id]);
  crew = made.client;
  crewId = made.user.id;
  editor = (await account("editor", [f.farm.id])).client;
  bookkeeper = (await account("readonly", [f.farm.id])).client;
  const prices = await f.admin.api.entities[":entityId"]["price-list"].$put({
    param: { entityId: String(f.farm.id) },
    json: { items: [{ categoryId: CAT.MACHINE_HIRE, costPerAcre: "12.50", equipmentRentalPerAcre: "3.00" }] },
  });
  expect(prices.status).toBe(200);
});
afterAll(() => f.t.close());

const crewTask = (over: Record<string, unknown> = {}) => ({
  entityId: f.farm.id, fieldId: f.north.id, categoryId: CAT.MACHINE_HIRE, date: "2025-03-01", acresCovered: "10", equipmentDescription: "Disc", ...over,
});

describe("approval and users", () => {
  test("a user answers entityIds, canEdit and isCrew", async () => {
    const me = (await (await crew.api.auth.user.$get()).json()) as any;
    expect(me.user).toMatchObject({ role: "crew", entityIds: [f.farm.id], canEdit: false, isCrew: true, allEntities: false });
  });
  test("approval takes a role and entities; an unknown entity is a 400 naming entityIds", async () => {
    const reg = await f.t.client().api.auth.register.$post({ json: { username: "pending-crew", password: TEST_PASSWORD } });
    const id = ((await reg.json()) as any).user?.id ?? (await f.t.db.query.users.findFirst({ where: (u, { eq }) => eq(u.username, "pending-crew") }))!.id;
    const bad = await f.admin.api.admin["approve-user"][":id"].$post({ param: { id: String(id) }, json: { role: "crew", entityIds: [999999] } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as any).issues[0].path).toBe("entityIds");
    const ok = await f.admin.api.admin["approve-user"][":id"].$post({ param: { id: String(id) }, json: { role: "editor", entityIds: [f.farm.id] } });
    expect(ok.status).toBe(200);
    expect(UserSchema.parse(await ok.json())).toMatchObject({ role: "editor", entityIds: [f.farm.id], canEdit: true });
  });
  test("an account narrowed to a list can be granted every entity, present and future, again", async () => {
    const user = await f.admin.api.users.$post({ json: { username: "narrowed", password: TEST_PASSWORD, role: "readonly", entityIds: [f.farm.id] } as any });
    const { id } = (await user.json()) as any;
    const put = (json: Record<string, unknown>) => f.admin.api.users[":id"].$put({ param: { id: String(id) }, json: json as any });
    const notBool = await put({ allEntities: "yes" });
    expect(notBool.status).toBe(400);
    expect(((await notBool.json()) as any).issues[0].path).toBe("allEntities");
    // false changes nothing: the account keeps its list.
    const unchanged = await put({ allEntities: false });
    expect(UserSchema.parse(await unchanged.json())).toMatchObject({ allEntities: false, entityIds: [f.farm.id] });
    const widened = await put({ allEntities: true });
    expect(widened.status).toBe(200);
    expect(UserSchema.parse(await widened.json())).toMatchObject({ allEntities: true, entityIds: expect.arrayContaining([f.farm.id, f.neighbour.entityId]) });
    // Present and future: an entity made afterwards is reached too.
    const made = await f.admin.api.entities.$post({ json: { name: "Made After Widening" } as any });
    const later = ((await made.json()) as any).id;
    const after = (await (await f.admin.api.users[":id"].$get({ param: { id: String(id) } })).json()) as any;
    expect(after.entityIds).toContain(later);
    // The record sent back whole, as react-admin does, keeps every entity: true wins over the list beside it.
    const roundTrip = await put({ ...after, displayName: "Renamed" });
    expect(UserSchema.parse(await roundTrip.json())).toMatchObject({ allEntities: true, displayName: "Renamed" });
  });
});

describe("grants", () => {
  test("an entity outside the grants answers 404 exactly like a missing one", async () => {
    const other = f.neighbour.entityId;
    const outside = await bookkeeper.api.entities[":id"].$get({ param: { id: String(other) } });
    const missing = await bookkeeper.api.entities[":id"].$get({ param: { id: "999999" } });
    expect(outside.status).toBe(404);
    expect(await outside.json()).toEqual(await missing.json());
    const field = await bookkeeper.api.fields[":id"].$get({ param: { id: String(f.neighbour.id) } });
    expect(field.status).toBe(404);
  });
  test("lists and All Entities reports contain only granted entities", async () => {
    const entities = (await (await bookkeeper.api.entities.$get({ query: {} })).json()) as { id: number }[];
    expect(entities.map((e) => e.id)).toEqual([f.farm.id]);
    const fields = (await (await bookkeeper.api.fields.$get({ query: {} })).json()) as { entityId: number }[];
    expect(new Set(fields.map((x) => x.entityId))).toEqual(new Set([f.farm.id]));
    const acreage = (await (await bookkeeper.api.reports.acreage[":year"].$get({ param: { year: "2025" }, query: {} as any })).json()) as any;
    expect(JSON.stringify(acreage)).not.toContain("Neighbour");
  });
  test("an editor writes in its entities only; readonly writes nothing; admin pages stay admin's", async () => {
    const ok = await editor.api.tasks.$post({ json: f.base() as any });
    expect(ok.status).toBe(201);
    expect(((await ok.json()) as any).recordedBy).toMatchObject({ username: expect.stringContaining("editor-") });
    // A body naming another entity answers as one naming a missing entity: the 400 of a missing reference.
    const other = await editor.api.tasks.$post({ json: f.base({ entityId: f.neighbour.entityId, fieldId: f.neighbour.id }) as any });
    const missing = await editor.api.tasks.$post({ json: f.base({ entityId: 999999, fieldId: 999999 }) as any });
    expect(other.status).toBe(400);
    expect(await other.json()).toEqual(await missing.json());
    expect((await bookkeeper.api.tasks.$post({ json: f.base() as any })).status).toBe(403);
    expect((await editor.api.users.$get({ query: {} })).status).toBe(403);
    expect((await editor.api.entities.$post({ json: { name: "Not mine" } })).status).toBe(403);
  });
});

describe("lease landlords", () => {
  const cash = { type: "cash", basis: "per_acre", rate: "100", schedule: [{ due: "03-01", percent: "100" }] };
  const lease = (fieldId: number, landlordId: number, startYear: number) =>
    ({ fieldId, leasedAcres: "5", startYear, endYear: startYear, terms: cash, landlords: [{ landlordId, sharePercent: "100" }] }) as any;
  const landlord = async (name: string) => ((await (await f.admin.api.landlords.$post({ json: { name } as any })).json()) as { id: number }).id;

  test("a landlord seen only through another entity's leases is answered as a missing one", async () => {
    const hidden = await landlord("Hidden Across The Fence");
    expect((await f.admin.api.leases.$post({ json: lease(f.neighbour.id, hidden, 2040) })).status).toBe(201);
    const seen = (await (await editor.api.landlords.$get({ query: {} })).json()) as { id: number }[];
    expect(seen.map((l) => l.id)).not.toContain(hidden);

    const outside = await editor.api.leases.$post({ json: lease(f.north.id, hidden, 2040) });
    const missing = await editor.api.leases.$post({ json: lease(f.north.id, 999999, 2040) });
    expect(outside.status).toBe(400);
    expect(await outside.json()).toEqual(await missing.json());

    // A landlord without a lease yet is visible, so it can be named; the same landlord from the other entity cannot
    // be added by changing a lease either.
    const fresh = await landlord("Fresh Landlord");
    const made = await editor.api.leases.$post({ json: lease(f.north.id, fresh, 2041) });
    expect(made.status).toBe(201);
    const id = String(((await made.json()) as { id: number }).id);
    const changed = await editor.api.leases[":id"].$put({ param: { id }, json: lease(f.north.id, hidden, 2041) });
    expect(changed.status).toBe(400);
    expect(((await changed.json()) as any).issues[0]).toEqual({ path: "landlords.0.landlordId", message: "no such landlord" });
    expect((await editor.api.landlords[":id"].$get({ param: { id: String(hidden) } })).status).toBe(404);
  });
});

describe("crew", () => {
  test("records work priced from the price list, and sees no money", async () => {
    const res = await crew.api.tasks.$post({ json: crewTask() as any });
    expect(res.status).toBe(201);
    const body = (await res.json()) as any;
    expect(moneyKeysIn(body)).toEqual([]);
    expect(body).toMatchObject({ name: "Machine Hire", acresCovered: "10.00", cropYear: 2025, crewEntry: true });
    const seen = (await (await f.admin.api.tasks[":id"].$get({ param: { id: String(body.id) } })).json()) as any;
    // 12.50 x 10 + 3.00 x 10 = 155.00
    expect(seen).toMatchObject({ costPerAcre: "12.50", equipmentRental: "3.00", totalCost: "155.00", equipmentTotal: "30.00", crewEntry: true });
    expect(seen.recordedBy).toEqual({ id: crewId, username: expect.stringContaining("crew-") });
  });
  test("a money field is a 400 naming it; a category without a price saves at 0", async () => {
    const bad = await crew.api.tasks.$post({ json: crewTask({ costPerAcre: "1" }) as any });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as any).issues[0]).toEqual({ path: "costPerAcre", message: "not allowed for crew accounts" });
    const free = await crew.api.tasks.$post({ json: crewTask({ categoryId: CAT.SEED }) as any });
    expect(free.status).toBe(201);
    const id = ((await free.json()) as any).id;
    const [row] = await f.t.db.select().from(tasks).where(eq(tasks.id, id));
    expect(row).toMatchObject({ costPerAcre: "0.00", totalCost: "0.00", recordedByCrew: true, recordedById: crewId });
  });
  test("crew cannot record income: Income Generated is a 400 naming categoryId, in words; nothing is written", async () => {
    const before = (await f.t.db.select().from(tasks)).length;
    const sale = await crew.api.tasks.$post({ json: crewTask({ categoryId: CAT.INCOME }) as any });
    expect(sale.status).toBe(400);
    expect(((await sale.json()) as any).issues[0]).toEqual({
      path: "categoryId", message: "Income Generated is an income category: crew accounts record field work, and the office records income",
    });
    expect((await f.t.db.select().from(tasks)).length).toBe(before);
    // Nor by changing an entry's category afterwards: the entry keeps its own.
    const mine = (await (await crew.api.tasks.$post({ json: crewTask({ notes: "disc" }) as any })).json()) as any;
    const moved = await crew.api.tasks[":id"].$put({ param: { id: String(mine.id) }, json: { categoryId: CAT.INCOME } as any });
    expect(moved.status).toBe(400);
    expect(((await moved.json()) as any).issues[0].path).toBe("categoryId");
    const [row] = await f.t.db.select().from(tasks).where(eq(tasks.id, mine.id));
    expect(row).toMatchObject({ categoryId: CAT.MACHINE_HIRE, name: "Machine Hire" });
    // The office still records income.
    const office = await f.admin.api.tasks.$post({ json: { ...crewTask({ categoryId: CAT.INCOME }), name: "Hay sale", cropYear: 2025, costPerAcre: "50" } as any });
    expect(office.status).toBe(201);
  });

  test("lists only its own entries; edits them for 7 days; reports are 403", async () => {
    const mine = (await (await crew.api.tasks.$post({ json: crewTask({ notes: "mine" }) as any })).json()) as any;
    const list = (await (await crew.api.tasks.$get({ query: {} })).json()) as any[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((t) => t.recordedById === crewId)).toBe(true);
    expect(moneyKeysIn(list)).toEqual([]);
    const sorted = await crew.api.tasks.$get({ query: { sort: '["totalCost","DESC"]' } as any });
    expect(sorted.status).toBe(400);
    expect(((await sorted.json()) as any).issues[0].path).toBe("sort");
    const edited = await crew.api.tasks[":id"].$put({ param: { id: String(mine.id) }, json: { acresCovered: "20" } as any });
    expect(edited.status).toBe(200);
    const [row] = await f.t.db.select().from(tasks).where(eq(tasks.id, mine.id));
    expect(row!.totalCost).toBe("310.00");
    await f.t.db.update(tasks).set({ createdAt: new Date(Date.now() - 8 * 86_400_000) }).where(eq(tasks.id, mine.id));
    const late = await crew.api.tasks[":id"].$delete({ param: { id: String(mine.id) } });
    expect(late.status).toBe(403);
    expect(((await late.json()) as any).message).toBe("Crew entries can be changed for 7 days");
    const others = await f.create();
    // Another account's task is as missing as one that never existed, to read and to change.
    const missing = await crew.api.tasks[":id"].$put({ param: { id: "999999" }, json: { notes: "x" } as any });
    const other = await crew.api.tasks[":id"].$put({ param: { id: String(others.id) }, json: { notes: "x" } as any });
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual(await missing.json());
    const report = await crew.api.entities[":entityId"].summary.$get({ param: { entityId: String(f.farm.id) }, query: {} as any });
    expect(report.status).toBe(403);
    expect(((await report.json()) as any).message).toBe("Not available to crew accounts");
    expect((await crew.api.entities[":entityId"]["price-list"].$get({ param: { entityId: String(f.farm.id) } })).status).toBe(403);
  });
});

describe("tokens", () => {
  test("a crew token made by an admin sees and changes only the entries it recorded, not the admin's office tasks", async () => {
    const office = await f.create({ notes: "office" });
    const made = await f.admin.api.tokens.$post({ json: { name: "crew phone", role: "crew" } as any });
    expect(made.status).toBe(201);
    const phone = f.t.client({ token: ((await made.json()) as any).token });
    const listed = (await (await phone.api.tasks.$get({ query: {} })).json()) as any[];
    expect(listed.map((t) => t.id)).not.toContain(office.id);
    expect(listed.every((t) => t.crewEntry === true)).toBe(true);

    const id = String(office.id);
    const missing = await phone.api.tasks[":id"].$get({ param: { id: "999999" } });
    expect(missing.status).toBe(404);
    const missingBody = await missing.json();
    for (const res of [
      await phone.api.tasks[":id"].$get({ param: { id } }),
      await phone.api.tasks[":id"].$put({ param: { id }, json: { notes: "changed by the phone" } as any }),
      await phone.api.tasks[":id"].$delete({ param: { id } }),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(missingBody);
    }
    const [kept] = await f.t.db.select().from(tasks).where(eq(tasks.id, office.id));
    expect(kept).toMatchObject({ notes: "office", deletedAt: null });

    const own = await phone.api.tasks.$post({ json: crewTask({ notes: "from the phone" }) as any });
    expect(own.status).toBe(201);
    const entry = (await own.json()) as any;
    expect(entry).toMatchObject({ crewEntry: true, notes: "from the phone" });
    const seen = (await (await phone.api.tasks.$get({ query: {} })).json()) as any[];
    expect(seen.map((t) => t.id)).toContain(entry.id);
    expect(seen.map((t) => t.id)).not.toContain(office.id);
    expect(moneyKeysIn(seen)).toEqual([]);
    expect((await phone.api.tasks[":id"].$get({ param: { id: String(entry.id) } })).status).toBe(200);
    const edited = await phone.api.tasks[":id"].$put({ param: { id: String(entry.id) }, json: { notes: "fixed" } as any });
    expect(edited.status).toBe(200);
    // The admin's own session still lists both, the office task and the entry recorded through the token.
    const all = (await (await f.admin.api.tasks.$get({ query: {} })).json()) as any[];
    expect(all.map((t) => t.id)).toEqual(expect.arrayContaining([office.id, entry.id]));
  });
  test("a token no wider than its creator; it acts with its own role and entities", async () => {
    const wide = await f.admin.api.tokens.$post({ json: { name: "reader", role: "readonly", entityIds: [f.farm.id] } as any });
    expect(wide.status).toBe(201);
    const { token } = (await wide.json()) as any;
    const client = f.t.client({ token });
    const list = (await (await client.api.entities.$get({ query: {} })).json()) as { id: number }[];
    expect(list.map((e) => e.id)).toEqual([f.farm.id]);
    expect((await client.api.tasks.$post({ json: f.base() as any })).status).toBe(403);
    const bad = await f.admin.api.tokens.$post({ json: { name: "x", entityIds: [999999] } as any });
    expect(bad.status).toBe(400);
  });
});

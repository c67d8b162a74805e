import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { moneyKeysIn } from "../../api/domain/access";
import { auditLog } from "../../db/schema";
import { invalidPath, startLaborApp } from "./labor-people-support";

/*
 * Machines and their fuel log (issue 38, docs/labor.md): each answer carries the cost per hour machine time is
 * charged at, entered or worked out by the documented method (ISU Ag Decision Maker A3-29), and where it comes
 * from; crew read the active machines of their entities by name, never a cost.
 */

let app: Awaited<ReturnType<typeof startLaborApp>>;
let ranch: Awaited<ReturnType<typeof app.farm>>;
let other: Awaited<ReturnType<typeof app.farm>>;

beforeAll(async () => {
  app = await startLaborApp();
  ranch = await app.farm("Machine Ranch");
  other = await app.farm("Other Ranch");
  await app.account("editor", "editor", [ranch.entity]);
  await app.account("reader", "readonly", [ranch.entity]);
  await app.account("crew", "crew", [ranch.entity]);
});
afterAll(() => app.t.close());

/**
 * A tractor bought for $120,000, worth $30,000 after 10 years of 500 h, money at 6%, 5 gal/h of diesel at $4.00,
 * repairs over its life 100% of its price: depreciation 90,000 / 10 / 500 = 18.00; interest 75,000 x 6% / 500 =
 * 9.00; repairs 120,000 / 5,000 = 24.00; fuel 5 x 4 = 20.00; lubrication 15% of fuel = 3.00: $74.00 an hour.
 */
const FIGURES = {
  purchasePrice: "120000", salvageValue: "30000", years: 10, annualHours: "500", interestPercent: "6", fuelGallonsPerHour: "5", fuelPrice: "4.00", repairsPercent: "100",
};

const post = (body: Record<string, unknown>, who = "editor") => app.send(who, "POST", "/api/machines", { entityId: ranch.entity, ...body });
async function machine(body: Record<string, unknown>) {
  const res = await post(body);
  if (res.status !== 201) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

describe("machines", () => {
  test("a cost per hour entered is charged as entered; one worked out from the figures comes with its parts; neither is null", async () => {
    const tractor = await machine({ name: "JD 6155", kind: "tractor", costPerHour: "42.75" });
    expect(tractor).toMatchObject({ entityId: ranch.entity, name: "JD 6155", kind: "tractor", costPerHour: "42.75", source: "entered", breakdown: null, active: true });
    const worked = await machine({ name: "Case Magnum", ...FIGURES });
    expect(worked).toMatchObject({ costPerHour: "74.00", source: "worked out" });
    expect(worked.breakdown).toEqual({ depreciation: "18.0000", interest: "9.0000", repairs: "24.0000", fuel: "20.0000", lubrication: "3.0000", total: "74.00" });
    const bare = await machine({ name: "Old Pickup", kind: "pickup" });
    expect(bare).toMatchObject({ costPerHour: null, source: null, breakdown: null });
    const list = await app.send("reader", "GET", "/api/machines");
    expect(list.body.map((m: { name: string; costPerHour: string | null }) => [m.name, m.costPerHour])).toEqual([["Case Magnum", "74.00"], ["JD 6155", "42.75"], ["Old Pickup", null]]);
    expect((await app.send("reader", "GET", `/api/machines/${worked.id}`)).body).toEqual(worked);
    const [row] = await app.t.db.select().from(auditLog).where(and(eq(auditLog.resource, "machines"), eq(auditLog.resourceId, String(tractor.id))));
    expect(row).toMatchObject({ action: "create", entityId: ranch.entity });
  });

  test("bad input is a 400 naming the field; a name taken at the entity whatever its case 409 NAME_TAKEN (another entity may use it); 403; 401", async () => {
    await machine({ name: "Sprayer 1", kind: "sprayer" });
    expect(invalidPath(await post({ name: "" }))).toBe("name");
    expect(invalidPath(await post({ name: "Boat", kind: "boat" }))).toBe("kind");
    expect(invalidPath(await post({ name: "X", costPerHour: "-1" }))).toBe("costPerHour");
    expect(invalidPath(await post({ name: "X", costPerHour: "12.345" }))).toBe("costPerHour");
    expect(invalidPath(await post({ name: "X", years: 0 }))).toBe("years");
    expect(invalidPath(await post({ name: "X", annualHours: "0" }))).toBe("annualHours");
    expect(invalidPath(await post({ name: "X", interestPercent: "120" }))).toBe("interestPercent");
    expect(invalidPath(await post({ name: "X", purchasePrice: "1000", salvageValue: "2000" }))).toBe("salvageValue");
    expect(invalidPath(await post({ name: "X", entityId: 999_999 }))).toBe("entityId");
    const taken = await post({ name: "SPRAYER 1" });
    expect({ status: taken.status, code: taken.body.code, details: taken.body.details, message: taken.body.message }).toEqual({
      status: 409, code: "NAME_TAKEN", details: { taken: "machine", name: "Sprayer 1" }, message: 'A machine named "Sprayer 1" already exists at this entity',
    });
    expect((await app.send("admin", "POST", "/api/machines", { entityId: other.entity, name: "Sprayer 1" })).status).toBe(201);
    expect((await post({ name: "Nope" }, "reader")).status).toBe(403);
    expect((await post({ name: "Nope" }, "crew")).status).toBe(403);
    expect((await post({ name: "Nope" }, "anonymous")).status).toBe(401);
    // Another entity's machine is as missing as one that never was.
    const foreign = (await app.send("admin", "GET", `/api/machines?filter=${encodeURIComponent(JSON.stringify({ entityId: other.entity }))}`)).body[0].id;
    expect((await app.send("reader", "GET", `/api/machines/${foreign}`)).status).toBe(404);
    expect((await app.send("editor", "PUT", `/api/machines/${foreign}`, { notes: "x" })).status).toBe(404);
    expect(invalidPath(await post({ name: "Moved", entityId: other.entity }))).toBe("entityId");
  });

  test("crew read the active machines of their entities by name and kind: never a cost, a figure or another entity's", async () => {
    const parked = await machine({ name: "Parked Truck", kind: "truck", costPerHour: "30", active: false });
    const list = await app.send("crew", "GET", "/api/machines");
    expect(list.status).toBe(200);
    for (const m of list.body) expect(Object.keys(m).sort()).toEqual(["active", "entityId", "id", "kind", "name"]);
    expect(list.body.every((m: { entityId: number; active: boolean }) => m.entityId === ranch.entity && m.active)).toBe(true);
    expect(list.body.map((m: { name: string }) => m.name)).toContain("JD 6155");
    expect(list.body.map((m: { name: string }) => m.name)).not.toContain("Parked Truck");
    expect(moneyKeysIn(list.body)).toEqual([]);
    const one = list.body[0];
    expect((await app.send("crew", "GET", `/api/machines/${one.id}`)).body).toEqual(one);
    expect((await app.send("crew", "GET", `/api/machines/${parked.id}`)).status).toBe(404);
    expect((await app.send("crew", "GET", `/api/machines/${one.id}/fuel`)).status).toBe(403);
    expect((await app.send("crew", "PUT", `/api/machines/${one.id}`, { notes: "x" })).status).toBe(403);
  });

  test("PUT: a worked-out machine read and sent back stays worked out; new figures re-work it; a typed cost is entered; null goes back to the figures", async () => {
    const made = await machine({ name: "Combine", kind: "harvester", ...FIGURES });
    const path = `/api/machines/${made.id}`;
    const same = await app.send("editor", "PUT", path, made);
    expect(same.status).toBe(200);
    expect(same.body).toEqual(made);
    // Fuel at $5.00: fuel 25.00, lubrication 3.75: 18.00 + 9.00 + 24.00 + 25.00 + 3.75 = 79.75.
    const dearer = await app.send("editor", "PUT", path, { ...made, fuelPrice: "5.00" });
    expect(dearer.body).toMatchObject({ costPerHour: "79.75", source: "worked out" });
    const entered = await app.send("editor", "PUT", path, { ...dearer.body, costPerHour: "95" });
    expect(entered.body).toMatchObject({ costPerHour: "95.00", source: "entered", breakdown: null });
    expect((await app.send("editor", "PUT", path, entered.body)).body).toEqual(entered.body);
    expect((await app.send("editor", "PUT", path, { costPerHour: null })).body).toMatchObject({ costPerHour: "79.75", source: "worked out" });
    expect(invalidPath(await app.send("editor", "PUT", path, { kind: "boat" }))).toBe("kind");
    expect((await app.send("editor", "PUT", "/api/machines/424242", { notes: "x" })).status).toBe(404);
    expect((await app.send("reader", "PUT", path, { notes: "x" })).status).toBe(403);
    const [row] = await app.t.db.select().from(auditLog).where(and(eq(auditLog.resource, "machines"), eq(auditLog.action, "update"), eq(auditLog.resourceId, String(made.id))));
    expect(row).toBeDefined();
  });

  test("DELETE: an unused machine goes; one time entries or fuel fills name is a 409 saying to deactivate it", async () => {
    const gone = await machine({ name: "Gone Disc" });
    expect((await app.send("reader", "DELETE", `/api/machines/${gone.id}`)).status).toBe(403);
    expect((await app.send("editor", "DELETE", `/api/machines/${gone.id}`)).body).toMatchObject({ name: "Gone Disc" });
    expect((await app.send("editor", "DELETE", `/api/machines/${gone.id}`)).status).toBe(404);
    const used = await machine({ name: "Used Tractor", costPerHour: "42.75" });
    const w = (await app.send("admin", "POST", "/api/workers", { name: "Machine Driver" })).body;
    await app.entry(ranch, w.id, "2026-03-02", "approved", used.id);
    expect((await app.send("editor", "POST", `/api/machines/${used.id}/fuel`, { date: "2026-03-02", gallons: "40", cost: "160.00" })).status).toBe(201);
    const refused = await app.send("editor", "DELETE", `/api/machines/${used.id}`);
    expect({ status: refused.status, code: refused.body.code, details: refused.body.details }).toEqual({
      status: 409, code: "MACHINE_IN_USE", details: { name: "Used Tractor", entries: 1, fuel: 1 },
    });
    expect(refused.body.message).toBe("Used Tractor is named by 1 time entry and 1 fuel fill; it cannot be deleted: deactivate it instead (active: false)");
    const moved = await app.send("admin", "PUT", `/api/machines/${used.id}`, { entityId: other.entity });
    expect({ status: moved.status, path: moved.body.issues[0].path }).toEqual({ status: 409, path: "entityId" });
    expect((await app.send("editor", "PUT", `/api/machines/${used.id}`, { active: false })).body.active).toBe(false);
  });
});

describe("fuel log", () => {
  test("editors log fuel (date, gallons, cost, meter); the office reads it by date; 400 naming the field; 404; crew 403; audited", async () => {
    const m = await machine({ name: "Fuel Tractor", costPerHour: "40" });
    const path = `/api/machines/${m.id}/fuel`;
    const later = await app.send("editor", "POST", path, { date: "2026-03-09", gallons: "35.5", cost: "142.00", meterHours: "1210.5" });
    expect(later.status).toBe(201);
    expect(later.body).toMatchObject({ machineId: m.id, date: "2026-03-09", gallons: "35.500", cost: "142.00", meterHours: "1210.50", notes: "" });
    const first = (await app.send("editor", "POST", path, { date: "2026-03-02", gallons: 40, cost: 160 })).body;
    expect((await app.send("reader", "GET", path)).body.map((x: { date: string }) => x.date)).toEqual(["2026-03-02", "2026-03-09"]);
    expect((await app.send("reader", "GET", `${path}/${first.id}`)).body).toMatchObject({ id: first.id, meterHours: null });
    expect(invalidPath(await app.send("editor", "POST", path, { date: "2026-03-02", gallons: "0", cost: "1" }))).toBe("gallons");
    expect(invalidPath(await app.send("editor", "POST", path, { date: "March 2", gallons: "1", cost: "1" }))).toBe("date");
    expect(invalidPath(await app.send("editor", "POST", path, { date: "2026-03-02", gallons: "1" }))).toBe("cost");
    expect(invalidPath(await app.send("editor", "POST", path, { date: "2026-03-02", gallons: "1", cost: "1", meterHours: "-3" }))).toBe("meterHours");
    const changed = await app.send("editor", "PUT", `${path}/${first.id}`, { ...first, cost: "165.20" });
    expect(changed.body).toMatchObject({ cost: "165.20", gallons: "40.000" });
    expect((await app.send("editor", "PUT", `${path}/${first.id}`, changed.body)).body).toEqual(changed.body);
    const elsewhere = await machine({ name: "Other Fuel Tractor" });
    expect((await app.send("reader", "GET", `/api/machines/${elsewhere.id}/fuel/${first.id}`)).status).toBe(404);
    expect((await app.send("editor", "POST", "/api/machines/424242/fuel", { date: "2026-03-02", gallons: "1", cost: "1" })).status).toBe(404);
    expect((await app.send("crew", "GET", path)).status).toBe(403);
    expect((await app.send("reader", "POST", path, { date: "2026-03-02", gallons: "1", cost: "1" })).status).toBe(403);
    expect((await app.send("anonymous", "GET", path)).status).toBe(401);
    expect((await app.send("editor", "DELETE", `${path}/${first.id}`)).status).toBe(200);
    expect((await app.send("editor", "DELETE", `${path}/${first.id}`)).status).toBe(404);
    const rows = await app.t.db.select().from(auditLog).where(and(eq(auditLog.resource, "machine-fuel"), eq(auditLog.resourceId, String(first.id))));
    expect(rows.map((r) => [r.action, r.entityId])).toEqual([["create", ranch.entity], ["update", ranch.entity], ["update", ranch.entity], ["delete", ranch.entity]]);
  });
});

import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { moneyKeysIn } from "../../api/domain/access";
import { auditLog, workerRates } from "../../db/schema";
import { invalidPath, startLaborApp } from "./labor-people-support";

/*
 * Workers and their dated rates (issue 38, docs/labor.md): the office reads them, editors write them, a crew account
 * reads only its own worker and never a rate; a rate change never re-prices earlier time.
 */

let app: Awaited<ReturnType<typeof startLaborApp>>;
let crewId = 0;
let otherCrewId = 0;

beforeAll(async () => {
  app = await startLaborApp();
  await app.account("editor", "editor");
  await app.account("reader", "readonly");
  crewId = await app.account("ana-crew", "crew");
  otherCrewId = await app.account("luis-crew", "crew");
});
afterAll(() => app.t.close());

const post = (body: unknown, who = "editor") => app.send(who, "POST", "/api/workers", body);
async function worker(body: Record<string, unknown>) {
  const res = await post(body);
  expect(res.status).toBe(201);
  return res.body as { id: number; name: string; [k: string]: unknown };
}

describe("workers", () => {
  test("an editor adds a worker (trimmed, active by default, linked to an account); the office lists and reads it; audited", async () => {
    const ana = await worker({ name: "  Ana Ruiz ", crew: "Pruning crew", userId: crewId, notes: "H-2A" });
    expect(ana).toMatchObject({ name: "Ana Ruiz", crew: "Pruning crew", userId: crewId, username: "ana-crew", active: true, notes: "H-2A" });
    const plain = await worker({ name: "Beto Lara" });
    expect(plain).toMatchObject({ crew: "", userId: null, username: null, active: true, notes: "" });
    const list = await app.send("reader", "GET", `/api/workers?filter=${encodeURIComponent('{"q":"ruiz"}')}`);
    expect(list.status).toBe(200);
    expect(list.body.map((w: { id: number }) => w.id)).toEqual([ana.id]);
    const crewFilter = await app.send("reader", "GET", `/api/workers?filter=${encodeURIComponent('{"crew":"pruning CREW"}')}`);
    expect(crewFilter.body.map((w: { name: string }) => w.name)).toEqual(["Ana Ruiz"]);
    expect((await app.send("reader", "GET", `/api/workers/${ana.id}`)).body).toMatchObject({ id: ana.id, name: "Ana Ruiz" });
    expect((await app.send("reader", "GET", "/api/workers/424242")).status).toBe(404);
    expect((await app.send("anonymous", "GET", "/api/workers")).status).toBe(401);
    const [row] = await app.t.db.select().from(auditLog).where(and(eq(auditLog.resource, "workers"), eq(auditLog.resourceId, String(ana.id))));
    expect(row).toMatchObject({ action: "create" });
  });

  test("bad input is a 400 naming the field; a name taken whatever its case 409 NAME_TAKEN; an account linked twice 409 ACCOUNT_LINKED; readonly and crew 403", async () => {
    await worker({ name: "Carla Soto" });
    expect(invalidPath(await post({ name: "" }))).toBe("name");
    expect(invalidPath(await post({ name: "Ok", crew: "c".repeat(101) }))).toBe("crew");
    expect(invalidPath(await post({ name: "Ok", userId: 999_999 }))).toBe("userId");
    expect((await post({ name: "Ok", userId: 999_999 })).body.message).toBe("userId: no such account");
    expect(invalidPath(await post({ name: "Ok", userId: "someone" }))).toBe("userId");
    expect(invalidPath(await post({ name: "Ok", active: "yes" }))).toBe("active");
    const taken = await post({ name: "CARLA soto" });
    expect({ status: taken.status, code: taken.body.code, message: taken.body.message, details: taken.body.details, path: taken.body.issues[0].path }).toEqual({
      status: 409, code: "NAME_TAKEN", message: 'A worker named "Carla Soto" already exists', details: { taken: "worker", name: "Carla Soto" }, path: "name",
    });
    await worker({ name: "Luis Vega", userId: otherCrewId });
    const linked = await post({ name: "Someone Else", userId: otherCrewId });
    expect({ status: linked.status, code: linked.body.code, path: linked.body.issues[0].path, details: linked.body.details }).toEqual({
      status: 409, code: "ACCOUNT_LINKED", path: "userId", details: { account: "luis-crew", worker: "Luis Vega" },
    });
    expect(linked.body.message).toBe("The account luis-crew is already linked to Luis Vega; an account records the hours of one worker");
    expect((await post({ name: "Nope" }, "reader")).status).toBe(403);
    expect((await post({ name: "Nope" }, "ana-crew")).status).toBe(403);
    expect((await post({ name: "Nope" }, "anonymous")).status).toBe(401);
  });

  test("a crew account reads only its own active worker: id, name, crew, active; never another's, never a rate", async () => {
    const list = await app.send("ana-crew", "GET", "/api/workers");
    expect(list.status).toBe(200);
    expect(list.body).toEqual([{ id: expect.any(Number), name: "Ana Ruiz", crew: "Pruning crew", active: true }]);
    const own = list.body[0].id as number;
    expect((await app.send("ana-crew", "GET", `/api/workers/${own}`)).body).toEqual({ id: own, name: "Ana Ruiz", crew: "Pruning crew", active: true });
    const beto = (await app.send("reader", "GET", `/api/workers?filter=${encodeURIComponent('{"q":"Beto"}')}`)).body[0].id;
    expect((await app.send("ana-crew", "GET", `/api/workers/${beto}`)).status).toBe(404);
    expect((await app.send("ana-crew", "GET", `/api/workers/${own}/rates`)).status).toBe(403);
    expect((await app.send("ana-crew", "POST", `/api/workers/${own}/rates`, { effectiveFrom: "2026-01-01", hourlyRate: "30" })).status).toBe(403);
    expect(moneyKeysIn(list.body)).toEqual([]);
    // Deactivated, the worker leaves the crew's screens.
    expect((await app.send("editor", "PUT", `/api/workers/${own}`, { active: false })).status).toBe(200);
    expect((await app.send("ana-crew", "GET", "/api/workers")).body).toEqual([]);
    expect((await app.send("ana-crew", "GET", `/api/workers/${own}`)).status).toBe(404);
    expect((await app.send("editor", "PUT", `/api/workers/${own}`, { active: true })).status).toBe(200);
  });

  test("PUT changes what is sent (404 missing, 409 name taken, 400 naming the field, 403); audited", async () => {
    const dora = await worker({ name: "Dora Paz" });
    const res = await app.send("editor", "PUT", `/api/workers/${dora.id}`, { ...dora, id: 1, crew: "Irrigation" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: dora.id, name: "Dora Paz", crew: "Irrigation" });
    expect((await app.send("editor", "PUT", `/api/workers/${dora.id}`, { name: "carla SOTO" })).body.code).toBe("NAME_TAKEN");
    expect(invalidPath(await app.send("editor", "PUT", `/api/workers/${dora.id}`, { name: " " }))).toBe("name");
    expect((await app.send("editor", "PUT", `/api/workers/${dora.id}`, { userId: otherCrewId })).body.code).toBe("ACCOUNT_LINKED");
    expect((await app.send("editor", "PUT", "/api/workers/424242", { name: "x" })).status).toBe(404);
    expect((await app.send("reader", "PUT", `/api/workers/${dora.id}`, { name: "x" })).status).toBe(403);
    const [row] = await app.t.db.select().from(auditLog).where(and(eq(auditLog.resource, "workers"), eq(auditLog.action, "update"), eq(auditLog.resourceId, String(dora.id))));
    expect(row!.changes).toMatchObject({ crew: { before: "", after: "Irrigation" } });
  });

  test("DELETE: a worker without time goes with their rates; one with time entries is a 409 saying to deactivate instead", async () => {
    const gone = await worker({ name: "Gone Worker" });
    expect((await app.send("editor", "POST", `/api/workers/${gone.id}/rates`, { effectiveFrom: "2026-01-01", hourlyRate: "18" })).status).toBe(201);
    expect((await app.send("reader", "DELETE", `/api/workers/${gone.id}`)).status).toBe(403);
    expect((await app.send("editor", "DELETE", `/api/workers/${gone.id}`)).body).toMatchObject({ name: "Gone Worker" });
    expect(await app.t.db.select().from(workerRates).where(eq(workerRates.workerId, gone.id))).toEqual([]);
    expect((await app.send("editor", "DELETE", `/api/workers/${gone.id}`)).status).toBe(404);

    const busy = await worker({ name: "Busy Worker" });
    const f = await app.farm("Delete Ranch");
    await app.entry(f, busy.id, "2026-03-02", "pending");
    await app.entry(f, busy.id, "2026-03-03", "approved");
    const refused = await app.send("editor", "DELETE", `/api/workers/${busy.id}`);
    expect({ status: refused.status, code: refused.body.code, details: refused.body.details }).toEqual({ status: 409, code: "WORKER_IN_USE", details: { name: "Busy Worker", entries: 2 } });
    expect(refused.body.message).toBe("Busy Worker has 2 time entries; a worker with recorded time cannot be deleted: deactivate them instead (active: false)");
  });
});

describe("worker rates", () => {
  test("the office reads a worker's rates oldest first; an editor adds them; 400 naming the field; 409 for a date taken; 404; 403", async () => {
    const w = await worker({ name: "Elena Rios" });
    const path = `/api/workers/${w.id}/rates`;
    const later = await app.send("editor", "POST", path, { effectiveFrom: "2026-04-01", hourlyRate: 19.25 });
    expect(later.status).toBe(201);
    const first = await app.send("editor", "POST", path, { effectiveFrom: "2026-01-01", hourlyRate: "18.50", pieceRate: "0.85", pieceUnit: "tray" });
    expect(first.body).toMatchObject({ workerId: w.id, effectiveFrom: "2026-01-01", hourlyRate: "18.5000", pieceRate: "0.8500", pieceUnit: "tray", approvedEntries: 0 });
    const list = await app.send("reader", "GET", path);
    expect(list.body.map((r: { effectiveFrom: string; hourlyRate: string }) => [r.effectiveFrom, r.hourlyRate])).toEqual([["2026-01-01", "18.5000"], ["2026-04-01", "19.2500"]]);
    expect((await app.send("reader", "GET", `${path}/${first.body.id}`)).body).toMatchObject({ id: first.body.id });
    expect(invalidPath(await app.send("editor", "POST", path, { effectiveFrom: "2026-02-30", hourlyRate: "18" }))).toBe("effectiveFrom");
    expect(invalidPath(await app.send("editor", "POST", path, { effectiveFrom: "2026-02-01", hourlyRate: "-1" }))).toBe("hourlyRate");
    expect(invalidPath(await app.send("editor", "POST", path, { effectiveFrom: "2026-02-01" }))).toBe("hourlyRate");
    expect(invalidPath(await app.send("editor", "POST", path, { effectiveFrom: "2026-02-01", hourlyRate: "18", pieceRate: "0.5" }))).toBe("pieceUnit");
    expect(invalidPath(await app.send("editor", "POST", path, { effectiveFrom: "2026-02-01", hourlyRate: "18", pieceUnit: "bin" }))).toBe("pieceRate");
    const taken = await app.send("editor", "POST", path, { effectiveFrom: "2026-04-01", hourlyRate: "20" });
    expect({ status: taken.status, path: taken.body.issues[0].path, message: taken.body.message }).toEqual({
      status: 409, path: "effectiveFrom", message: "Elena Rios already has a rate from 2026-04-01; change that one, or choose another date",
    });
    expect((await app.send("editor", "POST", "/api/workers/424242/rates", { effectiveFrom: "2026-02-01", hourlyRate: "18" })).status).toBe(404);
    expect((await app.send("editor", "PUT", `/api/workers/${w.id}/rates/424242`, { hourlyRate: "18" })).status).toBe(404);
    expect((await app.send("reader", "POST", path, { effectiveFrom: "2026-02-01", hourlyRate: "18" })).status).toBe(403);
    expect((await app.send("anonymous", "GET", path)).status).toBe(401);
  });

  test("a rate change never re-prices earlier time: a rate approved entries use cannot change or go (409 naming how many); a newer rate is always fine", async () => {
    const w = await worker({ name: "Felipe Cruz" });
    const path = `/api/workers/${w.id}/rates`;
    const old = (await app.send("editor", "POST", path, { effectiveFrom: "2026-03-01", hourlyRate: "18.50" })).body;
    const f = await app.farm("Rate Ranch");
    // Monday and Tuesday approved; Thursday still pending (priced when approved).
    await app.entry(f, w.id, "2026-03-02");
    await app.entry(f, w.id, "2026-03-03");
    await app.entry(f, w.id, "2026-03-05", "pending");
    expect((await app.send("reader", "GET", path)).body[0].approvedEntries).toBe(2);

    const changed = await app.send("editor", "PUT", `${path}/${old.id}`, { hourlyRate: "19.00" });
    expect({ status: changed.status, code: changed.body.code, details: changed.body.details }).toEqual({
      status: 409, code: "RATE_IN_USE", details: { worker: "Felipe Cruz", effectiveFrom: "2026-03-01", entries: 2, change: "change" },
    });
    expect(changed.body.message).toBe(
      "Changing the rate from 2026-03-01 would re-price 2 approved time entries of Felipe Cruz; a rate change never re-prices earlier time: add a rate from a later date instead, or un-approve those entries first",
    );
    expect((await app.send("editor", "PUT", `${path}/${old.id}`, { effectiveFrom: "2026-03-03" })).body.details.entries).toBe(1);
    const removed = await app.send("editor", "DELETE", `${path}/${old.id}`);
    expect({ status: removed.status, code: removed.body.code, change: removed.body.details.change }).toEqual({ status: 409, code: "RATE_IN_USE", change: "delete" });
    expect(removed.body.message).toBe(
      "The rate from 2026-03-01 prices 2 approved time entries of Felipe Cruz; a rate change never re-prices earlier time: add a rate from a later date instead, or un-approve those entries first",
    );
    // A rate dated on Tuesday would take Tuesday's approved entry from the old rate: refused.
    const back = await app.send("editor", "POST", path, { effectiveFrom: "2026-03-03", hourlyRate: "19.25" });
    expect({ status: back.status, entries: back.body.details.entries, change: back.body.details.change, path: back.body.issues[0].path }).toEqual({
      status: 409, entries: 1, change: "add", path: "effectiveFrom",
    });
    // Sent back unchanged (react-admin's edit), the used rate is a 200 that changes nothing.
    expect((await app.send("editor", "PUT", `${path}/${old.id}`, old)).status).toBe(200);

    // Wednesday's raise: newer than every approved entry, always fine; it prices the pending Thursday once approved.
    const raise = await app.send("editor", "POST", path, { effectiveFrom: "2026-03-04", hourlyRate: "19.25" });
    expect(raise.status).toBe(201);
    expect((await app.send("editor", "PUT", `${path}/${raise.body.id}`, { hourlyRate: "19.50" })).body).toMatchObject({ hourlyRate: "19.5000", approvedEntries: 0 });
    expect((await app.send("editor", "DELETE", `${path}/${raise.body.id}`)).status).toBe(200);
    const [audit] = await app.t.db.select().from(auditLog).where(and(eq(auditLog.resource, "worker-rates"), eq(auditLog.action, "delete"), eq(auditLog.resourceId, String(raise.body.id))));
    expect(audit).toBeDefined();
  });
});

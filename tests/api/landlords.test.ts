import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { LandlordSchema } from "../../api/schemas/landlords.schemas";
import { auditLog, landlords } from "../../db/schema";
import { type ReportApp, expectInvalid, startReportApp } from "./reports/support";

let app: ReportApp;
beforeAll(async () => {
  app = await startReportApp();
});
afterAll(() => app.t.close());

const Landlords = z.array(LandlordSchema);
const post = (json: Record<string, unknown>, as = app.admin) => as.api.landlords.$post({ json: json as never });
async function create(name: string, extra: Record<string, unknown> = {}) {
  const res = await post({ name, ...extra });
  expect(res.status).toBe(201);
  return LandlordSchema.parse(await res.json());
}

describe("POST /api/landlords", () => {
  test("an admin creates a landlord; the tax id is stored but only ever shown masked, also in the audit trail", async () => {
    const l = await create("  Ada Smith ", { contact: "ada@example.com", mailingAddress: "1 Main St\nFresno CA", notes: "Prefers checks", taxId: "123-45-6789" });
    expect(l).toMatchObject({ name: "Ada Smith", contact: "ada@example.com", mailingAddress: "1 Main St\nFresno CA", taxIdMasked: "***-**-6789" });
    expect(JSON.stringify(l)).not.toContain("123-45");
    const [row] = await app.t.db.select().from(landlords).where(eq(landlords.id, l.id));
    expect(row!.taxId).toBe("123-45-6789");
    const audits = (await app.t.db.select().from(auditLog)).filter((a) => a.resource === "landlords" && a.resourceId === String(l.id));
    expect(audits.map((a) => a.action)).toEqual(["create"]);
    expect(JSON.stringify(audits[0]!.changes)).not.toContain("6789");
    const ein = await create("Farm Trust", { taxId: "12-3456789" });
    expect(ein.taxIdMasked).toBe("**-***6789");
  });

  test("400 naming the field, 401 signed out, 403 readonly", async () => {
    await expectInvalid(await post({ name: "" }), "name");
    await expectInvalid(await post({ name: "X", taxId: "12345" }), "taxId");
    expect((await app.t.client().api.landlords.$post({ json: { name: "X" } as never })).status).toBe(401);
    expect((await post({ name: "X" }, app.reader)).status).toBe(403);
  });
});

describe("GET /api/landlords", () => {
  test("lists by name with Content-Range, filters by q; GET one; 404; 401; bad filter 400", async () => {
    await create("Zed Owner");
    const b = await create("Bea Landholder", { contact: "555-0100" });
    const res = await app.reader.api.landlords.$get({ query: {} });
    expect(res.status).toBe(200);
    const names = Landlords.parse(await res.json()).map((l) => l.name);
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y)));
    expect(res.headers.get("content-range")).toMatch(/^landlords 0-\d+\/\d+$/);
    const q = await app.reader.api.landlords.$get({ query: { filter: '{"q":"0100"}' } });
    expect(Landlords.parse(await q.json()).map((l) => l.id)).toEqual([b.id]);
    const one = await app.reader.api.landlords[":id"].$get({ param: { id: String(b.id) } });
    expect(LandlordSchema.parse(await one.json()).name).toBe("Bea Landholder");
    expect((await app.reader.api.landlords[":id"].$get({ param: { id: "99999" } })).status).toBe(404);
    expect((await app.t.client().api.landlords.$get({ query: {} })).status).toBe(401);
    await expectInvalid(await app.reader.api.landlords.$get({ query: { filter: '{"color":"x"}' } }), "filter");
  });
});

describe("PUT and DELETE /api/landlords/{id}, recovery", () => {
  test("update keeps a tax id left out and clears a blank one; 400, 403, 404", async () => {
    const l = await create("Cy Update", { taxId: "987-65-4321" });
    const put = (id: number, json: Record<string, unknown>, as = app.admin) => as.api.landlords[":id"].$put({ param: { id: String(id) }, json: json as never });
    const res = await put(l.id, { contact: "cy@example.com" });
    expect(LandlordSchema.parse(await res.json())).toMatchObject({ contact: "cy@example.com", taxIdMasked: "***-**-4321" });
    const cleared = await put(l.id, { taxId: "" });
    expect(LandlordSchema.parse(await cleared.json()).taxIdMasked).toBeNull();
    await expectInvalid(await put(l.id, { name: " " }), "name");
    expect((await put(l.id, { name: "Y" }, app.reader)).status).toBe(403);
    expect((await put(99999, { name: "Y" })).status).toBe(404);
  });

  test("soft delete hides the landlord; the admin lists and recovers it; 404, 403, 409", async () => {
    const l = await create("Dee Gone");
    const del = (id: number, as = app.admin) => as.api.landlords[":id"].$delete({ param: { id: String(id) } });
    expect((await del(l.id, app.reader)).status).toBe(403);
    expect((await del(l.id)).status).toBe(200);
    expect((await app.reader.api.landlords[":id"].$get({ param: { id: String(l.id) } })).status).toBe(404);
    expect((await del(l.id)).status).toBe(404);
    const deleted = await app.admin.api.admin["deleted-landlords"].$get();
    expect(((await deleted.json()) as { id: number }[]).map((d) => d.id)).toContain(l.id);
    expect((await app.reader.api.admin["deleted-landlords"].$get()).status).toBe(403);
    const rec = (id: number, as = app.admin) => as.api.admin["recover-landlord"][":id"].$post({ param: { id: String(id) } });
    expect((await rec(l.id, app.reader)).status).toBe(403);
    expect((await rec(l.id)).status).toBe(200);
    expect((await rec(l.id)).status).toBe(409);
    expect((await rec(99999)).status).toBe(404);
    expect((await app.reader.api.landlords[":id"].$get({ param: { id: String(l.id) } })).status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { TEST_PASSWORD } from "../../support/harness";
import { CAT, startReportApp } from "./support";

/** Every report endpoint, as documented (OpenAPI path) and as called on a small farm. */
let app: Awaited<ReturnType<typeof startReportApp>>;
let calls: Array<{ doc: string; url: string }>;

beforeAll(async () => {
  app = await startReportApp();
  const e = await app.entity("Access Ranch");
  const f = await app.field(e.id, "Only", "12", "Alfalfa");
  await app.task(f, { categoryId: CAT.MACHINE_HIRE, name: "Disc", date: "2025-03-03", costPerAcre: "5", acresCovered: "12", equipmentRental: "1" });
  calls = [
    { doc: "/api/entities/{id}/reports/monthly/{year}", url: `/api/entities/${e.id}/reports/monthly/2025?month=3` },
    { doc: "/api/entities/{entityId}/reports/monthly", url: `/api/entities/${e.id}/reports/monthly?month=3&year=2025` },
    { doc: "/api/entities/{id}/reports/cost-summary", url: `/api/entities/${e.id}/reports/cost-summary?year=2025` },
    { doc: "/api/entities/{id}/reports/detailed-operations", url: `/api/entities/${e.id}/reports/detailed-operations?year=2025` },
    { doc: "/api/entities/{id}/reports/field-summary", url: `/api/entities/${e.id}/reports/field-summary?year=2025` },
    { doc: "/api/reports/acreage/{year}", url: "/api/reports/acreage/2025" },
    { doc: "/api/reports/fertilizer", url: "/api/reports/fertilizer?year=2025" },
    { doc: "/api/reports/irrigation", url: "/api/reports/irrigation?year=2025" },
    { doc: "/api/reports/equipment-invoice", url: "/api/reports/equipment-invoice?entity=all&month=3&year=2025" },
    { doc: "/api/stone-equipment/monthly-summary", url: "/api/stone-equipment/monthly-summary?month=3&year=2025" },
    { doc: "/api/entities/{entityId}/fields/{fieldId}/tasks", url: `/api/entities/${e.id}/fields/${f.id}/tasks?month=3&year=2025` },
    { doc: "/api/fields/{fieldId}/profitability", url: `/api/fields/${f.id}/profitability?year=2025` },
  ];
});
afterAll(() => app.t.close());

let cookie = "";

/**
 * A GET straight through the app: the typed client cannot be indexed by a path known only at run time. Signed in,
 * it carries the session cookie of a readonly user.
 */
const get = (url: string, signedIn: boolean) => app.t.app.request(url, { headers: signedIn ? { cookie } : {} });

describe("every report endpoint", () => {
  beforeAll(async () => {
    await app.t.signIn("readonly", "report-reader");
    const res = await app.t.app.request("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "report-reader", password: TEST_PASSWORD }),
    });
    cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  });

  test("is in the OpenAPI document with its three formats", async () => {
    const doc = (await (await app.t.app.request("/api/openapi.json")).json()) as { paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, unknown> }> } }> };
    for (const { doc: path } of calls) {
      const content = doc.paths[path]?.get?.responses["200"]?.content ?? {};
      expect(Object.keys(content).sort(), path).toEqual(["application/json", "application/pdf", "text/csv"]);
    }
    for (const path of ["/api/all-fields", "/api/all-tasks"]) expect(doc.paths[path]?.get, path).toBeDefined();
  });

  test("answers any signed-in user (readonly too) in JSON, CSV and PDF", async () => {
    for (const { url } of calls) {
      const sep = url.includes("?") ? "&" : "?";
      const json = await get(url, true);
      expect(json.status, url).toBe(200);
      expect(json.headers.get("content-type"), url).toContain("application/json");
      expect((await get(`${url}${sep}format=csv`, true)).headers.get("content-type"), url).toContain("text/csv");
      expect((await get(`${url}${sep}format=pdf`, true)).headers.get("content-type"), url).toBe("application/pdf");
    }
  });

  test("is a 401 when signed out", async () => {
    for (const { url } of [...calls, { url: "/api/all-fields" }, { url: "/api/all-tasks" }]) expect((await get(url, false)).status, url).toBe(401);
  });
});

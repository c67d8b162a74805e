import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { CALIFORNIA_AG_DEFAULT } from "../../api/domain/labor/policy";
import { auditLog } from "../../db/schema";
import { invalidPath, startLaborApp } from "./labor-people-support";

/*
 * An entity's employer rule for pay (issue 38, docs/labor.md): GET answers the California agricultural default with
 * isDefault while the entity has set none; editors set burden, thresholds and multipliers; crew never read it.
 */

let app: Awaited<ReturnType<typeof startLaborApp>>;
let ranch: { entity: number };
let other: { entity: number };

beforeAll(async () => {
  app = await startLaborApp();
  ranch = await app.farm("Policy Ranch");
  other = await app.farm("Other Ranch");
  await app.account("editor", "editor", [ranch.entity]);
  await app.account("reader", "readonly", [ranch.entity]);
  await app.account("crew", "crew", [ranch.entity]);
});
afterAll(() => app.t.close());

const path = (id: number) => `/api/entities/${id}/labor-policy`;

describe("labor policy", () => {
  test("an entity that has set no rule pays by the California default: overtime after 8 h a day and 40 a week at 1.5x, double after 12 at 2x, burden 0, week from Sunday", async () => {
    const res = await app.send("reader", "GET", path(ranch.entity));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      entityId: ranch.entity, burdenPercent: "0", dailyOvertimeAfter: "8", dailyDoubleAfter: "12", weeklyOvertimeAfter: "40",
      overtimeMultiplier: "1.5", doubleMultiplier: "2", weekStartsOn: 0, seventhDay: true, isDefault: true, updatedAt: null,
    });
    expect(res.body.dailyOvertimeAfter).toBe(CALIFORNIA_AG_DEFAULT.dailyOvertimeAfter);
  });

  test("an editor sets the rule: keys left out keep their value; a threshold may be none (null); audited", async () => {
    const res = await app.send("editor", "PUT", path(ranch.entity), { burdenPercent: "22", weeklyOvertimeAfter: null, weekStartsOn: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      burdenPercent: "22.00", dailyOvertimeAfter: "8.00", dailyDoubleAfter: "12.00", weeklyOvertimeAfter: null, overtimeMultiplier: "1.50", doubleMultiplier: "2.00",
      weekStartsOn: 1, isDefault: false,
    });
    expect(typeof res.body.updatedAt).toBe("string");
    expect((await app.send("reader", "GET", path(ranch.entity))).body).toEqual(res.body);
    // Sent back as read, nothing changes.
    const again = await app.send("editor", "PUT", path(ranch.entity), res.body);
    expect({ ...again.body, updatedAt: null }).toEqual({ ...res.body, updatedAt: null });
    const [row] = await app.t.db.select().from(auditLog).where(and(eq(auditLog.resource, "labor-policies"), eq(auditLog.resourceId, String(ranch.entity))));
    expect(row).toMatchObject({ action: "update", entityId: ranch.entity });
    expect(row!.changes).toMatchObject({ burdenPercent: { before: "0", after: "22.00" } });
  });

  test("a bad value is a 400 naming its key: burden 0-100, thresholds above 0 or null, double after overtime, multipliers 1 or more, a weekday 0-6", async () => {
    const put = (body: unknown) => app.send("editor", "PUT", path(ranch.entity), body);
    expect(invalidPath(await put({ burdenPercent: "101" }))).toBe("burdenPercent");
    expect(invalidPath(await put({ burdenPercent: "-1" }))).toBe("burdenPercent");
    expect(invalidPath(await put({ burdenPercent: null }))).toBe("burdenPercent");
    expect(invalidPath(await put({ dailyOvertimeAfter: "0" }))).toBe("dailyOvertimeAfter");
    expect(invalidPath(await put({ dailyOvertimeAfter: "25" }))).toBe("dailyOvertimeAfter");
    expect(invalidPath(await put({ weeklyOvertimeAfter: "forty" }))).toBe("weeklyOvertimeAfter");
    expect(invalidPath(await put({ dailyDoubleAfter: "6" }))).toBe("dailyDoubleAfter");
    expect((await put({ dailyDoubleAfter: "8" })).body.message).toBe("dailyDoubleAfter: must be more than the 8.00 hours after which overtime starts");
    expect(invalidPath(await put({ overtimeMultiplier: "0.5" }))).toBe("overtimeMultiplier");
    expect(invalidPath(await put({ doubleMultiplier: "100" }))).toBe("doubleMultiplier");
    expect(invalidPath(await put({ weekStartsOn: 7 }))).toBe("weekStartsOn");
    expect(invalidPath(await put({ seventhDay: false }))).toBe("seventhDay");
    // With no daily overtime, double time may start anywhere.
    expect((await put({ dailyOvertimeAfter: null, dailyDoubleAfter: "10" })).body).toMatchObject({ dailyOvertimeAfter: null, dailyDoubleAfter: "10.00" });
  });

  test("the office reads, editors write: readonly 403 on PUT, crew 403 (money), signed out 401, another entity's or a missing one 404", async () => {
    expect((await app.send("reader", "PUT", path(ranch.entity), { burdenPercent: "5" })).status).toBe(403);
    expect((await app.send("crew", "GET", path(ranch.entity))).status).toBe(403);
    expect((await app.send("crew", "PUT", path(ranch.entity), { burdenPercent: "5" })).status).toBe(403);
    expect((await app.send("anonymous", "GET", path(ranch.entity))).status).toBe(401);
    expect((await app.send("reader", "GET", path(other.entity))).status).toBe(404);
    expect((await app.send("editor", "PUT", path(other.entity), { burdenPercent: "5" })).status).toBe(404);
    expect((await app.send("admin", "GET", path(999_999))).status).toBe(404);
    expect((await app.send("admin", "GET", path(other.entity))).body.isDefault).toBe(true);
  });
});

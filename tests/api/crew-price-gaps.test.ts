import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { ApiClient } from "../../api/client";
import { UserSchema } from "../../api/schemas/users.schemas";
import { TEST_PASSWORD } from "../support/harness";
import { type TaskFarm, startTaskFarm } from "../support/task-farm";
import { CAT } from "./reports/support";

let f: TaskFarm;
let crew: ApiClient;

const gaps = (as: ApiClient, entityId = f.farm.id) => as.api.entities[":entityId"]["price-list"].gaps.$get({ param: { entityId: String(entityId) } });

beforeAll(async () => {
  f = await startTaskFarm();
  const username = `crew-${crypto.randomUUID().slice(0, 8)}`;
  const made = await f.admin.api.users.$post({ json: { username, password: TEST_PASSWORD, role: "crew", entityIds: [f.farm.id] } as any });
  expect(made.status).toBe(201);
  UserSchema.parse(await made.json());
  crew = f.t.client();
  expect((await crew.api.auth.login.$post({ json: { username, password: TEST_PASSWORD } })).status).toBe(200);
  // Machine Hire has a price; Fertilizer, Seed and the rest have none.
  const prices = await f.admin.api.entities[":entityId"]["price-list"].$put({
    param: { entityId: String(f.farm.id) },
    json: { items: [{ categoryId: CAT.MACHINE_HIRE, costPerAcre: "12.50", equipmentRentalPerAcre: null }] },
  });
  expect(prices.status).toBe(200);
});
afterAll(() => f.t.close());

const record = async (categoryId: number) => {
  const res = await crew.api.tasks.$post({ json: { entityId: f.farm.id, fieldId: f.north.id, categoryId, date: "2025-03-01", acresCovered: "10" } as any });
  expect(res.status).toBe(201);
};

describe("GET /api/entities/{entityId}/price-list/gaps: crew entries the price list leaves at $0.00", () => {
  test("two crew entries in a category with no price are counted and the category named; a priced entry is not", async () => {
    await record(CAT.FERTILIZER);
    await record(CAT.FERTILIZER);
    await record(CAT.MACHINE_HIRE); // 12.50 x 10 = 125.00: priced
    // An office task at $0.00 in a category without a price is the office's own figure, not a crew entry.
    expect((await f.post(f.base({ categoryId: CAT.SEED, costPerAcre: "0" }))).status).toBe(201);
    const res = await gaps(f.reader);
    expect(res.status).toBe(200);
    const body = (await res.json()) as any;
    expect(body.unpricedEntries).toBe(2);
    expect(body.unpricedCategories).toEqual(["Fertilizer"]);
    const names = body.categoriesWithoutPrice.map((c: { categoryName: string }) => c.categoryName);
    // The price list screen's list: every category a crew records in without a price; Machine Hire is priced, and
    // crews record no income, Rent or Water Assessment.
    expect(names).toContain("Fertilizer");
    expect(names).toContain("Seed");
    expect(names).not.toContain("Machine Hire");
    expect(names).not.toContain("Income Generated");
    expect(names).not.toContain("Rent");
    expect(body.categoriesWithoutPrice.find((c: { categoryName: string }) => c.categoryName === "Fertilizer").unpricedEntries).toBe(2);
    expect(body.categoriesWithoutPrice.find((c: { categoryName: string }) => c.categoryName === "Seed").unpricedEntries).toBe(0);
  });

  test("a second unpriced category is named too, in the price list's order", async () => {
    await record(CAT.SEED);
    const body = (await (await gaps(f.admin)).json()) as any;
    expect(body.unpricedEntries).toBe(3);
    expect(body.unpricedCategories).toEqual(["Fertilizer", "Seed"]);
  });

  test("not for crew accounts; another entity's gaps are its own", async () => {
    expect((await gaps(crew)).status).toBe(403);
    const other = (await (await gaps(f.admin, f.neighbour.entityId)).json()) as any;
    expect(other.unpricedEntries).toBe(0);
    expect((await gaps(f.admin, 999_999)).status).toBe(404);
  });
});

describe("the price list holds the categories a crew records work in", () => {
  test("no Income Generated, Rent or Water Assessment row; pricing one is a 400 naming it, with the reason", async () => {
    const res = await f.admin.api.entities[":entityId"]["price-list"].$get({ param: { entityId: String(f.farm.id) } });
    const names = ((await res.json()) as { items: { categoryName: string }[] }).items.map((i) => i.categoryName);
    expect(names).toEqual(["Crop Protectants", "Farm Management", "Fertilizer", "Machine Hire", "Seed", "Soil Amendment", "Water"]);
    for (const [categoryId, reason] of [
      [CAT.INCOME, "Income Generated is an income category: crew accounts record field work, and the office records income"],
      [CAT.RENT, "Rent is a charge the office enters, not field work a crew records"],
    ] as const) {
      const put = await f.admin.api.entities[":entityId"]["price-list"].$put({
        param: { entityId: String(f.farm.id) },
        json: { items: [{ categoryId: CAT.SEED, costPerAcre: "9.00", equipmentRentalPerAcre: null }, { categoryId, costPerAcre: "5.00", equipmentRentalPerAcre: null }] },
      });
      expect(put.status).toBe(400);
      expect(((await put.json()) as any).issues).toEqual([{ path: "items.1.categoryId", message: reason }]);
    }
    // Nothing was written: Seed still has no price.
    const after = await f.admin.api.entities[":entityId"]["price-list"].$get({ param: { entityId: String(f.farm.id) } });
    expect(((await after.json()) as { items: { categoryName: string; costPerAcre: string | null }[] }).items.find((i) => i.categoryName === "Seed")!.costPerAcre).toBeNull();
  });
});

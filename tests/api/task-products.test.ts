import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import type { ApiClient } from "../../api/client";
import { moneyKeysIn } from "../../api/domain/access";
import { TaskSchema } from "../../api/schemas/tasks.schemas";
import { UserSchema } from "../../api/schemas/users.schemas";
import { productLedger } from "../../api/services/inventory.service";
import { products, taskProducts, tasks, vendors } from "../../db/schema";
import { TEST_PASSWORD } from "../support/harness";
import { CAT, type ReportApp, startReportApp } from "./reports/support";

/*
 * Applications that cost themselves (issue 36, point 4): a task's product lines take their cost from the inventory
 * at weighted-average cost, and the task's totalCost is material + application charge x acres + equipment.
 * The issue's figures: 100 gal at $5.00 and 50 gal at $6.50; 30 gal applied cost $165.00, leaving 120 gal worth $660.00.
 */

let app: ReportApp;
let entity: { id: number };
let field: { id: number; entityId: number };
let vendorId: number;
let invoice = 0;

beforeAll(async () => {
  app = await startReportApp();
  entity = await app.entity("Input Ranch");
  field = await app.field(entity.id, "River 40", "40", "Cotton");
  const [v] = await app.t.db.insert(vendors).values({ name: "Valley Ag Supply" }).returning();
  vendorId = v!.id;
});
afterAll(() => app.t.close());

async function product(name: string, kind: string, stockUnit = "gal", packs: { name: string; quantity: string; unit: string }[] = []) {
  const [p] = await app.t.db.insert(products).values({ name, kind, stockUnit, packs }).returning();
  return p!;
}

/** A supplier's invoice of one line (POST /api/purchases), in the product's stock unit unless told: answers the tasks it re-costed. */
async function buy(productId: number, date: string, quantity: string, value: string, at = entity.id, unit?: string) {
  unit ??= (await app.t.db.select({ u: products.stockUnit }).from(products).where(eq(products.id, productId)))[0]!.u;
  const json = { entityId: at, vendorId, invoiceNumber: `INV-${++invoice}`, date, lines: [{ productId, quantity, unit, amount: value }] };
  const res = await app.admin.api.purchases.$post({ json: json as never });
  if (res.status !== 201) throw new Error(`purchase: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { recosted?: unknown[] }).recosted ?? [];
}

type Json = Record<string, unknown>;
const post = (json: Json, as: ApiClient = app.admin) => as.api.tasks.$post({ json: { entityId: entity.id, fieldId: field.id, cropYear: 2026, ...json } as never });
const put = (id: number, json: Json, as: ApiClient = app.admin) => as.api.tasks[":id"].$put({ param: { id: String(id) }, json: json as never });
const del = (id: number, as: ApiClient = app.admin) => as.api.tasks[":id"].$delete({ param: { id: String(id) } });
const getOne = (id: number, as: ApiClient = app.admin) => as.api.tasks[":id"].$get({ param: { id: String(id) } });

async function created(res: { status: number; json(): Promise<unknown>; text(): Promise<string> }, status = 201) {
  if (res.status !== status) throw new Error(`${res.status} ${await res.text()}`);
  return TaskSchema.parse(await res.json());
}

const spray = (over: Json = {}) => ({
  name: "Spray", categoryId: CAT.CROP_PROTECTANTS, date: "2026-04-02", costPerAcre: "4.00", acresCovered: "37.5", ...over,
});

async function onHand(productId: number, at = entity.id) {
  const { results } = await productLedger(app.t.db, at, productId);
  const last = results.at(-1);
  return { quantity: last?.onHandQuantity ?? "0", value: last?.onHandValue ?? "0.00" };
}

describe("a task's products cost themselves", () => {
  test("the issue's figures: 30 gal of 150 (avg $5.50) cost $165.00; totalCost $315.00; 120 gal worth $660.00 left", async () => {
    const roundup = await product("Roundup Issue", "crop protection");
    await buy(roundup.id, "2026-03-01", "100", "500.00");
    await buy(roundup.id, "2026-03-10", "50", "325.00");
    const task = await created(
      await post(spray({ products: [{ productId: roundup.id, totalQuantity: "30", unit: "gal" }], applicationTime: "6:30", applicationMethod: "Ground", applicator: "J. Ruiz" })),
    );
    expect(task).toMatchObject({ materialCost: "165.00", totalCost: "315.00", applicationTime: "06:30", applicationMethod: "ground", applicator: "J. Ruiz" });
    expect(task.recosted).toBeUndefined();
    expect(task.products).toEqual([
      { line: 1, productId: roundup.id, productName: "Roundup Issue", ratePerAcre: null, totalQuantity: "30", unit: "gal", stockQuantity: "30", stockUnit: "gal", cost: "165.00" },
    ]);
    expect(await onHand(roundup.id)).toEqual({ quantity: "120", value: "660.00" });
    // Stored as answered; GET answers the same.
    const [row] = await app.t.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(row).toMatchObject({ materialCost: "165.00", totalCost: "315.00" });
    const read = TaskSchema.parse(await (await getOne(task.id)).json());
    expect(read).toMatchObject({ materialCost: "165.00", totalCost: "315.00", products: task.products });

    // A PUT that leaves products out keeps them; changing the acres re-measures a rate, not a total.
    const renamed = await created(await put(task.id, { name: "Spray 1", costPerAcre: "5.00" }), 200);
    expect(renamed).toMatchObject({ materialCost: "165.00", totalCost: "352.50", products: task.products });

    // A purchase back-dated before the application re-costs it, and its answer names the task.
    const recosted = await buy(roundup.id, "2026-03-05", "50", "200.00");
    // 200 gal worth $1,025.00: 30 gal cost 30 x 5.125 = $153.75.
    expect(recosted).toEqual([
      { taskId: task.id, taskName: "Spray 1", date: "2026-04-02", totalCostBefore: "352.50", totalCostAfter: "341.25", exported: false },
    ]);
    expect(TaskSchema.parse(await (await getOne(task.id)).json())).toMatchObject({ materialCost: "153.75", totalCost: "341.25" });

    // products: [] removes the lines: no material, stock back.
    const cleared = await created(await put(task.id, { products: [] }), 200);
    expect(cleared).toMatchObject({ materialCost: "0.00", totalCost: "187.50", products: [] });
    expect(await onHand(roundup.id)).toEqual({ quantity: "200", value: "1025.00" });
  });

  test("a 2.5 gal jug bought by the case, applied in fl oz per acre; the last gallon takes the remaining value", async () => {
    const jug = await product("Jug Herbicide", "crop protection", "gal", [
      { name: "2.5 gal jug", quantity: "2.5", unit: "gal" },
      { name: "case", quantity: "2", unit: "2.5 gal jug" },
    ]);
    // 2 cases = 10 gal for $333.33 (avg $33.333/gal).
    await buy(jug.id, "2026-05-01", "10", "333.33");
    // 32 fl oz/acre over 37.5 acres = 1,200 fl oz = 9.375 gal: 9.375 x 333.33 / 10 = 312.4968... = $312.50.
    const first = await created(await post(spray({ date: "2026-05-02", products: [{ productId: jug.id, ratePerAcre: "32", unit: "fl oz" }] })));
    expect(first.products![0]).toMatchObject({ ratePerAcre: "32", unit: "fl oz", stockQuantity: "9.375", stockUnit: "gal", cost: "312.50" });
    expect(first).toMatchObject({ materialCost: "312.50", totalCost: "462.50" });
    // The last 0.625 gal (80 fl oz in a total) take exactly what is left: $20.83.
    const last = await created(await post(spray({ date: "2026-05-03", costPerAcre: "0", products: [{ productId: jug.id, totalQuantity: "80", unit: "fl oz" }] })));
    expect(last).toMatchObject({ materialCost: "20.83", totalCost: "20.83" });
    expect(await onHand(jug.id)).toEqual({ quantity: "0", value: "0.00" });
    // Halving the first task's acres re-measures its rate: 4.6875 gal for $156.25; the last one is re-costed too.
    const halved = await created(await put(first.id, { acresCovered: "18.75" }), 200);
    expect(halved.products![0]).toMatchObject({ stockQuantity: "4.6875", cost: "156.25" });
    // The last one's cost comes out the same, so no other task is named.
    expect(halved.recosted).toBeUndefined();
    const [after] = await app.t.db.select().from(tasks).where(eq(tasks.id, last.id));
    // 5.3125 gal left worth $177.08 after the first: 0.625 gal cost 0.625 x 177.08 / 5.3125 = $20.83.
    expect(after!.materialCost).toBe("20.83");
  });

  test("a shortfall is a 409 naming the product, the date and the shortfall, and writes nothing", async () => {
    const paraquat = await product("Gramoxone", "crop protection");
    await buy(paraquat.id, "2026-04-01", "12", "120.00");
    const before = (await app.t.db.select().from(tasks)).length;
    const res = await post(spray({ products: [{ productId: paraquat.id, totalQuantity: "30", unit: "gal" }] }));
    expect(res.status as number).toBe(409);
    const body = (await res.json()) as unknown as { code: string; message: string; issues: { path: string; message: string }[] };
    expect(body.code).toBe("INVENTORY_SHORTFALL");
    expect(body.message).toBe("Not enough Gramoxone on 2026-04-02: 30 gal to apply, 12 gal on hand, 18 gal short.");
    expect(body.issues[0]!.path).toBe("products.0.totalQuantity");
    expect((await app.t.db.select().from(tasks)).length).toBe(before);
    expect(await app.t.db.select().from(taskProducts).where(eq(taskProducts.productId, paraquat.id))).toEqual([]);

    // Back-dating an application before the stock arrived is refused the same way.
    const ok = await created(await post(spray({ products: [{ productId: paraquat.id, totalQuantity: "10", unit: "gal" }] })));
    const early = await put(ok.id, { date: "2026-03-15" });
    expect(early.status as number).toBe(409);
    expect(((await early.json()) as unknown as { message: string }).message).toContain("Not enough Gramoxone on 2026-03-15");
    expect(TaskSchema.parse(await (await getOne(ok.id)).json())).toMatchObject({ date: "2026-04-02", materialCost: "100.00" });
  });

  test("400 naming the line: a unit of the wrong dimension, a product of another kind, a category without products", async () => {
    const oil = await product("Crop Oil", "crop protection");
    const urea = await product("Urea 46", "fertilizer", "lb");
    await buy(oil.id, "2026-01-01", "10", "50.00");
    const expectIssue = async (res: Response | { status: number; json(): Promise<unknown> }, path: string, text?: string) => {
      expect(res.status).toBe(400);
      const body = (await res.json()) as { issues: { path: string; message: string }[] };
      expect(body.issues[0]!.path).toBe(path);
      if (text) expect(body.issues[0]!.message).toContain(text);
    };
    await expectIssue(await post(spray({ products: [{ productId: oil.id, ratePerAcre: "2", unit: "lb" }] })), "products.0.unit", "Cannot convert lb (weight) to gal (volume)");
    await expectIssue(await post(spray({ products: [{ productId: oil.id, ratePerAcre: "2", unit: "bucket" }] })), "products.0.unit");
    await expectIssue(await post(spray({ products: [{ productId: urea.id, ratePerAcre: "2", unit: "lb" }] })), "products.0.productId", "a Crop Protectants task applies crop protection products");
    await expectIssue(
      await post(spray({ categoryId: CAT.MACHINE_HIRE, products: [{ productId: oil.id, ratePerAcre: "2", unit: "gal" }] })),
      "products.0.productId",
      "only a Fertilizer, Crop Protectants, Seed, Soil Amendment task",
    );
    await expectIssue(await post(spray({ products: [{ productId: oil.id, unit: "gal" }] })), "products.0.ratePerAcre");
    await expectIssue(await post(spray({ products: [{ productId: oil.id, ratePerAcre: "1", totalQuantity: "1", unit: "gal" }] })), "products.0.totalQuantity");
    await expectIssue(await post(spray({ products: [{ productId: oil.id, ratePerAcre: "-1", unit: "gal" }] })), "products.0.ratePerAcre");
    await expectIssue(await post(spray({ products: [{ productId: 999999, ratePerAcre: "1", unit: "gal" }] })), "products.0.productId");
    await expectIssue(await post(spray({ applicationTime: "25:00" })), "applicationTime");
    await expectIssue(await post(spray({ applicationMethod: "helicopter" })), "applicationMethod");
    await expectIssue(await post(spray({ categoryId: CAT.WATER, applicator: "J. Ruiz" })), "applicator");
    // A task that keeps its lines cannot move to a category that applies none.
    const t = await created(await post(spray({ products: [{ productId: oil.id, totalQuantity: "1", unit: "gal" }] })));
    await expectIssue(await put(t.id, { categoryId: CAT.MACHINE_HIRE }), "products.0.productId");
  });

  test("a Fertilizer, Seed and Soil Amendment task apply their own kinds", async () => {
    const fert = await product("UAN 32", "fertilizer");
    const seed = await product("Cotton Seed DP", "seed", "lb");
    const gypsum = await product("Gypsum", "soil amendment", "ton");
    await buy(fert.id, "2026-01-01", "100", "300.00");
    await buy(seed.id, "2026-01-01", "1000", "2500.00");
    await buy(gypsum.id, "2026-01-01", "20", "900.00");
    const base = { date: "2026-02-01", costPerAcre: "0", acresCovered: "10" };
    const a = await created(await post({ ...base, name: "Fert", categoryId: CAT.FERTILIZER, products: [{ productId: fert.id, ratePerAcre: "2", unit: "gal" }] }));
    const b = await created(await post({ ...base, name: "Plant", categoryId: CAT.SEED, products: [{ productId: seed.id, ratePerAcre: "16", unit: "lb" }] }));
    const c = await created(await post({ ...base, name: "Gyp", categoryId: CAT.SOIL_AMENDMENT, products: [{ productId: gypsum.id, ratePerAcre: "1000", unit: "lb" }] }));
    expect([a.materialCost, b.materialCost, c.materialCost]).toEqual(["60.00", "400.00", "225.00"]);
    expect(c.products![0]).toMatchObject({ stockQuantity: "5", stockUnit: "ton" });
  });

  test("deleting a task gives its stock back and re-costs later ones; restoring takes it again, a 409 when it cannot", async () => {
    const mix = await product("Tank Mix", "crop protection");
    await buy(mix.id, "2026-06-01", "10", "100.00");
    const early = await created(await post(spray({ date: "2026-06-02", costPerAcre: "0", products: [{ productId: mix.id, totalQuantity: "6", unit: "gal" }] })));
    expect(early.materialCost).toBe("60.00");
    const res = await del(early.id);
    expect(res.status).toBe(200);
    // Stock back: a later application of 8 gal now fits.
    const later = await created(await post(spray({ date: "2026-06-03", costPerAcre: "0", products: [{ productId: mix.id, totalQuantity: "8", unit: "gal" }] })));
    expect(later.materialCost).toBe("80.00");
    expect(await onHand(mix.id)).toEqual({ quantity: "2", value: "20.00" });
    // Restoring the first would leave the second 4 gal short: a 409, nothing restored.
    const refused = await app.admin.api.admin["recover-task"][":id"].$post({ param: { id: String(early.id) } } as never);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe("Not enough Tank Mix on 2026-06-03: 8 gal to apply, 4 gal on hand, 4 gal short.");
    const [still] = await app.t.db.select().from(tasks).where(eq(tasks.id, early.id));
    expect(still!.deletedAt).not.toBeNull();
    // With more stock bought, the restore re-costs the later task.
    await buy(mix.id, "2026-06-01", "10", "120.00");
    const restored = await app.admin.api.admin["recover-task"][":id"].$post({ param: { id: String(early.id) } } as never);
    expect(restored.status).toBe(200);
    const [e, l] = await Promise.all([getOne(early.id), getOne(later.id)]);
    expect(TaskSchema.parse(await e.json()).materialCost).toBe("66.00");
    expect(TaskSchema.parse(await l.json()).materialCost).toBe("88.00");
    expect(await onHand(mix.id)).toEqual({ quantity: "6", value: "66.00" });
  });

  test("a journal export that covered the task's date is named: exported true", async () => {
    const e2 = await app.entity("Exported Ranch");
    const f2 = await app.field(e2.id, "East 10", "10", "Alfalfa");
    const sulfur = await product("Sulfur Dust", "crop protection", "lb");
    await buy(sulfur.id, "2026-03-01", "100", "100.00", e2.id, "lb");
    const t = await created(
      await app.admin.api.tasks.$post({
        json: { entityId: e2.id, fieldId: f2.id, cropYear: 2026, name: "Dust", categoryId: CAT.CROP_PROTECTANTS, date: "2026-03-15", costPerAcre: "0", acresCovered: "10", products: [{ productId: sulfur.id, ratePerAcre: "5", unit: "lb" }] } as never,
      }),
    );
    expect(t.materialCost).toBe("50.00");
    const exported = await app.admin.api.accounting["journal-exports"].$post({ json: { entity: e2.id, month: "2026-03", format: "csv" } as never });
    expect(exported.status).toBe(200);
    const recosted = await buy(sulfur.id, "2026-03-02", "100", "300.00", e2.id, "lb");
    expect(recosted).toEqual([{ taskId: t.id, taskName: "Dust", date: "2026-03-15", totalCostBefore: "50.00", totalCostAfter: "100.00", exported: true }]);
  });
});

describe("a re-import keeps a task's products", () => {
  test("re-importing a task that applies products keeps its material cost; new acres re-measure its rate", async () => {
    const seedling = await product("Import Seed", "seed", "lb");
    await buy(seedling.id, "2026-01-01", "1000", "1000.00");
    const row = { importKey: "imp-1", date: "2026-02-01", field: "River 40", category: "Seed", name: "Plant", costPerAcre: "2", acresCovered: "10" };
    const importRows = (rows: Json[]) =>
      app.admin.api.entities[":entityId"].tasks.import.$post({ param: { entityId: String(entity.id) }, json: { rows: rows as never, dryRun: false } });
    expect((await importRows([row])).status).toBe(200);
    const [t] = await app.t.db.select().from(tasks).where(eq(tasks.importKey, "imp-1"));
    const lined = await created(await put(t!.id, { products: [{ productId: seedling.id, ratePerAcre: "20", unit: "lb" }] }), 200);
    expect(lined).toMatchObject({ materialCost: "200.00", totalCost: "220.00" });
    // The same file again: nothing changes (its totalCost is the file's plus the material).
    const same = await importRows([row]);
    expect(await same.json()).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
    expect(TaskSchema.parse(await (await getOne(t!.id)).json())).toMatchObject({ materialCost: "200.00", totalCost: "220.00" });
    // Twice the acres: 400 lb at $1.00, plus $2.00 x 20 acres.
    const wider = await importRows([{ ...row, acresCovered: "20" }]);
    expect(await wider.json()).toMatchObject({ updated: 1 });
    const after = TaskSchema.parse(await (await getOne(t!.id)).json());
    expect(after).toMatchObject({ acresCovered: "20.00", materialCost: "400.00", totalCost: "440.00" });
    expect(after.products![0]).toMatchObject({ stockQuantity: "400", cost: "400.00" });
  });
});

describe("crew record products without money", () => {
  test("a crew entry with products is priced from the price list plus its material; the crew sees quantities, no cost", async () => {
    const username = `crew-${crypto.randomUUID().slice(0, 8)}`;
    const made = await app.admin.api.users.$post({ json: { username, password: TEST_PASSWORD, role: "crew", entityIds: [entity.id] } as never });
    expect(made.status).toBe(201);
    UserSchema.parse(await made.json());
    const crew = app.t.client();
    expect((await crew.api.auth.login.$post({ json: { username, password: TEST_PASSWORD } })).status).toBe(200);
    const prices = await app.admin.api.entities[":entityId"]["price-list"].$put({
      param: { entityId: String(entity.id) },
      json: { items: [{ categoryId: CAT.CROP_PROTECTANTS, costPerAcre: "4.00", equipmentRentalPerAcre: null }] } as never,
    });
    expect(prices.status).toBe(200);
    const crewOil = await product("Crew Oil", "crop protection");
    await buy(crewOil.id, "2026-07-01", "100", "500.00");
    const res = await crew.api.tasks.$post({
      json: {
        entityId: entity.id, fieldId: field.id, categoryId: CAT.CROP_PROTECTANTS, date: "2026-07-02", acresCovered: "10",
        products: [{ productId: crewOil.id, ratePerAcre: "1.5", unit: "gal" }], applicationMethod: "ground", applicator: "Crew One",
      } as never,
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as Json & { id: number; products: Json[] };
    expect(moneyKeysIn(body)).toEqual([]);
    expect(body).toMatchObject({ applicationMethod: "ground", applicator: "Crew One" });
    expect(body.products).toEqual([
      { line: 1, productId: crewOil.id, productName: "Crew Oil", ratePerAcre: "1.5", totalQuantity: null, unit: "gal", stockQuantity: "15", stockUnit: "gal" },
    ]);
    // The office sees the money: 10 acres x $4.00 + 15 gal x $5.00.
    const office = TaskSchema.parse(await (await getOne(body.id)).json());
    expect(office).toMatchObject({ costPerAcre: "4.00", materialCost: "75.00", totalCost: "115.00", crewEntry: true });
    // The crew's own reads and edits carry no money either.
    const seen = (await (await getOne(body.id, crew)).json()) as Json;
    expect(moneyKeysIn(seen)).toEqual([]);
    expect((seen.products as Json[])[0]).toMatchObject({ ratePerAcre: "1.5", stockQuantity: "15" });
    const edited = await put(body.id, { products: [{ productId: crewOil.id, ratePerAcre: "2", unit: "gal" }] }, crew);
    expect(edited.status).toBe(200);
    const editedBody = (await edited.json()) as Json;
    expect(moneyKeysIn(editedBody)).toEqual([]);
    expect("recosted" in editedBody).toBe(false);
    const list = (await (await crew.api.tasks.$get({ query: {} })).json()) as Json[];
    expect(moneyKeysIn(list)).toEqual([]);
    expect(TaskSchema.parse(await (await getOne(body.id)).json())).toMatchObject({ materialCost: "100.00", totalCost: "140.00" });
    // A crew account may not send money in a line's place.
    const money = await crew.api.tasks.$post({ json: { entityId: entity.id, fieldId: field.id, categoryId: CAT.CROP_PROTECTANTS, date: "2026-07-02", acresCovered: "1", materialCost: "1" } as never });
    expect(money.status).toBe(400);
  });
});

import { systemContext } from "../../api/services/context";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createUser } from "../../api/services/users.service";
import { type TestApp, TEST_PASSWORD, startTestApp } from "../support/harness";
import { buyers, harvestTickets, storageLocations } from "../../db/schema";

/**
 * react-admin's edit (ra-data-simple-rest `update`) sends back the whole record it read, read-only and derived fields
 * included; DECISIONS ("Accounts and access"): every PUT accepts them and ignores them. This walks every PUT of
 * /api/openapi.json over records of each kind: GET, then PUT of exactly that body, is a 200 that changes nothing.
 * A PUT added to the API without a record here fails the first test.
 */

/** PUTs react-admin never edits from a GET: the user's own settings form (it has no GET of its own) and the raw file upload. */
const NOT_EDITED = ["put /api/account", "put /api/objects/uploads/{uploadId}"];

let t: TestApp;
let cookie = "";
let doc: any;
let uploadPath = "";

interface Answer {
  status: number;
  body: any;
}

async function send(method: string, path: string, body?: unknown): Promise<Answer> {
  const init: RequestInit = { method, headers: { cookie, "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) };
  const res = await t.app.fetch(new Request(`http://farm.test${path}`, init));
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {}
  return { status: res.status, body: parsed };
}

async function created(path: string, body: unknown): Promise<any> {
  const answer = await send("POST", path, body);
  if (answer.status !== 201) throw new Error(`POST ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** One record to read and send back: the OpenAPI operation its PUT is, and the path of the record. */
interface Case {
  op: string;
  label: string;
  path: string;
}
const cases: Case[] = [];
const edit = (op: string, label: string, path: string) => cases.push({ op, label, path });

beforeAll(async () => {
  t = await startTestApp();
  await createUser(systemContext(t.db), { username: "editor-in-chief", password: TEST_PASSWORD, role: "admin", displayName: "Chief" });
  const login = await t.app.fetch(new Request("http://farm.test/api/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "editor-in-chief", password: TEST_PASSWORD }),
  }));
  expect(login.status).toBe(200);
  cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
  doc = await (await t.app.fetch(new Request("http://farm.test/api/openapi.json"))).json();

  const ranch = await created("/api/entities", { name: "Round Trip Ranch", location: "Kern" });
  edit("put /api/entities/{id}", "entity", `/api/entities/${ranch.id}`);
  const field = await created("/api/fields", {
    entityId: ranch.id, name: "North 80", acreage: "80", cropType: "Cotton", location: "Hwy 46", apns: "011-22, 033-44", apnAcreage: "50, 30", leaseRatePerAcre: "250",
  });
  const plain = await created("/api/fields", { entityId: ranch.id, name: "South 40", acreage: "40", cropType: "Corn" });
  edit("put /api/fields/{id}", "field with parcels and a lease rate", `/api/fields/${field.id}`);
  edit("put /api/fields/{id}", "plain field", `/api/fields/${plain.id}`);
  const outline = { type: "Polygon", coordinates: [[[-119.1, 35.4], [-119.09, 35.4], [-119.09, 35.41], [-119.1, 35.41], [-119.1, 35.4]]] };
  expect((await send("PUT", `/api/fields/${plain.id}/boundary`, { geometry: outline })).status).toBe(200);
  edit("put /api/fields/{id}/boundary", "field boundary", `/api/fields/${plain.id}/boundary`);

  const fertilizer = await created("/api/fertilizers", { name: "House blend", type: "liquid", nPerGal: "2.5", pPerGal: "1", kPerGal: "0.5" });
  edit("put /api/fertilizers/{id}", "own fertilizer", `/api/fertilizers/${fertilizer.id}`);
  edit("put /api/fertilizers/{id}", "seeded fertilizer", "/api/fertilizers/1");
  const roundup = await created("/api/products", {
    name: "Roundup PowerMax", kind: "crop protection", stockUnit: "gal", packs: [{ name: "2.5 gal jug", quantity: "2.5", unit: "gal" }, { name: "case", quantity: "2", unit: "2.5 gal jug" }],
    epaRegistrationNumber: "524-549", activeIngredients: [{ name: "Glyphosate", percent: "48.7" }], restrictedUse: true, signalWord: "CAUTION", reentryHours: 4, preharvestDays: 14,
  });
  edit("put /api/products/{id}", "crop-protection product with packs", `/api/products/${roundup.id}`);
  edit("put /api/products/{id}", "seeded fertilizer as a product", "/api/products/1");
  const vendor = await created("/api/vendors", { name: "Valley Ag Supply", notes: "Net 30" });
  edit("put /api/vendors/{id}", "vendor", `/api/vendors/${vendor.id}`);
  const purchase = await created("/api/purchases", {
    entityId: ranch.id, vendorId: vendor.id, invoiceNumber: "RT-1", date: "2025-03-01", freight: "12.50", tax: "3.10", notes: "two lines",
    lines: [{ productId: roundup.id, quantity: "3", unit: "case", unitPrice: "120.125" }, { productId: roundup.id, quantity: "10", unit: "gal", amount: "49.99" }],
  });
  edit("put /api/purchases/{id}", "purchase by price and by amount, with freight and tax", `/api/purchases/${purchase.id}`);
  // Harvest: a bin with its capacity, a buyer, a load into the bin and one sold from the field, a crop pool's mark price.
  const bin = await created("/api/storage-locations", { entityId: ranch.id, name: "Bin 1", kind: "bin", capacity: "30000", capacityUnit: "bu", notes: "north yard" });
  edit("put /api/storage-locations/{id}", "storage location with its capacity", `/api/storage-locations/${bin.id}`);
  const elevator = await created("/api/buyers", { name: "Valley Elevator", address: "1 Elevator Rd" });
  edit("put /api/buyers/{id}", "buyer", `/api/buyers/${elevator.id}`);
  // Labor: a worker and their rate, the entity's rule (set and default), machines entered and worked out, a fuel fill.
  const worker = await created("/api/workers", { name: "Ana Ruiz", crew: "Pruning crew", notes: "H-2A" });
  edit("put /api/workers/{id}", "worker", `/api/workers/${worker.id}`);
  const rate = await created(`/api/workers/${worker.id}/rates`, { effectiveFrom: "2025-01-01", hourlyRate: "18.50", pieceRate: "0.85", pieceUnit: "tray" });
  edit("put /api/workers/{id}/rates/{rateId}", "worker rate with a piece rate", `/api/workers/${worker.id}/rates/${rate.id}`);
  if ((await send("PUT", `/api/entities/${ranch.id}/labor-policy`, { burdenPercent: "22", weeklyOvertimeAfter: null })).status !== 200) throw new Error("labor policy");
  edit("put /api/entities/{id}/labor-policy", "entity's labor rule", `/api/entities/${ranch.id}/labor-policy`);
  const tractor = await created("/api/machines", { entityId: ranch.id, name: "JD 6155", kind: "tractor", costPerHour: "42.75" });
  edit("put /api/machines/{id}", "machine with a cost per hour entered", `/api/machines/${tractor.id}`);
  const combine = await created("/api/machines", {
    entityId: ranch.id, name: "Combine", kind: "harvester", purchasePrice: "120000", salvageValue: "30000", years: 10, annualHours: "500", interestPercent: "6",
    fuelGallonsPerHour: "5", fuelPrice: "4.00", repairsPercent: "100",
  });
  edit("put /api/machines/{id}", "machine with its cost per hour worked out", `/api/machines/${combine.id}`);
  const fill = await created(`/api/machines/${tractor.id}/fuel`, { date: "2025-03-02", gallons: "40", cost: "160.00", meterHours: "1210.5" });
  edit("put /api/machines/{id}/fuel/{fuelId}", "fuel fill", `/api/machines/${tractor.id}/fuel/${fill.id}`);
  const load = { entityId: ranch.id, fieldId: field.id, crop: "Corn", cropYear: 2025, date: "2025-10-01", unit: "bu" };
  const binned = await created("/api/harvest-tickets", { ...load, ticketNumber: "RT-L1", quantity: "6000", moisture: "15.5", grade: "#2", locationId: bin.id });
  const sold = await created("/api/harvest-tickets", { ...load, ticketNumber: "RT-L2", quantity: "40000", unit: "lb", buyerId: elevator.id, notes: "straight to town" });
  edit("put /api/harvest-tickets/{id}", "load into a bin", `/api/harvest-tickets/${binned.id}`);
  edit("put /api/harvest-tickets/{id}", "load sold from the field, with its delivery", `/api/harvest-tickets/${sold.id}`);
  expect((await send("PUT", `/api/crop-marks/${ranch.id}/2025/Corn`, { price: "4.5", unit: "bu", date: "2026-01-31" })).status).toBe(200);
  edit("put /api/crop-marks/{entityId}/{cropYear}/{crop}", "crop mark", `/api/crop-marks/${ranch.id}/2025/Corn`);
  // Sales: corn hauled into a bin, a contract priced later, a delivery on it and a settlement with both kinds of deduction, received short.
  const [salesBuyer] = await t.db.insert(buyers).values({ name: "Round Trip Elevator" }).returning();
  const [salesBin] = await t.db.insert(storageLocations).values({ entityId: ranch.id, name: "Round Trip Bin" }).returning();
  await t.db.insert(harvestTickets).values({ entityId: ranch.id, fieldId: plain.id, crop: "Corn", cropYear: 2025, date: "2025-09-01", ticketNumber: "RT-1", quantity: "1000", unit: "bu", locationId: salesBin!.id });
  const sale = { entityId: ranch.id, buyerId: salesBuyer!.id, crop: "Corn", cropYear: 2025 };
  const cornContract = await created("/api/contracts", { ...sale, number: "RT-C1", date: "2025-03-01", quantity: "700", unit: "bu", price: null, basis: "-0.35", futuresMonth: "Dec 2025", notes: "to price" });
  edit("put /api/contracts/{id}", "contract priced later, with basis and futures month", `/api/contracts/${cornContract.id}`);
  const cornDelivery = await created("/api/deliveries", { ...sale, date: "2025-10-01", quantity: "28000", unit: "lb", locationId: salesBin!.id, contractId: cornContract.id, reference: "E-1" });
  edit("put /api/deliveries/{id}", "delivery in lb on a chosen contract", `/api/deliveries/${cornDelivery.id}`);
  const cornSettlement = await created("/api/settlements", {
    ...sale, number: "RT-S1", date: "2025-11-01", lines: [{ deliveryId: cornDelivery.id, price: "4.8525", unit: "bu" }],
    deductions: [{ kind: "hauling", ratePerUnit: "0.05" }, { kind: "checkoff", amount: "12.34", description: "board" }], received: "2000.00", receivedDate: "2025-12-01",
  });
  edit("put /api/settlements/{id}", "settlement short-paid, a rate and an amount deducted", `/api/settlements/${cornSettlement.id}`);
  const category = await created("/api/task-categories", { name: "Scouting", icon: "eye", color: "#123456" });
  edit("put /api/task-categories/{id}", "own category", `/api/task-categories/${category.id}`);
  edit("put /api/task-categories/{id}", "seeded category", "/api/task-categories/1");

  const task = (json: Record<string, unknown>) =>
    created("/api/tasks", { entityId: ranch.id, fieldId: field.id, cropYear: 2025, date: "2025-04-01", acresCovered: "80", costPerAcre: "10", ...json });
  const tasks = {
    "machine hire with equipment": await task({ categoryId: 6, name: "Disc", equipmentRental: "3.25", equipmentDescription: "Disc harrow", notes: "two passes" }),
    "fertilizer": await task({ categoryId: 3, name: "Side-dress", fertilizerId: fertilizer.id, fertilizerGallonsApplied: "12" }),
    "water": await task({ categoryId: 1, name: "Irrigate", irrigationType: "Drip", irrigationHours: "10", waterInchesApplied: "1.5" }),
    "water assessment": await task({ categoryId: 9, name: "District bill", costPerAcre: "0", waterAssessmentPerAcre: "2.50" }),
    "rent": await task({ categoryId: 10, name: "Rent", costPerAcre: "0", rentPerAcre: "100.05" }),
    "income": await task({ categoryId: 7, name: "Lint sale", costPerAcre: "900" }),
    "harvest with yield": await task({ categoryId: 6, name: "Harvest", yieldAmount: "3.5", yieldUnit: "bales", yieldValuePerUnit: "180" }),
  };
  for (const [label, row] of Object.entries(tasks)) edit("put /api/tasks/{id}", `${label} task`, `/api/tasks/${row.id}`);
  // Time: an entry by start and end with the tractor, approved (its task then carries labor and machine cost, which the
  // task's own round trip keeps), and a pending one by hours on a field and activity (its task made for it).
  const shift = await created("/api/time-entries", {
    workerId: worker.id, taskId: tasks["machine hire with equipment"].id, date: "2025-04-01", startTime: "06:00", endTime: "16:30", machineId: tractor.id, machineHours: "9.5", notes: "two passes",
  });
  if ((await send("POST", "/api/time-entries/approve", { ids: [shift.id] })).status !== 200) throw new Error("approve time");
  edit("put /api/time-entries/{id}", "approved time entry by start and end, with a machine", `/api/time-entries/${shift.id}`);
  const pending = await created("/api/time-entries", { workerId: worker.id, fieldId: plain.id, categoryId: 5, date: "2025-04-02", hours: "3.25", pieceUnits: "40" });
  edit("put /api/time-entries/{id}", "pending time entry on a field and activity", `/api/time-entries/${pending.id}`);

  const ada = await created("/api/landlords", { name: "Ada Smith", taxId: "123-45-6789", contact: "555-0100", mailingAddress: "1 Main St", notes: "heir" });
  const bo = await created("/api/landlords", { name: "Bo Jones" });
  edit("put /api/landlords/{id}", "landlord with a tax id", `/api/landlords/${ada.id}`);
  edit("put /api/landlords/{id}", "landlord without one", `/api/landlords/${bo.id}`);
  const schedule = [{ due: "03-01", percent: "50" }, { due: "11-01", percent: "50" }];
  const lease = (json: Record<string, unknown>) => created("/api/leases", { fieldId: field.id, leasedAcres: "80", startYear: 2025, endYear: 2026, ...json });
  const cash = await lease({ terms: { type: "cash", basis: "per_acre", rate: "250", schedule }, landlords: [{ landlordId: bo.id, sharePercent: "60" }, { landlordId: ada.id, sharePercent: "40" }], notes: "family" });
  const share = await lease({ startYear: 2027, endYear: null, apns: ["011-22"], leasedAcres: "50", terms: { type: "crop_share", incomePercent: "33.33", costDefaultPercent: null, costPercents: [{ categoryId: 3, percent: "33.33" }] }, landlords: [{ landlordId: ada.id, sharePercent: "100" }] });
  const flex = await lease({ fieldId: plain.id, leasedAcres: "40", terms: { type: "flex", basePerAcre: "150", bonusPercent: "25", thresholdPerAcre: "900", capPerAcre: "300", schedule, bonusDue: "12-15" }, landlords: [{ landlordId: bo.id, sharePercent: "50" }, { landlordId: ada.id, sharePercent: "50" }] });
  edit("put /api/leases/{id}", "cash lease of two landlords", `/api/leases/${cash.id}`);
  edit("put /api/leases/{id}", "crop-share lease of parcels, open-ended", `/api/leases/${share.id}`);
  edit("put /api/leases/{id}", "flex lease", `/api/leases/${flex.id}`);
  const payment = await created("/api/payments", { leaseId: cash.id, landlordId: ada.id, date: "2025-03-01", amount: "4000", method: "check", memo: "first half" });
  edit("put /api/payments/{id}", "payment", `/api/payments/${payment.id}`);

  const fieldBudget = await created("/api/budgets", { entityId: ranch.id, cropYear: 2026, fieldId: field.id, expectedYieldPerAcre: "3", yieldUnit: "bales", expectedPricePerUnit: "400", lines: [{ categoryId: 3, amountPerAcre: "25.50" }, { categoryId: 8, amountPerAcre: "50", plannedMonth: 3 }] });
  const cropBudget = await created("/api/budgets", { entityId: ranch.id, cropYear: 2026, cropType: "Alfalfa", lines: [] });
  edit("put /api/budgets/{id}", "field budget with lines", `/api/budgets/${fieldBudget.id}`);
  edit("put /api/budgets/{id}", "crop budget without lines", `/api/budgets/${cropBudget.id}`);

  const account = await created("/api/accounts", { entityId: ranch.id, number: 9901, name: "Scouting fees", type: "expense" });
  edit("put /api/accounts/{id}", "own account", `/api/accounts/${account.id}`);
  const chart = (await send("GET", `/api/accounts?filter=${encodeURIComponent(JSON.stringify({ entityId: ranch.id }))}`)).body as any[];
  edit("put /api/accounts/{id}", "seeded account", `/api/accounts/${chart[0].id}`);
  const coded = (await send("GET", `/api/category-accounts?filter=${encodeURIComponent(JSON.stringify({ entityId: ranch.id }))}`)).body as any[];
  edit("put /api/category-accounts/{id}", "category's accounts", `/api/category-accounts/${coded[0].id}`);
  edit("put /api/account-settings/{id}", "entity's account settings", `/api/account-settings/${ranch.id}`);
  expect((await send("PUT", `/api/entities/${ranch.id}/price-list`, { items: [{ categoryId: 6, costPerAcre: "12.50", equipmentRentalPerAcre: "3" }, { categoryId: 8, costPerAcre: "40", equipmentRentalPerAcre: null }] })).status).toBe(200);
  edit("put /api/entities/{entityId}/price-list", "price list", `/api/entities/${ranch.id}/price-list`);

  const me = ((await send("GET", "/api/auth/user")).body as any).user.id;
  edit("put /api/users/{id}", "the admin editing their own record", `/api/users/${me}`);
  const user = (json: Record<string, unknown>) => created("/api/users", { password: "round-trip-1", ...json });
  const users = {
    "another admin": await user({ username: "second-admin", role: "admin", displayName: "Second" }),
    "editor of one entity": await user({ username: "one-entity-editor", role: "editor", entityIds: [ranch.id] }),
    "readonly user of every entity": await user({ username: "every-entity-reader", role: "readonly" }),
    "crew": await user({ username: "crew-hand", role: "crew", entityIds: [ranch.id] }),
  };
  for (const [label, row] of Object.entries(users)) edit("put /api/users/{id}", label, `/api/users/${row.id}`);

  uploadPath = new URL(((await send("POST", "/api/objects/upload")).body as any).uploadURL).pathname;
}, 60_000);
afterAll(() => t.close());

const putOperations = (): string[] =>
  Object.entries<any>(doc.paths).flatMap(([path, ops]) => (ops.put ? [`put ${path}`] : []));

/** The path of an existing record for each PUT: the walked records, then the two react-admin does not edit. */
function pathFor(op: string): string {
  if (op === "put /api/account") return "/api/account";
  if (op === "put /api/objects/uploads/{uploadId}") return uploadPath;
  return cases.find((c) => c.op === op)!.path;
}

/** The fields a PUT's documented body takes. */
function documentedFields(op: string): string[] {
  const [, path] = op.split(" ");
  const schema = doc.paths[path!].put.requestBody.content["application/json"].schema;
  const resolved = schema.$ref ? doc.components.schemas[schema.$ref.replace("#/components/schemas/", "")] : schema;
  return Object.keys(resolved.properties ?? {});
}

describe("PUT of the record GET answered (react-admin's edit)", () => {
  test("the walk covers every PUT operation of the document", () => {
    const covered = new Set([...cases.map((c) => c.op), ...NOT_EDITED]);
    expect(putOperations().sort()).toEqual([...covered].sort());
  });

  test("each record sent back exactly as read answers 200 with the record, and nothing changes", async () => {
    const wrong: unknown[] = [];
    for (const c of cases) {
      const before = await send("GET", c.path);
      expect({ case: c.label, status: before.status }).toEqual({ case: c.label, status: 200 });
      const put = await send("PUT", c.path, before.body);
      const after = await send("GET", c.path);
      if (put.status !== 200 || JSON.stringify(put.body) !== JSON.stringify(before.body) || JSON.stringify(after.body) !== JSON.stringify(before.body)) {
        wrong.push({ case: c.label, status: put.status, answer: put.body, before: before.body, after: after.body });
      }
    }
    expect(wrong).toEqual([]);
  });

  test("read-only and derived fields sent back with other values are ignored, never stored", async () => {
    const wrong: unknown[] = [];
    for (const c of cases) {
      const before = (await send("GET", c.path)).body as Record<string, unknown>;
      const takes = new Set(documentedFields(c.op));
      const body: Record<string, unknown> = { ...before };
      const changed: string[] = [];
      for (const [key, value] of Object.entries(before)) {
        if (takes.has(key)) continue;
        if (typeof value === "string") body[key] = `${value} (changed)`;
        else if (typeof value === "number") body[key] = value + 1000;
        else if (typeof value === "boolean") body[key] = !value;
        else continue;
        changed.push(key);
      }
      const put = await send("PUT", c.path, body);
      const after = await send("GET", c.path);
      if (put.status !== 200 || JSON.stringify(after.body) !== JSON.stringify(before)) {
        wrong.push({ case: c.label, changed, status: put.status, answer: put.body, after: after.body });
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("a PUT with nothing to change", () => {
  test("{} on every PUT of the document, at an existing record, is a 400", async () => {
    const wrong: unknown[] = [];
    for (const op of putOperations()) {
      const answer = await send("PUT", pathFor(op), {});
      if (answer.status !== 400) wrong.push({ op, status: answer.status, body: answer.body });
    }
    expect(wrong).toEqual([]);
  });

  test("a body holding only fields the resource does not take is a 400, and changes nothing", async () => {
    const wrong: unknown[] = [];
    for (const c of cases) {
      const before = await send("GET", c.path);
      const answer = await send("PUT", c.path, { notAField: 1 });
      const after = await send("GET", c.path);
      // A partial PUT says there is nothing to change; a whole-record one (leases, the price list) names what it needs.
      if (answer.status !== 400 || !answer.body?.issues?.length || JSON.stringify(after.body) !== JSON.stringify(before.body)) {
        wrong.push({ case: c.label, status: answer.status, body: answer.body });
      }
    }
    expect(wrong).toEqual([]);
  });

  test("so is a body holding only the record's read-only fields", async () => {
    const wrong: unknown[] = [];
    for (const c of cases) {
      const before = (await send("GET", c.path)).body as Record<string, unknown>;
      const takes = new Set(documentedFields(c.op));
      const readOnly = Object.fromEntries(Object.entries(before).filter(([key]) => !takes.has(key)));
      if (!Object.keys(readOnly).length) continue;
      const answer = await send("PUT", c.path, readOnly);
      if (answer.status !== 400) wrong.push({ case: c.label, sent: Object.keys(readOnly), status: answer.status, body: answer.body });
    }
    expect(wrong).toEqual([]);
  });
});

import { systemContext } from "../../api/services/context";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gt, max } from "drizzle-orm";
import { createUser } from "../../api/services/users.service";
import { auditLog, buyers, harvestTickets, storageLocations } from "../../db/schema";
import { type TestApp, TEST_PASSWORD, startTestApp } from "../support/harness";
import { pdfBytes } from "../support/uploads";
import { workers as workerRows } from "../../db/schema";

/**
 * Walks every write operation of /api/openapi.json with a valid request and checks that each successful write left
 * exactly one audit row, naming the resource and action its service changed. A write operation added to the API
 * without a step here fails the first test; one whose service forgets to note its change answers 500 here.
 */

/** Writes that are not data changes and leave no row of their own. */
const NOT_CHANGES = ["post /api/backup/test-path", "post /api/backup/verify"];
/** Sign-in and sign-out: recorded by the audit middleware itself (tests/api/audit.test.ts covers them). */
const SESSION_CALLS = ["post /api/auth/login", "post /api/auth/logout"];

let t: TestApp;
let cookie = "";
let doc: any;
let folder = "";
const ids: Record<string, string | number> = {};

interface Answer {
  status: number;
  body: any;
}

async function send(method: string, path: string, body?: unknown, options: { raw?: BodyInit; type?: string; noCookie?: boolean } = {}): Promise<Answer> {
  // A multipart form says its own type (with its boundary).
  const headers: Record<string, string> = options.raw instanceof FormData ? {} : { "content-type": options.raw ? (options.type ?? "application/pdf") : "application/json" };
  if (!options.noCookie) headers.cookie = cookie;
  const init: RequestInit = { method, headers, body: options.raw ?? (body === undefined ? undefined : JSON.stringify(body)) };
  const res = await t.app.fetch(new Request(`http://farm.test${path}`, init));
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {}
  return { status: res.status, body: parsed };
}

/** A square field outline of `d` degrees (GeoJSON, WGS84). */
const walkOutline = (d: number) => ({ type: "Polygon", coordinates: [[[-119.1, 35.4], [-119.1 + d, 35.4], [-119.1 + d, 35.4 + d], [-119.1, 35.4 + d], [-119.1, 35.4]]] });

/** A multipart body: a GeoJSON file of one outline named "Walk 40", with the form's other fields. */
async function outlineForm(d: number, fields: Record<string, string>) {
  const form = new FormData();
  const file = { type: "FeatureCollection", features: [{ type: "Feature", properties: { Name: "Walk 40" }, geometry: walkOutline(d) }] };
  form.set("file", new File([JSON.stringify(file)], "walk.geojson"));
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return { raw: form };
}

interface Step {
  /** The OpenAPI operation, as "method /api/path/{param}". */
  op: string;
  resource: string;
  action: string;
  /** Sends the request; may keep ids for later steps. */
  run(): Promise<Answer>;
  /** The audit row's resourceId, when the test knows it. */
  id?: () => string | number;
}

const step = (op: string, resource: string, action: string, run: () => Promise<Answer>, id?: () => string | number): Step => ({ op, resource, action, run, id });
const keep = (name: string) => async (a: Promise<Answer>) => {
  const answer = await a;
  ids[name] = answer.body?.id;
  return answer;
};

/** In order: each step may use the records made by the ones before it. The restore comes last. */
const STEPS: Step[] = [
  step("post /api/auth/register", "users", "register", () => send("POST", "/api/auth/register", { username: "walk-newcomer", password: "walk-password-1" }, { noCookie: true })),
  step("post /api/admin/approve-user/{id}", "users", "approve", async () => {
    const [pending] = ((await send("GET", "/api/admin/pending-users")).body as any[]).filter((u) => u.username === "walk-newcomer");
    ids.pending = pending.id;
    return send("POST", `/api/admin/approve-user/${ids.pending}`, { role: "readonly" });
  }, () => ids.pending!),
  step("post /api/auth/register", "users", "register", () => send("POST", "/api/auth/register", { username: "walk-rejected", password: "walk-password-2" }, { noCookie: true })),
  step("post /api/admin/reject-user/{id}", "users", "reject", async () => {
    const [pending] = ((await send("GET", "/api/admin/pending-users")).body as any[]).filter((u) => u.username === "walk-rejected");
    ids.rejected = pending.id;
    return send("POST", `/api/admin/reject-user/${ids.rejected}`);
  }, () => ids.rejected!),
  step("post /api/users", "users", "create", () => keep("user")(send("POST", "/api/users", { username: "walk-user", password: "walk-password-3", role: "readonly" })), () => ids.user!),
  step("put /api/users/{id}", "users", "update", () => send("PUT", `/api/users/${ids.user}`, { displayName: "Walker" }), () => ids.user!),
  step("delete /api/users/{id}", "users", "delete", () => send("DELETE", `/api/users/${ids.user}`), () => ids.user!),
  step("put /api/account", "users", "update", () => send("PUT", "/api/account", { displayName: "Walking Admin" })),
  step("post /api/tokens", "tokens", "create", () => keep("token")(send("POST", "/api/tokens", { name: "walk token" })), () => ids.token!),
  step("delete /api/tokens/{id}", "tokens", "delete", () => send("DELETE", `/api/tokens/${ids.token}`), () => ids.token!),
  step("post /api/entities", "entities", "create", () => keep("entity")(send("POST", "/api/entities", { name: "Walk Ranch" })), () => ids.entity!),
  step("put /api/entities/{id}", "entities", "update", () => send("PUT", `/api/entities/${ids.entity}`, { location: "Kern" }), () => ids.entity!),
  step("post /api/fields", "fields", "create", () => keep("field")(send("POST", "/api/fields", { entityId: ids.entity, name: "Walk 40", acreage: "40", cropType: "Corn", apns: "011-22" })), () => ids.field!),
  step("put /api/fields/{id}", "fields", "update", () => send("PUT", `/api/fields/${ids.field}`, { acreage: "41" }), () => ids.field!),
  step("put /api/fields/{id}/boundary", "boundaries", "create", () => send("PUT", `/api/fields/${ids.field}/boundary`, { geometry: walkOutline(0.01) }), () => ids.field!),
  step("post /api/fields/{id}/boundary/keep-recorded", "boundaries", "update", () => send("POST", `/api/fields/${ids.field}/boundary/keep-recorded`), () => ids.field!),
  step("post /api/fields/{id}/boundary/import", "boundaries", "update", async () => send("POST", `/api/fields/${ids.field}/boundary/import`, undefined, await outlineForm(0.02, {})), () => ids.field!),
  step("post /api/entities/{entityId}/boundaries/import", "boundaries", "update", async () =>
    send("POST", `/api/entities/${ids.entity}/boundaries/import`, undefined, await outlineForm(0.03, { nameProperty: "Name" })), () => ids.field!),
  step("delete /api/fields/{id}/boundary", "boundaries", "delete", () => send("DELETE", `/api/fields/${ids.field}/boundary`), () => ids.field!),
  step("post /api/fields/{fieldId}/crop-year/{year}", "crop-years", "create", () => send("POST", `/api/fields/${ids.field}/crop-year/2025`, { cropType: "Cotton" })),
  step("post /api/task-categories", "task-categories", "create", () => keep("category")(send("POST", "/api/task-categories", { name: "Walk Category" })), () => ids.category!),
  step("put /api/task-categories/{id}", "task-categories", "update", () => send("PUT", `/api/task-categories/${ids.category}`, { name: "Walk Category 2" }), () => ids.category!),
  step("delete /api/task-categories/{id}", "task-categories", "delete", () => send("DELETE", `/api/task-categories/${ids.category}`), () => ids.category!),
  step("post /api/fertilizers", "fertilizers", "create", () => keep("fertilizer")(send("POST", "/api/fertilizers", { name: "Walk UAN", type: "liquid" })), () => ids.fertilizer!),
  step("put /api/fertilizers/{id}", "fertilizers", "update", () => send("PUT", `/api/fertilizers/${ids.fertilizer}`, { nPerGal: "2.5" }), () => ids.fertilizer!),
  step("delete /api/fertilizers/{id}", "fertilizers", "delete", () => send("DELETE", `/api/fertilizers/${ids.fertilizer}`), () => ids.fertilizer!),
  step("post /api/products", "products", "create", () => keep("product")(send("POST", "/api/products", { name: "Walk Roundup", kind: "crop protection", stockUnit: "gal", epaRegistrationNumber: "524-549" })), () => ids.product!),
  step("put /api/products/{id}", "products", "update", () => send("PUT", `/api/products/${ids.product}`, { signalWord: "CAUTION" }), () => ids.product!),
  step("delete /api/products/{id}", "products", "delete", () => send("DELETE", `/api/products/${ids.product}`), () => ids.product!),
  step("post /api/vendors", "vendors", "create", () => keep("vendor")(send("POST", "/api/vendors", { name: "Walk Supply" })), () => ids.vendor!),
  step("put /api/vendors/{id}", "vendors", "update", () => send("PUT", `/api/vendors/${ids.vendor}`, { notes: "Net 30" }), () => ids.vendor!),
  step("delete /api/vendors/{id}", "vendors", "delete", () => send("DELETE", `/api/vendors/${ids.vendor}`), () => ids.vendor!),
  step("post /api/products", "products", "create", () => keep("bought")(send("POST", "/api/products", { name: "Walk Lorsban", kind: "crop protection", stockUnit: "gal" })), () => ids.bought!),
  step("post /api/vendors", "vendors", "create", () => keep("seller")(send("POST", "/api/vendors", { name: "Walk Ag" })), () => ids.seller!),
  step("post /api/purchases", "purchases", "create", () => keep("purchase")(send("POST", "/api/purchases", {
    entityId: ids.entity, vendorId: ids.seller, invoiceNumber: "W-1", date: "2025-03-01", lines: [{ productId: ids.bought, quantity: "10", unit: "gal", unitPrice: "5" }],
  })), () => ids.purchase!),
  step("put /api/purchases/{id}", "purchases", "update", () => send("PUT", `/api/purchases/${ids.purchase}`, {
    entityId: ids.entity, vendorId: ids.seller, invoiceNumber: "W-1", date: "2025-03-01", freight: "2.00", lines: [{ productId: ids.bought, quantity: "20", unit: "gal", unitPrice: "5" }],
  }), () => ids.purchase!),
  step("post /api/inventory-adjustments", "inventory-adjustments", "create", () => keep("adjustment")(send("POST", "/api/inventory-adjustments", {
    entityId: ids.entity, productId: ids.bought, kind: "adjustment", date: "2025-03-02", quantity: "-1", unit: "gal", reason: "Spill",
  })), () => ids.adjustment!),
  step("delete /api/inventory-adjustments/{id}", "inventory-adjustments", "delete", () => send("DELETE", `/api/inventory-adjustments/${ids.adjustment}`), () => ids.adjustment!),
  step("post /api/purchases/import", "purchases", "import", () => send("POST", "/api/purchases/import", {
    csv: `Entity,Vendor,Invoice,Date,Product,Quantity,Unit,Amount\n${ids.entity},Walk Ag,W-2,2025-03-05,Walk Lorsban,1,gal,5.00\n${ids.entity},New Walk Vendor,W-3,2025-03-05,Walk Lorsban,1,gal,5.00\n`,
  })),
  step("delete /api/purchases/{id}", "purchases", "delete", () => send("DELETE", `/api/purchases/${ids.purchase}`), () => ids.purchase!),
  // Harvest: a bin, a buyer, a load into the bin, one imported and sold to the buyer, shrink, a mark price; then removed.
  step("post /api/storage-locations", "storage-locations", "create", () => keep("bin")(send("POST", "/api/storage-locations", { entityId: ids.entity, name: "Walk Storage" })), () => ids.bin!),
  step("put /api/storage-locations/{id}", "storage-locations", "update", () => send("PUT", `/api/storage-locations/${ids.bin}`, { entityId: ids.entity, name: "Walk Storage", notes: "by the shop" }), () => ids.bin!),
  step("post /api/buyers", "buyers", "create", () => keep("buyer")(send("POST", "/api/buyers", { name: "Walk Grain" })), () => ids.buyer!),
  step("put /api/buyers/{id}", "buyers", "update", () => send("PUT", `/api/buyers/${ids.buyer}`, { address: "1 Elevator Rd" }), () => ids.buyer!),
  step("post /api/harvest-tickets", "harvest-tickets", "create", () => keep("ticket")(send("POST", "/api/harvest-tickets", {
    entityId: ids.entity, fieldId: ids.field, crop: "Corn", cropYear: 2025, date: "2025-10-01", ticketNumber: "WT-1", quantity: "100", unit: "bu", locationId: ids.bin,
  })), () => ids.ticket!),
  step("put /api/harvest-tickets/{id}", "harvest-tickets", "update", () => send("PUT", `/api/harvest-tickets/${ids.ticket}`, {
    entityId: ids.entity, fieldId: ids.field, crop: "Corn", cropYear: 2025, date: "2025-10-01", ticketNumber: "WT-1", quantity: "120", unit: "bu", locationId: ids.bin,
  }), () => ids.ticket!),
  step("post /api/harvest-tickets/import", "harvest-tickets", "import", async () => {
    const answer = await send("POST", "/api/harvest-tickets/import", { csv: `Entity,Ticket,Date,Field,Crop,Net,Unit,Destination\n${ids.entity},WT-2,2025-10-02,Walk 40,Corn,50,bu,Walk Grain\n` });
    ids.imported = answer.body?.tickets?.[0]?.ticketId;
    return answer;
  }),
  step("post /api/storage-adjustments", "storage-adjustments", "create", () => keep("shrink")(send("POST", "/api/storage-adjustments", {
    entityId: ids.entity, locationId: ids.bin, crop: "Corn", cropYear: 2025, date: "2025-11-01", kind: "shrink", quantity: "-2", unit: "bu", reason: "Dry matter",
  })), () => ids.shrink!),
  step("delete /api/storage-adjustments/{id}", "storage-adjustments", "delete", () => send("DELETE", `/api/storage-adjustments/${ids.shrink}`), () => ids.shrink!),
  step("put /api/crop-marks/{entityId}/{cropYear}/{crop}", "crop-marks", "create", () => send("PUT", `/api/crop-marks/${ids.entity}/2025/Corn`, { price: "4.50", unit: "bu", date: "2025-12-31" })),
  step("put /api/crop-marks/{entityId}/{cropYear}/{crop}", "crop-marks", "update", () => send("PUT", `/api/crop-marks/${ids.entity}/2025/Corn`, { price: "4.75", unit: "bu", date: "2026-01-31" })),
  step("delete /api/crop-marks/{entityId}/{cropYear}/{crop}", "crop-marks", "delete", () => send("DELETE", `/api/crop-marks/${ids.entity}/2025/corn`)),
  // A timesheet imported: one audit row for its entries and the task made for its activity (the worker written straight to the table).
  step("post /api/time-entries/import", "time-entries", "import", async () => {
    await t.db.insert(workerRows).values({ name: "Walk Timesheet Worker" });
    return send("POST", "/api/time-entries/import", { csv: `Entity,Date,Worker,Field,Activity,Hours\n${ids.entity},2025-03-04,Walk Timesheet Worker,Walk 40,Farm Management,8\n` });
  }),
  step("delete /api/harvest-tickets/{id}", "harvest-tickets", "delete", () => send("DELETE", `/api/harvest-tickets/${ids.ticket}`), () => ids.ticket!),
  step("delete /api/harvest-tickets/{id}", "harvest-tickets", "delete", () => send("DELETE", `/api/harvest-tickets/${ids.imported}`), () => ids.imported!),
  step("delete /api/buyers/{id}", "buyers", "delete", () => send("DELETE", `/api/buyers/${ids.buyer}`), () => ids.buyer!),
  step("delete /api/storage-locations/{id}", "storage-locations", "delete", () => send("DELETE", `/api/storage-locations/${ids.bin}`), () => ids.bin!),
  step("post /api/contracts", "contracts", "create", async () => {
    // Corn hauled into a bin (written straight to the tables: no audit row of this step's).
    const [buyer] = await t.db.insert(buyers).values({ name: "Walk Elevator" }).returning();
    const [bin] = await t.db.insert(storageLocations).values({ entityId: Number(ids.entity), name: "Walk Bin" }).returning();
    await t.db.insert(harvestTickets).values({ entityId: Number(ids.entity), fieldId: Number(ids.field), crop: "Corn", cropYear: 2025, date: "2025-09-01", ticketNumber: "W-1", quantity: "100", unit: "bu", locationId: bin!.id });
    ids.salesBuyer = buyer!.id;
    ids.salesBin = bin!.id;
    return keep("contract")(send("POST", "/api/contracts", { entityId: ids.entity, buyerId: ids.salesBuyer, number: "W-1", crop: "Corn", cropYear: 2025, date: "2025-03-01", quantity: "50", unit: "bu", price: null }));
  }, () => ids.contract!),
  step("put /api/contracts/{id}", "contracts", "update", () => send("PUT", `/api/contracts/${ids.contract}`, {
    entityId: ids.entity, buyerId: ids.salesBuyer, number: "W-1", crop: "Corn", cropYear: 2025, date: "2025-03-01", quantity: "50", unit: "bu", price: "4.85",
  }), () => ids.contract!),
  step("post /api/deliveries", "deliveries", "create", () => keep("delivery")(send("POST", "/api/deliveries", {
    entityId: ids.entity, buyerId: ids.salesBuyer, crop: "Corn", cropYear: 2025, date: "2025-10-01", quantity: "40", unit: "bu", locationId: ids.salesBin,
  })), () => ids.delivery!),
  step("put /api/deliveries/{id}", "deliveries", "update", () => send("PUT", `/api/deliveries/${ids.delivery}`, {
    entityId: ids.entity, buyerId: ids.salesBuyer, crop: "Corn", cropYear: 2025, date: "2025-10-01", quantity: "40", unit: "bu", locationId: ids.salesBin, reference: "E-9",
  }), () => ids.delivery!),
  step("post /api/settlements", "settlements", "create", () => keep("settlement")(send("POST", "/api/settlements", {
    entityId: ids.entity, buyerId: ids.salesBuyer, number: "W-1", date: "2025-11-01", crop: "Corn", cropYear: 2025, lines: [{ deliveryId: ids.delivery }], deductions: [{ kind: "checkoff", amount: "1.00" }],
  })), () => ids.settlement!),
  step("put /api/settlements/{id}", "settlements", "update", () => send("PUT", `/api/settlements/${ids.settlement}`, { received: "193.00", receivedDate: "2025-12-01" }), () => ids.settlement!),
  step("delete /api/settlements/{id}", "settlements", "delete", () => send("DELETE", `/api/settlements/${ids.settlement}`), () => ids.settlement!),
  step("delete /api/deliveries/{id}", "deliveries", "delete", () => send("DELETE", `/api/deliveries/${ids.delivery}`), () => ids.delivery!),
  step("delete /api/contracts/{id}", "contracts", "delete", () => send("DELETE", `/api/contracts/${ids.contract}`), () => ids.contract!),
  step("post /api/tasks", "tasks", "create", () => keep("task")(send("POST", "/api/tasks", { entityId: ids.entity, fieldId: ids.field, categoryId: 6, name: "Discing", cropYear: 2025, date: "2025-03-01", costPerAcre: "10", acresCovered: "40" })), () => ids.task!),
  step("put /api/tasks/{id}", "tasks", "update", () => send("PUT", `/api/tasks/${ids.task}`, { name: "Discing twice" }), () => ids.task!),
  step("delete /api/tasks/{id}", "tasks", "delete", () => send("DELETE", `/api/tasks/${ids.task}`), () => ids.task!),
  step("post /api/admin/recover-task/{id}", "tasks", "recover", () => send("POST", `/api/admin/recover-task/${ids.task}`), () => ids.task!),
  step("post /api/entities/{entityId}/tasks/import", "tasks", "import", () =>
    send("POST", `/api/entities/${ids.entity}/tasks/import`, { rows: [{ date: "2025-06-01", field: "Walk 40", category: "Seed", name: "Imported", costPerAcre: "1" }] }), () => ids.entity!),
  step("post /api/tasks/import", "tasks", "import", () => {
    const line = JSON.stringify({ entityId: ids.entity, rows: [{ date: "2025-06-02", field: "Walk 40", category: "Seed", name: "Imported from a file", costPerAcre: "1" }] });
    return send("POST", "/api/tasks/import", undefined, { raw: `${line}\n`, type: "application/x-ndjson" });
  }, () => ids.entity!),
  step("post /api/landlords", "landlords", "create", () => keep("landlord")(send("POST", "/api/landlords", { name: "Walk Landlord", taxId: "123-45-6789" })), () => ids.landlord!),
  step("put /api/landlords/{id}", "landlords", "update", () => send("PUT", `/api/landlords/${ids.landlord}`, { contact: "555-0100" }), () => ids.landlord!),
  step("post /api/leases", "leases", "create", () => keep("lease")(send("POST", "/api/leases", {
    fieldId: ids.field, leasedAcres: "40", startYear: 2025, endYear: 2026,
    terms: { type: "cash", basis: "per_acre", rate: "250", schedule: [{ due: "03-01", percent: "100" }] },
    landlords: [{ landlordId: ids.landlord, sharePercent: "100" }],
  })), () => ids.lease!),
  step("put /api/leases/{id}", "leases", "update", () => send("PUT", `/api/leases/${ids.lease}`, {
    fieldId: ids.field, leasedAcres: "30", startYear: 2025, endYear: 2026,
    terms: { type: "cash", basis: "per_acre", rate: "260", schedule: [{ due: "03-01", percent: "100" }] },
    landlords: [{ landlordId: ids.landlord, sharePercent: "100" }],
  }), () => ids.lease!),
  step("post /api/payments", "payments", "create", () => keep("payment")(send("POST", "/api/payments", { leaseId: ids.lease, landlordId: ids.landlord, date: "2025-03-01", amount: "100", method: "check" })), () => ids.payment!),
  step("put /api/payments/{id}", "payments", "update", () => send("PUT", `/api/payments/${ids.payment}`, { amount: "120" }), () => ids.payment!),
  step("delete /api/payments/{id}", "payments", "delete", () => send("DELETE", `/api/payments/${ids.payment}`), () => ids.payment!),
  step("delete /api/leases/{id}", "leases", "delete", () => send("DELETE", `/api/leases/${ids.lease}`), () => ids.lease!),
  step("delete /api/landlords/{id}", "landlords", "delete", () => send("DELETE", `/api/landlords/${ids.landlord}`), () => ids.landlord!),
  step("post /api/admin/recover-landlord/{id}", "landlords", "recover", () => send("POST", `/api/admin/recover-landlord/${ids.landlord}`), () => ids.landlord!),
  step("post /api/admin/recover-lease/{id}", "leases", "recover", () => send("POST", `/api/admin/recover-lease/${ids.lease}`), () => ids.lease!),
  step("post /api/budgets", "budgets", "create", () => keep("budget")(send("POST", "/api/budgets", { entityId: ids.entity, cropYear: 2026, fieldId: ids.field, lines: [] })), () => ids.budget!),
  step("put /api/budgets/{id}", "budgets", "update", () => send("PUT", `/api/budgets/${ids.budget}`, { expectedPricePerUnit: "5.10" }), () => ids.budget!),
  step("delete /api/budgets/{id}", "budgets", "delete", () => send("DELETE", `/api/budgets/${ids.budget}`), () => ids.budget!),
  step("post /api/entities/{id}/budgets/import", "budgets", "import", () =>
    send("POST", `/api/entities/${ids.entity}/budgets/import`, { year: 2027, rows: [{ field: "Walk 40", category: "Seed", amountPerAcre: "55" }] }), () => ids.entity!),
  step("post /api/accounts", "accounts", "create", () => keep("account")(send("POST", "/api/accounts", { entityId: ids.entity, number: 9901, name: "Walk account", type: "expense" })), () => ids.account!),
  step("put /api/accounts/{id}", "accounts", "update", () => send("PUT", `/api/accounts/${ids.account}`, { name: "Walk account 2" }), () => ids.account!),
  step("put /api/category-accounts/{id}", "category-accounts", "update", async () => {
    const [row] = (await send("GET", `/api/category-accounts?filter=${encodeURIComponent(JSON.stringify({ entityId: ids.entity }))}`)).body as any[];
    ids.categoryAccount = row.id;
    return send("PUT", `/api/category-accounts/${row.id}`, { invoiceAccount: 9901 });
  }, () => ids.categoryAccount!),
  step("put /api/entities/{entityId}/price-list", "price-list", "update", () => send("PUT", `/api/entities/${ids.entity}/price-list`, { items: [{ categoryId: 6, costPerAcre: "12.50", equipmentRentalPerAcre: null }] }), () => ids.entity!),
  step("put /api/account-settings/{id}", "account-settings", "update", () => send("PUT", `/api/account-settings/${ids.entity}`, { otherAccount: 9901 }), () => ids.entity!),
  // Labor: a worker and a rate, the entity's rule, a machine and a fuel fill.
  step("post /api/workers", "workers", "create", () => keep("worker")(send("POST", "/api/workers", { name: "Walk Worker", crew: "Walk crew" })), () => ids.worker!),
  step("put /api/workers/{id}", "workers", "update", () => send("PUT", `/api/workers/${ids.worker}`, { crew: "Pruning" }), () => ids.worker!),
  step("post /api/workers/{id}/rates", "worker-rates", "create", () => keep("rate")(send("POST", `/api/workers/${ids.worker}/rates`, { effectiveFrom: "2025-01-01", hourlyRate: "18.50" })), () => ids.rate!),
  step("put /api/workers/{id}/rates/{rateId}", "worker-rates", "update", () => send("PUT", `/api/workers/${ids.worker}/rates/${ids.rate}`, { hourlyRate: "19.00" }), () => ids.rate!),
  // Time: an entry of the worker on the walk's task, changed, approved (its week costed), taken back and removed.
  step("post /api/time-entries", "time-entries", "create", () => keep("timeEntry")(send("POST", "/api/time-entries", { workerId: ids.worker, taskId: ids.task, date: "2025-03-03", hours: "2" })), () => ids.timeEntry!),
  step("put /api/time-entries/{id}", "time-entries", "update", () => send("PUT", `/api/time-entries/${ids.timeEntry}`, { workerId: ids.worker, taskId: ids.task, date: "2025-03-03", hours: "3" }), () => ids.timeEntry!),
  step("post /api/time-entries/approve", "time-entries", "approve", () => send("POST", "/api/time-entries/approve", { ids: [ids.timeEntry] }), () => ids.timeEntry!),
  step("post /api/time-entries/unapprove", "time-entries", "unapprove", () => send("POST", "/api/time-entries/unapprove", { ids: [ids.timeEntry] }), () => ids.timeEntry!),
  step("delete /api/time-entries/{id}", "time-entries", "delete", () => send("DELETE", `/api/time-entries/${ids.timeEntry}`), () => ids.timeEntry!),
  step("delete /api/workers/{id}/rates/{rateId}", "worker-rates", "delete", () => send("DELETE", `/api/workers/${ids.worker}/rates/${ids.rate}`), () => ids.rate!),
  step("delete /api/workers/{id}", "workers", "delete", () => send("DELETE", `/api/workers/${ids.worker}`), () => ids.worker!),
  step("put /api/entities/{id}/labor-policy", "labor-policies", "update", () => send("PUT", `/api/entities/${ids.entity}/labor-policy`, { burdenPercent: "22" }), () => ids.entity!),
  step("post /api/machines", "machines", "create", () => keep("machine")(send("POST", "/api/machines", { entityId: ids.entity, name: "Walk Tractor", costPerHour: "42.75" })), () => ids.machine!),
  step("put /api/machines/{id}", "machines", "update", () => send("PUT", `/api/machines/${ids.machine}`, { notes: "shop" }), () => ids.machine!),
  step("post /api/machines/{id}/fuel", "machine-fuel", "create", () => keep("fuel")(send("POST", `/api/machines/${ids.machine}/fuel`, { date: "2025-03-02", gallons: "40", cost: "160.00" })), () => ids.fuel!),
  step("put /api/machines/{id}/fuel/{fuelId}", "machine-fuel", "update", () => send("PUT", `/api/machines/${ids.machine}/fuel/${ids.fuel}`, { cost: "165.00" }), () => ids.fuel!),
  step("delete /api/machines/{id}/fuel/{fuelId}", "machine-fuel", "delete", () => send("DELETE", `/api/machines/${ids.machine}/fuel/${ids.fuel}`), () => ids.fuel!),
  step("delete /api/machines/{id}", "machines", "delete", () => send("DELETE", `/api/machines/${ids.machine}`), () => ids.machine!),
  step("post /api/accounting/journal-exports", "journal-exports", "create", () => send("POST", "/api/accounting/journal-exports", { entity: ids.entity, month: "2025-03", format: "csv" })),
  step("post /api/objects/upload", "uploads", "create", async () => {
    const answer = await send("POST", "/api/objects/upload");
    ids.uploadURL = answer.body.uploadURL;
    ids.objectPath = answer.body.objectPath;
    return answer;
  }),
  step("put /api/objects/uploads/{uploadId}", "uploads", "upload", () =>
    send("PUT", new URL(String(ids.uploadURL)).pathname, undefined, { raw: pdfBytes(2048), noCookie: true })),
  step("post /api/maps", "maps", "create", () => keep("map")(send("POST", "/api/maps", { fileName: "Walk.pdf", filePath: ids.objectPath })), () => ids.map!),
  step("delete /api/maps/{id}", "maps", "delete", () => send("DELETE", `/api/maps/${ids.map}`), () => ids.map!),
  step("delete /api/fields/{id}", "fields", "delete", () => send("DELETE", `/api/fields/${ids.field}`), () => ids.field!),
  step("post /api/admin/recover-field/{id}", "fields", "recover", () => send("POST", `/api/admin/recover-field/${ids.field}`), () => ids.field!),
  step("delete /api/entities/{id}", "entities", "delete", () => send("DELETE", `/api/entities/${ids.entity}`), () => ids.entity!),
  step("post /api/admin/recover-entity/{id}", "entities", "recover", () => send("POST", `/api/admin/recover-entity/${ids.entity}`), () => ids.entity!),
  step("post /api/backup/create", "backup", "backup", async () => {
    const answer = await send("POST", "/api/backup/create", { backupPath: folder, allowSystemDisk: true });
    ids.archive = answer.body.archivePath;
    return answer;
  }),
  step("post /api/auth/logout-everywhere", "sessions", "logout_everywhere", async () => {
    const answer = await send("POST", "/api/auth/logout-everywhere");
    await signIn();
    return answer;
  }),
  step("post /api/backup/restore", "backup", "restore", () => send("POST", "/api/backup/restore", { archivePath: ids.archive, replace: true })),
];

async function signIn() {
  const login = await t.app.fetch(new Request("http://farm.test/api/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "walker", password: TEST_PASSWORD }),
  }));
  expect(login.status).toBe(200);
  cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
}

beforeAll(async () => {
  t = await startTestApp();
  folder = await mkdtemp(join(tmpdir(), "audit-walk-"));
  await createUser(systemContext(t.db), { username: "walker", password: TEST_PASSWORD, role: "admin", displayName: null });
  await signIn();
  doc = await (await t.app.fetch(new Request("http://farm.test/api/openapi.json"))).json();
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

/** Paths of the empty objects in an audit row's changes (a Date written as JSON by key would be one). */
const emptyObjectsIn = (value: unknown, path = "$"): string[] => {
  if (Array.isArray(value)) return value.flatMap((v, i) => emptyObjectsIn(v, `${path}[${i}]`));
  if (!value || typeof value !== "object") return [];
  const entries = Object.entries(value);
  return entries.length ? entries.flatMap(([k, v]) => emptyObjectsIn(v, `${path}.${k}`)) : [path];
};

const writeOperations = () =>
  Object.entries<any>(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).filter((m) => ["post", "put", "patch", "delete"].includes(m)).map((m) => `${m} ${path}`),
  );

describe("every write of the OpenAPI document leaves exactly one audit row", () => {
  test("the walk covers every write operation", () => {
    const covered = [...STEPS.map((s) => s.op), ...NOT_CHANGES, ...SESSION_CALLS];
    expect(writeOperations().sort()).toEqual([...new Set(covered)].sort());
  });

  test("each write, with a valid request, answers 2xx with one row naming its resource and action", async () => {
    const wrong: string[] = [];
    for (const s of STEPS) {
      const [last] = await t.db.select({ id: max(auditLog.id) }).from(auditLog);
      const answer = await s.run();
      if (answer.status < 200 || answer.status >= 300) {
        wrong.push(`${s.op}: answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
        continue;
      }
      const rows = await t.db.select().from(auditLog).where(gt(auditLog.id, last?.id ?? 0)).orderBy(auditLog.id);
      // A restore replaces the trail with the archive's (and what came after it), then adds its own row last;
      // signing out everywhere is followed by this walk's own sign-in.
      const mine = s.action === "restore" ? rows.slice(-1) : rows.filter((r) => s.action !== "logout_everywhere" || r.action !== "login");
      const named = mine.map((r) => `${r.action} ${r.resource} ${r.resourceId}`);
      const expected = `${s.action} ${s.resource}${s.id ? ` ${s.id()}` : ""}`;
      if (mine.length !== 1 || !named[0]!.startsWith(expected)) wrong.push(`${s.op}: expected one "${expected}", got ${JSON.stringify(named)}`);
      // What changed is said in values a person can read: a date as its ISO text, never an empty object.
      for (const row of mine) for (const path of emptyObjectsIn(row.changes)) wrong.push(`${s.op}: ${path} is {} in ${JSON.stringify(row.changes)}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});

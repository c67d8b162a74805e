import { CAT } from "./reports/support";

/** The records of one entity the matrix names; the "missing" fixture names ids that do not exist. */
export interface Fixture {
  entity: number; field: number; task: number; crewTask: number; crewTokenTask: number; lease: number; payment: number;
  budget: number; account: number; categoryAccount: number; landlord: number;
  /** A purchase and a count adjustment of `product` (no entity of its own, like `vendor`). */
  purchase: number; inventoryAdjustment: number; product: number; vendor: number;
  /** Harvest: a bin ("Matrix Storage") with ticket MS-1's 100 bu of 2025 corn in it, a +1 bu count, the pool's mark price. */
  storageLocation: number; harvestTicket: number; storageAdjustment: number; cropMark: number;
  /**
   * Sales: a contract, a delivery on it out of `salesLocation` (100 bu of corn hauled in), a settlement paying it;
   * `loads` are 1 bu deliveries not yet settled, one per actor (by index), `spareLoad` one more for the cross body.
   */
  contract: number; delivery: number; settlement: number; salesBuyer: number; salesLocation: number; loads: number[]; spareLoad: number;
  /** Labor: a machine of the entity ("Matrix Tractor", $42.75/h) with a fuel fill. */
  machine: number;
  /**
   * Time: a worker ($20/h) and a pending 2 h entry of it on `task`; the crew account's and the crew token's own
   * pending entries (the granted farm's; the other farm's name its office entry).
   */
  worker: number; timeEntry: number; crewTimeEntry: number; crewTokenTimeEntry: number;
}

/** The fixture's purchase, restated by its update. */
const PURCHASE = (f: Fixture) => ({
  entityId: f.entity, vendorId: f.vendor, invoiceNumber: "M-1", date: "2025-03-01", lines: [{ productId: f.product, quantity: "100", unit: "gal", unitPrice: "5" }],
});

/** The fixture's contract, delivery and settlement, restated by their updates. */
const CONTRACT = (f: Fixture) => ({
  entityId: f.entity, buyerId: f.salesBuyer, number: "M-1", crop: "Corn", cropYear: 2025, date: "2025-03-01", quantity: "1000", unit: "bu", price: "4.50",
});
const DELIVERY = (f: Fixture) => ({
  entityId: f.entity, buyerId: f.salesBuyer, crop: "Corn", cropYear: 2025, date: "2025-10-01", quantity: "10", unit: "bu", locationId: f.salesLocation, contractId: f.contract,
});
const SETTLEMENT = (f: Fixture) => ({
  entityId: f.entity, buyerId: f.salesBuyer, number: "M-1", date: "2025-11-01", crop: "Corn", cropYear: 2025, lines: [{ deliveryId: f.delivery }],
  deductions: [{ kind: "hauling", ratePerUnit: "0.05" }],
});

/** The fixture's scale ticket, restated by its update. */
const TICKET = (f: Fixture) => ({
  entityId: f.entity, fieldId: f.field, crop: "Corn", cropYear: 2025, date: "2025-09-01", ticketNumber: "MS-1", quantity: "100", unit: "bu", locationId: f.storageLocation,
});

/** A small square field outline (GeoJSON, WGS84), drawn or in a file. */
const MATRIX_OUTLINE = { type: "Polygon", coordinates: [[[-121.5, 38.5], [-121.499, 38.5], [-121.499, 38.501], [-121.5, 38.501], [-121.5, 38.5]]] };
const outlineFile = (name: string | null) =>
  new File([JSON.stringify({ type: "FeatureCollection", features: [{ type: "Feature", properties: name ? { Name: name } : {}, geometry: MATRIX_OUTLINE }] })], "matrix.geojson");

/**
 * Multipart bodies (a file with its form fields) of the writes that take one, as FORM_BODIES' entries make them: a
 * boundary file of one outline, and a farm's file naming the fixture's field ("<Granted|Other> North").
 */
export const FORM_BODIES: Record<string, (f: Fixture, who: BodyCaller) => FormData> = {
  "POST /api/fields/{id}/boundary/import": () => {
    const form = new FormData();
    form.set("file", outlineFile(null));
    return form;
  },
  "POST /api/entities/{entityId}/boundaries/import": () => {
    const form = new FormData();
    form.set("file", outlineFile("no such field"));
    form.set("nameProperty", "Name");
    form.set("dryRun", "true");
    return form;
  },
};

/** Who calls, and how each caller is distinguished in a body (names and years no two actors share). */
export interface BodyCaller {
  actor: string;
  /** 0, 1, 2... one per actor, so creates of different actors never clash (lease years, budget crops, field names). */
  index: number;
  crew: boolean;
}

const TERMS = { type: "cash", basis: "fixed", rate: "8000", schedule: [{ due: "03-01", percent: "100" }] };

/**
 * A minimal valid body for the writes that name an entity, a field, a lease or a budget, naming the variant's records:
 * granted, it reaches a 2xx for the roles that may write; naming another entity's records, it must answer exactly as
 * the same body naming missing ones. Updates restate the fixture's values, so the matrix stays independent of order.
 */
export const VALID_BODIES: Record<string, (f: Fixture, who: BodyCaller) => Record<string, unknown>> = {
  "POST /api/tasks": (f, who) => {
    const work = { entityId: f.entity, fieldId: f.field, categoryId: CAT.MACHINE_HIRE, date: "2025-03-03", acresCovered: "1" };
    return who.crew ? work : { ...work, name: "Matrix", cropYear: 2025, costPerAcre: "1" };
  },
  "PUT /api/tasks/{id}": (f) => ({ entityId: f.entity, fieldId: f.field, notes: "matrix" }),
  "POST /api/fields": (f, who) => ({ entityId: f.entity, name: `Matrix ${who.actor}`, acreage: "1" }),
  "PUT /api/fields/{id}": () => ({ location: "matrix" }),
  "PUT /api/fields/{id}/boundary": () => ({ geometry: MATRIX_OUTLINE, source: "drawn" }),
  "POST /api/fields/{fieldId}/crop-year/{year}": () => ({ cropType: "Alfalfa" }),
  "POST /api/leases": (f, who) => ({
    fieldId: f.field, leasedAcres: "1", startYear: 2030 + who.index, endYear: 2030 + who.index, terms: TERMS,
    landlords: [{ landlordId: f.landlord, sharePercent: "100" }],
  }),
  "PUT /api/leases/{id}": (f) => ({
    fieldId: f.field, leasedAcres: "40", startYear: 2025, endYear: 2026, terms: TERMS, landlords: [{ landlordId: f.landlord, sharePercent: "100" }],
  }),
  "POST /api/payments": (f) => ({ leaseId: f.lease, landlordId: f.landlord, date: "2025-03-05", amount: "1", method: "check" }),
  "PUT /api/payments/{id}": (f) => ({ leaseId: f.lease, amount: "100" }),
  "POST /api/budgets": (f, who) => ({ entityId: f.entity, cropYear: 2025, cropType: `Matrix ${who.actor}`, from: "copy", copyFromBudgetId: f.budget }),
  "PUT /api/budgets/{id}": () => ({ expectedYieldPerAcre: "4" }),
  "POST /api/accounting/journal-exports": (f) => ({ entity: f.entity, month: "2025-03", format: "csv", force: true }),
  "PUT /api/entities/{id}": () => ({ location: "matrix" }),
  "POST /api/purchases": (f, who) => ({ ...PURCHASE(f), invoiceNumber: `Matrix ${who.actor}`, date: "2025-03-03" }),
  "PUT /api/purchases/{id}": PURCHASE,
  "POST /api/inventory-adjustments": (f) => ({
    entityId: f.entity, productId: f.product, kind: "adjustment", date: "2025-03-04", quantity: "1", unit: "gal", value: "5.00", reason: "Matrix count",
  }),
  "POST /api/contracts": (f, who) => ({ ...CONTRACT(f), number: `Matrix ${who.actor}` }),
  "PUT /api/contracts/{id}": CONTRACT,
  "POST /api/deliveries": (f) => ({ ...DELIVERY(f), quantity: "1", contractId: null }),
  "PUT /api/deliveries/{id}": DELIVERY,
  "POST /api/settlements": (f, who) => ({ ...SETTLEMENT(f), number: `Matrix ${who.actor}`, lines: [{ deliveryId: f.loads[who.index], price: "4" }] }),
  "PUT /api/settlements/{id}": SETTLEMENT,
  "POST /api/storage-locations": (f, who) => ({ entityId: f.entity, name: `Matrix ${who.actor}` }),
  "PUT /api/storage-locations/{id}": (f) => ({ entityId: f.entity, name: "Matrix Storage" }),
  "POST /api/harvest-tickets": (f, who) => ({ ...TICKET(f), ticketNumber: `Matrix ${who.actor}`, quantity: "1" }),
  "PUT /api/harvest-tickets/{id}": TICKET,
  "POST /api/storage-adjustments": (f) => ({
    entityId: f.entity, locationId: f.storageLocation, crop: "Corn", cropYear: 2025, date: "2025-09-02", kind: "count", quantity: "1", unit: "bu", reason: "Matrix count",
  }),
  "PUT /api/crop-marks/{entityId}/{cropYear}/{crop}": () => ({ price: "4.50", unit: "bu", date: "2025-10-01" }),
  "PUT /api/entities/{entityId}/price-list": () => ({ items: [{ categoryId: CAT.MACHINE_HIRE, costPerAcre: "1", equipmentRentalPerAcre: "0" }] }),
  "POST /api/machines": (f, who) => ({ entityId: f.entity, name: `Matrix ${who.actor}`, costPerHour: "40" }),
  "PUT /api/machines/{id}": (f) => ({ entityId: f.entity, name: "Matrix Tractor", costPerHour: "42.75" }),
  "POST /api/machines/{id}/fuel": () => ({ date: "2025-03-03", gallons: "10", cost: "40.00" }),
  "PUT /api/entities/{id}/labor-policy": () => ({ burdenPercent: "0" }),
  // Crew record their own hours (no worker named); the office names the worker.
  "POST /api/time-entries": (f, who) => ({ ...(who.crew ? {} : { workerId: f.worker }), taskId: f.task, date: "2025-03-05", hours: "1" }),
  "PUT /api/time-entries/{id}": (f, who) => ({ ...(who.crew ? {} : { workerId: f.worker }), taskId: f.task, date: who.crew ? "2025-03-04" : "2025-03-03", hours: who.crew ? "3" : "2" }),
  "POST /api/time-entries/approve": (f) => ({ ids: [f.timeEntry] }),
  "POST /api/time-entries/unapprove": (f) => ({ ids: [f.timeEntry] }),
};

/**
 * Writes that name one record of another entity beside granted ones (a path of the granted entity, or a second key):
 * the variants name every record of one entity, so only these reach the body check behind a granted path.
 */
export const CROSS_BODIES: { method: string; path: (g: Fixture) => string; body: (g: Fixture, o: Fixture) => Record<string, unknown> }[] = [
  { method: "POST", path: () => "/api/tasks", body: (g, o) => ({ ...VALID_BODIES["POST /api/tasks"]!(g, { actor: "cross", index: 20, crew: false }), fieldId: o.field }) },
  { method: "PUT", path: (g) => `/api/tasks/${g.task}`, body: (_g, o) => ({ fieldId: o.field }) },
  { method: "PUT", path: (g) => `/api/tasks/${g.task}`, body: (_g, o) => ({ entityId: o.entity }) },
  { method: "POST", path: () => "/api/budgets", body: (g, o) => ({ entityId: g.entity, cropYear: 2025, cropType: "Matrix cross", from: "copy", copyFromBudgetId: o.budget }) },
  { method: "POST", path: () => "/api/budgets", body: (g, o) => ({ entityId: g.entity, cropYear: 2025, fieldId: o.field }) },
  { method: "PUT", path: (g) => `/api/leases/${g.lease}`, body: (g, o) => ({ ...VALID_BODIES["PUT /api/leases/{id}"]!(g, { actor: "cross", index: 20, crew: false }), fieldId: o.field }) },
  { method: "POST", path: () => "/api/leases", body: (g, o) => ({ ...VALID_BODIES["POST /api/leases"]!(g, { actor: "cross", index: 20, crew: false }), landlords: [{ landlordId: o.landlord, sharePercent: "100" }] }) },
  { method: "PUT", path: (g) => `/api/payments/${g.payment}`, body: (_g, o) => ({ leaseId: o.lease }) },
  { method: "PUT", path: (g) => `/api/purchases/${g.purchase}`, body: (g, o) => ({ ...PURCHASE(g), entityId: o.entity }) },
  { method: "POST", path: () => "/api/harvest-tickets", body: (g, o) => ({ ...TICKET(g), ticketNumber: "Matrix cross 1", quantity: "1", fieldId: o.field }) },
  { method: "POST", path: () => "/api/harvest-tickets", body: (g, o) => ({ ...TICKET(g), ticketNumber: "Matrix cross 2", quantity: "1", locationId: o.storageLocation }) },
  { method: "PUT", path: (g) => `/api/harvest-tickets/${g.harvestTicket}`, body: (g, o) => ({ ...TICKET(g), locationId: o.storageLocation }) },
  { method: "POST", path: () => "/api/storage-adjustments", body: (g, o) => ({ ...VALID_BODIES["POST /api/storage-adjustments"]!(g, { actor: "cross", index: 20, crew: false }), locationId: o.storageLocation }) },
  { method: "POST", path: () => "/api/deliveries", body: (g, o) => ({ ...DELIVERY(g), quantity: "1", contractId: null, locationId: o.salesLocation }) },
  { method: "POST", path: () => "/api/deliveries", body: (g, o) => ({ ...DELIVERY(g), quantity: "1", contractId: o.contract }) },
  { method: "POST", path: () => "/api/settlements", body: (g, o) => ({ ...SETTLEMENT(g), number: "Matrix cross", lines: [{ deliveryId: o.spareLoad, price: "4" }] }) },
  { method: "PUT", path: (g) => `/api/machines/${g.machine}`, body: (_g, o) => ({ entityId: o.entity }) },
  { method: "POST", path: () => "/api/time-entries", body: (g, o) => ({ workerId: g.worker, taskId: g.task, date: "2025-03-06", hours: "1", machineId: o.machine }) },
  { method: "POST", path: () => "/api/time-entries", body: (g, o) => ({ workerId: g.worker, fieldId: o.field, categoryId: CAT.MACHINE_HIRE, date: "2025-03-06", hours: "1" }) },
];

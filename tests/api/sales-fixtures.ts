import { buyers, deliveries, harvestTickets, storageLocations } from "../../db/schema";
import { type ReportApp, startReportApp } from "./reports/support";

/*
 * The farm the sales suites (contracts, deliveries, settlements) start from: an entity with two corn fields and a bin,
 * another entity with its own bin, two buyers. Crop comes into the bins by scale tickets written straight to the
 * tables (the tickets' own API is tested in harvest-tickets.test.ts), so these suites test sales alone.
 */

type Json = Record<string, unknown>;
type Answer = { status: number; json(): Promise<unknown>; text(): Promise<string>; headers: Headers };

export async function startSalesFarm(name: string) {
  const app: ReportApp = await startReportApp();
  const ranch = await app.entity(`${name} Ranch`);
  const other = await app.entity(`${name} Elsewhere`);
  const north = await app.field(ranch.id, "North", "60", "Corn");
  const south = await app.field(ranch.id, "South", "40", "Corn");
  const away = await app.field(other.id, "Away", "10", "Corn");
  const [elevator] = await app.t.db.insert(buyers).values({ name: `${name} Elevator` }).returning();
  const [mill] = await app.t.db.insert(buyers).values({ name: `${name} Mill` }).returning();
  const [bin] = await app.t.db.insert(storageLocations).values({ entityId: ranch.id, name: "Bin 1" }).returning();
  const [farBin] = await app.t.db.insert(storageLocations).values({ entityId: other.id, name: "Far Bin" }).returning();
  const crew = await app.t.signIn("crew");
  let ticketNo = 0;

  /** A scale ticket hauled into a bin (crop in). */
  async function haul(json: { fieldId?: number; entityId?: number; locationId?: number; quantity: string; unit?: string; date?: string; crop?: string; cropYear?: number }) {
    const [row] = await app.t.db.insert(harvestTickets).values({
      entityId: json.entityId ?? ranch.id, fieldId: json.fieldId ?? north.id, crop: json.crop ?? "Corn", cropYear: json.cropYear ?? 2026,
      date: json.date ?? "2026-10-01", ticketNumber: `T-${++ticketNo}`, quantity: json.quantity, unit: json.unit ?? "bu", locationId: json.locationId ?? bin!.id,
    }).returning();
    return row!;
  }

  /** A load straight from the field to a buyer: its ticket and the ticket's own delivery. */
  async function haulToBuyer(json: { buyerId: number; quantity: string; date?: string; fieldId?: number }) {
    const [ticket] = await app.t.db.insert(harvestTickets).values({
      entityId: ranch.id, fieldId: json.fieldId ?? north.id, crop: "Corn", cropYear: 2026, date: json.date ?? "2026-10-02",
      ticketNumber: `T-${++ticketNo}`, quantity: json.quantity, unit: "bu", buyerId: json.buyerId,
    }).returning();
    const [delivery] = await app.t.db.insert(deliveries).values({
      entityId: ranch.id, buyerId: json.buyerId, crop: "Corn", cropYear: 2026, date: ticket!.date, quantity: json.quantity, unit: "bu", ticketId: ticket!.id,
    }).returning();
    return { ticket: ticket!, delivery: delivery! };
  }

  let contractNo = 0;
  const contractOf = (over: Json = {}) => ({
    entityId: ranch.id, buyerId: elevator!.id, number: `C-${++contractNo}`, crop: "Corn", cropYear: 2026, date: "2026-03-01",
    quantity: "5000", unit: "bu", price: "4.85", ...over,
  });
  const deliveryOf = (over: Json = {}) => ({
    entityId: ranch.id, buyerId: elevator!.id, crop: "Corn", cropYear: 2026, date: "2026-10-15", quantity: "1000", unit: "bu", locationId: bin!.id, ...over,
  });

  return {
    app, ranch, other, north, south, away, elevator: elevator!, mill: mill!, bin: bin!, farBin: farBin!, crew,
    haul, haulToBuyer, contractOf, deliveryOf,
  };
}
export type SalesFarm = Awaited<ReturnType<typeof startSalesFarm>>;

/** Expects the status and answers the body (the error's text when it is not the one expected). */
export async function expectStatus<T = Json>(res: Answer, status: number): Promise<T> {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

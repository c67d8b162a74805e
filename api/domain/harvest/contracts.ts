import { Dec, dec } from "../money";

/**
 * Deliveries applied to a buyer's contracts of one crop and crop year (docs/harvest.md "Contracts, first in, first
 * out"). Quantities are in the crop's base unit. A delivery that names a contract goes to it first, before any
 * delivery that names none; what it does not fill, and every delivery that names no contract, fills the contracts
 * still open first in, first out (by contract date, then id), taking the deliveries by date, then seq, then id. A
 * contract never takes more than its quantity; what no contract takes is uncontracted (contractId null).
 */
export interface ContractInput {
  id: number;
  date: string;
  quantity: Dec | string | number;
}

export interface DeliveryInput {
  id: number;
  date: string;
  seq: number;
  quantity: Dec | string | number;
  /** The contract chosen for this delivery, or null to apply it first in, first out. */
  contractId: number | null;
}

export interface DeliveryApplication {
  deliveryId: number;
  contractId: number | null;
  quantity: Dec;
}

export interface AppliedDeliveries {
  /** By delivery (in delivery order), each delivery's part on its chosen contract first, then FIFO, then uncontracted. */
  applications: DeliveryApplication[];
  /** Each contract's open quantity: its quantity less what was applied to it (never below zero). */
  open: Map<number, Dec>;
}

/**
 * Applies deliveries to contracts: the chosen contract first, then first in, first out.
 * @example
 * applyDeliveries(
 *   [{ id: 1, date: "2026-03-01", quantity: "5000" }, { id: 2, date: "2026-04-01", quantity: "5000" }],
 *   [{ id: 10, date: "2026-10-01", seq: 1, quantity: "7000", contractId: null }],
 * ) // applications: 10 -> contract 1: 5000, 10 -> contract 2: 2000; open: 1 -> 0, 2 -> 3000
 */
export function applyDeliveries(contracts: readonly ContractInput[], deliveries: readonly DeliveryInput[]): AppliedDeliveries {
  const fifo = [...contracts].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  const open = new Map<number, Dec>(fifo.map((c) => [c.id, Dec.max(dec(c.quantity), 0)]));
  const ordered = [...deliveries].sort((a, b) => a.date.localeCompare(b.date) || a.seq - b.seq || a.id - b.id);
  const parts = new Map<number, DeliveryApplication[]>(ordered.map((d) => [d.id, []]));
  const left = new Map<number, Dec>(ordered.map((d) => [d.id, Dec.max(dec(d.quantity), 0)]));

  const take = (deliveryId: number, contractId: number) => {
    const want = left.get(deliveryId)!;
    const room = open.get(contractId)!;
    const quantity = Dec.min(want, room);
    if (quantity.isZero()) return;
    parts.get(deliveryId)!.push({ deliveryId, contractId, quantity });
    left.set(deliveryId, want.minus(quantity));
    open.set(contractId, room.minus(quantity));
  };

  // A chosen contract takes its deliveries first.
  for (const d of ordered) if (d.contractId !== null && open.has(d.contractId)) take(d.id, d.contractId);
  // The rest fill the open contracts first in, first out; what none takes is uncontracted.
  for (const d of ordered) {
    for (const c of fifo) {
      if (left.get(d.id)!.isZero()) break;
      take(d.id, c.id);
    }
    const rest = left.get(d.id)!;
    if (!rest.isZero()) parts.get(d.id)!.push({ deliveryId: d.id, contractId: null, quantity: rest });
  }
  return { applications: ordered.flatMap((d) => parts.get(d.id)!), open };
}

/**
 * What was delivered on each contract (the applications summed by contract).
 * @example deliveredByContract([{ deliveryId: 10, contractId: 1, quantity: dec("5000") }]).get(1)?.toFixed() // "5000"
 */
export function deliveredByContract(applications: readonly DeliveryApplication[]): Map<number, Dec> {
  const delivered = new Map<number, Dec>();
  for (const a of applications) {
    if (a.contractId === null) continue;
    delivered.set(a.contractId, (delivered.get(a.contractId) ?? new Dec(0)).plus(a.quantity));
  }
  return delivered;
}

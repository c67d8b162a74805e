import { type ContractInput, type DeliveryInput, applyDeliveries } from "../harvest/contracts";
import { DEDUCTION_KINDS, settlementPayment } from "../harvest/settlement";
import { poolKey } from "../harvest/pool";
import { convertQuantity, toBase } from "../harvest/units";
import { Dec, dec, sumCents, toCents } from "../money";
import { shownQuantity } from "./harvest-by-field";
import type { SettlementRegister, UnsettledLoads } from "./shapes";

type Kind = (typeof DEDUCTION_KINDS)[number];

/** A settlement as stored: its figures were computed once by `settlementFigures` when it was written. */
export interface RegisterSettlement {
  id: number;
  entityId: number;
  buyerId: number;
  buyerName: string;
  number: string;
  date: string;
  crop: string;
  cropYear: number;
  gross: string;
  deductions: string;
  net: string;
  received: string | null;
  receivedDate: string | null;
}

/**
 * The settlement register: per settlement its buyer, date, number, quantity, gross, each kind of deduction, net, what
 * was received and what is still unpaid (net - received; all of it while nothing is received). The figures are the
 * settlement's own (written by `settlementFigures`), the kinds its deductions' amounts added up.
 * @example 7,000 bu at $4.85, $350.00 hauling and a $12.34 checkoff, nothing received: { gross: "33950.00", hauling: "350.00", checkoff: "12.34", net: "33587.66", unpaid: "33587.66", status: "unpaid" }
 */
export function settlementRegister(input: {
  entity: "all" | number;
  entityName: string;
  cropYear: number | null;
  entities: Array<{ id: number; name: string }>;
  settlements: RegisterSettlement[];
  lines: Array<{ settlementId: number; quantity: string; unit: string }>;
  deductions: Array<{ settlementId: number; kind: string; amount: string }>;
}): SettlementRegister {
  const names = new Map(input.entities.map((e) => [e.id, e.name]));
  const linesOf = Map.groupBy(input.lines, (l) => l.settlementId);
  const deductionsOf = Map.groupBy(input.deductions, (d) => d.settlementId);
  const rows: SettlementRegister["rows"] = [];
  for (const s of input.settlements) {
    const entityName = names.get(s.entityId);
    if (entityName === undefined) continue;
    const lines = linesOf.get(s.id) ?? [];
    const unit = lines[0]?.unit ?? "";
    const quantity = lines.reduce((sum, l) => sum.plus(convertQuantity(s.crop, l.quantity, l.unit, unit) ?? 0), new Dec(0));
    const byKind = Object.fromEntries(DEDUCTION_KINDS.map((k) => [k, new Dec(0)])) as Record<Kind, Dec>;
    for (const d of deductionsOf.get(s.id) ?? []) {
      const kind = ((DEDUCTION_KINDS as readonly string[]).includes(d.kind) ? d.kind : "other") as Kind;
      byKind[kind] = byKind[kind].plus(dec(d.amount));
    }
    const { status, unpaid } = settlementPayment(s.net, s.received);
    rows.push({
      settlementId: s.id,
      entityId: s.entityId,
      entityName,
      buyerId: s.buyerId,
      buyerName: s.buyerName,
      date: s.date,
      number: s.number,
      crop: s.crop.trim(),
      cropYear: s.cropYear,
      quantity: shownQuantity(quantity),
      unit,
      gross: s.gross,
      hauling: toCents(byKind.hauling),
      drying: toCents(byKind.drying),
      storage: toCents(byKind.storage),
      checkoff: toCents(byKind.checkoff),
      shrink: toCents(byKind.shrink),
      quality: toCents(byKind.quality),
      other: toCents(byKind.other),
      deductions: s.deductions,
      net: s.net,
      received: s.received,
      receivedDate: s.receivedDate,
      unpaid,
      status,
    });
  }
  rows.sort((a, b) => a.date.localeCompare(b.date) || a.number.localeCompare(b.number) || a.settlementId - b.settlementId);
  const total = (key: "gross" | Kind | "deductions" | "net" | "received" | "unpaid") => sumCents(rows.map((r) => r[key]));
  return {
    entity: input.entity,
    entityName: input.entityName,
    cropYear: input.cropYear,
    rows,
    totals: {
      gross: total("gross"),
      hauling: total("hauling"),
      drying: total("drying"),
      storage: total("storage"),
      checkoff: total("checkoff"),
      shrink: total("shrink"),
      quality: total("quality"),
      other: total("other"),
      deductions: total("deductions"),
      net: total("net"),
      received: total("received"),
      unpaid: total("unpaid"),
    },
  };
}

/** A delivery to a buyer as the lost-loads report reads it, with where it came from and the settlement paying it. */
export interface LoadDelivery {
  id: number;
  entityId: number;
  buyerId: number;
  buyerName: string;
  crop: string;
  cropYear: number;
  date: string;
  seq: number;
  quantity: string;
  unit: string;
  contractId: number | null;
  reference: string;
  ticketNumber: string | null;
  /** The ticket's field, or the storage location delivered out of. */
  source: string;
  /** The date of the settlement paying it, null when none does. */
  settledOn: string | null;
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * Loads not yet on a settlement ("lost loads"): deliveries dated through asOf (tickets straight from a field among
 * them) that no settlement dated through asOf pays, oldest first, with the contracts each applies to
 * (`applyDeliveries`: a chosen contract first, the rest first in, first out) and the days it has waited.
 * @example a 1,000 bu load of 2026-10-20 to Elevator A, unsettled on 2026-11-19: { contracts: "C-1", daysWaiting: 30 }
 */
export function unsettledLoads(input: {
  entity: "all" | number;
  entityName: string;
  asOf: string;
  entities: Array<{ id: number; name: string }>;
  deliveries: LoadDelivery[];
  contracts: Array<{ id: number; entityId: number; buyerId: number; number: string; crop: string; cropYear: number; date: string; quantity: string; unit: string }>;
}): UnsettledLoads {
  const names = new Map(input.entities.map((e) => [e.id, e.name]));
  const through = input.deliveries.filter((d) => d.date <= input.asOf);
  const group = (x: { entityId: number; buyerId: number; crop: string; cropYear: number }) => `${poolKey(x.entityId, x.crop, x.cropYear)}|${x.buyerId}`;
  const contractsOf = Map.groupBy(input.contracts, group);
  const numberOf = new Map(input.contracts.map((c) => [c.id, c.number]));
  const appliedTo = new Map<number, number[]>();
  for (const [key, deliveries] of Map.groupBy(through, group)) {
    const contracts: ContractInput[] = (contractsOf.get(key) ?? []).map((c) => ({ id: c.id, date: c.date, quantity: toBase(c.crop, c.quantity, c.unit).quantity }));
    const loads: DeliveryInput[] = deliveries.map((d) => ({ id: d.id, date: d.date, seq: d.seq, quantity: toBase(d.crop, d.quantity, d.unit).quantity, contractId: d.contractId }));
    for (const a of applyDeliveries(contracts, loads).applications) {
      if (a.contractId !== null && a.quantity.greaterThan(0)) appliedTo.set(a.deliveryId, [...(appliedTo.get(a.deliveryId) ?? []), a.contractId]);
    }
  }
  const rows: UnsettledLoads["rows"] = [];
  for (const d of through) {
    const entityName = names.get(d.entityId);
    if (entityName === undefined || (d.settledOn !== null && d.settledOn <= input.asOf)) continue;
    rows.push({
      deliveryId: d.id,
      entityId: d.entityId,
      entityName,
      buyerId: d.buyerId,
      buyerName: d.buyerName,
      date: d.date,
      crop: d.crop.trim(),
      cropYear: d.cropYear,
      ticketNumber: d.ticketNumber ?? "",
      reference: d.reference,
      source: d.source,
      quantity: shownQuantity(dec(d.quantity)),
      unit: d.unit,
      contracts: [...new Set(appliedTo.get(d.id) ?? [])].map((id) => numberOf.get(id) ?? String(id)).join(", "),
      daysWaiting: daysBetween(d.date, input.asOf),
    });
  }
  rows.sort((a, b) => a.date.localeCompare(b.date) || a.entityName.localeCompare(b.entityName) || a.buyerName.localeCompare(b.buyerName) || a.deliveryId - b.deliveryId);
  return { entity: input.entity, entityName: input.entityName, asOf: input.asOf, rows, totals: { loads: rows.length } };
}

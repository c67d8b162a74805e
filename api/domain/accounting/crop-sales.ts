import type { FieldSale } from "../harvest/field-income";
import { dec, toCents } from "../money";

/**
 * Settlements as the books read them (docs/accounting.md "Crop sales"): a buyer's settlement is income of its net,
 * dated by the settlement. Schedule F puts the net on line 2 (deductions netted, as the buyer paid); the journal
 * writes each field's share of it as an entry of its own, so its classes are the fields the profit reports show.
 */

/** A settlement of a crop pool: what the buyer paid net of its deductions, on its date. */
export interface SettlementRecord {
  id: number;
  entityId: number;
  number: string;
  buyerName: string;
  crop: string;
  cropYear: number;
  date: string;
  net: string;
}

/** One journal entry of crop sales: a field's share of a settlement, or the whole net when no field harvested the pool. */
export interface JournalSale {
  entityId: number;
  settlementId: number;
  cropYear: number;
  date: string;
  /** Null when the pool has no scale ticket: the net is income of no field. */
  fieldId: number | null;
  fieldName: string;
  /** "Corn #S-1041 Valley Elevator": the crop, the settlement's number and the buyer. */
  memo: string;
  amount: string;
}

/**
 * The journal's crop-sales entries of some settlements: each settlement's shares by field (`fieldSalesIncome`, which
 * add up to its net to the cent), or the net alone when its pool has no harvested field. Shares of other settlements
 * are ignored.
 * @example journalSales([{ id: 5, net: "33587.66", ... }], realised, names) // two rows: 20,152.60 and 13,435.06
 */
export function journalSales(settlements: readonly SettlementRecord[], realised: readonly FieldSale[], fieldNames: ReadonlyMap<number, string>): JournalSale[] {
  const shares = new Map<number, FieldSale[]>();
  for (const r of realised) shares.set(r.settlementId, [...(shares.get(r.settlementId) ?? []), r]);
  return settlements.flatMap((s): JournalSale[] => {
    const memo = [s.crop.trim(), `#${s.number}`, s.buyerName.trim()].filter(Boolean).join(" ");
    const base = { entityId: s.entityId, settlementId: s.id, cropYear: s.cropYear, date: s.date, memo };
    const mine = (shares.get(s.id) ?? []).slice().sort((a, b) => a.fieldId - b.fieldId);
    if (mine.length === 0) return [{ ...base, fieldId: null, fieldName: "", amount: s.net }];
    return mine.map((r) => ({ ...base, fieldId: r.fieldId, fieldName: fieldNames.get(r.fieldId) ?? "", amount: toCents(dec(r.amount)) }));
  });
}

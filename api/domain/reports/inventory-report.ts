import { type LedgerProduct, type MovementInput, inventoryLedger, ledgerAsOf } from "../inventory";
import { dec, round, sumCents } from "../money";
import type { InventoryReport, PurchasesVsApplications } from "./shapes";

/** A product as the input reports name it. */
export interface InputProduct extends LedgerProduct {
  id: number;
  kind: string;
}

/** The movements of one product at one entity, as api/services/inventory.service.ts reads them (productMovements). */
export interface ProductMovements {
  entityId: number;
  productId: number;
  movements: MovementInput[];
}

const byName = <T>(name: (t: T) => string, id: (t: T) => number) => (a: T, b: T) => name(a).localeCompare(name(b)) || id(a) - id(b);

/**
 * Stock on hand at the end of `asOf`, per entity and product: each product's ledger (`inventoryLedger`, the one
 * moving-average rule) read as of the date (`ledgerAsOf`); products with nothing on hand are left out.
 * @example inventoryReport({ asOf: "2026-04-30", ... }).rows[0] -> { onHandQuantity: "120", onHandValue: "660.00", averageCost: "5.5000" }
 */
export function inventoryReport(input: {
  entity: "all" | number;
  entityName: string;
  asOf: string;
  entities: Array<{ id: number; name: string }>;
  products: InputProduct[];
  movements: ProductMovements[];
}): InventoryReport {
  const entityName = new Map(input.entities.map((e) => [e.id, e.name]));
  const product = new Map(input.products.map((p) => [p.id, p]));
  const rows: InventoryReport["rows"] = [];
  for (const m of input.movements) {
    const p = product.get(m.productId);
    const name = entityName.get(m.entityId);
    if (!p || name === undefined) continue;
    const at = ledgerAsOf(inventoryLedger(p, m.movements), input.asOf);
    const quantity = dec(at.onHandQuantity);
    if (quantity.isZero() && dec(at.onHandValue).isZero()) continue;
    rows.push({
      entityId: m.entityId,
      entityName: name,
      productId: p.id,
      productName: p.name,
      kind: p.kind,
      stockUnit: p.stockUnit,
      onHandQuantity: at.onHandQuantity,
      onHandValue: at.onHandValue,
      averageCost: quantity.isZero() ? null : round(dec(at.onHandValue).div(quantity), 4),
    });
  }
  rows.sort((a, b) => a.entityName.localeCompare(b.entityName) || a.entityId - b.entityId || byName<typeof a>((r) => r.productName, (r) => r.productId)(a, b));
  return { entity: input.entity, entityName: input.entityName, asOf: input.asOf, rows, totals: { onHandValue: sumCents(rows.map((r) => r.onHandValue)) } };
}

/**
 * Purchases against applications per product at one entity, as of the end of a date: the purchase lines' stored
 * values and the applications' stored costs (what every other report reads) beside the ledger's adjustments, returns
 * and value on hand. The invariant purchases + adjustments - returns = applications + on hand holds to the cent when
 * the stored costs are the ledger's; `difference` shows by how much it does not.
 * @example purchasesVsApplications(...).rows[0] -> { purchases: "825.00", applications: "165.00", onHandValue: "660.00", difference: "0.00", balanced: true }
 */
export function purchasesVsApplications(input: {
  entityId: number;
  entityName: string;
  asOf: string;
  products: InputProduct[];
  /** The entity's movements, one entry per product. */
  movements: ProductMovements[];
  /** Stored figures through asOf, per product: purchase lines' values and task products' costs (deleted tasks out). */
  stored: Array<{ productId: number; purchases: string[]; applications: string[] }>;
}): PurchasesVsApplications {
  const product = new Map(input.products.map((p) => [p.id, p]));
  const stored = new Map(input.stored.map((s) => [s.productId, s]));
  const rows: PurchasesVsApplications["rows"] = [];
  for (const m of input.movements) {
    const p = product.get(m.productId);
    if (!p || !m.movements.some((x) => x.date <= input.asOf)) continue;
    const at = ledgerAsOf(inventoryLedger(p, m.movements), input.asOf);
    const s = stored.get(p.id);
    const purchases = sumCents(s?.purchases ?? []);
    const applications = sumCents(s?.applications ?? []);
    const difference = dec(purchases).plus(dec(at.adjustments)).minus(dec(at.returns)).minus(dec(applications)).minus(dec(at.onHandValue));
    const cents = difference.isZero() ? "0.00" : difference.toFixed(2);
    rows.push({
      productId: p.id,
      productName: p.name,
      stockUnit: p.stockUnit,
      onHandQuantity: at.onHandQuantity,
      purchases,
      adjustments: at.adjustments,
      returns: at.returns,
      applications,
      onHandValue: at.onHandValue,
      difference: cents,
      balanced: cents === "0.00",
    });
  }
  rows.sort(byName((r) => r.productName, (r) => r.productId));
  const total = (key: "purchases" | "adjustments" | "returns" | "applications" | "onHandValue" | "difference") => sumCents(rows.map((r) => r[key]));
  const totals = {
    purchases: total("purchases"),
    adjustments: total("adjustments"),
    returns: total("returns"),
    applications: total("applications"),
    onHandValue: total("onHandValue"),
    difference: total("difference"),
  };
  return { entityId: input.entityId, entityName: input.entityName, asOf: input.asOf, rows, totals, balanced: rows.every((r) => r.balanced) };
}

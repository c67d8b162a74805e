import { Dec, dec, sumCents, toCents } from "../money";
import { perAcre } from "../task-money";
import type { InputCost, ProductUsage } from "./shapes";

/** A field as the input reports take it: its acres and its crop for the year (`cropOfField`). */
export interface UsageField {
  id: number;
  name: string;
  acreage: string | null | undefined;
  cropType: string | null;
}

/** One product line of a task of the crop year (tasks not deleted): its stock-unit quantity and inventory cost. */
export interface UsageLine {
  fieldId: number;
  productId: number;
  productName: string;
  kind: string;
  stockUnit: string;
  stockQuantity: string;
  cost: string;
}

const acresOf = (f: UsageField) => dec(f.acreage).toFixed(2);

/**
 * The products a crop year's tasks applied, per field and product: the stock-unit quantities and the inventory
 * costs added up, and cost per acre = cost / the field's acres, half-up once.
 * @example productUsage({ fields: [{ id: 1, name: "West", acreage: "40", ... }], lines: [30 gal, $165.00] }).rows[0].costPerAcre === "4.13"
 */
export function productUsage(input: { entityId: number; entityName: string; cropYear: number; fields: UsageField[]; lines: UsageLine[] }): ProductUsage {
  const sums = new Map<string, { line: UsageLine; quantity: Dec; cost: Dec }>();
  for (const l of input.lines) {
    const key = `${l.fieldId}:${l.productId}`;
    const s = sums.get(key) ?? { line: l, quantity: new Dec(0), cost: new Dec(0) };
    s.quantity = s.quantity.plus(dec(l.stockQuantity));
    s.cost = s.cost.plus(dec(l.cost));
    sums.set(key, s);
  }
  const fields = new Map(input.fields.map((f) => [f.id, f]));
  const rows: ProductUsage["rows"] = [];
  for (const { line, quantity, cost } of sums.values()) {
    const f = fields.get(line.fieldId);
    if (!f) continue;
    rows.push({
      fieldId: f.id,
      fieldName: f.name,
      cropType: f.cropType,
      acres: acresOf(f),
      productId: line.productId,
      productName: line.productName,
      kind: line.kind,
      quantity: quantity.toFixed(),
      stockUnit: line.stockUnit,
      cost: toCents(cost),
      costPerAcre: perAcre(cost, f.acreage ?? "0"),
    });
  }
  rows.sort((a, b) => a.fieldName.localeCompare(b.fieldName) || a.fieldId - b.fieldId || a.productName.localeCompare(b.productName) || a.productId - b.productId);
  return { entityId: input.entityId, entityName: input.entityName, cropYear: input.cropYear, rows, totals: { cost: sumCents(rows.map((r) => r.cost)) } };
}

/**
 * Input (material) cost per acre of a crop year, per field and per crop: the tasks' materialCost (the products'
 * inventory costs, part of each task's totalCost) over the field's acres, half-up once; a crop's and the entity's
 * per acre are their sums over their acres.
 * @example inputCost({ fields: [West 40 ac Alfalfa], tasks: [{ fieldId: West, materialCost: "165.00" }] }).rows[0].materialCostPerAcre === "4.13"
 */
export function inputCost(input: {
  entityId: number;
  entityName: string;
  cropYear: number;
  fields: UsageField[];
  /** The crop year's tasks (not deleted): their field and materialCost. */
  tasks: Array<{ fieldId: number; materialCost: string }>;
}): InputCost {
  const material = new Map<number, Dec>();
  for (const t of input.tasks) material.set(t.fieldId, (material.get(t.fieldId) ?? new Dec(0)).plus(dec(t.materialCost)));
  const figures = (acres: Dec, cost: Dec) => ({ acres: acres.toFixed(2), materialCost: toCents(cost), materialCostPerAcre: perAcre(cost, acres) });
  const fields = [...input.fields].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  const rows = fields.map((f) => ({ fieldId: f.id, fieldName: f.name, cropType: f.cropType, ...figures(dec(f.acreage), material.get(f.id) ?? new Dec(0)) }));
  const crops = new Map<string | null, { fields: number; acres: Dec; cost: Dec }>();
  for (const f of fields) {
    const c = crops.get(f.cropType) ?? { fields: 0, acres: new Dec(0), cost: new Dec(0) };
    c.fields += 1;
    c.acres = c.acres.plus(dec(f.acreage));
    c.cost = c.cost.plus(material.get(f.id) ?? 0);
    crops.set(f.cropType, c);
  }
  const cropRows = [...crops.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)))
    .map(([cropType, c]) => ({ cropType, fields: c.fields, ...figures(c.acres, c.cost) }));
  const acres = fields.reduce((s, f) => s.plus(dec(f.acreage)), new Dec(0));
  const cost = fields.reduce((s, f) => s.plus(material.get(f.id) ?? 0), new Dec(0));
  return { entityId: input.entityId, entityName: input.entityName, cropYear: input.cropYear, rows, crops: cropRows, totals: figures(acres, cost) };
}

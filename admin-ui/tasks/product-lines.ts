import Decimal from "decimal.js";
import { APPLICATION_METHODS, APPLIED_KIND_BY_CATEGORY, appliedQuantity, applicationsAtAverage, CATEGORY_NAME, heldBeforeOwn, toStockQuantity } from "../../api/client/rules";
import type { Product as CatalogueProduct } from "../lib/types";

/**
 * The products a task applied (issue 36): the lines the task form and the crew form edit, what they send, and the
 * preview of the material cost by the inventory's own rules (api/domain/input-units.ts, api/domain/inventory.ts).
 */

/** A product as GET /api/products answers it (the parts the forms use; `units`: every unit it may be applied in). */
export type Product = Pick<CatalogueProduct, "id" | "name" | "kind" | "stockUnit" | "packs" | "units">;

/** A line of GET /api/entities/{entityId}/stock: quantities only, no money. */
export interface StockRow {
  productId: number;
  productName: string;
  kind: string;
  stockUnit: string;
  onHandQuantity: string;
}

/** What the inventory holds of a product at a date (GET /api/entities/{entityId}/inventory/{productId}?asOf=). */
export interface OnHand {
  onHandQuantity: string;
  onHandValue: string;
  averageCost: string | null;
}

/** A task's stored product line (task JSON `products`; crew answers carry no cost). */
export interface TaskProductLine {
  line?: number;
  productId: number;
  productName?: string;
  ratePerAcre: string | null;
  totalQuantity: string | null;
  unit: string;
  stockQuantity?: string | null;
  stockUnit?: string | null;
  cost?: string | null;
}

/** A line as the form holds it: one amount, read as a rate per acre or as the total by the toggle. */
export interface ProductLineValues {
  productId: number | "";
  mode: "rate" | "total";
  quantity: string;
  unit: string;
}

/** How a crop-protection product was applied (the server's list, api/domain/task-products.ts). */
export { APPLICATION_METHODS };

/**
 * The product kind a category applies (the server's rule, APPLIED_KIND_BY_CATEGORY), or undefined when it applies none.
 * @example appliedKind("Seed") === "seed"
 */
export const appliedKind = (categoryName: string | undefined): string | undefined =>
  categoryName && Object.hasOwn(APPLIED_KIND_BY_CATEGORY, categoryName) ? APPLIED_KIND_BY_CATEGORY[categoryName] : undefined;

export const isCropProtection = (categoryName: string | undefined) => categoryName === CATEGORY_NAME.CROP_PROTECTANTS;

/** A new, empty line. */
export const emptyLine = (): ProductLineValues => ({ productId: "", mode: "rate", quantity: "", unit: "" });

/** The form's lines of a stored task. */
export function linesOf(products: TaskProductLine[] | undefined | null): ProductLineValues[] {
  return (products ?? []).map((p) => ({
    productId: p.productId,
    mode: p.totalQuantity !== null && p.totalQuantity !== undefined && p.totalQuantity !== "" ? "total" : "rate",
    quantity: String(p.totalQuantity ?? p.ratePerAcre ?? ""),
    unit: p.unit,
  }));
}

/** The lines as the API takes them: `{ productId, ratePerAcre | totalQuantity, unit }`; untouched empty lines left out. */
export function linesPayload(lines: ProductLineValues[] | undefined) {
  return (lines ?? [])
    .filter((l) => !(l.productId === "" && l.quantity.trim() === ""))
    .map((l) => ({
      productId: l.productId === "" ? (null as unknown as number) : Number(l.productId),
      ...(l.mode === "total" ? { totalQuantity: l.quantity.trim() } : { ratePerAcre: l.quantity.trim() }),
      unit: l.unit,
    }));
}

const DECIMAL = /^(\d+\.?\d*|\.\d+)$/;

/** A line's quantity in the product's stock unit (rate x acres, or the total), or null while it cannot be read. */
export function lineStockQuantity(line: ProductLineValues, product: Product | undefined, acres: string): Decimal | null {
  const q = line.quantity.trim();
  if (!product || !line.unit || !DECIMAL.test(q) || Number(q) <= 0) return null;
  const units = { stockUnit: product.stockUnit as Parameters<typeof toStockQuantity>[0]["stockUnit"], packs: product.packs };
  try {
    if (line.mode === "total") return toStockQuantity(units, q, line.unit);
    if (!DECIMAL.test(acres.trim())) return null;
    return appliedQuantity(units, { rate: q, unit: line.unit, acres: acres.trim() });
  } catch {
    return null;
  }
}

/** A quantity as a person reads it: at most 4 decimals, no trailing zeros. */
export const quantityText = (q: Decimal | string) => new Decimal(q).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed().replace(/(\.\d*?)0+$/, "$1").replace(/\.$/, "");

export interface LinePreview {
  stockQuantity: Decimal | null;
  /** The line's cost at the average cost, null while unknown (no quantity, nothing on hand, or more than on hand). */
  cost: string | null;
  /** More than is on hand (counting the lines of the same product above it). */
  short: boolean;
}

/**
 * Each line's stock quantity and its cost taken out in order at the average cost, as the ledger will take them: a
 * second line of one product takes its cost from what the first left. `onHand` is what each product holds at the
 * task's date, this task's own stored application put back (an edit re-costs it); `materialCost` sums the known costs.
 */
export function previewLines(
  lines: ProductLineValues[],
  products: Map<number, Product>,
  onHand: Map<number, OnHand | undefined>,
  acres: string,
): { lines: LinePreview[]; materialCost: string } {
  const quantities = lines.map((line) => lineStockQuantity(line, products.get(Number(line.productId)), acres));
  const costed = applicationsAtAverage(
    lines.map((line, i) => ({ productId: Number(line.productId), quantity: quantities[i]! })),
    onHand,
  );
  return { lines: costed.lines.map((c, i) => ({ stockQuantity: quantities[i]!, ...c })), materialCost: costed.materialCost };
}

/**
 * What a product held at the task's date before this task's own application: the inventory's figures plus the
 * stored line's quantity and cost (the inventory as of that date already took them out) when editing.
 */
export function beforeOwnApplication(h: OnHand | undefined, own: TaskProductLine[] | undefined, productId: number, ownDateCounted: boolean): OnHand | undefined {
  if (!h || !ownDateCounted) return h;
  return heldBeforeOwn(h, (own ?? []).filter((line) => line.productId === productId && line.cost));
}

/**
 * The line a 409 INVENTORY_SHORTFALL names: by the path of its issue (products.N...), else the first line of the
 * product its message names ("Not enough Roundup on ..."); -1 when none.
 */
export function shortfallLine(body: { message?: string; issues?: { path: string }[] } | undefined, lines: ProductLineValues[], products: Map<number, Product>): number {
  for (const issue of body?.issues ?? []) {
    const m = /^products\.(\d+)/.exec(issue.path);
    if (m && Number(m[1]) < lines.length) return Number(m[1]);
  }
  const message = body?.message ?? "";
  let best = -1;
  let bestLength = 0;
  lines.forEach((l, i) => {
    const name = products.get(Number(l.productId))?.name;
    if (name && message.includes(`${name} `) && name.length > bestLength) {
      best = i;
      bestLength = name.length;
    }
  });
  return best;
}

/**
 * A 400's issues on product lines (products.N.field) as the inputs of the form's line N: ratePerAcre and
 * totalQuantity are the line's one amount input.
 */
export function lineIssueKey(path: string): string | undefined {
  const m = /^products\.(\d+)(?:\.(\w+))?/.exec(path);
  if (!m) return path === "products" ? "products" : undefined;
  const field = m[2] === "productId" || m[2] === "unit" ? m[2] : "quantity";
  return `products.${m[1]}.${field}`;
}

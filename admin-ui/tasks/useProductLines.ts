import { heldBeforeOwn } from "../../api/client/rules";
import { useWatch } from "react-hook-form";
import { appliedKind, beforeOwnApplication, type LinePreview, type Product, type ProductLineValues, previewLines, type StockRow, type TaskProductLine } from "./product-lines";
import { useOnHand, useProducts, useStock } from "./useProductData";

export interface ProductLinesState {
  /** The kind of product the category applies; undefined: the category carries no products. */
  kind: string | undefined;
  products: Product[] | undefined;
  productsError: boolean;
  stock: StockRow[] | undefined;
  preview: LinePreview[];
  /** The material cost the total includes (office only; "0.00" when money is not shown). */
  materialCost: string;
}

export interface ProductLinesContext {
  entityId: number | undefined;
  /** The task being edited: its stored lines and date (the inventory at its date already took them out). */
  own?: { products?: TaskProductLine[]; date?: string };
  /** Office users: read each product's average cost and preview the cost. */
  showMoney: boolean;
}

/**
 * The product lines' data and their preview for the form's category, date and acres: the products of the kind the
 * category applies, the stock on hand at the task's date and (office) each line's cost at the average cost.
 */
export function useProductLines(categoryName: string | undefined, acres: string, ctx: ProductLinesContext): ProductLinesState {
  const kind = appliedKind(categoryName);
  const lines = (useWatch({ name: "products" }) as ProductLineValues[] | undefined) ?? [];
  const date = (useWatch({ name: "date" }) as string | undefined) ?? "";
  const products = useProducts(kind);
  const stock = useStock(ctx.entityId, date, !!kind);
  const ids = lines.map((l) => Number(l.productId));
  const onHand = useOnHand(ctx.entityId, ids, date, !!kind && ctx.showMoney);
  const byId = new Map((products.data ?? []).map((p) => [p.id, p]));
  const ownCounted = !!ctx.own?.date && ctx.own.date <= date;
  const held = new Map([...onHand].map(([id, h]) => [id, beforeOwnApplication(h, ctx.own?.products, id, ownCounted)]));
  const stockRows = stock.data?.map((s) => {
    // Stock on hand as the form's lines see it: before this task's own stored application.
    const back = ownCounted ? (ctx.own?.products ?? []).filter((l) => l.productId === s.productId && l.stockQuantity) : [];
    return back.length === 0 ? s : heldBeforeOwn(s, back.map((l) => ({ stockQuantity: l.stockQuantity })));
  });
  const preview = kind ? previewLines(lines, byId, held, acres) : { lines: [], materialCost: "0.00" };
  return {
    kind,
    products: products.data,
    productsError: !!products.error,
    stock: stockRows,
    preview: preview.lines,
    materialCost: ctx.showMoney ? preview.materialCost : "0.00",
  };
}

import type { ServiceContext } from "./context";
import { and, eq, isNull } from "drizzle-orm";
import { entities, products, purchases, vendors } from "../../db/schema";
import { PurchaseLineError, lineAmount } from "../domain/purchase-lines";
import { dec } from "../domain/money";
import { AppError, type Issue } from "../lib/errors";
import { type CsvRow, csvDay, csvKey, csvNumber, readCsvRows, refusedRows } from "./csv-rows";
import * as S from "../lib/http-status";
import type { PurchaseImportBody, PurchaseImportResult } from "../schemas/purchases.schemas";
import type { RecostedTask } from "./inventory.service";
import { withinEntities } from "./list";
import { type PreparedPurchase, getPurchase, preparePurchase, writePurchase } from "./purchases.service";
import { type StockProduct, recostProducts, stockProducts, stockQuantityOf } from "./stock.service";

/** The columns of a purchase CSV, as its header names them (any case, spaces optional). */
const COLUMNS = ["Entity", "Vendor", "Invoice", "Date", "Product", "Quantity", "Unit", "Unit Price", "Amount", "Freight", "Tax"] as const;
type Column = (typeof COLUMNS)[number];
const REQUIRED: Column[] = ["Vendor", "Invoice", "Date", "Product", "Quantity", "Unit"];
const COLUMN_OF = new Map<string, Column>(COLUMNS.map((c) => [csvKey(c), c]));
COLUMN_OF.set("invoicenumber", "Invoice");
COLUMN_OF.set("price", "Unit Price");

/** The domain's field names as the file's columns. */
const FIELD_COLUMN: Record<string, Column> = { quantity: "Quantity", unitPrice: "Unit Price", amount: "Amount", unit: "Unit", productId: "Product", freight: "Freight", tax: "Tax", lines: "Invoice" };

type Row = CsvRow<Column>;

interface Invoice {
  entityId: number;
  entityName: string;
  vendorName: string;
  vendorId: number | null;
  invoiceNumber: string;
  date: string;
  rows: Row[];
  freight: string | null;
  tax: string | null;
  lines: { productId: number; quantity: string; unit: string; unitPrice: string | null; amount: string | null }[];
  prepared?: PreparedPurchase;
  status?: "created" | "unchanged" | "replaced";
  existing?: number | null;
}

/** The rows of the file, each cell trimmed, by column; a missing column or an unreadable file is a 400. */
function readRows(csv: string, defaultEntity: string | undefined): Row[] {
  const rows = readCsvRows(csv, COLUMN_OF, (have) => {
    const missing = REQUIRED.filter((c) => !have.has(c));
    if (!have.has("Entity") && !defaultEntity) missing.unshift("Entity");
    if (!have.has("Unit Price") && !have.has("Amount")) missing.push("Unit Price");
    if (missing.length) {
      throw new AppError(S.BAD_REQUEST, "VALIDATION", `The file has no ${missing.join(", ")} column${missing.length === 1 ? "" : "s"}: its header is ${COLUMNS.join(", ")}.`,
        missing.map((c) => ({ path: `columns.${c}`, message: c === "Entity" ? "is required (or give the entity of every row)" : "is required" })));
    }
  });
  for (const row of rows) if (!row.cells.Entity && defaultEntity) row.cells.Entity = defaultEntity;
  return rows;
}

/** Reads, checks and groups the file into invoices; every bad row named at once, nothing written. */
async function readInvoices(ctx: ServiceContext, request: PurchaseImportBody) {
  const rows = readRows(request.csv, request.entity?.trim() || undefined);
  if (!rows.length) throw new AppError(S.BAD_REQUEST, "VALIDATION", "The file has no rows.", [{ path: "rows", message: "the file has no rows" }]);
  const { db } = ctx;
  const [entityRows, productRows, vendorRows] = await Promise.all([
    db.select({ id: entities.id, name: entities.name }).from(entities).where(and(isNull(entities.deletedAt), withinEntities(entities.id, ctx.within))),
    db.select({ id: products.id, name: products.name }).from(products),
    db.select({ id: vendors.id, name: vendors.name }).from(vendors),
  ]);
  const entityByName = new Map(entityRows.map((e) => [e.name.toLowerCase(), e]));
  const entityById = new Map(entityRows.map((e) => [String(e.id), e]));
  const productByName = new Map(productRows.map((p) => [p.name.toLowerCase(), p.id]));
  const vendorByName = new Map(vendorRows.map((v) => [v.name.toLowerCase(), v]));
  const known = await stockProducts(ctx, productRows.map((p) => p.id));

  const issues: Issue[] = [];
  const badRows = new Set<number>();
  const flag = (row: Row, column: Column, message: string) => {
    issues.push({ path: `rows.${row.n}.${column}`, message });
    badRows.add(row.n);
  };
  const invoices = new Map<string, Invoice>();
  for (const row of rows) {
    const c = row.cells;
    const entityCell = c.Entity ?? "";
    const entity = entityById.get(entityCell) ?? entityByName.get(entityCell.toLowerCase());
    if (!entity) flag(row, "Entity", entityCell ? `no such farm entity: "${entityCell}"` : "is required");
    const vendorName = (c.Vendor ?? "").replace(/\s+/g, " ");
    if (!vendorName) flag(row, "Vendor", "is required");
    else if (vendorName.length > 255) flag(row, "Vendor", "must be at most 255 characters");
    const invoiceNumber = c.Invoice ?? "";
    if (!invoiceNumber) flag(row, "Invoice", "is required");
    else if (invoiceNumber.length > 100) flag(row, "Invoice", "must be at most 100 characters");
    const date = csvDay(c.Date ?? "");
    if (!date) flag(row, "Date", c.Date ? `"${c.Date}" is not a date: write YYYY-MM-DD` : "is required");
    const productId = productByName.get((c.Product ?? "").toLowerCase());
    if (productId === undefined) flag(row, "Product", c.Product ? `no such product: "${c.Product}" (add it to the products first)` : "is required");
    const line = { productId: productId ?? 0, quantity: csvNumber(c.Quantity ?? ""), unit: c.Unit ?? "", unitPrice: csvNumber(c["Unit Price"] ?? "") || null, amount: csvNumber(c.Amount ?? "") || null };
    try {
      lineAmount(line, row.n);
    } catch (err) {
      if (!(err instanceof PurchaseLineError)) throw err;
      flag(row, FIELD_COLUMN[err.field] ?? "Quantity", err.message.replace(/^Line \d+: /, ""));
    }
    const product = productId === undefined ? undefined : known.get(productId);
    if (product && !line.unit) flag(row, "Unit", "is required");
    else if (product && /^\d+(\.\d+)?$/.test(line.quantity)) {
      try {
        stockQuantityOf(product as StockProduct, line.quantity, line.unit, `rows.${row.n}.Unit`);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        issues.push(...(err.issues ?? []));
        badRows.add(row.n);
      }
    }
    if (!entity || !vendorName || !invoiceNumber || !date) continue;
    const k = `${entity.id}\u0000${vendorName.toLowerCase()}\u0000${invoiceNumber}`;
    let invoice = invoices.get(k);
    if (!invoice) {
      const vendor = vendorByName.get(vendorName.toLowerCase());
      invoice = { entityId: entity.id, entityName: entity.name, vendorName: vendor?.name ?? vendorName, vendorId: vendor?.id ?? null, invoiceNumber, date, rows: [], freight: null, tax: null, lines: [] };
      invoices.set(k, invoice);
    } else if (invoice.date !== date) {
      flag(row, "Date", `differs from the invoice's first row (${invoice.date}): an invoice has one date`);
    }
    for (const column of ["Freight", "Tax"] as const) {
      const cell = csvNumber(c[column] ?? "");
      if (!cell) continue;
      const field = column === "Freight" ? "freight" : "tax";
      const was = invoice[field];
      if (!/^\d+(\.\d{1,2})?$/.test(cell)) flag(row, column, `must be dollars and cents, not "${c[column]}"`);
      else if (was !== null && !dec(was).equals(dec(cell))) flag(row, column, `differs from the invoice's ${column.toLowerCase()} on an earlier row (${was}): give it on every line the same, or on the first line only`);
      else invoice[field] = cell;
    }
    invoice.rows.push(row);
    invoice.lines.push(line);
  }
  if (issues.length) throw refusedRows(issues, badRows.size);
  for (const invoice of invoices.values()) {
    invoice.prepared = preparePurchase(known, invoice, (i, field) => `rows.${i === null ? invoice.rows[0]!.n : invoice.rows[i]!.n}.${FIELD_COLUMN[field] ?? field}`);
  }
  return [...invoices.values()];
}

/** True when a stored purchase says what the file's invoice says: date, freight, tax and every line. */
async function sameAsStored(ctx: ServiceContext, id: number, invoice: Invoice): Promise<boolean> {
  const stored = await getPurchase(ctx, id);
  const p = invoice.prepared!;
  const eq2 = (a: string | null, b: string | null) => (a === null || b === null ? a === b : dec(a).equals(dec(b)));
  if (stored.date !== invoice.date || !eq2(stored.freight, p.money.freight) || !eq2(stored.tax, p.money.tax) || stored.lines.length !== p.lines.length) return false;
  return stored.lines.every((s, i) => {
    const l = p.lines[i]!;
    return s.productId === l.productId && s.unit === l.unit && eq2(s.quantity, l.quantity) && eq2(s.unitPrice, l.unitPrice) && eq2(s.amount, l.amount) && eq2(s.value, l.value);
  });
}

/**
 * Imports a CSV of invoice lines (docs/inputs.md): rows grouped into invoices by entity, vendor and invoice number,
 * every bad row named (nothing written), vendors unknown by name created, each invoice recorded as a purchase and its
 * products re-costed. An invoice already recorded with the same lines is unchanged (a file imported twice adds
 * nothing); one with other lines is a 409 naming it unless `replace`.
 */
export async function importPurchaseCsv(ctx: ServiceContext, request: PurchaseImportBody): Promise<PurchaseImportResult> {
  const invoices = await readInvoices(ctx, request);
  const differing: Invoice[] = [];
  for (const invoice of invoices) {
    const [found] = invoice.vendorId === null ? [] : await ctx.db.select({ id: purchases.id }).from(purchases).where(and(
      eq(purchases.entityId, invoice.entityId), eq(purchases.vendorId, invoice.vendorId), eq(purchases.invoiceNumber, invoice.invoiceNumber),
    ));
    invoice.existing = found?.id ?? null;
    if (!found) invoice.status = "created";
    else if (await sameAsStored(ctx, found.id, invoice)) invoice.status = "unchanged";
    else if (request.replace) invoice.status = "replaced";
    else differing.push(invoice);
  }
  if (differing.length) {
    // The facts as data too (details.invoices), for a client to word in its user's language.
    const named = differing.map((i) => `Invoice ${i.invoiceNumber} from ${i.vendorName} (${i.entityName}, rows ${i.rows.map((r) => r.n).join(", ")})`);
    throw new AppError(
      S.CONFLICT,
      "INVOICE_RECORDED_DIFFERENTLY",
      `Already recorded with other lines: ${named.join("; ")}. Import with replace (farmctl --replace) to replace ${differing.length === 1 ? "it" : "them"}; nothing was imported.`,
      undefined,
      undefined,
      { invoices: differing.map((i) => ({ invoiceNumber: i.invoiceNumber, vendorName: i.vendorName, entityName: i.entityName, rows: i.rows.map((r) => r.n) })) },
    );
  }
  const vendorsCreated = [...new Set(invoices.filter((i) => i.vendorId === null).map((i) => i.vendorName))];
  let recosted: RecostedTask[] = [];
  if (!request.dryRun) {
    const made = new Map<string, number>();
    for (const name of vendorsCreated) {
      const [row] = await ctx.db.insert(vendors).values({ name }).returning({ id: vendors.id });
      // Said in the import's one audit row (vendorsCreated), as the invoices are.
      made.set(name.toLowerCase(), row!.id);
    }
    const touched: Array<[number, number]> = [];
    for (const invoice of invoices) {
      invoice.vendorId ??= made.get(invoice.vendorName.toLowerCase())!;
      if (invoice.status === "unchanged") continue;
      const header = { entityId: invoice.entityId, vendorId: invoice.vendorId, invoiceNumber: invoice.invoiceNumber, date: invoice.date, notes: "" };
      if (invoice.status === "replaced") {
        const before = await getPurchase(ctx, invoice.existing!);
        touched.push(...before.lines.map((l): [number, number] => [before.entityId, l.productId]));
      }
      invoice.existing = await writePurchase(ctx, header, invoice.prepared!, invoice.status === "replaced" ? invoice.existing! : null);
      touched.push(...invoice.lines.map((l): [number, number] => [invoice.entityId, l.productId]));
    }
    recosted = await recostProducts(ctx, touched);
  }
  const count = (s: Invoice["status"]) => invoices.filter((i) => i.status === s).length;
  const result: PurchaseImportResult = {
    dryRun: request.dryRun === true,
    created: count("created"),
    unchanged: count("unchanged"),
    replaced: count("replaced"),
    vendorsCreated,
    invoices: invoices.map((i) => ({
      entityId: i.entityId, vendorName: i.vendorName, invoiceNumber: i.invoiceNumber, date: i.date, lines: i.lines.length,
      total: i.prepared!.money.total, status: i.status!, purchaseId: i.existing ?? null,
    })),
    recosted,
  };
  if (!request.dryRun) {
    const { invoices: _list, recosted: _r, ...counts } = result;
    ctx.audit({ action: "import", resource: "purchases", changes: { ...counts, invoices: result.invoices.map((i) => `${i.invoiceNumber} ${i.status}`) } });
  } else ctx.changedNothing();
  return result;
}


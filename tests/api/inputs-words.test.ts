import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { errorText, fieldErrorText } from "../../admin-ui/lib/error-messages";
import { setFormatLocale } from "../../admin-ui/lib/format";
import { validationText } from "../../admin-ui/lib/validation-text";
import { ProductLedgerSchema } from "../../api/schemas/inventory.schemas";
import { products, tasks } from "../../db/schema";
import { CAT, type ReportApp, readCsv, startReportApp } from "./reports/support";
import { translator } from "../support/ui-words";

/*
 * Issue 35, points 3 and 5, on the Inputs (issue 36): what the API refuses or writes in English reaches a Spanish
 * user in Spanish. The API keeps its English (farmctl and the tests read it) and hands the facts as data; the admin UI
 * words them from its catalogue (admin-ui/lib/error-messages.ts, lib/validation-text.ts). Each test asserts the
 * server's English answer, then what an English and a Spanish user read.
 */

const en = translator("en");
const es = translator("es");

let app: ReportApp;
let ranch: { id: number };

beforeAll(async () => {
  app = await startReportApp();
  ranch = await app.entity("Words Ranch");
  await app.t.db.insert(products).values([
    { name: "Roundup Words", kind: "crop protection", stockUnit: "gal", packs: [{ name: "2.5 gal jug", quantity: "2.5", unit: "gal" }] },
    { name: "Urea Words", kind: "fertilizer", stockUnit: "lb" },
  ]);
}, 60_000);
afterAll(() => app.t.close());
afterEach(() => setFormatLocale("en"));

const HEADER = "Entity,Vendor,Invoice,Date,Product,Quantity,Unit,Unit Price,Amount,Freight,Tax";
const importCsv = (csv: string, dryRun = true) => app.admin.api.purchases.import.$post({ query: {}, json: { csv, dryRun } as never });
type Refusal = { code: string; message: string; issues?: { path: string; message: string }[]; details?: Record<string, unknown> };

describe("a purchase CSV's bad rows", () => {
  // One bad cell per kind of refusal the import writes (rows are numbered from the first line after the header).
  const FILE = [
    HEADER,
    "Nowhere Farm,Valley Ag,V-1,2026-03-01,Roundup Words,1,gal,5.00,,,",
    "Words Ranch,Valley Ag,V-2,2026-13-01,Mystery Mix,1,gal,5.00,,,",
    "Words Ranch,Valley Ag,V-3,2026-03-01,Roundup Words,lots,gal,5.00,,,",
    "Words Ranch,Valley Ag,V-4,2026-03-01,Roundup Words,0,gal,5.00,,,",
    "Words Ranch,Valley Ag,V-5,2026-03-01,Roundup Words,1,gal,5.00,5.00,,",
    "Words Ranch,Valley Ag,V-6,2026-03-01,Roundup Words,1,gal,,,,",
    "Words Ranch,Valley Ag,V-7,2026-03-01,Roundup Words,1,bag,5.00,,,",
    "Words Ranch,Valley Ag,V-8,2026-03-01,Roundup Words,1,lb,5.00,,,",
    "Words Ranch,Valley Ag,V-9,2026-03-01,Roundup Words,1,gal,abc,,,",
    "Words Ranch,Valley Ag,V-10,2026-03-01,Roundup Words,1,gal,,1.234,,",
    "Words Ranch,Valley Ag,V-11,2026-03-01,Roundup Words,1,gal,5.00,,5.00,1.00",
    "Words Ranch,Valley Ag,V-11,2026-03-02,Roundup Words,1,gal,5.00,,6.00,2.00",
    "Words Ranch,Valley Ag,V-13,2026-03-01,Roundup Words,1,gal,5.00,,x,",
  ].join("\n");

  test("each is named on its row and column in the server's English, and reads in Spanish with the day in the user's locale", async () => {
    const res = await importCsv(FILE);
    expect(res.status).toBe(400);
    const body = (await res.json()) as Refusal;
    expect(body.code).toBe("VALIDATION");
    const issues = body.issues!.map((i) => [i.path, i.message]);
    expect(issues).toEqual([
      ["rows.1.Entity", 'no such farm entity: "Nowhere Farm"'],
      ["rows.2.Date", '"2026-13-01" is not a date: write YYYY-MM-DD'],
      ["rows.2.Product", 'no such product: "Mystery Mix" (add it to the products first)'],
      ["rows.3.Quantity", 'quantity must be a number, not "lots".'],
      ["rows.4.Quantity", "quantity must be more than 0."],
      ["rows.5.Unit Price", "give either a unit price or an amount, not both."],
      ["rows.6.Unit Price", "give either a unit price or an amount, not neither."],
      ["rows.7.Unit", '"bag" is not a unit of this product. Roundup Words is bought and used in gal, qt, pt, fl oz, 2.5 gal jug.'],
      ["rows.8.Unit", "Cannot convert lb (weight) to gal (volume): a weight and a volume do not convert. Roundup Words is bought and used in gal, qt, pt, fl oz, 2.5 gal jug."],
      ["rows.9.Unit Price", 'unitPrice must be a number, not "abc".'],
      ["rows.10.Amount", 'amount must be an amount in dollars and cents, not "1.234".'],
      ["rows.12.Date", "differs from the invoice's first row (2026-03-01): an invoice has one date"],
      ["rows.12.Freight", "differs from the invoice's freight on an earlier row (5.00): give it on every line the same, or on the first line only"],
      ["rows.12.Tax", "differs from the invoice's tax on an earlier row (1.00): give it on every line the same, or on the first line only"],
      ["rows.13.Freight", 'must be dollars and cents, not "x"'],
    ]);

    // English: the server's words, the day in the user's locale.
    expect(body.issues!.map((i) => validationText(i.message, en))).toEqual(
      issues.map(([, m]) => m!.replace("(2026-03-01)", "(3/1/2026)")),
    );
    setFormatLocale("es");
    expect(body.issues!.map((i) => validationText(i.message, es))).toEqual([
      "No hay ninguna entidad agrícola «Nowhere Farm» entre las suyas",
      "«2026-13-01» no es una fecha: escriba AAAA-MM-DD",
      "No existe el producto «Mystery Mix» (agréguelo primero a los productos)",
      "La cantidad debe ser un número, no «lots».",
      "La cantidad debe ser mayor que 0.",
      "Indique un precio unitario o un monto, no ambos.",
      "Indique un precio unitario o un monto; falta uno de los dos.",
      "«bag» no es una unidad de este producto. Roundup Words se compra y se usa en gal, cto, pt, oz fl, 2.5 gal jug.",
      "No se puede convertir lb (peso) a gal (volumen): un peso y un volumen no se convierten. Roundup Words se compra y se usa en gal, cto, pt, oz fl, 2.5 gal jug.",
      "El precio unitario debe ser un número, no «abc».",
      "El monto debe estar en dólares y centavos, no «1.234».",
      "No coincide con la primera fila de la factura (1/3/2026): una factura tiene una sola fecha",
      "No coincide con el flete de la factura en una fila anterior (5.00): escríbalo igual en cada línea, o solo en la primera",
      "No coincide con el impuesto de la factura en una fila anterior (1.00): escríbalo igual en cada línea, o solo en la primera",
      "Debe ser un monto en dólares y centavos, no «x»",
    ]);
  });

  test("a file the reader cannot split, a missing column, an empty file: each in Spanish too", async () => {
    const messages = async (csv: string) => ((await (await importCsv(csv)).json()) as Refusal).issues!.map((i) => [i.path, i.message, validationText(i.message, es)]);
    expect(await messages(`${HEADER}\nWords Ranch,Valley Ag,V-1,2026-03-01,Roundup Words,1,gal,5.00,,,,extra`)).toEqual([
      ["rows.1", "Too many fields: expected 11 fields but parsed 12", "Demasiadas columnas: se esperaban 11 y hay 12"],
    ]);
    expect(await messages("Vendor,Invoice,Date,Product,Quantity,Unit Price\nValley Ag,V-1,2026-03-01,Roundup Words,1,5.00")).toEqual([
      ["columns.Entity", "is required (or give the entity of every row)", "Es obligatoria (o indique la entidad en cada fila)"],
      ["columns.Unit", "is required", "Es obligatorio"],
    ]);
    expect(await messages(`${HEADER}\n\n`)).toEqual([["rows", "the file has no rows", "El archivo no tiene filas"]]);
  });

  test("an invoice already recorded with other lines: a 409 with the invoice, vendor, entity and rows as data, worded in both languages", async () => {
    const file = (price: string) => `${HEADER}\nWords Ranch,Valley Ag,V-20,2026-03-01,Roundup Words,10,gal,${price},,,\nWords Ranch,Valley Ag,V-20,2026-03-01,Urea Words,50,lb,0.50,,,`;
    expect((await importCsv(file("5.00"), false)).status).toBe(200);
    const res = await importCsv(file("5.25"));
    expect(res.status).toBe(409);
    const body = (await res.json()) as Refusal;
    expect(body).toMatchObject({
      code: "INVOICE_RECORDED_DIFFERENTLY",
      message: "Already recorded with other lines: Invoice V-20 from Valley Ag (Words Ranch, rows 1, 2). Import with replace (farmctl --replace) to replace it; nothing was imported.",
      details: { invoices: [{ invoiceNumber: "V-20", vendorName: "Valley Ag", entityName: "Words Ranch", rows: [1, 2] }] },
    });
    expect(errorText({ status: 409, ...body }, en, "x")).toBe(
      "Invoice V-20 from Valley Ag (Words Ranch, rows 1, 2) is already recorded with other lines. Nothing was imported. Make those rows match the recorded invoice, or change the invoice on the Purchases screen first.",
    );
    expect(errorText({ status: 409, ...body }, es, "x")).toBe(
      "La factura V-20 de Valley Ag (Words Ranch, filas 1, 2) ya está registrada con otras líneas. No se importó nada. Haga que esas filas coincidan con la factura registrada, o cambie primero la factura en la pantalla Compras.",
    );
  });
});

describe("the purchase form's refusals under its inputs", () => {
  test("a line's price and amount both given, an unknown vendor: the English as written, Spanish without the line number", async () => {
    const vendor = (await (await app.admin.api.vendors.$post({ json: { name: "Form Supply" } as never })).json()) as { id: number };
    const product = (await (await app.admin.api.products.$post({ json: { name: "Form Spray", kind: "crop protection", stockUnit: "gal" } as never })).json()) as { id: number };
    const post = async (json: Record<string, unknown>) => {
      const res = await app.admin.api.purchases.$post({ json: { entityId: ranch.id, vendorId: vendor.id, invoiceNumber: "F-1", date: "2026-03-01", ...json } as never });
      expect(res.status).toBe(400);
      return ((await res.json()) as Refusal).issues!;
    };
    const both = await post({ lines: [{ productId: product.id, quantity: "1", unit: "gal", unitPrice: "1", amount: "2.00" }] });
    expect(both).toEqual([{ path: "lines.0.unitPrice", message: "Line 1: give either a unit price or an amount, not both." }]);
    expect(fieldErrorText(both[0]!.message, en)).toBe("Line 1: give either a unit price or an amount, not both.");
    expect(fieldErrorText(both[0]!.message, es)).toBe("Indique un precio unitario o un monto, no ambos.");
    const unit = await post({ lines: [{ productId: product.id, quantity: "1", unit: "bag", unitPrice: "1" }] });
    expect(unit.map((i) => [i.path, fieldErrorText(i.message, es)])).toEqual([["lines.0.unit", "«bag» no es una unidad de este producto. Form Spray se compra y se usa en gal, cto, pt, oz fl."]]);
    const unknown = await post({ vendorId: 999_999, lines: [{ productId: product.id, quantity: "1", unit: "gal", unitPrice: "1" }] });
    expect(unknown.map((i) => [i.path, i.message, fieldErrorText(i.message, es)])).toEqual([["vendorId", "no such vendor", "No existe ese proveedor"]]);
  });
});

describe("an invoice recorded twice (409 INVOICE_TAKEN)", () => {
  test("the purchase form's duplicate: the invoice, vendor and entity as data, worded in both languages", async () => {
    const vendor = (await (await app.admin.api.vendors.$post({ json: { name: "Twice Supply" } as never })).json()) as { id: number };
    const product = (await (await app.admin.api.products.$post({ json: { name: "Twice Spray", kind: "crop protection", stockUnit: "gal" } as never })).json()) as { id: number };
    const invoice = { entityId: ranch.id, vendorId: vendor.id, invoiceNumber: "T-1", date: "2026-03-01", lines: [{ productId: product.id, quantity: "1", unit: "gal", unitPrice: "1" }] };
    const first = await app.admin.api.purchases.$post({ json: invoice as never });
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: number };
    const again = await app.admin.api.purchases.$post({ json: invoice as never });
    expect(again.status).toBe(409);
    const body = (await again.json()) as Refusal;
    expect(body).toMatchObject({
      code: "INVOICE_TAKEN",
      message: `Invoice T-1 from Twice Supply is already recorded for Words Ranch (purchase ${id}).`,
      details: { invoiceNumber: "T-1", vendorName: "Twice Supply", entityName: "Words Ranch", purchaseId: id },
    });
    expect(errorText(body, en, "x")).toBe("Invoice T-1 from Twice Supply is already recorded for Words Ranch. Open it in the Purchases list to change it, or check the invoice number.");
    expect(errorText(body, es, "x")).toBe("La factura T-1 de Twice Supply ya está registrada para Words Ranch. Ábrala en la lista de Compras para cambiarla, o revise el número de factura.");
  });
});

describe("a product's change or delete refused by what is recorded", () => {
  test("its stock unit, a pack in use, deleting it, a fertilizer a task names: each a 409 with its facts, worded in both languages", async () => {
    const product = (await (await app.admin.api.products.$post({ json: { name: "Kept Spray", kind: "crop protection", stockUnit: "gal", packs: [{ name: "2.5 gal jug", quantity: "2.5", unit: "gal" }] } as never })).json()) as { id: number };
    const vendor = (await (await app.admin.api.vendors.$post({ json: { name: "Kept Supply" } as never })).json()) as { id: number };
    expect((await app.admin.api.purchases.$post({ json: { entityId: ranch.id, vendorId: vendor.id, invoiceNumber: "K-1", date: "2026-03-01", lines: [{ productId: product.id, quantity: "4", unit: "2.5 gal jug", unitPrice: "20" }] } as never })).status).toBe(201);
    const field = await app.field(ranch.id, "Kept Field", "10", "Alfalfa");
    await app.task({ id: field.id, entityId: ranch.id }, { name: "Kept Spray Job", categoryId: CAT.CROP_PROTECTANTS, cropYear: 2026, date: "2026-04-02", costPerAcre: "0", acresCovered: "10", products: [{ productId: product.id, totalQuantity: "2", unit: "gal" }] });
    const refusal = async (res: { status: number; json(): Promise<unknown> }) => {
      expect(res.status).toBe(409);
      return (await res.json()) as Refusal;
    };
    const put = (id: number, json: Record<string, unknown>) => app.admin.api.products[":id"].$put({ param: { id: String(id) }, json: json as never });
    setFormatLocale("es");

    const unit = await refusal(await put(product.id, { stockUnit: "qt" }));
    expect(unit).toMatchObject({ code: "STOCK_UNIT_KEPT", message: "Kept Spray already has purchases, returns, adjustments or applications kept in gal; its stock unit cannot change", details: { name: "Kept Spray", stockUnit: "gal" } });
    expect(errorText(unit, en, "x")).toBe("Kept Spray already has purchases, returns, adjustments or applications kept in gal, so its stock unit cannot change. To buy or apply it in another unit, add a pack.");
    expect(errorText(unit, es, "x")).toBe("Kept Spray ya tiene compras, devoluciones, ajustes o aplicaciones registrados en gal, así que su unidad de inventario no puede cambiar. Para comprarlo o aplicarlo en otra unidad, agregue una presentación.");

    const pack = await refusal(await put(product.id, { packs: [] }));
    expect(pack).toMatchObject({ code: "PACK_IN_USE", details: { name: "Kept Spray", pack: "2.5 gal jug" } });
    expect(errorText(pack, es, "x")).toBe("La presentación «2.5 gal jug» de Kept Spray se usa en compras o aplicaciones registradas, así que no se puede quitar ni cambiar. Agregue una presentación nueva.");

    const used = await refusal(await app.admin.api.products[":id"].$delete({ param: { id: String(product.id) } }));
    expect(used).toMatchObject({ code: "PRODUCT_IN_USE", message: "Kept Spray is used by 1 purchase line and 1 task; it cannot be deleted", details: { name: "Kept Spray", purchaseLines: 1, adjustments: 0, tasks: 1, deletedTasks: 0 } });
    expect(errorText(used, en, "x")).toBe("Kept Spray is used by 1 purchase line and 1 task, so it cannot be deleted.");
    expect(errorText(used, es, "x")).toBe("Kept Spray se usa en 1 línea de compra y 1 trabajo, así que no se puede eliminar.");

    // A fertilizer two tasks name (the task's own fertilizer, not a product line).
    const fertilizer = (await (await app.admin.api.products.$post({ json: { name: "Kept 10-34-0", kind: "fertilizer", stockUnit: "gal" } as never })).json()) as { id: number };
    for (const name of ["Side-dress 1", "Side-dress 2"]) {
      await app.t.db.insert(tasks).values({ entityId: ranch.id, fieldId: field.id, categoryId: CAT.FERTILIZER, name, cropYear: 2026, date: "2026-04-03", fertilizerId: fertilizer.id });
    }
    const kind = await refusal(await put(fertilizer.id, { kind: "soil amendment" }));
    expect(kind).toMatchObject({ code: "FERTILIZER_IN_USE", message: "Kept 10-34-0 is the fertilizer of 2 tasks; it stays a fertilizer while they name it", details: { name: "Kept 10-34-0", tasks: 2 } });
    expect(errorText(kind, en, "x")).toBe("Kept 10-34-0 is the fertilizer of 2 tasks, so it stays a fertilizer while they name it.");
    expect(errorText(kind, es, "x")).toBe("Kept 10-34-0 es el fertilizante de 2 trabajos, así que sigue siendo fertilizante mientras esos trabajos lo nombren.");
  });
});

describe("a name already taken (409 NAME_TAKEN)", () => {
  const refusal = async (res: { status: number; json(): Promise<unknown> }) => {
    expect(res.status).toBe(409);
    return (await res.json()) as Refusal;
  };

  test("a product: the English stays the server's; the name as stored and its kind as data; each language words it", async () => {
    const body = await refusal(await app.admin.api.products.$post({ json: { name: "roundup words", kind: "other", stockUnit: "gal" } as never }));
    expect(body).toMatchObject({ code: "NAME_TAKEN", message: 'A product named "Roundup Words" (crop protection) already exists', details: { taken: "product", name: "Roundup Words", kind: "crop protection" } });
    expect(body.issues).toEqual([{ path: "name", message: 'A product named "Roundup Words" (crop protection) already exists' }]);
    expect(errorText(body, en, "x")).toBe("A product named “Roundup Words” (crop protection) already exists. Give this one another name, or change that one on the Products screen.");
    expect(errorText(body, es, "x")).toBe("Ya existe un producto llamado «Roundup Words» (protección de cultivos). Dé otro nombre a este, o cambie aquel en la pantalla Productos.");
  });

  test("a fertilizer, also when a product is renamed to its name", async () => {
    const made = (await (await app.admin.api.products.$post({ json: { name: "Gypsum Words", kind: "soil amendment", stockUnit: "lb" } as never })).json()) as { id: number };
    const body = await refusal(await app.admin.api.products[":id"].$put({ param: { id: String(made.id) }, json: { name: "UREA WORDS" } as never }));
    expect(body).toMatchObject({ code: "NAME_TAKEN", message: 'A fertilizer named "Urea Words" already exists', details: { taken: "product", name: "Urea Words", kind: "fertilizer" } });
    expect(errorText(body, en, "x")).toBe("A fertilizer named “Urea Words” already exists. Give this one another name, or change that one on the Products screen.");
    expect(errorText(body, es, "x")).toBe("Ya existe un fertilizante llamado «Urea Words». Dé otro nombre a este, o cambie aquel en la pantalla Productos.");
  });

  test("a vendor", async () => {
    expect((await app.admin.api.vendors.$post({ json: { name: "Helena Words" } as never })).status).toBe(201);
    const body = await refusal(await app.admin.api.vendors.$post({ json: { name: "helena words" } as never }));
    expect(body).toMatchObject({ code: "NAME_TAKEN", message: 'A vendor named "Helena Words" already exists', details: { taken: "vendor", name: "Helena Words" } });
    expect(errorText(body, en, "x")).toBe("A vendor named “Helena Words” already exists. Give this one another name, or use that vendor.");
    expect(errorText(body, es, "x")).toBe("Ya existe un proveedor llamado «Helena Words». Dé otro nombre a este, o use ese proveedor.");
  });
});

describe("the stock ledger's sources and the inventory report's kinds", () => {
  test("each movement's source carries its facts (invoice, vendor, task, reason) beside the English label", async () => {
    const [spray] = await app.t.db.insert(products).values({ name: "Ledger Spray", kind: "crop protection", stockUnit: "gal" }).returning();
    const vendor = (await (await app.admin.api.vendors.$post({ json: { name: "Ledger Supply" } as never })).json()) as { id: number };
    const bought = await app.admin.api.purchases.$post({
      json: { entityId: ranch.id, vendorId: vendor.id, invoiceNumber: "L-1", date: "2026-03-01", lines: [{ productId: spray!.id, quantity: "100", unit: "gal", unitPrice: "5" }] } as never,
    });
    expect(bought.status).toBe(201);
    const field = await app.field(ranch.id, "Words Field", "40", "Alfalfa");
    await app.task({ id: field.id, entityId: ranch.id }, {
      name: "Spray Words", categoryId: CAT.CROP_PROTECTANTS, cropYear: 2026, date: "2026-04-02", costPerAcre: "0", acresCovered: "40",
      products: [{ productId: spray!.id, totalQuantity: "30", unit: "gal" }],
    });
    const adjust = (json: Record<string, unknown>) => app.admin.api["inventory-adjustments"].$post({ json: { entityId: ranch.id, productId: spray!.id, unit: "gal", ...json } as never });
    expect((await adjust({ kind: "return", date: "2026-04-05", quantity: "10", value: "50.00", vendorId: vendor.id, reason: "Damaged drum" })).status).toBe(201);
    expect((await adjust({ kind: "adjustment", date: "2026-04-06", quantity: "-5", reason: "Spill at the shop" })).status).toBe(201);

    const res = await app.reader.api.entities[":entityId"].inventory[":productId"].$get({ param: { entityId: String(ranch.id), productId: String(spray!.id) }, query: {} });
    const ledger = ProductLedgerSchema.parse(await res.json());
    expect(ledger.movements.map((m) => [m.kind, m.source])).toEqual([
      ["receipt", { type: "purchase", id: expect.any(Number), label: "Invoice L-1 from Ledger Supply", invoiceNumber: "L-1", vendorName: "Ledger Supply", taskName: null, reason: null }],
      ["application", { type: "task", id: expect.any(Number), label: "Spray Words (2026-04-02)", invoiceNumber: null, vendorName: null, taskName: "Spray Words", reason: null }],
      ["return", { type: "adjustment", id: expect.any(Number), label: "Return to Ledger Supply: Damaged drum", invoiceNumber: null, vendorName: "Ledger Supply", taskName: null, reason: "Damaged drum" }],
      ["adjustment", { type: "adjustment", id: expect.any(Number), label: "Adjustment: Spill at the shop", invoiceNumber: null, vendorName: null, taskName: null, reason: "Spill at the shop" }],
    ]);
  });

  test("the inventory report's kind: the stored word in its JSON and English file, the reader's language in a Spanish one", async () => {
    const get = (query: Record<string, string>) => app.reader.api.reports.inventory.$get({ query: { entity: String(ranch.id), asOf: "2026-12-31", ...query } as never });
    const json = (await (await get({})).json()) as { rows: { productName: string; kind: string }[] };
    const kinds = json.rows.map((r) => [r.productName, r.kind]);
    expect(kinds).toEqual([["Kept Spray", "crop protection"], ["Ledger Spray", "crop protection"], ["Roundup Words", "crop protection"], ["Twice Spray", "crop protection"], ["Urea Words", "fertilizer"]]);
    const english = await readCsv(await get({ format: "csv", lang: "en" }));
    expect(english.rows.filter((r) => r.Product).map((r) => [r.Product, r.Kind])).toEqual(kinds);
    const spanish = await readCsv(await get({ format: "csv", lang: "es" }));
    expect(spanish.rows.filter((r) => r.Producto).map((r) => [r.Producto, r.Tipo])).toEqual([
      ["Kept Spray", "protección de cultivos"],
      ["Ledger Spray", "protección de cultivos"],
      ["Roundup Words", "protección de cultivos"],
      ["Twice Spray", "protección de cultivos"],
      ["Urea Words", "fertilizante"],
    ]);
  });
});

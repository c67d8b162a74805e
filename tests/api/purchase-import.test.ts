import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { PurchaseImportResultSchema, PurchaseSchema } from "../../api/schemas/purchases.schemas";
import { products, purchases, vendors } from "../../db/schema";
import { type ReportApp, startReportApp } from "./reports/support";

/*
 * The purchase CSV import (issue 36, point 2): rows grouped into invoices by entity, vendor and invoice number;
 * every bad row named, nothing written when any is; vendors unknown by name created; importing the same file again
 * adds nothing.
 */

let app: ReportApp;
let ranch: { id: number };

beforeAll(async () => {
  app = await startReportApp();
  ranch = await app.entity("Import Ranch");
  await app.entity("Import Other");
  const packs = [{ name: "2.5 gal jug", quantity: "2.5", unit: "gal" }, { name: "case", quantity: "2", unit: "2.5 gal jug" }];
  await app.t.db.insert(products).values([
    { name: "Roundup Import", kind: "crop protection", stockUnit: "gal", packs },
    { name: "Urea 46-0-0", kind: "fertilizer", stockUnit: "lb", packs: [{ name: "50 lb bag", quantity: "50", unit: "lb" }] },
  ]);
}, 60_000);
afterAll(() => app.t.close());

const HEADER = "Entity,Vendor,Invoice,Date,Product,Quantity,Unit,Unit Price,Amount,Freight,Tax";
const FILE = [
  HEADER,
  // Invoice 1234: freight on its first line only, spread by amount (500 and 325 of 825: 24.24 and 15.76 of 40.00).
  "Import Ranch,Wilbur-Ellis,1234,2026-03-01,Roundup Import,100,gal,5.00,,40.00,",
  "import ranch,Wilbur-Ellis,1234,2026-03-01,Roundup Import,10,case,,325.00,,",
  // Invoice 77: freight and tax the same on each line.
  "Import Ranch,Nutrien Ag,77,3/2/2026,Urea 46-0-0,20,50 lb bag,,\"$1,000.00\",10.00,5.00",
  "Import Ranch,Nutrien Ag,77,3/2/2026,Urea 46-0-0,500,lb,0.45,,10.00,5.00",
].join("\n");

const send = (json: Record<string, unknown>, as = app.admin) => as.api.purchases.import.$post({ query: {}, json: json as never });
async function imported(json: Record<string, unknown>, status = 200) {
  const res = await send(json);
  if (res.status !== status) throw new Error(`${res.status} ${await res.text()}`);
  return PurchaseImportResultSchema.parse(await res.json());
}

describe("POST /api/purchases/import", () => {
  test("a dry run says what would be written and writes nothing; the import creates invoices and vendors; again it adds nothing", async () => {
    const dry = await imported({ csv: FILE, dryRun: true });
    expect(dry).toMatchObject({ dryRun: true, created: 2, unchanged: 0, replaced: 0, vendorsCreated: ["Wilbur-Ellis", "Nutrien Ag"] });
    expect(await app.t.db.select().from(purchases)).toEqual([]);
    expect(await app.t.db.select().from(vendors)).toEqual([]);

    const done = await imported({ csv: FILE });
    expect(done).toMatchObject({ dryRun: false, created: 2, unchanged: 0, vendorsCreated: ["Wilbur-Ellis", "Nutrien Ag"] });
    expect(done.invoices.map((i) => [i.invoiceNumber, i.date, i.lines, i.total, i.status])).toEqual([
      ["1234", "2026-03-01", 2, "865.00", "created"],
      ["77", "2026-03-02", 2, "1240.00", "created"],
    ]);
    const p = PurchaseSchema.parse(await (await app.admin.api.purchases[":id"].$get({ param: { id: String(done.invoices[0]!.purchaseId) } })).json());
    expect(p.lines.map((l) => [l.quantity, l.unit, l.stockQuantity, l.amount, l.freight, l.value])).toEqual([
      ["100", "gal", "100", "500.00", "24.24", "524.24"],
      ["10", "case", "50", "325.00", "15.76", "340.76"],
    ]);
    const urea = PurchaseSchema.parse(await (await app.admin.api.purchases[":id"].$get({ param: { id: String(done.invoices[1]!.purchaseId) } })).json());
    expect(urea).toMatchObject({ vendorName: "Nutrien Ag", subtotal: "1225.00", freight: "10.00", tax: "5.00", total: "1240.00", entityId: ranch.id });
    expect(urea.lines.map((l) => l.stockQuantity)).toEqual(["1000", "500"]);

    const again = await imported({ csv: FILE });
    expect(again).toMatchObject({ created: 0, unchanged: 2, replaced: 0, vendorsCreated: [] });
    expect(await app.t.db.select().from(purchases)).toHaveLength(2);
  });

  test("the same invoice with other lines is a 409 naming it; with replace it is replaced", async () => {
    const changed = FILE.replace("100,gal,5.00", "100,gal,5.10");
    const res = await send({ csv: changed });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toContain("Invoice 1234 from Wilbur-Ellis (Import Ranch, rows 1, 2)");
    const replaced = await imported({ csv: changed, replace: true });
    expect(replaced).toMatchObject({ created: 0, unchanged: 1, replaced: 1 });
    const [row] = await app.t.db.select().from(purchases).where(eq(purchases.invoiceNumber, "1234"));
    expect(row!.subtotal).toBe("835.00");
  });

  test("every bad row is named by its number (1 = the first after the header, blank lines counted: line n + 1) and column; nothing is written", async () => {
    const bad = [
      HEADER,
      "Import Ranch,Wilbur-Ellis,9001,2026-04-01,Roundup Import,1,gal,5,,,",
      "Nowhere Farm,Wilbur-Ellis,9001,2026-04-01,Roundup Import,1,gal,5,,,",
      "Import Ranch,Wilbur-Ellis,9001,2026-04-01,Roundup Import,1,lb,5,,,",
      "Import Ranch,Wilbur-Ellis,9001,2026-04-02,Roundup Import,1,gal,5,,,",
      "Import Ranch,Wilbur-Ellis,9002,2026-04-01,Mystery Juice,1,gal,5,,,",
      "Import Ranch,Wilbur-Ellis,9003,2026-04-01,Roundup Import,two,gal,5,,,",
      "Import Ranch,Wilbur-Ellis,9004,2026-04-01,Roundup Import,1,gal,5,5.00,,",
      "Import Ranch,Wilbur-Ellis,9005,April,Roundup Import,1,gal,5,,,",
      "Import Ranch,Wilbur-Ellis,9006,2026-04-01,Roundup Import,1,gal,5,,1.00,",
      "",
      "Import Ranch,Wilbur-Ellis,9006,2026-04-01,Roundup Import,1,gal,5,,2.00,",
      "Import Ranch,New Vendor Co,9007,2026-04-01,Roundup Import,1,gal,5,,,",
    ].join("\n");
    const res = await send({ csv: bad });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; message: string; issues: { path: string; message: string }[] };
    expect(body.code).toBe("VALIDATION");
    expect(body.message).toMatch(/^8 rows are bad; nothing was imported\./);
    expect(body.issues.map((i) => i.path)).toEqual([
      "rows.2.Entity", "rows.3.Unit", "rows.4.Date", "rows.5.Product", "rows.6.Quantity", "rows.7.Unit Price", "rows.8.Date", "rows.11.Freight",
    ]);
    expect(body.issues[0]!.message).toBe('no such farm entity: "Nowhere Farm"');
    expect(await app.t.db.select().from(purchases)).toHaveLength(2);
    expect((await app.t.db.select().from(vendors)).map((v) => v.name)).not.toContain("New Vendor Co");
  });

  test("a text/csv body with the entity given for rows without one; a missing column is named", async () => {
    const csv = ["Vendor,Invoice,Date,Product,Quantity,Unit,Amount", "Wilbur-Ellis,5555,2026-05-01,Urea 46-0-0,1,ton,800.00"].join("\n");
    const res = await app.t.app.fetch(new Request(`http://farm.test/api/purchases/import?entity=${ranch.id}&dryRun=true`, {
      method: "POST", headers: { ...(await cookieOf()), "content-type": "text/csv" }, body: csv,
    }));
    if (res.status !== 200) throw new Error(await res.text());
    const result = PurchaseImportResultSchema.parse(await res.json());
    expect(result).toMatchObject({ dryRun: true, created: 1, invoices: [{ invoiceNumber: "5555", total: "800.00", entityId: ranch.id }] });
    const noEntity = await send({ csv });
    expect(noEntity.status).toBe(400);
    expect(((await noEntity.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual(["columns.Entity"]);
  });

  test("401 signed out, 403 readonly; an entity not granted is no such entity", async () => {
    expect((await send({ csv: FILE }, app.t.client())).status).toBe(401);
    expect((await send({ csv: FILE }, app.reader)).status).toBe(403);
    const admin2 = await app.t.signIn("admin");
    await admin2.api.users.$post({ json: { username: "import-editor", password: "correct-horse", role: "editor", entityIds: [ranch.id] } as never });
    const editor = app.t.client();
    await editor.api.auth.login.$post({ json: { username: "import-editor", password: "correct-horse" } });
    const res = await send({ csv: [HEADER, "Import Other,Wilbur-Ellis,1,2026-03-01,Roundup Import,1,gal,5,,,"].join("\n") }, editor);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { issues: { path: string; message: string }[] }).issues).toEqual([{ path: "rows.1.Entity", message: 'no such farm entity: "Import Other"' }]);
    expect(z.array(PurchaseSchema).parse(await (await editor.api.purchases.$get({ query: {} })).json()).length).toBe(2);
  });
});

/** A new admin's session cookie, for a raw text/csv request. */
async function cookieOf() {
  const name = `csv-admin-${Date.now()}`;
  await app.t.signIn("admin", name);
  const res = await app.t.app.fetch(new Request("http://farm.test/api/auth/login", {
    method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: name, password: "correct-horse" }),
  }));
  return { cookie: (res.headers.get("set-cookie") ?? "").split(";")[0]! };
}

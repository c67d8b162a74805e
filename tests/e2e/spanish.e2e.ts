import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import type { ApiClient } from "../../api/client";
import { SCREENS } from "../../admin-ui/navigation/registry";
import { ADMIN, ok, registerAdmin, seedFarm, seedTasks, signedInClient } from "./support/api";
import { screenshot } from "./support/browser";
import { screenDrawn } from "./support/layout";
import { cutLabels, englishOn, englishPhrases } from "./support/spanish";
import { todayIso } from "./support/money";
import { startSuite, type Suite } from "./support/suite";

/**
 * A crew lead who reads Spanish first: picks Spanish in Settings, keeps it across a reload and a new sign-in (it is
 * saved in the account), then goes through the main flows in Spanish. On every screen the visible text must hold
 * none of the English catalogue's texts (those that differ in Spanish), so a screen that skips the catalogue shows up.
 */

/** Test data, and reference data the server stores in English (fertilizer names), are not UI text. */
const DATA = ["Willow Creek Ranch", "Fresno County", "Lote Norte", "Alfalfa", "Corn", "Poda de invierno", "North 40", "River Bottom"];

describe("Spanish", () => {
  let suite: Suite;
  let api: ApiClient;
  let page: Page;
  let phrases: RegExp[];
  let data: string[];

  /** The English catalogue texts found in the page's visible text. */
  const english = (p: Page = page) => englishOn(p, phrases, data);

  beforeAll(async () => {
    suite = await startSuite();
    api = await registerAdmin(suite.server.url);
    const farm = await seedFarm(api, [
      { name: "North 40", acreage: "40", cropType: "Alfalfa" },
      { name: "River Bottom", acreage: "80.5", cropType: "Corn" },
    ]);
    await seedTasks(api, farm.entity.id, farm.fields, todayIso());
    const fertilizers = await ok<{ name: string }[]>(api.api.fertilizers.$get({ query: {} }));
    const tasks = await ok<{ name: string }[]>(api.api.entities[":entityId"].tasks.$get({ param: { entityId: String(farm.entity.id) }, query: {} }));
    data = [...DATA, ...fertilizers.map((f) => f.name), ...tasks.map((t) => t.name), ADMIN.username];
    phrases = englishPhrases(data);
    expect(phrases.length).toBeGreaterThan(300);
    page = await suite.signedIn(ADMIN.username, ADMIN.password);
    await page.getByTestId("entity-name").filter({ hasText: "Willow Creek Ranch" }).waitFor();
  });
  afterAll(() => suite?.close());

  test("Spanish chosen in Settings is saved in the account and kept across a reload and a new sign-in", async () => {
    await page.getByRole("tab", { name: "Settings" }).click();
    await page.getByTestId("language-select").click();
    await page.getByRole("option", { name: "Español" }).click();
    await page.getByRole("heading", { name: "Configuración" }).waitFor();
    const me = await ok<{ user: { locale: string } }>(api.api.auth.user.$get());
    expect(me.user.locale).toBe("es");
    expect(await english()).toEqual([]);

    await page.reload();
    await page.getByRole("heading", { name: "Configuración" }).waitFor();

    await page.getByRole("button", { name: ADMIN.username }).click();
    await page.getByRole("menuitem", { name: "Cerrar sesión" }).click();
    // Signed out, the sign-in page stays in the language this browser last used.
    await page.getByText("Sistema seguro de gestión agrícola").waitFor();
    expect(await english()).toEqual([]);
    await page.getByLabel("Usuario").fill(ADMIN.username);
    await page.getByLabel("Contraseña").fill(ADMIN.password);
    await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
    await page.getByRole("tab", { name: "Panel" }).waitFor();

    // A browser that never chose a language: the sign-in page is English, the account's Spanish follows the sign-in.
    const fresh = await suite.signedIn(ADMIN.username, ADMIN.password);
    await fresh.getByRole("tab", { name: "Trabajos y costos" }).waitFor();
    expect(await english(fresh)).toEqual([]);
  });

  test("the sign-in page's own switch speaks Spanish before anyone signs in", async () => {
    const { page: visitor } = await suite.session();
    await visitor.goto("/login");
    await visitor.getByText("Secure farm management system").waitFor();
    await visitor.getByRole("button", { name: "Español" }).click();
    await visitor.getByText("Sistema seguro de gestión agrícola").waitFor();
    await visitor.getByRole("tab", { name: "Registrarse" }).click();
    expect(await english(visitor)).toEqual([]);
    await visitor.reload();
    await visitor.getByText("Sistema seguro de gestión agrícola").waitFor();
  });

  test("dashboard, a new field, a new task and every report tab show no English", async () => {
    await page.goto("/dashboard");
    await page.getByText("Acciones rápidas").waitFor();
    await page.getByText("Actividad reciente en los campos").waitFor();
    expect(await english()).toEqual([]);

    await page.getByRole("tab", { name: "Campos" }).click();
    await page.getByRole("button", { name: "Agregar campo" }).first().click();
    const fieldDialog = page.getByRole("dialog", { name: "Agregar campo" });
    await fieldDialog.getByLabel("Nombre del campo").fill("Lote Norte");
    await fieldDialog.getByLabel("Superficie").fill("25.5");
    expect(await english()).toEqual([]);
    await fieldDialog.getByRole("button", { name: "Crear campo" }).click();
    await page.getByTestId("toast").filter({ hasText: "Campo creado correctamente" }).waitFor();
    await fieldDialog.waitFor({ state: "hidden" });
    await page.getByRole("heading", { name: "Lote Norte", exact: true }).waitFor();
    expect(await english()).toEqual([]);

    await page.getByRole("tab", { name: "Trabajos y costos" }).click();
    await page.getByRole("button", { name: "Registrar trabajo" }).first().click();
    const taskDialog = page.getByRole("dialog", { name: "Registrar trabajo" });
    await taskDialog.getByLabel("Nombre del trabajo *").fill("Poda de invierno");
    await taskDialog.getByRole("combobox", { name: /^Campo \*/ }).click();
    await page.getByRole("listbox").getByRole("option", { name: /^Lote Norte/ }).click();
    await taskDialog.getByRole("combobox", { name: /^Categoría \*/ }).click();
    await page.getByRole("listbox").getByRole("option", { name: "Renta de maquinaria", exact: true }).click();
    await taskDialog.getByLabel("Costo por acre *").fill("12.50");
    expect(await english()).toEqual([]);
    await taskDialog.getByRole("button", { name: "Registrar trabajo" }).click();
    await page.getByTestId("toast").filter({ hasText: "Trabajo registrado correctamente" }).waitFor();
    await taskDialog.waitFor({ state: "hidden" });
    await page.getByText("Poda de invierno").first().waitFor();
    expect(await english()).toEqual([]);

    await page.getByRole("tab", { name: "Informes" }).click();
    await page.getByRole("heading", { name: "Informes y análisis" }).waitFor();
    for (const tab of ["Factura", "Resumen de costos", "Operaciones detalladas", "Resumen por campo", "Superficie", "Fertilizantes", "Riego", "Presupuestos"]) {
      await page.getByRole("tab", { name: tab, exact: true }).click();
      await page.getByRole("tab", { name: tab, exact: true, selected: true }).waitFor();
      await page.waitForLoadState("networkidle");
      expect({ tab, english: await english() }).toEqual({ tab, english: [] });
    }
  });

  test("screenshots of the Spanish dashboard and a report on a phone and a laptop", async () => {
    for (const [w, h] of [
      [390, 844],
      [1366, 768],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.goto("/dashboard");
      await page.getByText("Acciones rápidas").waitFor();
      await page.waitForLoadState("networkidle");
      expect(await english()).toEqual([]);
      await screenshot(page, `es-dashboard-${w}x${h}`);
      await page.goto("/reports");
      await page.getByRole("tab", { name: "Resumen de costos", exact: true }).click();
      await page.waitForLoadState("networkidle");
      expect(await english()).toEqual([]);
      await screenshot(page, `es-report-cost-summary-${w}x${h}`);
    }
  });
});

/**
 * The whole product in Spanish: every screen the navigation registry lists (a new screen is scanned as soon as it is
 * registered), each of its tabs, on a phone and a laptop, with data that fills its tables — fields, tasks of every
 * seeded category, a landlord with a lease and a payment, a budget, a price list, the chart of accounts, and the Inputs:
 * products of several kinds, a vendor, invoices, applications on tasks, a return and a count adjustment (the stock
 * ledger, the inventory and product usage reports). No English catalogue text and no English name of seeded reference
 * data (product kinds included) may show, and no label may be cut. Then what the Inputs refuse: a purchase CSV with bad
 * rows, a product or vendor name already taken.
 */
describe("Spanish on every registered screen", () => {
  const CREW = { username: "cuadrilla", password: "crew-pass-1" };
  const SIZES = [
    [390, 844],
    [1366, 768],
  ] as const;
  let suite: Suite;
  let phrases: RegExp[];
  let data: string[];
  const params: Record<string, string> = {};
  /** A screen's query: the stock ledger opens on a product with every kind of movement. */
  const query: Record<string, string> = {};
  /** The Inputs' own names (user data): products, their packs, the vendor, the invoices. */
  const INPUTS = ["Roundup PowerMax", "2.5 gal jug", "Pioneer P1197", "80K bag", "Valley Ag Supply", "VA-1001", "VA-1002", "Aplicación de herbicida"];

  beforeAll(async () => {
    suite = await startSuite();
    const api = await registerAdmin(suite.server.url);
    const farm = await seedFarm(api, [
      { name: "North 40", acreage: "40", cropType: "Alfalfa" },
      { name: "River Bottom", acreage: "80.5", cropType: "Corn" },
    ]);
    const entityId = farm.entity.id;
    await seedTasks(api, entityId, farm.fields, todayIso());
    await seedTasks(api, entityId, farm.fields, "2025-06-10");
    // One task in each seeded category seedTasks leaves out, so every category's name shows somewhere.
    const categories = await ok<Array<{ id: number; name: string }>>(api.api["task-categories"].$get({ query: {} }));
    const more = ["Farm Management", "Crop Protectants", "Soil Amendment", "Seed", "Water Assessment", "Rent"];
    for (const [i, name] of more.entries()) {
      const categoryId = categories.find((c) => c.name === name)!.id;
      await ok(api.api.tasks.$post({ json: { entityId, cropYear: 2025, date: "2025-06-1" + i, name: `Trabajo ${i + 1}`, fieldId: farm.fields[i % 2]!.id, categoryId, costPerAcre: "10.00", acresCovered: "20" } as never }));
    }
    const landlord = await ok<{ id: number }>(api.api.landlords.$post({ json: { name: "Ada Smith", mailingAddress: "1 Main St\nFresno CA 93706" } as never }));
    const lease = await ok<{ id: number }>(
      api.api.leases.$post({
        json: { fieldId: farm.fields[0]!.id, leasedAcres: "40", startYear: 2020, terms: { type: "crop_share", incomePercent: "33.33" }, landlords: [{ landlordId: landlord.id, sharePercent: "100" }] } as never,
      }),
    );
    await ok(api.api.payments.$post({ json: { leaseId: lease.id, landlordId: landlord.id, date: "2025-12-15", cropYear: 2025, amount: "1250", method: "check" } as never }));
    await ok(api.api.budgets.$post({ json: { entityId, cropYear: 2025, cropType: "Alfalfa" } as never }));
    const machineHire = categories.find((c) => c.name === "Machine Hire")!.id;
    await ok(api.api.entities[":entityId"]["price-list"].$put({ param: { entityId: String(entityId) }, json: { items: [{ categoryId: machineHire, costPerAcre: "12.50", equipmentRentalPerAcre: "3.00" }] } }));
    // The Inputs: a crop-protection product and seed bought on two invoices, applied on tasks of both crop years,
    // a return to the vendor and a count adjustment, so the ledger shows every kind of movement and its source.
    const roundup = await ok<{ id: number }>(
      api.api.products.$post({ json: { name: "Roundup PowerMax", kind: "crop protection", stockUnit: "gal", packs: [{ name: "2.5 gal jug", quantity: "2.5", unit: "gal" }], epaRegistrationNumber: "524-549", signalWord: "CAUTION" } as never }),
    );
    const seed = await ok<{ id: number }>(api.api.products.$post({ json: { name: "Pioneer P1197", kind: "seed", stockUnit: "lb", packs: [{ name: "80K bag", quantity: "50", unit: "lb" }] } as never }));
    const vendor = await ok<{ id: number }>(api.api.vendors.$post({ json: { name: "Valley Ag Supply" } as never }));
    await ok(api.api.purchases.$post({ json: { entityId, vendorId: vendor.id, invoiceNumber: "VA-1001", date: "2025-03-01", freight: "12.00", lines: [{ productId: roundup.id, quantity: "40", unit: "2.5 gal jug", unitPrice: "52.50" }] } as never }));
    await ok(api.api.purchases.$post({ json: { entityId, vendorId: vendor.id, invoiceNumber: "VA-1002", date: "2025-03-02", lines: [{ productId: seed.id, quantity: "20", unit: "80K bag", unitPrice: "310.00" }] } as never }));
    const protectants = categories.find((c) => c.name === "Crop Protectants")!.id;
    const seedCategory = categories.find((c) => c.name === "Seed")!.id;
    for (const [cropYear, date] of [[2025, "2025-06-20"], [Number(todayIso().slice(0, 4)), todayIso()]] as const) {
      await ok(api.api.tasks.$post({ json: { entityId, cropYear, date, name: "Aplicación de herbicida", fieldId: farm.fields[0]!.id, categoryId: protectants, costPerAcre: "4.00", acresCovered: "40", products: [{ productId: roundup.id, totalQuantity: "20", unit: "gal" }] } as never }));
      await ok(api.api.tasks.$post({ json: { entityId, cropYear, date, name: "Siembra", fieldId: farm.fields[1]!.id, categoryId: seedCategory, costPerAcre: "0", acresCovered: "80.5", products: [{ productId: seed.id, totalQuantity: "2", unit: "80K bag" }] } as never }));
    }
    await ok(api.api["inventory-adjustments"].$post({ json: { entityId, productId: roundup.id, kind: "return", date: "2025-07-01", quantity: "5", unit: "gal", value: "100.00", vendorId: vendor.id, reason: "Bidón dañado" } as never }));
    await ok(api.api["inventory-adjustments"].$post({ json: { entityId, productId: roundup.id, kind: "adjustment", date: "2025-07-02", quantity: "-1", unit: "gal", reason: "Derrame en el taller" } as never }));
    query["inventory-ledger"] = `?product=${roundup.id}`;
    await ok(api.api.users.$post({ json: { username: CREW.username, password: CREW.password, role: "crew", entityIds: [entityId] } as never }));
    await ok(api.api.account.$put({ json: { locale: "es" } }));
    const crew = await signedInClient(suite.server.url, CREW.username, CREW.password);
    await ok(crew.api.account.$put({ json: { locale: "es" } }));
    Object.assign(params, { entityId: String(entityId), fieldId: String(farm.fields[0]!.id), id: String(landlord.id) });

    const fertilizers = await ok<{ name: string }[]>(api.api.fertilizers.$get({ query: {} }));
    const tasks = await ok<{ name: string }[]>(api.api.entities[":entityId"].tasks.$get({ param: { entityId: String(entityId) }, query: {} }));
    // Proper names: the equipment company the stone invoice bills for, the accounting products the journal exports to.
    data = [...DATA, ...INPUTS, "Stone Equipment", "QuickBooks Online", "QuickBooks Desktop", "Ada Smith", "1 Main St", "Fresno CA", "Disc harrow", ...fertilizers.map((f) => f.name), ...tasks.map((t) => t.name), ADMIN.username, CREW.username];
    phrases = englishPhrases(data);
  }, 180_000);
  afterAll(() => suite?.close());

  const address = (path: string) => path.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name]!);

  /** Waits until the main area shows the screen and what it loads (no spinner, the network quiet). */
  const settle = screenDrawn;

  test(
    "every registered screen at both sizes shows no English and cuts no label",
    async () => {
      const admin = await suite.signedIn(ADMIN.username, ADMIN.password);
      await admin.getByRole("tab", { name: "Panel" }).waitFor();
      const crew = await suite.signedIn(CREW.username, CREW.password);
      await crew.locator("main").first().waitFor();
      const found: string[] = [];
      for (const [w, h] of SIZES) {
        for (const screen of SCREENS) {
          const page = screen.roles?.includes("admin") ? admin : crew;
          await page.setViewportSize({ width: w, height: h });
          await page.goto(address(screen.path) + (query[screen.id] ?? ""));
          await page.locator(`main[data-screen="${screen.id}"]`).waitFor();
          await settle(page);
          const size = `${w}x${h}`;
          const check = async (where: string) => {
            const english = await englishOn(page, phrases, data);
            const cut = await cutLabels(page);
            if (english.length) found.push(`${where} ${size}: English ${JSON.stringify(english)}`);
            if (cut.length) found.push(`${where} ${size}: cut ${JSON.stringify(cut)}`);
          };
          await check(screen.id);
          await screenshot(page, `es-screen-${screen.id}-${size}`);
          // Each tab of the screen (the report tabs, the field report's tabs...).
          const tabs = page.locator("main [role=tab]");
          for (let i = 0; i < (await tabs.count()); i++) {
            const tab = tabs.nth(i);
            if (!(await tab.isVisible()) || (await tab.getAttribute("aria-selected")) === "true") continue;
            const name = (await tab.innerText()).trim();
            await tab.click();
            await settle(page);
            await check(`${screen.id} > ${name}`);
          }
        }
      }
      expect(found).toEqual([]);
    },
    900_000,
  );

  test("what the Inputs refuse reads in Spanish: a purchase CSV's bad rows, a product's name, an invoice and a vendor's name already taken", async () => {
    const page = await suite.signedIn(ADMIN.username, ADMIN.password);
    await page.getByRole("tab", { name: "Panel" }).waitFor();
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto("/purchases");
    await page.getByTestId("purchase-row").first().waitFor();
    await page.getByRole("button", { name: "Importar CSV" }).first().click();
    // The file's own words stay as written: its header's column names (which the file must use) and its cells.
    const HEADER = ["Entity", "Vendor", "Invoice", "Date", "Product", "Quantity", "Unit", "Unit Price", "Amount", "Freight", "Tax"];
    const cells = ["Nowhere Farm", "Mystery Mix", "lots", "bag", "Willow Creek Ranch"];
    const csv = [
      HEADER.join(","),
      "Nowhere Farm,Valley Ag Supply,VA-2001,2025-04-01,Roundup PowerMax,1,gal,5.00,,,",
      "Willow Creek Ranch,Valley Ag Supply,VA-2002,2025-04-01,Mystery Mix,lots,gal,5.00,,,",
      "Willow Creek Ranch,Valley Ag Supply,VA-2003,2025-04-01,Roundup PowerMax,1,bag,5.00,,,",
      "Willow Creek Ranch,Valley Ag Supply,VA-2004,2025-04-01,Roundup PowerMax,1,lb,5.00,5.00,,",
      "Willow Creek Ranch,Valley Ag Supply,VA-2005,2025-04-01,Roundup PowerMax,1,gal,5.00,,3.00,",
      "Willow Creek Ranch,Valley Ag Supply,VA-2005,2025-04-02,Roundup PowerMax,1,gal,5.00,,4.00,",
    ].join("\n");
    await page.getByLabel("O pegue el CSV").fill(csv);
    await page.getByRole("button", { name: "Revisar" }).click();
    const issues = page.getByTestId("import-issues");
    await issues.getByText("Hay que corregir 5 filas; no se importó nada.").waitFor();
    await issues.getByText("Fila 1, columna «Entity»: No hay ninguna entidad agrícola «Nowhere Farm» entre las suyas").waitFor();
    await issues.getByText("Fila 6, columna «Date»: No coincide con la primera fila de la factura (1/4/2025): una factura tiene una sola fecha").waitFor();
    // Longest first, so "Unit Price" is taken out whole before "Unit".
    expect(await englishOn(page, phrases, [...data, ...HEADER, ...cells].sort((a, b) => b.length - a.length))).toEqual([]);
    await screenshot(page, "es-inputs-import-refused-1366x768");
    await page.keyboard.press("Escape");

    // A product under a name already taken (another case): the toast names the product and its kind in Spanish.
    await page.goto("/products/create");
    await page.getByLabel("Nombre").fill("ROUNDUP POWERMAX");
    await page.getByRole("button", { name: "Guardar" }).click();
    await page.getByTestId("toast").filter({ hasText: "Ya existe un producto llamado «Roundup PowerMax» (protección de cultivos)." }).waitFor();
    expect(await englishOn(page, phrases, data)).toEqual([]);

    // The same invoice from the same vendor again, through the purchase form: the toast names it in Spanish.
    await page.goto("/purchases/create");
    await page.getByLabel("Proveedor").fill("Valley");
    await page.getByRole("option", { name: /Valley Ag Supply/ }).click();
    await page.getByLabel("Número de factura").fill("VA-1001");
    await page.getByLabel("Fecha").fill("2025-03-01");
    await page.getByLabel("Producto").click();
    await page.getByRole("option", { name: "Roundup PowerMax" }).click();
    await page.getByLabel("Cantidad").fill("1");
    await page.getByRole("combobox", { name: /^Unidad/ }).click();
    await page.getByRole("option", { name: "gal", exact: true }).click();
    await page.getByLabel("Precio unitario").fill("5");
    await page.getByRole("button", { name: "Guardar" }).click();
    await page.getByTestId("toast").filter({ hasText: "La factura VA-1001 de Valley Ag Supply ya está registrada para Willow Creek Ranch." }).waitFor();
    expect(await englishOn(page, phrases, data)).toEqual([]);

    await page.goto("/vendors/create");
    await page.getByLabel("Nombre").fill("valley ag supply");
    await page.getByRole("button", { name: "Guardar" }).click();
    await page.getByTestId("toast").filter({ hasText: "Ya existe un proveedor llamado «Valley Ag Supply»." }).waitFor();
    expect(await englishOn(page, phrases, data)).toEqual([]);
  }, 120_000);
});

import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import type { ApiClient } from "../../api/client";
import { ADMIN, ok, registerAdmin, seedFarm, seedTasks } from "./support/api";
import { screenshot } from "./support/browser";
import { englishOn, englishPhrases } from "./support/spanish";
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

import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import type { ApiClient } from "../../api/client";
import { TaskDialog } from "./pages/TaskDialog";
import { ADMIN, ok, registerAdmin, seedFarm, seedTasks } from "./support/api";
import { ARTIFACTS } from "./support/browser";
import { todayIso } from "./support/money";
import { escapeRegExp, englishPhrases } from "./support/spanish";
import { startSuite, type Suite } from "./support/suite";

/**
 * Issue 40, "No silent overwrite": the office changes a task (through the API) while a phone has the same task's edit
 * form open; the phone's save answers 412, both versions show side by side with the differing fields marked, and
 * each choice leaves the record the user chose (read back through the API).
 */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

interface StoredTask {
  id: number;
  name: string;
  costPerAcre: string;
  notes: string | null;
  totalCost: string;
}

describe("a task changed in the office while the phone edits it", () => {
  let suite: Suite;
  let office: ApiClient;
  let phone: Page;
  let taskId: string;

  const stored = () => ok<StoredTask>(office.api.tasks[":id"].$get({ param: { id: taskId } }));
  const officeChanges = (json: { costPerAcre?: string; notes?: string }) => ok(office.api.tasks[":id"].$put({ param: { id: taskId }, json }));
  const conflictView = (title: RegExp) => phone.getByRole("dialog", { name: title });
  const row = (view: Locator, field: string) => view.locator(`[data-testid="conflict-row"][data-field="${field}"]`);
  const sides = async (view: Locator, field: string) => ({
    mine: await row(view, field).getByTestId("conflict-mine").innerText(),
    office: await row(view, field).getByTestId("conflict-office").innerText(),
    differs: await row(view, field).getAttribute("data-differs"),
  });
  /** What the screen shows (the dialog over the page), not the whole page behind it. */
  const shot = (name: string) => phone.screenshot({ path: join(ARTIFACTS, `${name}.png`) });
  /** The fields in the order the view lists them. */
  const order = (view: Locator) => view.getByTestId("conflict-row").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-field")));
  /** The dialog fits the screen: nothing wider than the viewport (no sideways scroll on a phone). */
  const fitsWidth = (view: Locator) => view.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.getBoundingClientRect().right <= window.innerWidth + 1);
  const openEdit = async (editLabel: string, title: string) => {
    await phone.getByTestId("task-row").filter({ hasText: /Custom discing|Discado/ }).getByRole("button", { name: editLabel }).click();
    const dialog = new TaskDialog(phone, title);
    // The dialog opens on a spinner (same title) while it reads the task as stored now; the form, and the version it
    // sends back, come with that read. A change the office makes before it would be the version the form starts from.
    await dialog.root.locator("input").first().waitFor();
    return dialog;
  };

  beforeAll(async () => {
    suite = await startSuite();
    office = await registerAdmin(suite.server.url);
    const farm = await seedFarm(office, [
      { name: "North 40", acreage: "40", cropType: "Alfalfa" },
      { name: "River Bottom", acreage: "80.5", cropType: "Corn" },
    ]);
    await seedTasks(office, farm.entity.id, farm.fields, todayIso());
    const tasks = await ok<StoredTask[]>(office.api.entities[":entityId"].tasks.$get({ param: { entityId: String(farm.entity.id) }, query: { year: "2025" } }));
    taskId = String(tasks.find((t) => t.name === "Custom discing")!.id);
    phone = await suite.signedIn(ADMIN.username, ADMIN.password);
    await phone.getByTestId("entity-name").filter({ hasText: "Willow Creek Ranch" }).waitFor();
    await phone.setViewportSize(PHONE);
    await phone.goto("/tasks");
    await phone.getByTestId("task-row").filter({ hasText: "Custom discing" }).waitFor();
  });
  afterAll(() => suite?.close());

  test("keep mine stores the phone's values; a change made offline meets the office's and take the office's leaves it (English, phone and laptop)", async () => {
    // The phone opens the form (22.40 stored), then the office changes the rate and the notes.
    let form = await openEdit("Edit", "Edit Task");
    expect(await form.root.getByLabel("Cost per Acre *").inputValue()).toBe("22.40");
    await officeChanges({ costPerAcre: "25", notes: "Office: check the disc" });
    await form.fill({ costPerAcre: "20", notes: "Phone: disced twice" });
    await form.root.getByRole("button", { name: "Update Task" }).click();

    let view = conflictView(/^Changed in the office: Custom discing$/);
    await view.waitFor();
    expect(await view.getByTestId("conflict-mine-heading").innerText()).toBe("Your version");
    expect(await view.getByTestId("conflict-office-heading").innerText()).toBe("Office version");
    expect(await sides(view, "costPerAcre")).toEqual({ mine: "$20.00", office: "$25.00", differs: "true" });
    expect(await sides(view, "notes")).toEqual({ mine: "Phone: disced twice", office: "Office: check the disc", differs: "true" });
    expect(await sides(view, "equipmentRental")).toEqual({ mine: "$3.35", office: "$3.35", differs: "false" });
    expect(await sides(view, "fieldId")).toEqual({ mine: "River Bottom", office: "River Bottom", differs: "false" });
    expect(await row(view, "costPerAcre").getByText("Differs").isVisible()).toBe(true);
    // The differing fields first, then what both versions agree on.
    expect((await order(view)).slice(0, 3)).toEqual(["costPerAcre", "notes", "name"]);
    // Nothing was written by the refused save.
    expect((await stored()).costPerAcre).toBe("25.00");
    expect(await fitsWidth(view)).toBe(true);
    await shot("conflict-en-390");
    await phone.setViewportSize(LAPTOP);
    expect(await fitsWidth(view)).toBe(true);
    await shot("conflict-en-1366");
    await phone.setViewportSize(PHONE);

    await view.getByRole("button", { name: "Keep mine" }).click();
    await phone.getByTestId("toast").filter({ hasText: "Your version was saved" }).waitFor();
    await view.waitFor({ state: "detached" });
    await form.root.waitFor({ state: "detached" });
    // (20 + 3.35) x 80.5 = 1879.675 -> 1879.68
    expect(await stored()).toMatchObject({ costPerAcre: "20.00", notes: "Phone: disced twice", totalCost: "1879.68" });
    await phone.getByTestId("task-row").filter({ hasText: "$1,879.68" }).waitFor();

    // Again, the phone's save made without a signal: kept on the phone; the office sets 30 meanwhile; when the signal
    // is back the queued change answers 412 and the phone takes the office's.
    form = await openEdit("Edit", "Edit Task");
    expect(await form.root.getByLabel("Cost per Acre *").inputValue()).toBe("20.00");
    await phone.context().setOffline(true);
    try {
      await form.fill({ costPerAcre: "21" });
      await form.root.getByRole("button", { name: "Update Task" }).click();
      await phone.getByTestId("toast").filter({ hasText: "No connection: the entry will be sent when the network is back." }).waitFor();
      await form.root.waitFor({ state: "detached" });
      expect(await phone.getByTestId("outbox-indicator").innerText()).toBe("1 entry waiting to send");
      await officeChanges({ costPerAcre: "30" });
    } finally {
      await phone.context().setOffline(false);
    }
    view = conflictView(/^Changed in the office: Custom discing/);
    await view.waitFor();
    expect(await sides(view, "costPerAcre")).toEqual({ mine: "$21.00", office: "$30.00", differs: "true" });
    expect(await sides(view, "notes")).toEqual({ mine: "Phone: disced twice", office: "Phone: disced twice", differs: "false" });
    // Nothing was written by the queued change.
    expect((await stored()).costPerAcre).toBe("30.00");
    await view.getByRole("button", { name: "Take the office's" }).click();
    await phone.getByTestId("toast").filter({ hasText: "The office's version was kept" }).waitFor();
    await view.waitFor({ state: "detached" });
    // (30 + 3.35) x 80.5 = 2684.675 -> 2684.68: the office's, and the list shows it.
    expect(await stored()).toMatchObject({ costPerAcre: "30.00", notes: "Phone: disced twice", totalCost: "2684.68" });
    await phone.getByTestId("task-row").filter({ hasText: "$2,684.68" }).waitFor();
    // The change no longer waits on the phone, even after a reload.
    await phone.getByTestId("outbox-indicator").waitFor({ state: "detached" });
    await phone.reload();
    await phone.getByTestId("task-row").filter({ hasText: "$2,684.68" }).waitFor();
    expect(await phone.getByTestId("outbox-indicator").count()).toBe(0);
    expect((await stored()).costPerAcre).toBe("30.00");
  });

  test("save merged stores each field from the side chosen (Spanish, laptop and phone)", async () => {
    await ok(office.api.account.$put({ json: { locale: "es" } }));
    try {
      await phone.setViewportSize(LAPTOP);
      await phone.reload();
      const form = await openEdit("Editar", "Editar trabajo");
      await officeChanges({ costPerAcre: "26", notes: "Nota de la oficina" });
      await form.root.getByLabel("Costo por acre *").fill("21");
      await form.root.getByLabel("Notas").fill("Nota del teléfono");
      await form.root.getByLabel("Nombre del trabajo *").fill("Discado a medida");
      await form.root.getByRole("button", { name: "Actualizar trabajo" }).click();

      const view = conflictView(/^Cambiado en la oficina: Custom discing$/);
      await view.waitFor();
      expect(await view.getByTestId("conflict-mine-heading").innerText()).toBe("Su versión");
      expect(await view.getByTestId("conflict-office-heading").innerText()).toBe("Versión de la oficina");
      expect(await sides(view, "costPerAcre")).toEqual({ mine: "$21.00", office: "$26.00", differs: "true" });
      expect(await sides(view, "name")).toEqual({ mine: "Discado a medida", office: "Custom discing", differs: "true" });
      expect(await sides(view, "notes")).toEqual({ mine: "Nota del teléfono", office: "Nota de la oficina", differs: "true" });
      expect(await row(view, "costPerAcre").getByText("Distinto").isVisible()).toBe(true);
      const data = ["Custom discing", "Discado a medida", "River Bottom", "Disc harrow", "Nota de la oficina", "Nota del teléfono"];
      let text = await view.innerText();
      for (const d of data) text = text.replaceAll(new RegExp(escapeRegExp(d), "gi"), " ");
      expect(englishPhrases(data).filter((phrase) => phrase.test(text)).map(String)).toEqual([]);
      expect(await fitsWidth(view)).toBe(true);
      await shot("conflict-es-1366");
      await phone.setViewportSize(PHONE);
      expect(await fitsWidth(view)).toBe(true);
      await shot("conflict-es-390");

      // The office's rate, the phone's name and notes (each side a radio named by its field).
      const takeOfficeRate = view.getByRole("radio", { name: "Tomar el valor de la oficina de Costo por acre" });
      await takeOfficeRate.click();
      expect(await takeOfficeRate.getAttribute("aria-checked")).toBe("true");
      expect(await view.getByRole("radio", { name: "Conservar su valor de Notas" }).getAttribute("aria-checked")).toBe("true");
      await view.getByRole("button", { name: "Guardar combinada" }).click();
      await phone.getByTestId("toast").filter({ hasText: "Se guardó la versión combinada" }).waitFor();
      await form.root.waitFor({ state: "detached" });
      // (26 + 3.35) x 80.5 = 2362.675 -> 2362.68
      expect(await stored()).toMatchObject({ name: "Discado a medida", costPerAcre: "26.00", notes: "Nota del teléfono", totalCost: "2362.68" });
    } finally {
      await ok(office.api.account.$put({ json: { locale: "en" } }));
    }
  });
});

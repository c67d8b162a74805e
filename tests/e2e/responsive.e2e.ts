import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import type { ApiClient } from "../../api/client";
import { ADMIN, ok, registerAdmin, seedFarm, seedTasks } from "./support/api";
import { ARTIFACTS } from "./support/browser";
import { todayIso } from "./support/money";
import { inViewport, screenDrawn, settledBox, sidewaysScroll } from "./support/layout";
import { startSuite, type Suite } from "./support/suite";

/** A phone held upright and an office laptop. */
const SIZES = [
  { name: "phone", width: 390, height: 844 },
  { name: "laptop", width: 1366, height: 768 },
] as const;
type Size = (typeof SIZES)[number];

/** What the landlord and field-report screens need in their addresses. */
interface Seeded {
  entityId: number;
  fieldId: number;
  landlordId: number;
}

/**
 * Every main screen of the shell, with what says it has drawn: its heading, or (react-admin lists, whose titles this
 * shell does not show) a text of the seeded data.
 */
const screens = (s: Seeded) =>
  [
    { id: "dashboard", path: "/dashboard", heading: "Dashboard" },
    { id: "fields", path: "/fields", heading: "Field Management" },
    { id: "field-report", path: `/entities/${s.entityId}/fields/${s.fieldId}/reports`, heading: "River Bottom Field Report" },
    { id: "tasks", path: "/tasks", heading: "Task & Costs" },
    { id: "reports", path: "/reports", heading: "Reports & Analytics" },
    { id: "maps", path: "/maps", heading: "Ranch Maps" },
    { id: "landlords", path: "/landlords", text: "Ada Smith" },
    { id: "leases", path: "/leases", text: "Crop share" },
    { id: "payments", path: "/payments", text: "$1,250.00" },
    { id: "landlord-statement", path: `/landlords/${s.landlordId}/statement`, text: "Ada Smith - Crop Year" },
    { id: "settings", path: "/settings", heading: "Settings" },
    { id: "equipment-reports", path: "/equipment-reports", heading: "Equipment Reports" },
    { id: "stone-invoice", path: "/stone-equipment-invoice", heading: "Stone Equipment Company Invoice" },
    { id: "admin-users", path: "/admin", heading: "User Management" },
    { id: "admin-recovery", path: "/admin/recovery", heading: "Data Recovery" },
    { id: "admin-backup", path: "/admin/backup", heading: "Backup Management" },
    { id: "admin-audit", path: "/admin/audit", heading: "Audit Log" },
    { id: "admin-accounts", path: "/admin/accounts", heading: "Chart of Accounts" },
  ] as Array<{ id: string; path: string; heading?: string; text?: string }>;

const REPORT_TABS = [
  "Invoice Report", "Cost Summary", "Detailed Operations", "Field Summary", "Acreage Report", "Fertilizer Report", "Irrigation Report",
];

const SHOTS = join(ARTIFACTS, "screens");

async function shot(page: Page, name: string, size: Size) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}-${size.name}.png`), fullPage: true });
}

/** Waits until no spinner, busy status or skeleton says the screen is still loading. */
const settled = screenDrawn;

describe("Phone and laptop: every screen fits its width", () => {
  let suite: Suite;
  let page: Page;
  let signedOut: Page;
  let seeded: Seeded;
  let api: ApiClient;
  let orchard: { id: number; name: string };

  beforeAll(async () => {
    suite = await startSuite();
    api = await registerAdmin(suite.server.url);
    const farm = await seedFarm(api, [
      { name: "North 40", acreage: "40", cropType: "Alfalfa" },
      { name: "River Bottom", acreage: "80.5", cropType: "Corn" },
      { name: "Almond Orchard Block Seventeen East", acreage: "130.94", cropType: "Almonds" },
    ]);
    await seedTasks(api, farm.entity.id, farm.fields, todayIso());
    orchard = farm.fields.find((f) => f.name.startsWith("Almond Orchard"))!;
    // A landlord with a long address, a crop-share lease on River Bottom from 2020 on (so the statement of whatever
    // crop year the shell shows has a row) and a rent payment.
    const landlord = await ok<{ id: number }>(api.api.landlords.$post({ json: { name: "Ada Smith", mailingAddress: "1234 Long Valley Road, Suite 500\nFresno CA 93706" } as never }));
    const river = farm.fields.find((f) => f.name === "River Bottom")!;
    const lease = await ok<{ id: number }>(
      api.api.leases.$post({
        json: { fieldId: river.id, leasedAcres: "80.5", startYear: 2020, terms: { type: "crop_share", incomePercent: "33.33" }, landlords: [{ landlordId: landlord.id, sharePercent: "100" }] } as never,
      }),
    );
    await ok(api.api.payments.$post({ json: { leaseId: lease.id, landlordId: landlord.id, date: "2025-12-15", cropYear: 2025, amount: "1250", method: "check" } as never }));
    seeded = { entityId: farm.entity.id, fieldId: river.id, landlordId: landlord.id };
    signedOut = (await suite.session()).page;
    page = await suite.signedIn(ADMIN.username, ADMIN.password);
    await page.getByTestId("entity-name").filter({ hasText: "Willow Creek Ranch" }).waitFor();
  });
  afterAll(() => suite?.close());

  for (const size of SIZES) {
    test(`${size.name} ${size.width}x${size.height}: no screen scrolls sideways`, async () => {
      await page.setViewportSize({ width: size.width, height: size.height });
      const wide: string[] = [];
      for (const screen of screens(seeded)) {
        await page.goto(screen.path);
        if (screen.heading) await page.getByRole("heading", { name: screen.heading, exact: true }).first().waitFor();
        else await page.getByText(screen.text!).first().waitFor();
        await settled(page);
        const extra = await sidewaysScroll(page);
        if (extra > 0) wide.push(`${screen.id} (+${extra}px)`);
        await shot(page, screen.id, size);
      }
      // The sign-in screen, in a browser that has not signed in.
      await signedOut.setViewportSize({ width: size.width, height: size.height });
      await signedOut.goto("/login");
      await signedOut.getByRole("heading", { name: "Farm Cost Manager" }).waitFor();
      // No main area on the sign-in screen: its heading and a quiet network say it is drawn.
      await signedOut.waitForLoadState("networkidle");
      const extra = await sidewaysScroll(signedOut);
      if (extra > 0) wide.push(`sign-in (+${extra}px)`);
      await shot(signedOut, "sign-in", size);
      expect(wide).toEqual([]);
    });

    test(`${size.name}: every report tab fits, and the tab bar reaches the last tab`, async () => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto("/reports");
      await page.getByRole("heading", { name: "Reports & Analytics" }).waitFor();
      const wide: string[] = [];
      for (const name of REPORT_TABS) {
        const tab = page.getByRole("tab", { name, exact: true });
        await tab.scrollIntoViewIfNeeded();
        // The bar scrolls itself to the tab chosen before: a tap lands where the tab is once that has stopped.
        await settledBox(page, tab);
        await tab.click();
        await page.getByRole("tab", { name, exact: true, selected: true }).waitFor({ timeout: 5_000 }).catch(() => undefined);
        expect(await tab.getAttribute("aria-selected")).toBe("true");
        await settled(page);
        const extra = await sidewaysScroll(page);
        if (extra > 0) wide.push(`${name} (+${extra}px)`);
        await shot(page, `report-${name.toLowerCase().replace(/ /g, "-")}`, size);
      }
      expect(wide).toEqual([]);
    });

    test(`${size.name}: the task and field dialogs keep their actions in view`, async () => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto("/tasks");
      await page.getByRole("heading", { name: "Task & Costs" }).waitFor();
      await page.getByRole("button", { name: "Add New Task" }).click();
      const dialog = page.getByRole("dialog", { name: "Add New Task" });
      await dialog.getByLabel("Task Name *").waitFor();
      for (const label of ["Create Task", "Cancel"]) expect(await inViewport(page, dialog.getByRole("button", { name: label }))).toBe(true);
      expect(await inViewport(page, dialog.getByRole("heading", { name: "Add New Task" }))).toBe(true);
      const paper = (await dialog.boundingBox())!;
      if (size.name === "phone") expect(Math.round(paper.width)).toBe(size.width);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: join(SHOTS, `dialog-task-${size.name}.png`) });
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await dialog.waitFor({ state: "hidden" });

      await page.goto("/fields");
      await page.getByRole("heading", { name: "Field Management" }).waitFor();
      await page.getByRole("button", { name: "Add New Field" }).click();
      const fieldDialog = page.getByRole("dialog", { name: "Add New Field" });
      await fieldDialog.getByRole("button", { name: "Create Field" }).waitFor();
      expect(await inViewport(page, fieldDialog.getByRole("button", { name: "Create Field" }))).toBe(true);
      await page.screenshot({ path: join(SHOTS, `dialog-field-${size.name}.png`) });
      await fieldDialog.getByRole("button", { name: "Cancel" }).click();
    });
  }

  test("phone: the sidebar is a drawer opened from the app bar; a tab closes it", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/dashboard");
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    expect(await page.getByRole("tab", { name: "Task & Costs" }).isVisible()).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    const tab = page.getByRole("tab", { name: "Task & Costs" });
    await tab.waitFor();
    await page.screenshot({ path: join(SHOTS, `drawer-phone.png`) });
    await tab.click();
    await page.getByRole("heading", { name: "Task & Costs" }).waitFor();
    await tab.waitFor({ state: "hidden" });
    // Tasks are a list of rows on a phone, each with the same actions as the table.
    const row = page.getByTestId("task-row").filter({ hasText: "Custom discing" });
    await row.waitFor();
    expect(await row.getByRole("button", { name: "Edit" }).isVisible()).toBe(true);
    expect(await page.getByRole("table", { name: "Recent Tasks" }).count()).toBe(0);
    await row.getByRole("button", { name: "Copy" }).click();
    await page.getByRole("dialog", { name: "Copy Task to New Field" }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "hidden" });
    // The row itself is a button a keyboard reaches: Enter and Space edit the task as a tap does.
    const tappable = row.getByRole("button", { name: /^Custom discing/ });
    expect(await tappable.getAttribute("tabindex")).toBe("0");
    for (const key of ["Enter", " "]) {
      await tappable.focus();
      await page.keyboard.press(key);
      const edit = page.getByRole("dialog", { name: "Edit Task" });
      await edit.waitFor();
      expect(await edit.getByLabel("Task Name *").inputValue()).toBe("Custom discing");
      await page.keyboard.press("Escape");
      await edit.waitFor({ state: "hidden" });
    }
  });

  test("laptop: the sidebar stays in place beside the content", async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto("/dashboard");
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    expect(await page.getByRole("tab", { name: "Task & Costs" }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Open menu" }).count()).toBe(0);
  });
  test("laptop and phone: seven-figure amounts show whole in the summary and field cards", async () => {
    const categories = await ok<Array<{ id: number; name: string }>>(api.api["task-categories"].$get({ query: {} }));
    const machineHire = categories.find((c) => c.name === "Machine Hire")!.id;
    // 130.94 ac x $9,999.99 = $1,309,398.69 this month, beside the seeded tasks.
    const big = { entityId: seeded.entityId, fieldId: orchard.id, categoryId: machineHire, cropYear: 2025, date: todayIso(), name: "Orchard replant", costPerAcre: "9999.99", acresCovered: "130.94" };
    await ok(api.api.tasks.$post({ json: big }));
    // And a harvest sold for $50,000 an acre over its 130.94 acres, $6,547,000.00 of income (an Income Generated
    // task's amount is its income): every column of its card is wide.
    const income = categories.find((c) => c.name === "Income Generated")!.id;
    const harvest = { ...big, categoryId: income, name: "Orchard harvest", costPerAcre: "50000" };
    await ok(api.api.tasks.$post({ json: harvest }));
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto("/dashboard");
      const monthly = page.getByTestId("stat-Monthly Cost");
      await monthly.filter({ hasText: /^\$1,3\d\d,\d{3}\.\d\d$/ }).waitFor();
      // Each figure on one line, inside its card: nothing cut off at the card's edge.
      const figures = await page.getByTestId(/^stat-(?!card$)/).evaluateAll((els) =>
        els.map((el) => ({ text: el.textContent, cut: el.scrollWidth > el.clientWidth, lines: Math.round(el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight)), px: Number.parseFloat(getComputedStyle(el).fontSize) })),
      );
      expect(figures.filter((f) => f.cut || f.lines !== 1)).toEqual([]);
      // Still a headline figure, not shrunk to body text.
      for (const f of figures) expect(f.px).toBeGreaterThanOrEqual(20);
      await page.screenshot({ path: join(SHOTS, `dashboard-large-figures-${size.name}.png`) });
      // Recent Activity prints the harvest's income as a credit, as the invoice does; the replant is a plain cost.
      const activity = (name: string) => page.getByTestId("activity-row").filter({ hasText: name });
      expect(await activity("Orchard harvest").locator("[data-credit]").textContent()).toBe("($6,547,000.00)");
      expect(await activity("Orchard replant").getByText("$1,309,398.69").getAttribute("data-credit")).toBeNull();

      // So does the task table (a list of cards on a phone).
      await page.goto("/tasks");
      const harvestRow = page.getByTestId("task-row").filter({ hasText: "Orchard harvest" });
      expect(await harvestRow.getByTestId("task-total").locator("[data-credit]").textContent()).toBe("($6,547,000.00)");
      expect(await page.getByTestId("task-row").filter({ hasText: "Orchard replant" }).locator("[data-credit]").count()).toBe(0);
      await page.screenshot({ path: join(SHOTS, `tasks-income-credit-${size.name}.png`) });

      // The field cards' six figures, the orchard's $1.3 million season among them: each inside its card.
      await page.goto("/fields");
      const card = page.getByTestId("field-card").filter({ hasText: orchard.name });
      await card.getByText("$1,309,398.69").first().waitFor();
      const outside = await page.getByTestId("field-card").evaluateAll((cards) =>
        cards.flatMap((c) => {
          const edge = c.getBoundingClientRect().right;
          return [...c.querySelectorAll("[data-testid^='field-'].MuiTypography-body1")]
            .filter((el) => el.getBoundingClientRect().right > edge)
            .map((el) => `${el.getAttribute("data-testid")} ${el.textContent}`);
        }),
      );
      expect(outside).toEqual([]);
      await card.screenshot({ path: join(SHOTS, `field-card-large-figures-${size.name}.png`) });
    }
  });
});

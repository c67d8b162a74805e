import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { copyFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { catalogue } from "../../admin-ui/i18n/messages";
import type { Messages } from "../../admin-ui/i18n/messages/types";
import { CREW_HOME, entriesOf, GROUPS, mayUse, SCREENS } from "../../admin-ui/navigation/registry";
import { ROLES, type Role, type ScreenEntry } from "../../admin-ui/navigation/types";
import { ok, registerAdmin, seedFarm, signedInClient } from "./support/api";
import { ARTIFACTS } from "./support/browser";
import { startSuite, type Suite } from "./support/suite";

/**
 * The menus and the role check come from the navigation registry (admin-ui/navigation/registry.ts); so do this
 * test's expectations. As admin, editor, readonly and crew, on a laptop and on a phone: every screen the role may use
 * is reached from the menu in at most two clicks (a parameter screen from its parent's page), no entry of a screen
 * the role may not use is shown, and opening such a screen's address does not show it.
 */

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const PASSWORD = "walk-pass-1";

/** A catalogue key's text in a language. */
function text(key: string, locale: "en" | "es" = "en"): string {
  let node: Messages | string | undefined = catalogue[locale];
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  if (typeof node !== "string") throw new Error(`no text for ${key}`);
  return node;
}

const label = (s: ScreenEntry) => text(s.label ?? s.id);
const SIDEBAR = new Set(GROUPS.map((g) => g.id as string));
/** `/landlords/:id/statement` as a pattern for the links of its parent's page. */
const pattern = (path: string) => new RegExp(`^${path.replace(/:[A-Za-z]+/g, "[^/]+")}$`);

describe("navigation from the registry", () => {
  let suite: Suite;
  /** The value of each path parameter of the registered screens, for addresses typed directly. */
  const params: Record<string, string> = {};

  beforeAll(async () => {
    suite = await startSuite();
    const api = await registerAdmin(suite.server.url);
    const farm = await seedFarm(api, [{ name: "North 40", acreage: "40", cropType: "Alfalfa" }]);
    const landlord = await ok<{ id: number }>(api.api.landlords.$post({ json: { name: "Ada Smith" } }));
    Object.assign(params, { entityId: String(farm.entity.id), fieldId: String(farm.fields[0]!.id), id: String(landlord.id) });
    for (const role of ROLES) {
      await ok(api.api.users.$post({ json: { username: `walk-${role}`, password: PASSWORD, role, entityIds: [farm.entity.id] } }));
    }
  });
  afterAll(() => suite?.close());

  const address = (path: string) => path.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name]!);

  /** Signs in as the role and waits for its permissions (absent entries prove nothing before them). */
  async function signIn(role: Role, viewport: typeof LAPTOP): Promise<Page> {
    const page = await suite.signedIn(`walk-${role}`, PASSWORD);
    await page.setViewportSize(viewport);
    await page.locator(`main[data-role="${role}"]`).waitFor();
    return page;
  }

  /** The role's home: where a walk starts from. */
  const home = (role: Role) => (role === "crew" ? CREW_HOME : "/dashboard");

  /** Waits until the main area shows the screen: registered, allowed and drawn (no denial, error or 404). */
  async function expectShown(page: Page, screen: ScreenEntry) {
    await page.locator(`main[data-screen="${screen.id}"]`).waitFor();
    expect(new URL(page.url()).pathname).toMatch(pattern(screen.path));
    await page.waitForFunction(() => {
      const main = document.querySelector("main");
      return !!main && !main.querySelector('[role="progressbar"][aria-label="Loading..."]') && main.innerText.trim().length > 0;
    });
    const main = await page.locator("main").innerText();
    for (const refused of [text("admin.accessDenied"), text("layout.somethingWentWrong"), text("layout.t404PageNotFound")]) expect(main).not.toContain(refused);
  }

  /** Opens a menu screen from the role's home, counting the clicks; returns them. */
  async function reach(page: Page, role: Role, screen: ScreenEntry, small: boolean): Promise<number> {
    await page.goto(home(role));
    let clicks = 0;
    if (SIDEBAR.has(screen.group!)) {
      if (small) {
        await page.getByRole("button", { name: text("layout.openMenu") }).click();
        clicks++;
      }
      const entry = page.getByRole("navigation", { name: text("layout.main") }).locator(`[data-menu-entry="${screen.id}"]`);
      expect(await entry.innerText()).toBe(label(screen));
      await entry.click();
      clicks++;
    } else {
      await page.getByRole("button", { name: `walk-${role}` }).click();
      clicks++;
      await page.getByRole("menu").getByRole("menuitem", { name: label(screen), exact: true }).click();
      clicks++;
    }
    await expectShown(page, screen);
    return clicks;
  }

  /** The visible link of the main area to a parameter screen, once the page has drawn it (null after 10 s). */
  async function linkTo(page: Page, screen: ScreenEntry, keep: (href: string) => boolean = () => true) {
    const links = page.locator("main a[href]").filter({ visible: true });
    const deadline = Date.now() + 10_000;
    do {
      const hrefs = await links.evaluateAll((els) => els.map((a) => a.getAttribute("href") ?? ""));
      const index = hrefs.findIndex((h) => pattern(screen.path).test(h) && keep(h));
      if (index >= 0) return links.nth(index);
      await Bun.sleep(200);
    } while (Date.now() < deadline);
    return null;
  }

  for (const [size, viewport] of [["laptop", LAPTOP], ["phone", PHONE]] as const) {
    for (const role of ROLES) {
      test(`${role}, ${size}: every screen it may use is two clicks away, no other is shown`, async () => {
        const page = await signIn(role, viewport);
        const small = viewport === PHONE;
        const allowed = SCREENS.filter((s) => mayUse(s, role));
        const refused = SCREENS.filter((s) => !mayUse(s, role));
        expect(allowed.length).toBeGreaterThan(0);

        // The sidebar: exactly the role's entries, group by group in the registry's order, each group with its label.
        await page.goto(home(role));
        if (small) await page.getByRole("button", { name: text("layout.openMenu") }).click();
        const nav = page.getByRole("navigation", { name: text("layout.main") });
        await nav.locator("[data-menu-entry]").first().waitFor();
        const sidebarExpected = GROUPS.flatMap((g) => entriesOf(g.id, role).map((s) => s.id));
        expect(await nav.locator("[data-menu-entry]").evaluateAll((els) => els.map((e) => e.getAttribute("data-menu-entry")))).toEqual(sidebarExpected);
        for (const group of GROUPS.filter((g) => g.label)) {
          const shown = await nav.getByText(text(group.label!), { exact: true }).count();
          expect(shown).toBe(entriesOf(group.id, role).length > 0 ? 1 : 0);
        }
        if (small) await page.keyboard.press("Escape");

        // The user menu: the role's screens of groups "user" and "admin", none of another's.
        const username = `walk-${role}`;
        await page.getByRole("button", { name: username }).click();
        const items = await page.getByRole("menu").getByRole("menuitem").allInnerTexts();
        await page.keyboard.press("Escape");
        for (const s of SCREENS.filter((s) => s.group === "user" || s.group === "admin")) {
          expect({ screen: s.id, shown: items.includes(label(s)) }).toEqual({ screen: s.id, shown: mayUse(s, role) });
        }
        // No label of a refused screen anywhere in the menus.
        const sidebarText = await nav.innerText().catch(() => "");
        for (const s of refused.filter((s) => s.group && SIDEBAR.has(s.group))) {
          expect({ screen: s.id, listed: sidebarExpected.includes(s.id) }).toEqual({ screen: s.id, listed: false });
          if (!allowed.some((a) => a.label && label(a) === label(s))) expect(sidebarText).not.toContain(label(s));
        }

        // Every menu screen in at most two clicks; every parameter screen from a link on its parent's page.
        for (const screen of allowed.filter((s) => s.group)) {
          const clicks = await reach(page, role, screen, small);
          expect({ screen: screen.id, clicks: clicks <= 2 }).toEqual({ screen: screen.id, clicks: true });
        }
        for (const screen of allowed.filter((s) => s.parent)) {
          const parent = SCREENS.find((s) => s.id === screen.parent)!;
          expect(mayUse(parent, role)).toBe(true);
          await reach(page, role, parent, small);
          let link = await linkTo(page, screen);
          // A phone's list of records is react-admin's SimpleList, each row one link: there the link is on the record's page.
          if (!link && small) {
            const record = await linkTo(page, { ...parent, path: `${parent.path}/:id` }, (h) => !h.endsWith("/create"));
            await record?.click();
            link = await linkTo(page, screen);
          }
          expect({ screen: screen.id, linked: link !== null }).toEqual({ screen: screen.id, linked: true });
          await link!.click();
          await expectShown(page, screen);
        }

        // Typing the address of a screen the role may not use does not show it.
        for (const screen of refused) {
          await page.goto(address(screen.path));
          if (role === "crew") {
            await page.waitForURL((url) => url.pathname === CREW_HOME);
          } else {
            await page.getByTestId("screen-denied").waitFor();
          }
          expect(await page.locator(`main[data-screen="${screen.id}"]`).count()).toBe(0);
        }
        await page.context().close();
      }, 180_000);
    }
  }

  test("the sidebar's groups at 1366x768 and 390x844, in English and Spanish", async () => {
    for (const locale of ["en", "es"] as const) {
      const client = await signedInClient(suite.server.url, "walk-admin", PASSWORD);
      await ok(client.api.account.$put({ json: { locale } }));
      for (const [size, viewport] of [["laptop", LAPTOP], ["phone", PHONE]] as const) {
        const page = await signIn("admin", viewport);
        await page.goto("/landlords");
        await page.locator("main").getByText("Ada Smith").first().waitFor();
        if (viewport === PHONE) await page.getByRole("button", { name: text("layout.openMenu", locale) }).click();
        const nav = page.getByRole("navigation", { name: text("layout.main", locale) });
        for (const group of GROUPS.filter((g) => g.label)) await nav.getByText(text(group.label!, locale), { exact: true }).waitFor();
        await nav.locator('[data-menu-entry="landlords"][aria-current="page"]').waitFor();
        // Nothing in the drawer is wider than the drawer (no entry cut off or pushing it sideways).
        const overflow = await nav.evaluate((el) => el.scrollWidth - el.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        // A viewport shot: the sidebar as a person sees it, once the drawer has slid in.
        await Bun.sleep(500);
        const name = `navigation-${size}-${locale}`;
        mkdirSync(ARTIFACTS, { recursive: true });
        await page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });
        // The user menu with the Admin Panel's screens under it.
        if (viewport === PHONE) await page.keyboard.press("Escape");
        await page.getByRole("button", { name: "walk-admin" }).click();
        await page.getByRole("menu").getByRole("menuitem", { name: text("layout.nav.audit", locale) }).waitFor();
        await Bun.sleep(500);
        await page.screenshot({ path: join(ARTIFACTS, `${name}-user-menu.png`) });
        if (process.env.NAV_SCREENSHOTS_TO) {
          for (const file of [name, `${name}-user-menu`]) copyFileSync(join(ARTIFACTS, `${file}.png`), join(process.env.NAV_SCREENSHOTS_TO, `${file}.png`));
        }
        await page.context().close();
      }
    }
  }, 120_000);
});

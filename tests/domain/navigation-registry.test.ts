import { describe, expect, test } from "bun:test";
import { ROLES as API_ROLES } from "../../api/domain/users";
import { FIRST_SCREEN_AREAS } from "../../admin-ui/i18n/messages/first-screen";
import { mergeMessages } from "../../admin-ui/i18n/messages/merge";
import type { Messages } from "../../admin-ui/i18n/messages/types";
import { CUSTOM_SCREENS, entriesOf, GROUPS, RESOURCES, SCREENS, screenAt } from "../../admin-ui/navigation/registry";
import { ROLES } from "../../admin-ui/navigation/types";

/**
 * The navigation registry's own rules (docs/decisions/navigation-registry.md); the browser walk over it is
 * tests/e2e/navigation.e2e.ts.
 */

const firstScreen = { en: mergeMessages(...FIRST_SCREEN_AREAS.map((a) => a.en)), es: mergeMessages(...FIRST_SCREEN_AREAS.map((a) => a.es)) };
const has = (messages: Messages, key: string) => {
  let node: Messages | string | undefined = messages;
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return typeof node === "string";
};

describe("the navigation registry", () => {
  test("knows the API's roles", () => {
    expect([...ROLES]).toEqual([...API_ROLES]);
  });

  test("names each screen and path once", () => {
    const ids = SCREENS.map((s) => s.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const paths = SCREENS.map((s) => s.path);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
    expect(RESOURCES.map((r) => r.name).filter((n, i, all) => all.indexOf(n) !== i)).toEqual([]);
  });

  test("every screen is a menu entry or a parameter screen under one", () => {
    for (const screen of SCREENS) {
      if (screen.group) continue;
      const parent = SCREENS.find((s) => s.id === screen.parent);
      expect({ screen: screen.id, parentInMenu: !!parent?.group }).toEqual({ screen: screen.id, parentInMenu: true });
      // The registered reports the Reports tab links to need no parameter: the report's name is the address.
      if (screen.parent !== "reports") expect(screen.path).toContain(":");
    }
  });

  test("every menu entry and labelled group reads from the first screen's texts, in English and Spanish", () => {
    const keys = [...SCREENS.filter((s) => s.group).map((s) => s.label ?? `(none for ${s.id})`), ...GROUPS.flatMap((g) => (g.label ? [g.label] : []))];
    expect(keys.filter((k) => !has(firstScreen.en, k) || !has(firstScreen.es, k))).toEqual([]);
  });

  test("the spec's six tabs come first for the office, Record work for crew", () => {
    expect(entriesOf("tabs", "readonly").map((s) => s.path)).toEqual(["/dashboard", "/fields", "/tasks", "/reports", "/maps", "/settings"]);
    // Crew record their work, at harvest the loads they haul (scale tickets: quantities, no money; issue 37) and
    // their hours (issue 38: hours and status, no money).
    expect(GROUPS.flatMap((g) => entriesOf(g.id, "crew")).map((s) => s.id)).toEqual(["record", "settings", "harvest-tickets", "time"]);
    // A group a role sees none of is not shown to it: every group has an entry for some role.
    for (const g of GROUPS) expect(ROLES.some((r) => entriesOf(g.id, r).length > 0)).toBe(true);
  });

  test("finds the screen at each path", () => {
    const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, "7");
    for (const screen of SCREENS) expect(screenAt(concrete(screen.path))?.id).toBe(screen.id);
    expect(screenAt("/")?.id).toBe("dashboard");
    expect(screenAt("/landlords/create")?.id).toBe("landlords");
    expect(screenAt("/leases/3")?.id).toBe("leases");
    expect(screenAt("/no-such-screen")).toBeUndefined();
    expect(CUSTOM_SCREENS.every((s) => s.element)).toBe(true);
  });
});

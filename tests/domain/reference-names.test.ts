import { describe, expect, test } from "bun:test";
import { SCHEDULE_F_LINES } from "../../api/domain/accounting/schedule-f";
import { DEFAULT_ACCOUNTS } from "../../api/domain/accounting/default-chart";
import { accountText, categoryText, REFERENCE_TEXTS, scheduleFText, unitText } from "../../api/domain/reference-names";
import { HARVEST_UNITS } from "../../api/domain/harvest/units";
import { SEED_CATEGORIES } from "../../api/domain/task-categories";
import { YIELD_UNITS } from "../../api/domain/task-formulas";

/** The names of seeded reference data: each one has its Spanish, and only the seeded, unrenamed row is translated. */
describe("reference names", () => {
  test("every seeded category, Schedule F line, default account and yield unit has a Spanish name", () => {
    const es = REFERENCE_TEXTS.es;
    for (const c of SEED_CATEGORIES) expect({ c: c.name, es: es.categories[c.name] }).toEqual({ c: c.name, es: expect.any(String) });
    for (const l of SCHEDULE_F_LINES) expect({ l: l.line, es: es.scheduleFLines[l.line] }).toEqual({ l: l.line, es: expect.any(String) });
    for (const a of DEFAULT_ACCOUNTS) expect({ a: a.number, es: es.defaultAccounts[String(a.number)] }).toEqual({ a: a.number, es: expect.any(String) });
    for (const u of [...YIELD_UNITS, ...HARVEST_UNITS]) expect({ u, es: es.yieldUnits[u] }).toEqual({ u, es: expect.any(String) });
    // The two languages name the same things.
    for (const group of Object.keys(REFERENCE_TEXTS.en) as Array<keyof typeof es>) {
      expect(Object.keys(es[group]).sort()).toEqual(Object.keys(REFERENCE_TEXTS.en[group]).sort());
    }
  });

  test.each([
    ["a seeded category in Spanish", categoryText("Machine Hire", "es"), "Renta de maquinaria"],
    ["a seeded category in English", categoryText("Machine Hire", "en"), "Machine Hire"],
    ["a category the user made, as stored", categoryText("Pruning", "es"), "Pruning"],
    ["Schedule F's yield value of a seeded category", categoryText("Water (yield value)", "es"), "Agua (valor del rendimiento)"],
    ["Schedule F's yield value of a user's category", categoryText("Pruning (yield value)", "es"), "Pruning (valor del rendimiento)"],
    ["a default account under its default name", accountText(8300, "Water", "es"), "Agua"],
    ["a default account the user renamed, as stored", accountText(8300, "Well water", "es"), "Well water"],
    ["another account under a default account's name", accountText(8301, "Water", "es"), "Water"],
    ["a form line", scheduleFText("32", "es"), "Otros gastos"],
    ["a form line in English", scheduleFText("32", "en"), "Other expenses"],
    ["the form's line 34", scheduleFText("34", "es"), "Ganancia o (pérdida) neta de la finca"],
    ["a yield unit", unitText("bales", "es"), "pacas"],
    ["a unit the product does not know, as stored", unitText("crates", "es"), "crates"],
    ["a harvest unit counted: bales", unitText("bale", "es"), "pacas"],
    ["a harvest unit counted: bins", unitText("bin", "es"), "contenedores"],
    ["a harvest unit counted: boxes", unitText("box", "es"), "cajas"],
    ["a harvest unit abbreviated as the settlement sheets print it: bushels", unitText("bu", "es"), "bu"],
    ["a harvest unit abbreviated: hundredweight", unitText("cwt", "es"), "cwt"],
    ["a harvest unit abbreviated: the short ton", unitText("ton", "es"), "ton"],
    ["a harvest unit in English, as stored", unitText("box", "en"), "box"],
  ])("%s", (_, shown, expected) => {
    expect(shown).toBe(expected);
  });
});

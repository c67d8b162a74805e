import { describe, expect, test } from "bun:test";
import { catalogue } from "../../admin-ui/i18n/messages";
import type { Messages } from "../../admin-ui/i18n/messages/types";
import { allChoices, apiPath, CONFLICT_FORMS, conflictRows, fieldsFor, mergedBody, resourceOf, sameValue } from "../../admin-ui/offline/conflict/conflict-fields";

/**
 * The conflict view's rules (issue 40, "No silent overwrite"): which fields of a task differ between the version the
 * phone sent and the office's current one, and the body each choice sends.
 */

// A task as GET /api/tasks/{id} answers it (decimals as stored) and the PUT body the task form sends (as typed).
const office = {
  id: 7,
  entityId: 1,
  fieldId: 2,
  fieldName: "North 40",
  categoryId: 3,
  categoryName: "Machine Hire",
  name: "Custom discing",
  date: "2025-06-01",
  cropType: null,
  cropYear: 2025,
  notes: "Office note",
  acresCovered: "40.00",
  costPerAcre: "25.00",
  equipmentRental: "3.35",
  equipmentDescription: "Disc harrow",
  totalCost: "1134.00",
  applicationTime: "07:30:00",
};
const mine = {
  entityId: 1,
  fieldId: 2,
  categoryId: 3,
  name: "Custom discing",
  date: "2025-06-01",
  cropType: null,
  cropYear: 2025,
  notes: "Phone note",
  acresCovered: "40",
  costPerAcre: "20",
  equipmentRental: "3.35",
  equipmentDescription: "Disc harrow",
  applicationTime: "07:30",
};

const rowsOf = () => conflictRows(CONFLICT_FORMS.tasks!, mine, office);

describe("conflict view: comparing two versions of a task", () => {
  test("values read alike are the same: 40 and 40.00, blank and null, 07:30 and 07:30:00", () => {
    expect(sameValue("number", "40", "40.00")).toBe(true);
    expect(sameValue("money", "20", "25.00")).toBe(false);
    expect(sameValue("text", "", null)).toBe(true);
    expect(sameValue("text", "07:30", "07:30:00")).toBe(true);
    expect(sameValue("lines", [{ productId: 4, ratePerAcre: "2", unit: "gal" }], [{ productId: 4, ratePerAcre: "2.0000", totalQuantity: null, unit: "gal", cost: "10.00" }])).toBe(true);
    expect(sameValue("lines", [{ productId: 4, ratePerAcre: "2", unit: "gal" }], [{ productId: 4, ratePerAcre: "3", unit: "gal" }])).toBe(false);
  });

  test("only the cost per acre and the notes differ; every field the form sent has a row, in the form's order", () => {
    const rows = rowsOf();
    expect(rows.filter((r) => r.differs).map((r) => r.field.key)).toEqual(["costPerAcre", "notes"]);
    expect(rows.map((r) => r.field.key)).toEqual([
      "name", "fieldId", "categoryId", "date", "cropType", "cropYear", "acresCovered", "costPerAcre",
      "equipmentRental", "equipmentDescription", "applicationTime", "notes",
    ]);
  });

  test("a money field the office's record came without (a crew account's read) gets no row", () => {
    const { costPerAcre: _c, equipmentRental: _e, ...crewRead } = office;
    const rows = conflictRows(CONFLICT_FORMS.tasks!, mine, crewRead);
    expect(rows.some((r) => r.field.money)).toBe(false);
    expect(rows.filter((r) => r.differs).map((r) => r.field.key)).toEqual(["notes"]);
  });

  test("the merged body takes the office's value exactly where the office's was chosen", () => {
    const rows = rowsOf();
    expect(mergedBody(mine, rows, { costPerAcre: "mine", notes: "office" })).toEqual({ ...mine, costPerAcre: "20", notes: "Office note" });
    expect(mergedBody(mine, rows, { costPerAcre: "office", notes: "mine" })).toEqual({ ...mine, costPerAcre: "25.00", notes: "Phone note" });
    expect(mergedBody(mine, rows, allChoices(rows, "mine"))).toEqual(mine);
    expect(allChoices(rows, "office")).toEqual({ costPerAcre: "office", notes: "office" });
  });

  test("an office value chosen is sent as the form sends it: a blank text as '', a time to the minute, lines as sent", () => {
    const officeBlank = { ...office, notes: null, applicationTime: "06:15:00", products: [{ line: 1, productId: 4, productName: "Roundup", ratePerAcre: null, totalQuantity: "12.5000", unit: "gal", cost: "80.00" }] };
    const withLines = { ...mine, applicationTime: "07:30", products: [] };
    const rows = conflictRows(CONFLICT_FORMS.tasks!, withLines, officeBlank);
    const body = mergedBody(withLines, rows, allChoices(rows, "office"));
    expect(body.notes).toBe("");
    expect(body.applicationTime).toBe("06:15");
    expect(body.products).toEqual([{ productId: 4, ratePerAcre: null, totalQuantity: "12.5", unit: "gal" }]);
  });

  test("paths name their resource with or without /api; a form not described compares every key it sent", () => {
    expect(resourceOf("/api/tasks/12")).toBe("tasks");
    expect(resourceOf("tasks/12")).toBe("tasks");
    expect(apiPath("/tasks/12")).toBe("/api/tasks/12");
    expect(apiPath("/api/tasks/12")).toBe("/api/tasks/12");
    expect(fieldsFor("/api/vendors/3", { name: "Acme", phone: "1" }).map((f) => f.key)).toEqual(["name", "phone"]);
  });

  test("every label the view shows has its English and Spanish text", () => {
    const has = (m: Messages, key: string) => typeof key.split(".").reduce<unknown>((at, k) => (at as Messages | undefined)?.[k], m) === "string";
    const keys = CONFLICT_FORMS.tasks!.flatMap((f) => [f.label, ...(f.labelTitle ? [f.labelTitle] : [])]);
    expect(keys.filter((k) => !has(catalogue.en, k) || !has(catalogue.es, k))).toEqual([]);
  });
});

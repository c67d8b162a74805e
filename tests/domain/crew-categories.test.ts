import { describe, expect, test } from "bun:test";
import { crewCategories as offeredOnScreen } from "../../admin-ui/crew/crew-form";
import { crewCategories, crewCategoryRefusal } from "../../api/domain/crew-tasks";
import { CATEGORY_NAME, SEED_CATEGORIES } from "../../api/domain/task-categories";

/** A category as the screens and the server read it. */
const category = (id: number, name: string, isIncomeCategory = false) => ({ id, name, icon: "x", color: "#000", isIncomeCategory });

describe("the categories a crew records work in", () => {
  test("never Income Generated (nor Rent or Water Assessment): every other seeded category is offered", () => {
    expect(crewCategories(SEED_CATEGORIES).map((c) => c.name)).toEqual([
      "Water", "Farm Management", "Fertilizer", "Crop Protectants", "Soil Amendment", "Machine Hire", "Seed",
    ]);
    expect(crewCategories(SEED_CATEGORIES).some((c) => c.name === CATEGORY_NAME.INCOME_GENERATED)).toBe(false);
  });

  test("a category an admin flagged as income is refused as Income Generated is; an ordinary one is offered", () => {
    const hay = category(11, "Hay Sales", true);
    const baling = category(12, "Baling");
    expect(crewCategories([hay, baling])).toEqual([baling]);
    expect(crewCategoryRefusal(hay)).toBe("Hay Sales is an income category: crew accounts record field work, and the office records income");
    expect(crewCategoryRefusal(baling)).toBeNull();
  });

  test("the Record work screen offers exactly what the rule allows", () => {
    const all = [...SEED_CATEGORIES, category(11, "Hay Sales", true)];
    expect(offeredOnScreen(all)).toEqual(crewCategories(all));
    expect(offeredOnScreen(all)!.map((c) => c.id)).not.toContain(7);
    expect(offeredOnScreen(undefined)).toBeUndefined();
  });
});

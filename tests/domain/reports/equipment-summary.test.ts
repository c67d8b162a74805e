import { describe, expect, test } from "bun:test";
import { equipmentSummary } from "../../../api/domain/reports/equipment-summary";
import { task } from "./fixtures";

const stone = { entityId: 1, entityName: "Stone Ranch" };
const acme = { entityId: 2, entityName: "Acme Farms" };
const entities = [
  { id: 1, name: "Stone Ranch" },
  { id: 2, name: "Acme Farms" },
  { id: 3, name: "Empty Co" },
];

const tasks = [
  // a calendar report: crop year 2024 counts when the date is March 2025
  task({ ...stone, name: "Disc", date: "2025-03-05", cropYear: 2024, equipmentTotal: "120.00", equipmentDescription: "Disc" }),
  task({ ...stone, name: "Rake", date: "2025-03-31", equipmentTotal: "30.50", equipmentDescription: "" }),
  task({ ...acme, name: "Roll", date: "2025-03-15", equipmentTotal: "0.01", equipmentDescription: "Roller" }),
  // Left off: another calendar year, another month, a non-billable category, no equipment
  task({ ...acme, date: "2024-03-15", cropYear: 2025, equipmentTotal: "40.00" }),
  task({ ...stone, date: "2025-04-01", equipmentTotal: "50.00" }),
  task({ ...stone, categoryName: "Rent", date: "2025-03-10", equipmentTotal: "60.00" }),
  task({ ...acme, date: "2025-03-10", equipmentTotal: "0.00" }),
];

describe("equipmentSummary (calendar month and year)", () => {
  test("per entity totals and the overall total; entities without rentals are left out", () => {
    const summary = equipmentSummary({ month: 3, year: 2025, entities, tasks });
    // Stone Ranch 120.00 + 30.50 = 150.50; Acme 0.01; total 150.51
    expect(summary.totalRental).toBe("150.51");
    expect(summary.entities.map((e) => [e.entityName, e.month, e.totalEquipmentRental, e.tasks.map((t) => t.name)])).toEqual([
      ["Acme Farms", 3, "0.01", ["Roll"]],
      ["Stone Ranch", 3, "150.50", ["Disc", "Rake"]],
    ]);
    expect(summary.entities[1]!.tasks[1]).toEqual({
      id: tasks[1]!.id, name: "Rake", fieldName: "North 40", date: "2025-03-31",
      equipmentDescription: "Equipment Rental", equipmentTotal: "30.50",
    });
  });

  test("a month without rentals", () => {
    const summary = equipmentSummary({ month: 6, year: 2025, entities, tasks });
    expect(summary).toEqual({ month: 6, year: 2025, totalRental: "0.00", entities: [] });
  });

  test("no entities, no tasks", () => {
    expect(equipmentSummary({ month: 1, year: 2030, entities: [], tasks: [] }).totalRental).toBe("0.00");
  });
});

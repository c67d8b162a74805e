import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, asc, eq, inArray } from "drizzle-orm";
import { settlementFigures } from "../../api/domain/harvest/settlement";
import { sumCents } from "../../api/domain/money";
import { systemContext } from "../../api/services/context";
import { getCropPosition, getSettlementRegister, getUnsettledLoads } from "../../api/services/harvest-reports.service";
import { storageOnHand } from "../../api/services/storage.service";
import type { Db, DbHandle } from "../../db/client";
import { DEMO_HARVEST, loadDemoFarm } from "../../db/demo-farm";
import { cropContracts, cropMarks, deliveries, harvestTickets, settlementDeductions, settlementLines, settlements, tasks } from "../../db/schema";
import { freshDatabase } from "../support/harness";

/*
 * The demo farm (`bun run seed:demo`) shows harvest and sales: scale tickets of crop year 2025 into bins or straight
 * to buyers, crop still in storage, contracts, deliveries, settlements (the latest unpaid) and a mark per crop, every
 * figure the services' own: no location below zero, each settlement's gross, deductions and net what settlementFigures
 * makes of its lines. Loaded with a fixed last day, so every run sees the same farm.
 */
const UNTIL = "2026-10-31";
/** The seeded Income Generated category (api/domain/task-categories.ts). */
const INCOME_GENERATED = 7;
let handle: DbHandle;
let db: Db;
let loaded: Awaited<ReturnType<typeof loadDemoFarm>>;

beforeAll(async () => {
  handle = await freshDatabase();
  db = handle.db;
  loaded = await loadDemoFarm(db, UNTIL);
}, 60_000);
afterAll(async () => {
  await handle?.close();
});

describe("the demo farm's harvest and sales", () => {
  test("tickets into storage and straight to buyers, contracts, deliveries, settlements, lost loads and marks", async () => {
    const h = loaded.harvest;
    expect(h.tickets).toBe((await db.select().from(harvestTickets)).length);
    expect(h.tickets).toBeGreaterThan(20);
    const tickets = await db.select().from(harvestTickets);
    expect(tickets.some((t) => t.locationId !== null)).toBe(true);
    expect(tickets.some((t) => t.buyerId !== null)).toBe(true);
    expect(tickets.every((t) => t.cropYear === DEMO_HARVEST.cropYear)).toBe(true);
    expect((await db.select().from(cropContracts)).length).toBe(h.contracts);
    expect((await db.select().from(deliveries)).length).toBe(h.deliveries);
    expect((await db.select().from(cropMarks)).length).toBe(h.marks);
    expect(h.settlements).toBeGreaterThan(0);
    expect(h.unsettled).toBeGreaterThan(0);
    expect(h.marks).toBeGreaterThan(0);
    // The harvested field-years' typed income tasks gave way to the settlements.
    const harvested = [...new Set(tickets.map((t) => t.fieldId))];
    const typed = await db.select({ cropYear: tasks.cropYear }).from(tasks).where(and(inArray(tasks.fieldId, harvested), eq(tasks.categoryId, INCOME_GENERATED)));
    expect(typed.filter((t) => t.cropYear === DEMO_HARVEST.cropYear)).toEqual([]);
    expect(typed.filter((t) => t.cropYear === 2024).length).toBeGreaterThan(0);
  });

  test("every settlement's figures are settlementFigures of its lines and deductions; the latest of a buyer's runs is unpaid", async () => {
    const list = await db.select().from(settlements).orderBy(asc(settlements.id));
    for (const s of list) {
      const lines = await db.select().from(settlementLines).where(eq(settlementLines.settlementId, s.id)).orderBy(asc(settlementLines.line));
      const cuts = await db.select().from(settlementDeductions).where(eq(settlementDeductions.settlementId, s.id)).orderBy(asc(settlementDeductions.line));
      const f = settlementFigures({ lines, deductions: cuts });
      expect({ number: s.number, gross: s.gross, deductions: s.deductions, net: s.net, each: cuts.map((c) => c.amount) }).toEqual({ number: s.number, gross: f.gross, deductions: f.deductionsTotal, net: f.net, each: f.deductions });
    }
    expect(list.some((s) => s.received === null)).toBe(true);
    expect(list.some((s) => s.received !== null && s.received === s.net)).toBe(true);
    expect(sumCents(list.map((s) => s.net))).toBe(loaded.harvest.settledNet);
  });

  test("the reports read it: crop still on hand (never below zero) in 2026, the settled net, the unsold crop at the mark, lost loads", async () => {
    const ctx = systemContext(db);
    const onHand = await storageOnHand(ctx, { asOf: UNTIL });
    expect(onHand.length).toBeGreaterThan(0);
    expect(onHand.every((r) => Number(r.onHand) >= 0)).toBe(true);
    expect(onHand.some((r) => Number(r.onHand) > 0)).toBe(true);
    const position = await getCropPosition(ctx, "all", DEMO_HARVEST.cropYear);
    expect(position.totals.settledValue).toBe(loaded.harvest.settledNet);
    expect(Number(position.totals.estimatedValue)).toBeGreaterThan(0);
    const register = await getSettlementRegister(ctx, "all", DEMO_HARVEST.cropYear);
    expect(register.rows.length).toBe(loaded.harvest.settlements);
    expect(register.rows.some((r) => r.status === "unpaid")).toBe(true);
    const lost = await getUnsettledLoads(ctx, "all", UNTIL);
    expect(lost.rows.length).toBe(loaded.harvest.unsettled);
  });
});

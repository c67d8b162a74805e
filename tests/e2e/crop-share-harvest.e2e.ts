import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import type { ApiClient } from "../../api/client";
import { LeasesPages } from "./pages/LeasesPages";
import { ADMIN, ok, registerAdmin } from "./support/api";
import { screenshot } from "./support/browser";
import { startSuite, type Suite } from "./support/suite";

/**
 * A crop-share landlord's statement once the crop is harvested and sold (the corn): East 80 and West 80
 * harvest 6,000 and 4,000 bu into a bin; 7,000 bu go to the elevator and are settled at $4.85 less $0.05/bu hauling and
 * a $12.34 checkoff ($33,587.66 net: East's share $20,152.60); the 3,000 bu left are marked at $4.50 ($8,100.00 of it
 * East's). A landlord at a third of East 80 (33.3333%, typed in the lease form) receives $6,717.53 and 2,000.00 bu,
 * and sees $2,700.00 of unsold crop apart, as an estimate not in the net.
 */
describe("a crop-share landlord's statement with harvest and sales", () => {
  let suite: Suite;
  let api: ApiClient;
  let page: Page;
  let ui: LeasesPages;
  let cy: number;

  beforeAll(async () => {
    suite = await startSuite();
    api = await registerAdmin(suite.server.url);
    const entity = await ok<{ id: number }>(api.api.entities.$post({ json: { name: "Prairie Grain" } }));
    const field = (name: string) => ok<{ id: number }>(api.api.fields.$post({ json: { entityId: entity.id, name, acreage: "80", cropType: "Corn" } as never }));
    const east = await field("East 80");
    const west = await field("West 80");
    cy = (await ok<{ id: number }>(api.api.landlords.$post({ json: { name: "Cy Third" } as never }))).id;
    const bin = await ok<{ id: number }>(api.api["storage-locations"].$post({ json: { entityId: entity.id, name: "Bin 1" } as never }));
    const buyer = await ok<{ id: number }>(api.api.buyers.$post({ json: { name: "Valley Elevator" } as never }));
    const ticket = (fieldId: number, n: string, quantity: string) =>
      ok(api.api["harvest-tickets"].$post({ json: { entityId: entity.id, fieldId, crop: "Corn", cropYear: 2026, date: "2026-10-01", ticketNumber: n, quantity, unit: "bu", locationId: bin.id } as never }));
    await ticket(east.id, "T-1", "6000");
    await ticket(west.id, "T-2", "4000");
    const delivery = await ok<{ id: number }>(api.api.deliveries.$post({ json: { entityId: entity.id, buyerId: buyer.id, crop: "Corn", cropYear: 2026, date: "2026-11-01", quantity: "7000", unit: "bu", locationId: bin.id } as never }));
    await ok(api.api.settlements.$post({ json: {
      entityId: entity.id, buyerId: buyer.id, number: "S-1041", date: "2026-11-20", crop: "Corn", cropYear: 2026,
      lines: [{ deliveryId: delivery.id, price: "4.85" }],
      deductions: [{ kind: "hauling", ratePerUnit: "0.05" }, { kind: "checkoff", amount: "12.34" }],
    } as never }));
    await ok(api.api["crop-marks"][":entityId"][":cropYear"][":crop"].$put({ param: { entityId: String(entity.id), cropYear: "2026", crop: "Corn" }, json: { price: "4.50", unit: "bu", date: "2026-12-31" } as never }));
    page = await suite.signedIn(ADMIN.username, ADMIN.password);
    await page.getByTestId("entity-name").filter({ hasText: "Prairie Grain" }).waitFor();
    ui = new LeasesPages(page);
  });
  afterAll(() => suite?.close());

  test("a lease at a third (33.3333%) typed in the form; the statement shows the settled share, the bushels and the estimate apart", async () => {
    await page.goto("/leases/create");
    await ui.choose("Field", "East 80");
    await page.getByLabel("Leased acres").fill("80");
    await page.getByLabel("First crop year").fill("2026");
    await ui.choose("Landlord", "Cy Third", 0);
    await page.getByLabel("Share %").nth(0).fill("100");
    await ui.choose("Lease type", "Crop share");
    await page.getByLabel("Landlords' income %").fill("33.3333");
    await ui.save();
    await page.getByRole("cell", { name: "Cy Third", exact: true }).waitFor();
    const [lease] = await ok<Array<{ terms: { incomePercent: string } }>>(api.api.leases.$get({ query: {} }));
    expect(lease!.terms.incomePercent).toBe("33.3333");

    await page.goto(`/landlords/${cy}/statement`);
    await ui.choose("Statement year", "2026");
    await page.getByText("Cy Third - Crop Year 2026").waitFor();
    const table = page.getByRole("table", { name: "Statement" });
    for (const text of ["East 80", "Settled crop sales", "Unsold at mark (estimated)", "2,000.00 bu", "$6,717.53", "$2,700.00"]) await table.getByText(text).first().waitFor();
    // The estimate is apart: the net is the settled share alone.
    await page.getByTestId("statement-total").getByText("$6,717.53").first().waitFor();
    await page.getByText("it is not in the net").waitFor();
    await screenshot(page, "landlord-statement-harvest");
  });
});

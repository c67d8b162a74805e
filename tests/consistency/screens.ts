import { expect } from "bun:test";
import Papa from "papaparse";
import type { ApiClient } from "../../api/client";
import { CATEGORIES, type CategoryKey, cents, type FarmPlan, hundredths, openingGallons, purchaseDate, YEAR } from "./farm-plan";

/** Builds a planned farm through the API: an entity, its fields, the tasks by the import. Answers the ids. */
export async function buildFarm(admin: ApiClient, plan: FarmPlan, name: string, categoryIds: Record<CategoryKey, number>) {
  const entity = await admin.api.entities.$post({ json: { name } });
  expect(entity.status).toBe(201);
  const { id: entityId } = (await entity.json()) as { id: number };
  const fieldIds: number[] = [];
  for (const [i, acres] of plan.fields.entries()) {
    const res = await admin.api.fields.$post({ json: { entityId, name: `Field ${i + 1}`, acreage: hundredths(acres), cropType: "Alfalfa", location: "" } });
    expect(res.status).toBe(201);
    fieldIds.push(((await res.json()) as { id: number }).id);
    // Its boundary, so the farm map shows it with its figures (a small square, one per field).
    const [lon, lat] = [-121.5 + i * 0.01, 38.5];
    const geometry = { type: "Polygon", coordinates: [[[lon, lat], [lon + 0.004, lat], [lon + 0.004, lat + 0.004], [lon, lat + 0.004], [lon, lat]]] };
    const drawn = await admin.api.fields[":id"].boundary.$put({ param: { id: String(fieldIds[i]) }, json: { geometry } as never });
    expect(drawn.status).toBe(200);
  }
  if (plan.tasks.length) {
    const rows = plan.tasks.map((t, i) => ({
      importKey: `t${i}`,
      date: `${t.cropYear}-${String(t.month).padStart(2, "0")}-${String(t.day).padStart(2, "0")}`,
      cropYear: String(t.cropYear),
      field: `Field ${t.field + 1}`,
      category: CATEGORIES[t.category].name,
      name: `Task ${i + 1}`,
      costPerAcre: hundredths(t.costPerAcre),
      acresCovered: t.acres === null ? "" : hundredths(t.acres),
      equipmentRental: hundredths(t.equipmentRental),
      yieldAmount: t.yieldTracked ? hundredths(t.yieldTracked.amount) : "",
      yieldUnit: t.yieldTracked ? "tons" : "",
      yieldValuePerUnit: t.yieldTracked ? hundredths(t.yieldTracked.valuePerUnit) : "",
    }));
    const res = await admin.api.entities[":entityId"].tasks.import.$post({ param: { entityId: String(entityId) }, json: { rows } });
    if (res.status !== 200) throw new Error(`import: ${res.status} ${await res.text()}`);
  }
  void categoryIds;
  const productId = await applyProducts(admin, plan, name, entityId);
  return { entityId, fieldIds, productId };
}

const created = async (res: { status: number; json(): Promise<unknown>; text(): Promise<string> }, what: string, status = 201) => {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: number };
};

/**
 * The farm's spray (issue 36): bought on the plan's invoices after an opening one large enough for every
 * application, then applied on its Crop Protectants tasks in plan order through PUT /api/tasks, as the task form does.
 */
async function applyProducts(admin: ApiClient, plan: FarmPlan, name: string, entityId: number): Promise<number> {
  const product = await created(await admin.api.products.$post({ json: { name: `Spray of ${name}`, kind: "crop protection", stockUnit: "gal" } as never }), "product");
  const vendor = await created(await admin.api.vendors.$post({ json: { name: `Supplier of ${name}` } as never }), "vendor");
  const invoices = [
    { date: `${YEAR - 1}-01-01`, gallons: openingGallons(plan), value: plan.openingValue ?? 1 },
    ...(plan.purchases ?? []).map((p) => ({ date: purchaseDate(p), gallons: p.gallons, value: p.value })),
  ];
  for (const [i, p] of invoices.entries()) {
    const json = { entityId, vendorId: vendor.id, invoiceNumber: `C-${i}`, date: p.date, lines: [{ productId: product.id, quantity: String(p.gallons), unit: "gal", amount: cents(BigInt(p.value)) }] };
    await created(await admin.api.purchases.$post({ json: json as never }), `purchase ${i}`);
  }
  const applying = plan.tasks.flatMap((t, i) => (t.category === "protectants" && t.applied ? [{ t, name: `Task ${i + 1}` }] : []));
  if (!applying.length) return product.id;
  const list = (await (await admin.api.entities[":entityId"].tasks.$get({ param: { entityId: String(entityId) }, query: {} })).json()) as Array<{ id: number; name: string }>;
  const idOf = new Map(list.map((t) => [t.name, t.id]));
  for (const { t, name: taskName } of applying) {
    const acres = t.acres === null ? plan.fields[t.field]! : t.acres;
    const line =
      t.applied && "gallons" in t.applied
        ? { productId: product.id, totalQuantity: String(t.applied.gallons), unit: "gal" }
        : { productId: product.id, ratePerAcre: String(t.applied!.flOzPerAcre), unit: "fl oz" };
    // A rate over no acres applies nothing: such a task keeps no products.
    if ("ratePerAcre" in line && acres === 0) continue;
    await created(await admin.api.tasks[":id"].$put({ param: { id: String(idOf.get(taskName)) }, json: { products: [line] } as never }), `apply ${taskName}`, 200);
  }
  return product.id;
}

/** What one field shows for the crop year on every screen, report and export that shows its money. */
export interface FieldFigures {
  cost: string;
  income: string;
  net: string;
  costPerAcre: string;
  netPerAcre: string;
}

const ok = async <T>(res: { status: number; json(): Promise<unknown>; text(): Promise<string> }): Promise<T> => {
  if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};
const csvRows = async (res: { status: number; text(): Promise<string> }) => {
  expect(res.status).toBe(200);
  return Papa.parse<Record<string, string>>(await res.text(), { header: true, skipEmptyLines: true }).data;
};

/**
 * Every place that shows a field's money, read through the API as the screens, PDFs' data, CSVs and farmctl do:
 * the field card, the dashboard chart, the cost summary (JSON and CSV), the field summary (JSON and CSV), detailed
 * operations and the field report. Answers one FieldFigures per place and field.
 */
export async function fieldFiguresEverywhere(reader: ApiClient, entityId: number, fieldIds: number[]) {
  const id = String(entityId);
  const year = String(YEAR);
  const places: Record<string, Map<number, FieldFigures>> = {};
  const put = (place: string, fieldId: number, f: FieldFigures) => (places[place] ??= new Map()).set(fieldId, f);

  type Card = { id: number; money: { cost: string; income: string; net: string; costPerAcre: string; netPerAcre: string } };
  for (const card of await ok<Card[]>(await reader.api.entities[":entityId"].fields.$get({ param: { entityId: id }, query: { withTasks: "true", year } }))) {
    put("field card", card.id, card.money);
  }
  const breakdown = await ok<{ byField: Array<{ fieldId: number } & FieldFigures> }>(
    await reader.api.entities[":entityId"]["cost-breakdown"].$get({ param: { entityId: id }, query: { year } }),
  );
  for (const f of breakdown.byField) put("dashboard chart", f.fieldId, f);

  // Every task date of the crop year, whatever the calendar year
  const wide = { year, from: `${YEAR - 2}-01-01`, to: `${YEAR + 2}-12-31` };
  const reports = reader.api.entities[":id"].reports;
  type CostRow = { fieldId: number; fieldName: string; cost: string; income: string; net: string; costPerAcre: string; netPerAcre: string };
  const summary = await ok<{ rows: CostRow[] }>(await reports["cost-summary"].$get({ param: { id }, query: wide }));
  for (const r of summary.rows) put("cost summary", r.fieldId, r);
  const nameToId = new Map(summary.rows.map((r) => [r.fieldName, r.fieldId]));
  for (const r of await csvRows(await reports["cost-summary"].$get({ param: { id }, query: { ...wide, format: "csv" } as never }))) {
    const fieldId = nameToId.get(r.Field!);
    if (fieldId === undefined) continue;
    put("cost summary CSV", fieldId, { cost: r.Cost!, income: r.Income!, net: r["Net Total"]!, costPerAcre: r["Cost/Acre"]!, netPerAcre: r["Net/Acre"]! });
  }

  type SummaryRow = { fieldId: number; income: string; totalCosts: string; net: string; netPerAcre: string };
  const fieldSummary = await ok<{ rows: SummaryRow[] }>(await reports["field-summary"].$get({ param: { id }, query: { year } }));
  for (const r of fieldSummary.rows) put("field summary", r.fieldId, { cost: r.totalCosts, income: r.income, net: r.net, costPerAcre: "-", netPerAcre: r.netPerAcre });

  for (const fieldId of fieldIds) {
    const ops = await ok<{ results: { income: string; totalCosts: string; net: string; netPerAcre: string } }>(
      await reports["detailed-operations"].$get({ param: { id }, query: { year, fieldId: String(fieldId) } as never }),
    );
    put("detailed operations", fieldId, { cost: ops.results.totalCosts, income: ops.results.income, net: ops.results.net, costPerAcre: "-", netPerAcre: ops.results.netPerAcre });
    const report = await ok<{ totals: { revenue: string; costs: string; equipmentRental: string; netProfit: string }; perAcre: { netProfit: string } }>(
      await reader.api.fields[":fieldId"].profitability.$get({ param: { fieldId: String(fieldId) }, query: { year } }),
    );
    const asCents = (v: string) => BigInt(v.replace(".", ""));
    put("field report", fieldId, {
      cost: cents(asCents(report.totals.costs) + asCents(report.totals.equipmentRental)),
      income: report.totals.revenue,
      net: report.totals.netProfit,
      costPerAcre: "-",
      netPerAcre: report.perAcre.netProfit,
    });
  }
  return places;
}

import { createClient, type ApiClient } from "../../../api/client";

export const ADMIN = { username: "admin", password: "admin-pass-1" };

interface AnyResponse {
  ok: boolean;
  status: number;
  url: string;
  text(): Promise<string>;
  json(): Promise<unknown>;
}

/** Reads a JSON answer, failing loudly with the server's message when the call did not succeed. */
export async function ok<T = unknown>(res: AnyResponse | Promise<AnyResponse>): Promise<T> {
  const r = await res;
  if (!r.ok) throw new Error(`${r.status} ${r.url}: ${await r.text()}`);
  return (await r.json()) as T;
}

/** Registers the first account (the admin) through the API and returns its signed-in typed client. */
export async function registerAdmin(url: string): Promise<ApiClient> {
  const api = createClient(url, { cookies: true });
  await ok(api.api.auth.register.$post({ json: ADMIN }));
  return api;
}

export async function signedInClient(url: string, username: string, password: string): Promise<ApiClient> {
  const api = createClient(url, { cookies: true });
  await ok(api.api.auth.login.$post({ json: { username, password } }));
  return api;
}

/** An entity with fields, made through the API for suites that test something else than creating them. */
export async function seedFarm(api: ApiClient, fields: Array<{ name: string; acreage: string; cropType?: string }>) {
  const entity = await ok<{ id: number; name: string }>(api.api.entities.$post({ json: { name: "Willow Creek Ranch", location: "Fresno County" } }));
  const created = [];
  for (const f of fields) {
    created.push(await ok<{ id: number; name: string; acreage: string }>(api.api.fields.$post({ json: { entityId: entity.id, ...f } })));
  }
  return { entity, fields: created };
}

/** The four tasks of the Task & Costs story, made through the API, dated today in crop year 2025. */
export async function seedTasks(api: ApiClient, entityId: number, fields: Array<{ id: number; name: string }>, today: string) {
  const categories = await ok<Array<{ id: number; name: string }>>(api.api["task-categories"].$get({ query: {} }));
  const fertilizers = await ok<Array<{ id: number; name: string }>>(api.api.fertilizers.$get({ query: {} }));
  const category = (name: string) => categories.find((c) => c.name === name)!.id;
  const field = (name: string) => fields.find((f) => f.name === name)!.id;
  const base = { entityId, cropYear: 2025, date: today };
  const tasks = [
    { ...base, name: "Spring irrigation", fieldId: field("North 40"), categoryId: category("Water"), costPerAcre: "12.50", acresCovered: "40", irrigationType: "Drip", irrigationHours: "36" },
    { ...base, name: "Side-dress urea", fieldId: field("River Bottom"), categoryId: category("Fertilizer"), costPerAcre: "18.75", acresCovered: "20.5", fertilizerId: fertilizers.find((f) => f.name.startsWith("Urea"))!.id, fertilizerGallonsApplied: "150" },
    { ...base, name: "Custom discing", fieldId: field("River Bottom"), categoryId: category("Machine Hire"), costPerAcre: "22.40", acresCovered: "80.5", equipmentRental: "3.35", equipmentDescription: "Disc harrow" },
    { ...base, name: "First cutting", fieldId: field("North 40"), categoryId: category("Income Generated"), costPerAcre: "0", acresCovered: "40", yieldAmount: "4.5", yieldUnit: "tons", yieldValuePerUnit: "210" },
  ];
  for (const task of tasks) await ok(api.api.tasks.$post({ json: task }));
}

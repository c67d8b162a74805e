import { expect } from "bun:test";
import Papa from "papaparse";
import { extractText, getDocumentProxy } from "unpdf";
import type { ApiClient } from "../../../api/client";
import { Dec } from "../../../api/domain/money";
import { EntitySchema } from "../../../api/schemas/entities.schemas";
import { FieldRecordSchema } from "../../../api/schemas/fields.schemas";
import { TaskSchema } from "../../../api/schemas/tasks.schemas";
import { type TestApp, startTestApp } from "../../support/harness";

/** Category ids of the seeded categories (api/domain/task-categories.ts). */
export const CAT = {
  WATER: 1, FARM_MANAGEMENT: 2, FERTILIZER: 3, CROP_PROTECTANTS: 4, SOIL_AMENDMENT: 5,
  MACHINE_HIRE: 6, INCOME: 7, SEED: 8, WATER_ASSESSMENT: 9, RENT: 10,
} as const;

/** Any answer of the typed client, read without its success type. */
type Raw = { status: number; headers: Headers; text(): Promise<string>; arrayBuffer(): Promise<ArrayBuffer> };

/** A suite's own app with an admin who builds the farm through the API and a readonly user who reads the reports. */
export async function startReportApp() {
  const t: TestApp = await startTestApp();
  const admin: ApiClient = await t.signIn("admin");
  const reader: ApiClient = await t.signIn("readonly");

  async function entity(name: string) {
    const res = await admin.api.entities.$post({ json: { name } });
    expect(res.status).toBe(201);
    return EntitySchema.parse(await res.json());
  }
  async function field(entityId: number, name: string, acreage: string, cropType: string, location = "") {
    const res = await admin.api.fields.$post({ json: { entityId, name, acreage, cropType, location } });
    expect(res.status).toBe(201);
    return FieldRecordSchema.parse(await res.json());
  }
  async function cropYear(fieldId: number, year: number, cropType: string) {
    const res = await admin.api.fields[":fieldId"]["crop-year"][":year"].$post({ param: { fieldId: String(fieldId), year: String(year) }, json: { cropType } });
    expect(res.status).toBe(200);
  }
  /** A task of crop year 2025 unless told otherwise; the server computes its totals. */
  async function task(f: { id: number; entityId: number }, json: Record<string, unknown>) {
    const res = await admin.api.tasks.$post({ json: { entityId: f.entityId, fieldId: f.id, cropYear: 2025, ...json } as never });
    if (res.status !== 201) throw new Error(`task ${JSON.stringify(json)}: ${res.status} ${await res.text()}`);
    return TaskSchema.parse(await res.json());
  }
  return { t, admin, reader, entity, field, cropYear, task };
}
export type ReportApp = Awaited<ReturnType<typeof startReportApp>>;

/** Expects a 200 CSV attachment and parses it back: header and rows keyed by header. */
export async function readCsv(res: Raw) {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/csv");
  expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="[a-z0-9-]+\.csv"$/);
  const text = await res.text();
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return { text, header: parsed.meta.fields ?? [], rows: parsed.data };
}

/** Sums a money column exactly; `keep` picks the rows. */
export function sumColumn(rows: Record<string, string>[], column: string, keep: (r: Record<string, string>) => boolean = () => true): string {
  return rows.filter(keep).reduce((acc, r) => acc.plus(new Dec(r[column]!)), new Dec(0)).toFixed(2);
}

/** Expects a 200 inline PDF and reads it back: its page count and its text (pages joined). */
export async function readPdf(res: Raw) {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  expect(res.headers.get("content-disposition")).toMatch(/^inline; filename="[a-z0-9-]+\.pdf"$/);
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  const pdf = await getDocumentProxy(bytes);
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  // Every page is a whole US letter sheet (612 x 792 points), one way round or the other, whatever fits on it.
  const orientations = new Set<string>();
  for (let n = 1; n <= totalPages; n++) {
    const [, , width, height] = (await pdf.getPage(n)).view as number[];
    expect([Math.round(Math.min(width!, height!)), Math.round(Math.max(width!, height!))]).toEqual([612, 792]);
    orientations.add(width! > height! ? "landscape" : "portrait");
  }
  expect(orientations.size).toBe(1);
  // Lines of one table row come back as separate items; collapse whitespace so phrases can be matched.
  return { pages: totalPages, orientation: [...orientations][0], text: (text as string).replace(/\s+/g, " ") };
}

/** Expects a 400 whose first issue names `path`. */
export async function expectInvalid(res: { status: number; json(): Promise<unknown> }, path: string) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { code: string; issues: { path: string }[] };
  expect(body.code).toBe("VALIDATION");
  expect(body.issues[0]!.path).toBe(path);
}

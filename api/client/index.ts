/**
 * The one way in: everything admin-ui/ and farmctl may use of the server (docs/decisions/one-way-in.md). The typed
 * client and the API's types (routes, records, report shapes) are free to import; admin-ui/ runs values only from
 * ./rules.ts (checked by .dependency-cruiser.cjs), farmctl takes all of them from here.
 */
// First: @hono/zod-openapi gives `.openapi()` only to the zod schemas made after it loads, and ./rules makes the
// plain ones that ../schemas/common.ts extends (farmctl loads this module before any other of the server's).
import "@hono/zod-openapi";
import { hc } from "hono/client";
import type { AppType } from "../app";

export type { AppType };
export * from "./rules";
export { absolutePathProblem, targetProblem } from "../domain/backup-target";
export { type DatedArchive, type RetentionPolicy, datedArchive, keepArchives } from "../domain/backup-retention";
export { BUDGET_SHEET_COLUMNS, type BudgetSheetCells, MAX_BUDGET_ROWS } from "../schemas/budget-sheet.schemas";
export { IMPORT_COLUMNS, MAX_IMPORT_FILE_BYTES, MAX_IMPORT_ROWS, type TaskImportRow } from "../schemas/task-import.schemas";
/** The registered reports (name, URL, inputs, columns; pure data): `farmctl report <name>` and the report screens. */
export { columnHeadings, REPORT_CATALOG, type ReportColumn, type ReportInfo, type ReportName, type ReportOption, REPORT_OPTIONS, reportInfo } from "../reports/catalog";
export type { EntitySchema, EntitySummarySchema } from "../schemas/entities.schemas";
export type { EntityFieldSchema, FieldTaskSchema } from "../schemas/fields.schemas";
/** The facts a refused journal export (409 ALREADY_EXPORTED) carries in its `details`. */
export type { AlreadyExportedDetails } from "../schemas/journal.schemas";
export type { TaskPageShape, TaskSchema } from "../schemas/tasks.schemas";
/** A PUT sent with If-Match of an older version answers 412 with this body; each record's GET answers its version as ETag. */
export type { VersionConflict } from "../lib/record-versions";
export type { ProductSchema } from "../schemas/products.schemas";
export type { RecostedTaskSchema } from "../schemas/inventory.schemas";
/** Harvest and sales records as the API answers them (admin-ui/harvest/words.ts). */
export type { BuyerSchema } from "../schemas/buyers.schemas";
export type { ContractSchema } from "../schemas/contracts.schemas";
export type { CropMarkSchema } from "../schemas/crop-marks.schemas";
export type { DeliverySchema } from "../schemas/deliveries.schemas";
export type { HarvestImportResultSchema, HarvestTicketSchema } from "../schemas/harvest-tickets.schemas";
export type { SettlementSchema } from "../schemas/settlements.schemas";
export type { StorageLocationSchema } from "../schemas/storage-locations.schemas";
export type { StorageRowSchema } from "../schemas/storage.schemas";
/** The reports' output shapes (zod), for `z.infer` on either side. */
export type {
  AcreageReportSchema,
  CostSummarySchema,
  DetailedOperationsSchema,
  EquipmentInvoiceSchema,
  EquipmentSummarySchema,
  FertilizerReportSchema,
  FieldProfitabilitySchema,
  FieldSummarySchema,
  IrrigationReportSchema,
  MonthlyInvoiceSchema,
  ScheduleFSchema,
} from "../schemas/reports.schemas";

export interface ClientOptions {
  /** A session or API token sent as `Authorization: Bearer` (farmctl, cron). */
  token?: string;
  /** Another fetch, e.g. `app.request` to call the app in-process. */
  fetch?: typeof fetch;
  /** Keep cookies between calls, like a browser (tests sign in this way). */
  cookies?: boolean;
  headers?: Record<string, string>;
}

/**
 * The typed client: the one way farmctl and the tests call the API (STYLE.md, "Anti-patterns").
 * @example const api = createClient("http://localhost:3000", { cookies: true });
 *          await api.api.auth.login.$post({ json: { username, password } });
 */
export function createClient(baseUrl: string, options: ClientOptions = {}) {
  const jar = new Map<string, string>();
  const baseFetch = options.fetch ?? fetch;
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    for (const [k, v] of Object.entries(options.headers ?? {})) headers.set(k, v);
    if (options.token) headers.set("authorization", `Bearer ${options.token}`);
    if (options.cookies && jar.size) headers.set("cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
    const res = await baseFetch(input, { ...init, headers });
    if (options.cookies) {
      for (const line of res.headers.getSetCookie()) {
        const [pair, ...attrs] = line.split(";");
        const eq = pair!.indexOf("=");
        const name = pair!.slice(0, eq).trim();
        const value = pair!.slice(eq + 1).trim();
        const expired = attrs.some((a) => /max-age=0/i.test(a.trim())) || value === "";
        if (expired) jar.delete(name);
        else jar.set(name, value);
      }
    }
    return res;
  }) as typeof fetch;
  return hc<AppType>(baseUrl, { fetch: fetcher });
}

export type ApiClient = ReturnType<typeof createClient>;

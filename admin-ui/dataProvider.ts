import simpleRestProvider from "ra-data-simple-rest";
import type { DataProvider, GetListParams } from "react-admin";
import { API_URL, httpClient } from "./lib/http";
import type { CostBreakdown, TaskFilterValues } from "../api/client";
import { api, read } from "./lib/api";
import { keepVersion, recordPath, versionOf } from "./lib/record-versions";
import type { EntitySummary, Task, TaskPage } from "./lib/types";

const rest = simpleRestProvider(API_URL, httpClient);

/**
 * Lists scoped to one farm entity come from the entity's own endpoints, which carry what the screens show
 * (a field's tasks and costs, a task's field and category names). A query asks for them with
 * `meta: { scope: "entity" }` and `filter: { entityId }`; the cache stays keyed by resource, so react-admin's
 * create/update/delete refresh them like any list.
 */
async function getEntityList(resource: string, params: GetListParams) {
  const param = { entityId: String((params.filter as { entityId: number }).entityId) };
  const year = params.meta?.year ? String(params.meta.year) : undefined;
  const init = { init: { signal: params.signal } };
  let data: any[];
  if (resource === "fields") {
    const latestTasks = params.meta?.latestTasks ? String(params.meta.latestTasks) : undefined;
    const query = { year, withTasks: params.meta?.withTasks ? ("true" as const) : undefined, latestTasks };
    data = await read(api.api.entities[":entityId"].fields.$get({ param, query }, init));
  } else if (resource === "tasks") {
    const query = { year, withDetails: "true" as const, limit: params.meta?.limit ? String(params.meta.limit) : undefined };
    data = await read(api.api.entities[":entityId"].tasks.$get({ param, query }, init));
  } else {
    // i18n-scan: not shown to users (only a resource wired wrongly in code reaches here)
    throw new Error(`No entity-scoped list for ${resource}`);
  }
  return { data, total: data.length };
}

export interface FarmDataProvider extends DataProvider {
  getSummary(entityId: number, year: number): Promise<EntitySummary>;
  getCostBreakdown(entityId: number, year: number): Promise<CostBreakdown>;
  getTaskPage(entityId: number, year: number, filters: TaskFilterValues, page: number): Promise<TaskPage>;
  getCropYear(fieldId: number, year: number): Promise<string | null>;
  setCropYear(fieldId: number, year: number, cropType: string): Promise<unknown>;
}

export const dataProvider: FarmDataProvider = {
  ...rest,
  // A record read one by one keeps its version (ETag); a change of it sends that version back (If-Match), so a record
  // changed since answers 412 rather than being overwritten (lib/record-versions.ts). `meta.ifMatch` names the version
  // a form started from when it kept its own.
  getOne: async (resource, params) => {
    const path = recordPath(resource, params.id);
    const { json, headers } = await httpClient(path, { signal: params.signal });
    keepVersion(path, headers.get("ETag"), json);
    return { data: json };
  },
  update: async (resource, params) => {
    const path = recordPath(resource, params.id);
    const ifMatch: string | undefined = params.meta?.ifMatch ?? versionOf(path, params.previousData);
    const headers = new Headers(ifMatch ? { "If-Match": ifMatch } : {});
    const answer = await httpClient(path, { method: "PUT", body: JSON.stringify(params.data), headers });
    keepVersion(path, answer.headers.get("ETag"), answer.json);
    return { data: answer.json };
  },
  getList: (resource, params) =>
    params.meta?.scope === "entity" ? getEntityList(resource, params) : rest.getList(resource, params),
  getSummary: (entityId, year) =>
    read(api.api.entities[":entityId"].summary.$get({ param: { entityId: String(entityId) }, query: { year: String(year) } })),
  getCostBreakdown: (entityId, year) =>
    read(api.api.entities[":entityId"]["cost-breakdown"].$get({ param: { entityId: String(entityId) }, query: { year: String(year) } })),
  getTaskPage: (entityId, year, f, page) =>
    read(
      api.api.entities[":entityId"]["task-page"].$get({
        param: { entityId: String(entityId) },
        query: { year: String(year), q: f.search, categoryId: String(f.categoryId), fieldId: String(f.fieldId), page: String(page) },
      }),
    ).then((answer): TaskPage => ({ ...answer, rows: answer.rows as Task[] })),
  // A failed read counts as "no crop recorded" (spec 000 section 7).
  getCropYear: (fieldId, year) =>
    read(api.api.fields[":fieldId"]["crop-year"][":year"].$get({ param: { fieldId: String(fieldId), year: String(year) } })).then(
      (r) => r.cropType,
      () => null,
    ),
  setCropYear: (fieldId, year, cropType) =>
    read(api.api.fields[":fieldId"]["crop-year"][":year"].$post({ param: { fieldId: String(fieldId), year: String(year) }, json: { cropType } })),
};

/**
 * The reads a page load is sure to make, started by the first lines of the first script instead of after React,
 * react-admin and the screens have been evaluated and rendered (about 250 ms on a 2-core machine): who is signed
 * in, the entity list, and on the dashboard or Task & Costs the screen's reads for the entity and crop year
 * remembered in this browser (layout/farm-storage.ts). When this browser remembers an entity (someone who may see
 * its figures used it), they all start together with the user request; without one, the entity list waits for the
 * server to say a non-crew account is signed in. That is a round trip saved, which shows on a weak network (0.4-0.5 s
 * on DevTools' Fast 3G); signed out, the reads started are refused (401) and never used.
 *
 * The app's own GET of the same URL (same path, same query in any order) takes the answer instead of asking again:
 * each answer is handed out once, and only within BOOT_READ_MS of the start, so nothing stale is ever shown. A read
 * the app does not make (the remembered entity is gone, a crew account) is simply not used. Each one handed out is
 * marked on the page's timeline as "boot read used <url>" (DevTools' Performance panel; the browser tests read it).
 *
 * When the server drew the dashboard into the page (api/spa/first-paint.ts) it made these same reads with the page's
 * cookies as it drew, and put their answers in the page (BOOT_ANSWERS_ID): a read answered there is taken from it,
 * not asked again.
 *
 * No imports beyond farm-storage: this module is evaluated first (main.tsx imports it before anything else).
 */
import { rememberView, storedCropYear, storedEntityId } from "../layout/farm-storage";

/** How long an answer started at boot may be handed to the app (a slow phone may take a few seconds to render). */
export const BOOT_READ_MS = 15_000;

/** The recent activity's length on the dashboard (dashboard/RecentActivity.tsx shows this many). */
export const RECENT_ACTIVITY_LATEST = 5;

const started = new Map<string, Promise<Response>>();

/**
 * The element a page drawn by the server holds its answers in (api/spa/first-paint.ts): the same reads, made by the
 * server with this page's cookies as it drew the dashboard, so the first script takes them instead of asking again.
 */
export const BOOT_ANSWERS_ID = "boot-answers";

/** The element holding the dashboard the server drew into the page (api/spa/first-paint.ts, lib/first-paint.ts). */
export const FIRST_PAINT_ID = "first-paint";
let inPage = new Map<string, { status: number; headers: Record<string, string>; text: string }>();
let startedAt = 0;

/** Path and query with the parameters decoded and sorted: the same read whatever order its query was written in. */
export function readKey(url: string, origin: string): string {
  const parsed = new URL(url, origin);
  return `${parsed.pathname}?${[...parsed.searchParams].map(([k, v]) => `${k}=${v}`).sort().join("&")}`;
}

/** A react-admin list URL as ra-data-simple-rest writes it: everything, sorted by one field, no filter. */
function wholeList(resource: string, sortField: string): string {
  const query = new URLSearchParams({ filter: "{}", range: JSON.stringify([0, 999]), sort: JSON.stringify([sortField, "ASC"]) });
  return `/api/${resource}?${query}`;
}

/** The paths a page load shows the dashboard at (the root redirects to it). */
export const DASHBOARD_PATHS: ReadonlySet<string> = new Set(["/", "/dashboard", "/dashboard/"]);

/** The dashboard's reads (dashboard/Dashboard.tsx, useDashboardReads) for one entity and crop year. */
export function dashboardReads(entityId: number, year: number): string[] {
  return [
    `/api/entities/${entityId}/cost-breakdown?year=${year}`,
    `/api/entities/${entityId}/summary?year=${year}`,
    `/api/entities/${entityId}/tasks?year=${year}&withDetails=true&limit=${RECENT_ACTIVITY_LATEST}`,
    wholeList("task-categories", "id"),
    "/api/rent-due",
  ];
}

/** Task & Costs' reads (tasks/TaskCosts.tsx): its first page without filters, the fields and the categories. */
export function taskCostsReads(entityId: number, year: number): string[] {
  return [`/api/entities/${entityId}/task-page?year=${year}&q=&categoryId=&fieldId=&page=1`, `/api/entities/${entityId}/fields?year=${year}`, wholeList("task-categories", "id")];
}

/** The entity list every signed-in screen asks for (layout/useEntities.ts). */
export const ENTITY_LIST = wholeList("entities", "name");

function start(url: string): Promise<Response> {
  const key = readKey(url, location.origin);
  const given = inPage.get(key);
  const answer = given ? Promise.resolve(new Response(given.text, { status: given.status, headers: given.headers })) : fetch(url, { credentials: "include", headers: { Accept: "application/json" } });
  started.set(key, answer);
  // A failed boot read is the app's to see (it gets the same rejection when it asks); never an unhandled one here.
  answer.catch(() => undefined);
  return answer;
}

/** The reads of the screen at `path` for an entity and crop year: the dashboard (the root redirects to it), Task & Costs. */
function screenReads(path: string, entityId: number, year: number): string[] {
  if (DASHBOARD_PATHS.has(path)) return dashboardReads(entityId, year);
  if (path === "/tasks" || path === "/tasks/") return taskCostsReads(entityId, year);
  return [];
}

/** Starts the page load's reads; called once, by main.tsx, before the app's code is evaluated. */
export function startBootReads(): void {
  if (typeof window === "undefined" || startedAt) return;
  startedAt = Date.now();
  // The server reads it to draw the next load's dashboard (api/spa/first-paint.ts): kept in step with local storage.
  rememberView();
  if (location.pathname.startsWith("/login") || location.pathname.startsWith("/register")) return;
  const block = document.getElementById(BOOT_ANSWERS_ID);
  if (block) {
    try {
      inPage = new Map(Object.entries(JSON.parse(block.textContent ?? "{}")));
    } catch {
      // Not what the server writes (the page altered on its way): every read is asked for instead.
    }
    block.remove();
  }
  const userKey = readKey("/api/auth/user", location.origin);
  const user = start("/api/auth/user");
  const entityId = storedEntityId();
  const early = entityId !== null;
  if (early) {
    // Most likely the same person is signed in: their reads go out now, not a round trip later.
    start(ENTITY_LIST);
    for (const url of screenReads(location.pathname, entityId, storedCropYear())) start(url);
  }
  /** Nothing but the user request is handed out: someone signing in within BOOT_READ_MS gets fresh answers. */
  const dropReads = () => {
    for (const key of [...started.keys()]) if (key !== userKey) started.delete(key);
  };
  user
    .then(async (res) => {
      // Signed out (401) or the server down: the app asks and shows it as it always does. This runs before the app
      // sees the answer (registered first), so a refused read started early is never handed to it.
      if (!res.ok) return dropReads();
      const { user } = (await res.clone().json()) as { user?: { isCrew?: boolean } };
      // A crew account sees the Record work screen only, never the entity figures.
      if (!user || user.isCrew) return dropReads();
      if (!early) start(ENTITY_LIST);
    })
    .catch(dropReads);
}

/** The answer started at boot for this GET, handed out once; undefined when there is none (or it is too old). */
export function takeBootRead(input: RequestInfo | URL, init?: RequestInit): Promise<Response> | undefined {
  if (!started.size) return undefined;
  if (Date.now() - startedAt > BOOT_READ_MS) {
    started.clear();
    return undefined;
  }
  const method = init?.method ?? (input instanceof Request ? input.method : "GET");
  if (method.toUpperCase() !== "GET") return undefined;
  const url = input instanceof Request ? input.url : String(input);
  const key = readKey(url, location.origin);
  const answer = started.get(key);
  if (!answer) return undefined;
  started.delete(key);
  // i18n-scan: not shown to users (a mark on the page's performance timeline, for DevTools and the tests)
  performance.mark(`boot read used ${key}`);
  return answer;
}

/** fetch, taking an answer started at boot when there is one: what the typed client and react-admin's lists use. */
export const appFetch = ((input: RequestInfo | URL, init?: RequestInit) => takeBootRead(input, init) ?? fetch(input, init)) as typeof fetch;

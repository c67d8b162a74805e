/**
 * Lists to choose from while offline (issue 40): the answers of the reads the entry forms choose from (who is
 * signed in, the entities, their fields, categories, products, workers, machines, buyers, storage, contracts) are
 * saved in this browser (IndexedDB, ./saved-store.ts, loaded when first needed) each time they are read, and
 * answered from there when the network is not reachable, with the time they were saved. Only what the server gave
 * this user is saved, so a crew account's saved lists hold no money either. Other reads fail offline as before.
 */
import { appFetch } from "../lib/boot-reads";

/** The reads saved for offline use: path only (any query). */
const SAVED = [
  /^\/api\/auth\/user$/,
  /^\/api\/entities$/,
  /^\/api\/entities\/\d+\/fields$/,
  /^\/api\/(task-categories|fertilizers|products|machines|workers|buyers|storage-locations|contracts)$/,
];

/** The oldest saving time (ms) of the lists answered from this browser since the page loaded, and who wants to know. */
let oldestShown: number | null = null;
const listeners = new Set<() => void>();

/** When the oldest list shown from this browser's saved copy was saved (null: every list came from the server). */
export const savedListsAge = (): number | null => oldestShown;

/** Calls `listener` whenever a list is answered from the saved copy; returns the unsubscribe. */
export function onSavedListShown(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function savedPath(input: RequestInfo | URL, init?: RequestInit): string | null {
  const method = init?.method ?? (input instanceof Request ? input.method : "GET");
  if (method.toUpperCase() !== "GET") return null;
  const url = new URL(input instanceof Request ? input.url : String(input), location.origin);
  if (!SAVED.some((pattern) => pattern.test(url.pathname))) return null;
  return `${url.pathname}?${[...url.searchParams].map(([k, v]) => `${k}=${v}`).sort().join("&")}`;
}

/** appFetch (lib/boot-reads.ts), saving the answers of the reads above and answering them from the saved copy offline. */
export const savedReadsFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const key = typeof indexedDB === "undefined" ? null : savedPath(input, init);
  if (!key) return appFetch(input, init);
  try {
    const res = await appFetch(input, init);
    if (res.ok && oldestShown !== null) {
      // The network is back: the lists shown are being read afresh, no longer the saved ones.
      oldestShown = null;
      for (const listener of listeners) listener();
    }
    if (res.ok) {
      const copy = res.clone();
      const range = res.headers.get("Content-Range");
      void copy
        .text()
        .then((body) => import("./saved-store").then((store) => store.saveRead(key, body, range ? { "Content-Range": range } : {})))
        .catch(() => undefined);
    }
    return res;
  } catch (error) {
    // No network (fetch rejects; a server's error answer does not): the saved copy, if this browser has one.
    const saved = await import("./saved-store").then((store) => store.savedRead(key)).catch(() => undefined);
    if (!saved) throw error;
    oldestShown = Math.min(oldestShown ?? saved.savedAt, saved.savedAt);
    for (const listener of listeners) listener();
    return new Response(saved.body, { status: 200, headers: { ...saved.headers, "Content-Type": "application/json", "X-Saved-At": new Date(saved.savedAt).toISOString() } });
  }
}) as typeof fetch;

/** Saves an answer the app got another way (the user a sign-in answered: the app asks GET /api/auth/user only on load). */
export function keepSavedRead(url: string, json: unknown): void {
  const key = typeof indexedDB === "undefined" ? null : savedPath(url);
  if (key) void import("./saved-store").then((store) => store.saveRead(key, JSON.stringify(json))).catch(() => undefined);
}

/** Forgets every saved list (signing out: the next person on this phone must not see them). */
export function forgetSavedReads(): Promise<void> {
  oldestShown = null;
  return import("./saved-store").then((store) => store.clearSavedReads()).catch(() => undefined);
}

/**
 * The outbox (issue 40, docs/decisions/offline-app.md): an entry saved while the server cannot be reached is kept in
 * this browser's IndexedDB with the Idempotency-Key it will be sent with, survives reloads, closed tabs and crashes,
 * and is sent in order when the network returns (the `online` event, each page load, and a minute later while some
 * wait). A retry uses the same key, so the server creates it once however often it is sent (its idempotency
 * middleware replays the first answer for 24 hours). It leaves the outbox only on a 2xx; a refusal (4xx) keeps it,
 * marked with the server's message, for the user to fix or remove; a 412 (changed in the office since) goes to the
 * conflict view (./conflict, `onVersionConflict`).
 *
 * Each entry names the account that made it (`owner`), and is sent, counted and shown only while that account is
 * signed in on this device: on a phone the crew share, one person's work waiting for a signal is never sent under the
 * next person's session (recorded as theirs), nor fixed or removed by them. It waits, kept, until its maker signs in
 * here again.
 */
import { createStore, del, get, set, values } from "idb-keyval";
import { HttpError } from "react-admin";
import { httpClient } from "../lib/http";
import { onVersionConflict } from "./conflict";

export type OutboxStatus = "waiting" | "sending" | "refused";

export interface OutboxEntry {
  id: string;
  /** The Idempotency-Key every send of this entry carries (a UUID). */
  key: string;
  method: "POST" | "PUT";
  path: string;
  body: Record<string, unknown>;
  /** The record's version the change was made on (a PUT's If-Match). */
  ifMatch?: string;
  createdAt: string;
  /** What the entry is, in the user's words ("Irrigation, North 40, 12/3/2026"). */
  label: string;
  status: OutboxStatus;
  /** The server's message when it refused the entry. */
  error?: string;
  /** The server's answer to a refusal ({ message, code, issues, current }). */
  refusal?: unknown;
  /** The account that made it (absent on entries kept before entries named their maker: anyone's to send). */
  owner?: OutboxOwner;
}

export interface OutboxOwner {
  id: number;
  username: string;
}

/** What a form hands to submitOrQueue. */
export interface OutboxRequest {
  method: "POST" | "PUT";
  path: string;
  body: Record<string, unknown>;
  ifMatch?: string;
  label: string;
}

export type Submitted = { queued: false; json: any } | { queued: true; entry: OutboxEntry };

// A database of its own (idb-keyval keeps one object store per database).
const store = createStore("farm-outbox", "entries");

const listeners = new Set<() => void>();
/** Calls `listener` after every change of the outbox (added, sent, refused, removed); returns the unsubscribe. */
export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const changed = () => {
  for (const listener of listeners) listener();
};

/** A v4 UUID, also where crypto.randomUUID is missing (it needs a secure context; the LAN over HTTP is not one). */
export function uuid(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Who is signed in on this device (authProvider says so), null while nobody is. */
let owner: OutboxOwner | null = null;

/**
 * Called by the authProvider whenever who is signed in is known or changes (a page load, a sign-in, a sign-out): the
 * outbox then shows and sends that account's entries.
 */
export function setOutboxOwner(user: OutboxOwner | null): void {
  const before = owner?.id;
  owner = user ? { id: user.id, username: user.username } : null;
  if (owner?.id === before) return;
  changed();
  if (owner && started && navigator.onLine !== false) void sendOutbox();
}

/** An entry the signed-in account may send, see and fix: its own, or one kept before entries named their maker. */
const isMine = (entry: OutboxEntry) => !entry.owner || (owner !== null && entry.owner.id === owner.id);

/** Every entry kept on this device, oldest first (the order they are sent in), whoever made it. */
async function allOutboxEntries(): Promise<OutboxEntry[]> {
  const all = await values<OutboxEntry>(store);
  return all.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/** The signed-in account's entries, oldest first: what its indicator counts and its outbox lists and sends. */
export async function outboxEntries(): Promise<OutboxEntry[]> {
  return (await allOutboxEntries()).filter(isMine);
}

const put = async (entry: OutboxEntry) => {
  await set(entry.id, entry, store);
  changed();
};

/** Removes an entry (the user confirmed it, or it was sent). */
export async function removeEntry(id: string): Promise<void> {
  await del(id, store);
  changed();
}

/** Replaces an entry's body (the user fixed it) and puts it back in line; it keeps its key (the server never took it). */
export async function fixEntry(id: string, body: Record<string, unknown>): Promise<void> {
  const entry = await get<OutboxEntry>(id, store);
  if (!entry) return;
  // A refused body is not stored by the server under its key, but a changed body under the same key would be a 422
  // (IDEMPOTENCY_KEY_REUSED) if it ever was: a fixed entry is a new request, with a new key.
  await put({ ...entry, body, key: uuid(), status: "waiting", error: undefined, refusal: undefined });
  void sendOutbox();
}

/** Puts a refused entry back in line as it is (after a conflict was settled, or the office fixed the cause). */
export async function retryEntry(id: string, ifMatch?: string): Promise<void> {
  const entry = await get<OutboxEntry>(id, store);
  if (!entry) return;
  await put({ ...entry, ifMatch: ifMatch ?? entry.ifMatch, status: "waiting", error: undefined, refusal: undefined });
  void sendOutbox();
}

/**
 * A 412: the conflict view (./conflict) shows both versions; once the user has chosen and it is stored (theirs sent
 * again, the office's taken, or a merge), the entry is done; closed without a choice, it stays refused.
 */
async function settleConflict(entry: OutboxEntry, current: unknown): Promise<void> {
  if (!current || typeof current !== "object") return;
  const outcome = await onVersionConflict({ path: entry.path, body: entry.body, ifMatch: entry.ifMatch, label: entry.label }, current as Record<string, unknown>);
  if (outcome.choice !== "later") await removeEntry(entry.id);
}

const isNetworkError = (error: unknown) => !(error instanceof HttpError);
/** Answers that say "not now" rather than "not this": the entry waits for the next try. */
const later = (status: number) => status === 401 || status === 408 || status === 429 || status >= 500;

function send(entry: Pick<OutboxEntry, "method" | "path" | "body" | "key" | "ifMatch">) {
  const headers = new Headers({ "Idempotency-Key": entry.key });
  if (entry.ifMatch) headers.set("If-Match", entry.ifMatch);
  return httpClient(entry.path, { method: entry.method, body: JSON.stringify(entry.body), headers });
}

/**
 * Sends the request now when the network is there, else keeps it in the outbox. A refusal (4xx) rejects as any
 * save does (HttpError with the field errors), for the form to show; no network, or older entries still waiting to
 * go first, keeps it: `{ queued: true }`.
 */
export async function submitOrQueue(request: OutboxRequest): Promise<Submitted> {
  const entry: OutboxEntry = { ...request, id: uuid(), key: uuid(), createdAt: new Date().toISOString(), status: "waiting", ...(owner ? { owner } : {}) };
  const waiting = (await outboxEntries().catch(() => [])).some((e) => e.status !== "refused");
  if (navigator.onLine !== false && !waiting) {
    try {
      const { json } = await send(entry);
      return { queued: false, json };
    } catch (error) {
      if (!isNetworkError(error) && !later((error as HttpError).status)) throw error;
    }
  }
  await put(entry);
  if (navigator.onLine !== false) void sendOutbox();
  return { queued: true, entry };
}

/** Sends one entry; false when the rest must wait (no network, or the server not ready). */
async function sendOne(entry: OutboxEntry): Promise<boolean> {
  await put({ ...entry, status: "sending" });
  try {
    await send(entry);
    await removeEntry(entry.id);
    return true;
  } catch (error) {
    if (isNetworkError(error) || later((error as HttpError).status)) {
      await put({ ...entry, status: "waiting" });
      return false;
    }
    const refused = error as HttpError;
    const body = refused.body as { message?: string; current?: unknown } | undefined;
    await put({ ...entry, status: "refused", error: body?.message || refused.message, refusal: body });
    if (refused.status === 412) void settleConflict(entry, body?.current);
    return true;
  }
}

let sending: Promise<void> | null = null;

/** Sends the waiting entries in order (one sender per browser: a lock shared by its tabs where there is one). */
export function sendOutbox(): Promise<void> {
  sending ??= (async () => {
    const run = async () => {
      for (const entry of await outboxEntries()) {
        if (entry.status === "refused") continue;
        if (!(await sendOne(entry))) break;
      }
    };
    try {
      if (navigator.locks) await navigator.locks.request("farm-outbox", run);
      else await run();
    } finally {
      sending = null;
    }
  })().catch(() => undefined);
  return sending;
}

let started = false;
/** Sends what waits now, whenever the browser is back online, and every minute while something waits. */
export function startSending(): void {
  if (started) return;
  started = true;
  addEventListener("online", () => void sendOutbox());
  setInterval(() => {
    if (navigator.onLine !== false) void sendOutbox();
  }, 60_000);
  void sendOutbox();
}

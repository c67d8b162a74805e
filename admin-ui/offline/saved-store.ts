import { clear, createStore, get, set } from "idb-keyval";

/** One saved answer: its JSON text, the headers a list is read with (react-admin's Content-Range), and when it was read. */
export interface SavedRead {
  body: string;
  headers?: Record<string, string>;
  savedAt: number;
}

// A database of its own (idb-keyval keeps one object store per database).
const store = createStore("farm-saved-lists", "reads");

export const saveRead = (key: string, body: string, headers: Record<string, string> = {}) => set(key, { body, headers, savedAt: Date.now() } satisfies SavedRead, store);
export const savedRead = (key: string) => get<SavedRead>(key, store);
export const clearSavedReads = () => clear(store);

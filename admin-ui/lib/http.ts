import { fetchUtils } from "react-admin";

/** The base of every API call; the SPA is served by the same process, so the path is enough. */
export const API_URL = "/api";

/**
 * react-admin's fetchJson with the session cookie sent along (spec 000 section 7: credentials included).
 * A failed call rejects with an HttpError whose message is the server's `message`.
 */
export function httpClient(url: string, options: fetchUtils.Options = {}) {
  return fetchUtils.fetchJson(url, { ...options, credentials: "include" });
}

/** The server's error text, or the fallback when the error carries none. */
export function errorMessage(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return message && message !== "Failed to fetch" ? message : fallback;
}

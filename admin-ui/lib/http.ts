import { fetchUtils, HttpError } from "react-admin";
import { i18nProvider } from "../i18n/provider";
import { savedReadsFetch } from "../offline/saved-reads";

/** The base of every API call; the SPA is served by the same process, so the path is enough. */
export const API_URL = "/api";

/**
 * react-admin's fetchJson with the session cookie sent along (spec 000 section 7: credentials included).
 * A failed call rejects with an HttpError whose message is the server's `message`.
 */
export function httpClient(url: string, options: fetchUtils.Options = {}) {
  return fetchJson(url, { ...options, credentials: "include" }).catch((error: unknown) => {
    throw withFieldErrors(error);
  });
}

/**
 * What react-admin's fetchUtils.fetchJson does (its headers, its answer: status, headers, body text and parsed
 * JSON; a non-2xx rejects with an HttpError of the body's `message`), through appFetch, so that a list the page
 * load already started (lib/boot-reads.ts) is taken from there. fetchUtils.fetchJson calls the global fetch.
 */
async function fetchJson(url: string, options: fetchUtils.Options) {
  const response = await savedReadsFetch(url, { ...options, headers: fetchUtils.createHeadersFromOptions(options) });
  const body = await response.text();
  let json: any;
  try {
    json = JSON.parse(body);
  } catch {
    json = undefined;
  }
  if (response.status < 200 || response.status >= 300) throw new HttpError(json?.message || response.statusText, response.status, json);
  return { status: response.status, headers: response.headers, body, json };
}

interface Issue {
  path: string;
  message: string;
}

/**
 * A 400's `issues[]` also as react-admin's `body.errors` ({ field: message }): react-admin's create and edit
 * controllers hand those to react-hook-form's setError, so each message appears under its input, in the user's
 * language once the wording has loaded (lib/error-messages.ts `fieldErrorText`).
 */
function withFieldErrors(error: unknown): unknown {
  if (!(error instanceof HttpError) || error.status !== 400) return error;
  const body = error.body as { issues?: Issue[] } | undefined;
  if (!body?.issues?.length) return error;
  const errors: Record<string, string> = {};
  const text = (message: string) => (wording ? wording.fieldErrorText(message, i18nProvider.translate) : message);
  for (const issue of body.issues) errors[issue.path] ??= text(issue.message);
  return new HttpError(error.message, error.status, { ...body, errors });
}

/** True when some of a 400's issues name one of `fields` (they are shown on the inputs, not in a toast). */
export function onFormFields(error: unknown, fields: readonly string[]): boolean {
  const errors = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | undefined)?.errors : undefined;
  return !!errors && Object.keys(errors).some((key) => fields.includes(key));
}

/**
 * lib/error-messages.ts and its texts, asked for as soon as the app starts but not bundled with the first screen (it
 * stays within its size goal, bench/ui-bundle-size.ts): an error in the instant before it arrives reads as the
 * server wrote it.
 */
let wording: typeof import("./error-messages") | undefined;
/** Settles once the wording is there (a test waits for it). */
export const errorWordingLoaded = import("./error-messages").then((m) => {
  wording = m;
});

/**
 * The error in the user's words and language: by its code where lib/error-messages.ts words it, else the server's
 * text; the fallback when the error carries none.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (typeof error === "string") return error || fallback;
  if (wording) return wording.errorText(error, i18nProvider.translate, fallback);
  const message = error instanceof Error ? error.message : "";
  return message && message !== "Failed to fetch" ? message : fallback;
}

/**
 * A 400's issues as { field: message } (the first message per field), for forms that are not react-admin forms;
 * empty for any other error. The form shows these on its inputs and toasts only what names none of them.
 */
export function issuesByField(error: unknown): Record<string, string> {
  if (!(error instanceof HttpError) || error.status !== 400) return {};
  const body = error.body as { issues?: Issue[]; errors?: Record<string, string> } | undefined;
  const out: Record<string, string> = { ...(body?.errors ?? {}) };
  for (const issue of body?.issues ?? []) out[issue.path] ??= issue.message;
  return out;
}

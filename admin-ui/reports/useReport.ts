import { useQuery } from "@tanstack/react-query";
import type { ClientRequestOptions, ClientResponse } from "hono/client";
import { read, type Success } from "../lib/api";

/** A report route of the typed client (`api.api...`) with its arguments: its JSON, and its CSV and PDF addresses. */
export interface ReportCall<T> {
  /** Identifies the report and its arguments in the cache. */
  key: string;
  load(signal?: AbortSignal): Promise<T>;
  /** The same report as a file, as a same-origin address. */
  url(format: "csv" | "pdf"): string;
}

type Args = { param?: object; query?: object };
/** A report route answers JSON, CSV text or a PDF; the screens read its JSON. */
type Json<R> = Exclude<Success<R>, string | Response>;
interface Endpoint<A extends Args, R> {
  $get(args: A, options?: ClientRequestOptions): Promise<R>;
  $url(args?: A): URL;
}

/** Blank parameters are left off, as a form with nothing chosen sends nothing. */
function withoutBlanks<A extends Args>(args: A): A {
  const query = Object.fromEntries(Object.entries(args.query ?? {}).filter(([, v]) => v !== undefined && v !== ""));
  return { ...args, query } as A;
}

/**
 * A report call checked against the API's route at build time: a renamed path, parameter or answer key breaks the
 * build, not the screen.
 * @example reportCall(api.api.entities[":id"].reports["cost-summary"], { param: { id: "1" }, query: { year: "2025" } })
 */
export function reportCall<A extends Args, R extends ClientResponse<unknown, number, string>>(endpoint: Endpoint<A, R>, args: A): ReportCall<Json<R>> {
  const clean = withoutBlanks(args);
  const address = (format?: "csv" | "pdf") => {
    const url = endpoint.$url({ ...clean, query: { ...clean.query, ...(format ? { format } : {}) } });
    return `${url.pathname}${url.search}`;
  };
  return {
    key: address(),
    load: async (signal) => (await read(endpoint.$get(clean, { init: { signal } }))) as Json<R>,
    url: (format) => address(format),
  };
}

/** One report's JSON; `enabled` false waits (no entity chosen yet). */
export function useReport<T>(call: ReportCall<T>, enabled = true) {
  return useQuery({ queryKey: ["report", call.key], queryFn: ({ signal }) => call.load(signal), enabled });
}

import { useQuery } from "@tanstack/react-query";
import { API_URL, apiJson } from "../lib/http";

export type Params = Record<string, string | number | null | undefined>;

/** A report's address with its query; blank parameters are left off. `format` picks csv or pdf. */
export function reportUrl(path: string, params: Params = {}, format?: "csv" | "pdf"): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== null && value !== undefined && value !== "") query.set(key, String(value));
  if (format) query.set("format", format);
  const text = query.toString();
  return `${API_URL}${path}${text ? `?${text}` : ""}`;
}

/** One report's JSON; `enabled` false waits (no entity chosen yet). */
export function useReport<T>(path: string, params: Params = {}, enabled = true) {
  return useQuery({
    queryKey: ["report", path, params],
    queryFn: ({ signal }) => apiJson<T>(reportUrl(path, params).slice(API_URL.length), { signal }),
    enabled,
  });
}

import type { ApiClient } from "../api/client";
import { CliError } from "./errors";
import { ApiError, unwrap } from "./output/api-errors";

/**
 * An entity named by id or by name (case-insensitive). A name that matches nothing or several entities fails with
 * the candidates, so the user can pick one.
 * @example const entity = await resolveEntity(api, "north ranch");
 */
export async function resolveEntity(api: ApiClient, nameOrId: string): Promise<{ id: number; name: string }> {
  const text = nameOrId.trim();
  if (/^\d+$/.test(text)) {
    try {
      return await unwrap(api.api.entities[":id"].$get({ param: { id: text } }));
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 404)) throw err;
      throw new CliError(`No farm entity has id ${text}`, "List them with: farmctl entities list");
    }
  }
  const candidates = await unwrap(api.api.entities.$get({ query: { filter: JSON.stringify({ q: text }) } }));
  const exact = candidates.filter((e) => e.name.toLowerCase() === text.toLowerCase());
  if (exact.length === 1) return exact[0]!;
  if (exact.length > 1) {
    const ids = exact.map((e) => e.id).join(", ");
    throw new CliError(`${exact.length} farm entities are named "${text}": ids ${ids}`, "Name it by id instead: --entity ID");
  }
  const near = candidates.slice(0, 5).map((e) => `"${e.name}" (${e.id})`).join(", ");
  const hint = near ? `Did you mean ${near}? Names match whole, in any case.` : "List them with: farmctl entities list";
  throw new CliError(`No farm entity is named "${text}"`, hint);
}

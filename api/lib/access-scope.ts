import type { Context } from "hono";
import { type Access, entityFilter, narrowScope } from "../domain/access";
import type { ListParams } from "./list-query";
import type { AppBindings } from "./types";

/** The request's access; a signed-out caller (only public routes get this far) reaches nothing. */
export const accessOf = (c: Context<AppBindings>): Access =>
  c.get("access") ?? { userId: 0, role: "", isAdmin: false, isCrew: false, canEdit: false, entityIds: new Set() };

/** The entity ids a request may reach, or null for every entity: what entity-bound services narrow to. */
export const withinOf = (c: Context<AppBindings>) => entityFilter(accessOf(c));

/**
 * A list's parameters narrowed to the caller's entities (docs/access.md).
 * @example service.listFields(c.get("db"), scopedList(c, parseListQuery(...)))
 */
export const scopedList = <F>(c: Context<AppBindings>, params: ListParams<F>): ListParams<F> => ({ ...params, within: withinOf(c) });

/** A report's entity scope ("all" or ids) narrowed to the caller's entities: "All Entities" = every granted one. */
export const scopedReport = (c: Context<AppBindings>, scope: "all" | number[]) => narrowScope(accessOf(c), scope);

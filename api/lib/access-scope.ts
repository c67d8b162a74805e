import type { Context } from "hono";
import { narrowScope } from "../domain/access";
import type { AppBindings } from "./types";

/**
 * The entity ids a request may reach, or null for every entity: what the report services not yet moved onto the
 * service context narrow to (every other service reads `ctx.within` itself).
 */
export const withinOf = (c: Context<AppBindings>) => c.get("ctx").within;

/** A report's entity scope ("all" or ids) narrowed to the caller's entities: "All Entities" = every granted one. */
export const scopedReport = (c: Context<AppBindings>, scope: "all" | number[]) => narrowScope(c.get("ctx").access, scope);

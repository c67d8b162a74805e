import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { z } from "zod";
import { crewInputOnly, crewMoneyInput, toCrewTask } from "../../domain/crew-tasks";
import { AppError, type Issue, invalid } from "../../lib/errors";
import * as S from "../../lib/http-status";
import type { AppBindings } from "../../lib/types";
import { CrewTaskCreateSchema, CrewTaskUpdateSchema } from "../../schemas/task-input.schemas";
import * as crew from "../../services/crew-tasks.service";

/*
 * Crew accounts reach POST/PUT/DELETE/GET of /tasks through these route middlewares, which answer for them and never
 * reach the admin's handler: a crew payload has its own rules (no money, priced from the price list) and a crew
 * answer its own shape (toCrewTask). Any other account goes on to the usual validator and handler.
 */

const isCrew = (c: Context<AppBindings>) => c.get("ctx").access.isCrew;
const idOf = (c: Context<AppBindings>) => Number(c.req.param("id"));

/** The crew payload: a money key is a 400 naming it; the rest is checked like any input (400 naming each field). */
async function crewPayload<T extends z.ZodType>(c: Context<AppBindings>, schema: T): Promise<z.output<T>> {
  const body: unknown = await c.req.json().catch(() => {
    throw invalid("body", "must be a JSON object");
  });
  if (!body || typeof body !== "object" || Array.isArray(body)) throw invalid("body", "must be a JSON object");
  const money = crewMoneyInput(body as Record<string, unknown>);
  if (money) throw invalid(money, "not allowed for crew accounts");
  const parsed = schema.safeParse(crewInputOnly(body as Record<string, unknown>));
  if (!parsed.success) {
    const issues: Issue[] = parsed.error.issues.map((i) => ({ path: i.path.join(".") || "body", message: i.message }));
    throw new AppError(S.BAD_REQUEST, "VALIDATION", `${issues[0]!.path}: ${issues[0]!.message}`, issues);
  }
  return parsed.data;
}

/** A valid id, else the route goes on and its validator answers the 400. */
const validId = (id: number) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647;

export const crewCreate = createMiddleware<AppBindings>(async (c, next) => {
  if (!isCrew(c)) return next();
  const input = await crewPayload(c, CrewTaskCreateSchema);
  return c.json(toCrewTask(await crew.createCrewTask(c.get("ctx"), c.get("ctx").access.userId, input)), S.CREATED);
});

export const crewUpdate = createMiddleware<AppBindings>(async (c, next) => {
  if (!isCrew(c) || !validId(idOf(c))) return next();
  const patch = await crewPayload(c, CrewTaskUpdateSchema);
  return c.json(toCrewTask(await crew.updateCrewTask(c.get("ctx"), c.get("ctx").access.userId, idOf(c), patch)), S.OK);
});

export const crewRemove = createMiddleware<AppBindings>(async (c, next) => {
  if (!isCrew(c) || !validId(idOf(c))) return next();
  return c.json(toCrewTask(await crew.deleteCrewTask(c.get("ctx"), c.get("ctx").access.userId, idOf(c))), S.OK);
});

export const crewGetOne = createMiddleware<AppBindings>(async (c, next) => {
  if (!isCrew(c) || !validId(idOf(c))) return next();
  return c.json(toCrewTask(await crew.getCrewTask(c.get("ctx"), c.get("ctx").access.userId, idOf(c))), S.OK);
});

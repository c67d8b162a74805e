import { createRoute, z } from "@hono/zod-openapi";
import { createRouter } from "../../lib/create-router";
import { jsonContent } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { pingDatabase } from "../../services/health.service";

const Health = z.object({ status: z.enum(["ok", "unavailable"]), database: z.boolean() }).openapi("Health");

export const health = createRoute({
  path: "/health",
  method: "get",
  tags: ["Health"],
  summary: "Liveness and database reachability; no session needed",
  responses: {
    [S.OK]: jsonContent(Health, "Up, database reachable"),
    [S.SERVICE_UNAVAILABLE]: jsonContent(Health, "Database unreachable"),
  },
});

const router = createRouter().openapi(health, async (c) => {
  if (await pingDatabase(c.var.db)) return c.json({ status: "ok" as const, database: true }, S.OK);
  return c.json({ status: "unavailable" as const, database: false }, S.SERVICE_UNAVAILABLE);
});

export default router;

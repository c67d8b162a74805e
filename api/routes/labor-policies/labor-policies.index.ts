import { createRouter } from "../../lib/create-router";
import * as S from "../../lib/http-status";
import type { AppRouteHandler } from "../../lib/types";
import { getLaborPolicy, setLaborPolicy } from "../../services/labor-policies.service";
import * as routes from "./labor-policies.routes";

const get: AppRouteHandler<typeof routes.get> = async (c) => c.json(await getLaborPolicy(c.get("ctx"), c.req.valid("param").id), S.OK);
const put: AppRouteHandler<typeof routes.put> = async (c) =>
  c.json(await setLaborPolicy(c.get("ctx"), c.req.valid("param").id, c.req.valid("json")), S.OK);

const router = createRouter().openapi(routes.get, get).openapi(routes.put, put);

export default router;

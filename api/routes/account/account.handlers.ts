import * as S from "../../lib/http-status";
import type { AppRouteHandler } from "../../lib/types";
import { updateOwnAccount } from "../../services/account.service";
import type * as routes from "./account.routes";

export const update: AppRouteHandler<typeof routes.update> = async (c) =>
  c.json(await updateOwnAccount(c.get("ctx"), c.var.user!.id, c.req.valid("json"), c.var.sessionId), S.OK);

import { createMiddleware } from "hono/factory";
import { CREW_REFUSED, moneyKeysIn, withoutMoney } from "../domain/access";
import { FORBIDDEN } from "../lib/http-status";
import type { AppBindings } from "../lib/types";

/**
 * The last line for crew accounts (docs/access.md): whatever a route answered, a crew account's JSON leaves without
 * any money key (MONEY_KEYS, searched at every depth), and a file answer (CSV, PDF) is refused. The routes crew may
 * call already shape their answers without money (toCrewTask); this catches whatever a later change forgets.
 */
export const crewMoneyNet = createMiddleware<AppBindings>(async (c, next) => {
  await next();
  if (!c.get("ctx").access.isCrew) return;
  const type = c.res.headers.get("content-type") ?? "";
  if (type.includes("application/json")) {
    const body: unknown = await c.res.clone().json().catch(() => undefined);
    if (body === undefined || moneyKeysIn(body).length === 0) return;
    const headers = new Headers(c.res.headers);
    headers.delete("content-length");
    c.res = new Response(JSON.stringify(withoutMoney(body)), { status: c.res.status, headers });
  } else if (c.res.status < 300 && /csv|pdf|octet-stream/.test(type)) {
    c.res = new Response(JSON.stringify({ message: CREW_REFUSED, code: "FORBIDDEN" }), { status: FORBIDDEN, headers: { "content-type": "application/json" } });
  }
});

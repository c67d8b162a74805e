import type { Server } from "bun";

/**
 * Seconds a connection may send nothing before Bun closes it, for every request: Bun's largest value. Bun's default
 * of 10 s counts while the server is still working on the answer, so it cut a long report or import off.
 */
export const IDLE_TIMEOUT_SECONDS = 255;

/** Backups, restores and archive checks can work for minutes before their first byte: no idle limit for them. */
const LONG_WORK = /^\/api\/backup\/(create|restore|verify)$/;

/**
 * Lifts the idle limit of a request whose work may outlast IDLE_TIMEOUT_SECONDS (`0` is Bun's "no timeout").
 * @example "/api/*": (req, srv) => { allowLongWork(req, srv); return app.fetch(req, { server: srv }); }
 */
export function allowLongWork(req: Request, server: Pick<Server<unknown>, "timeout">) {
  // Every /api request passes here: the URL is parsed only for a backup path (a URL object is dear beside the rest).
  if (req.url.includes("/api/backup/") && LONG_WORK.test(new URL(req.url).pathname)) server.timeout(req, 0);
}

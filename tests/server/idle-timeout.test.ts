import { afterAll, describe, expect, test } from "bun:test";
import { IDLE_TIMEOUT_SECONDS, allowLongWork } from "../../api/lib/idle-timeout";

/**
 * Bun closes a connection that sends nothing for its idle timeout, also while the handler is still working. The
 * server's routing lifts that limit for backups and restores; here with a 1 s limit so the test is quick.
 */
const server = Bun.serve({
  port: 0,
  hostname: "127.0.0.1",
  idleTimeout: 1,
  async fetch(req, srv) {
    allowLongWork(req, srv);
    await Bun.sleep(6500); // working, sending nothing (Bun checks idle connections every few seconds)
    return new Response("done");
  },
});
afterAll(() => server.stop(true));

const answer = (path: string) =>
  fetch(`http://127.0.0.1:${server.port}${path}`, { method: "POST" }).then(
    (res) => res.text(),
    () => "connection closed",
  );

describe("the idle timeout and long work", () => {
  test("a restore or a backup working past the idle limit is answered; any other request is cut off at it", async () => {
    expect(await Promise.all([answer("/api/backup/restore"), answer("/api/backup/create"), answer("/api/entities")])).toEqual([
      "done",
      "done",
      "connection closed",
    ]);
  });

  test("the server's idle limit is Bun's largest, not its default of 10 s", () => {
    expect(IDLE_TIMEOUT_SECONDS).toBe(255);
    expect(() => Bun.serve({ port: 0, idleTimeout: IDLE_TIMEOUT_SECONDS + 1, fetch: () => new Response() })).toThrow("255 or less");
  });
});

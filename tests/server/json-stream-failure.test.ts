import { afterAll, describe, expect, test } from "bun:test";
import { Hono } from "hono";
import { streamJsonList, streamJsonText } from "../../api/lib/json-array-stream";
import type { AppBindings } from "../../api/lib/types";
import { compressAnswers } from "../../api/middlewares/compress";

/**
 * A long list is answered as it is read (the field list with every task, an entity's tasks). When the database fails
 * after the answer has begun, the client must see a broken answer, never a shorter list that parses as complete.
 * Served over a real socket, gzipped or not, as the app serves them.
 */
/** The next page's query failing a moment later, as a database that stops between two pages. */
const gone = async () => {
  await Bun.sleep(50);
  return new Error("Connection terminated: the database went away");
};
const app = new Hono<AppBindings>();
app.use(compressAnswers);
app.get("/fields", (c) =>
  streamJsonText(c, (async function* () {
    yield `[{"id":1,"name":"North 40","tasks":[${'{"id":7,"name":"Seed"},'.repeat(200)}`;
    throw await gone();
  })()),
);
app.get("/tasks", (c) =>
  streamJsonList(c, (async function* () {
    yield Array.from({ length: 200 }, (_, id) => ({ id, name: "Seed" }));
    throw await gone();
  })()),
);
app.get("/whole", (c) =>
  streamJsonList(c, (async function* () {
    yield [{ id: 1 }];
    yield [];
    yield [{ id: 2 }];
  })()),
);
const server = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: app.fetch });
afterAll(() => server.stop(true));

describe("a JSON list answered as it is read", () => {
  test("a failure after the first piece breaks the answer, plain or gzipped", async () => {
    for (const path of ["/fields", "/tasks"]) {
      for (const encoding of ["identity", "gzip"]) {
        const res = await fetch(`http://127.0.0.1:${server.port}${path}`, { headers: { "accept-encoding": encoding } });
        expect(res.status).toBe(200);
        expect(res.headers.get("content-encoding")).toBe(encoding === "gzip" ? "gzip" : null);
        await expect(res.text()).rejects.toThrow();
      }
    }
  });

  test("pages that all arrive make the whole array, an empty page included", async () => {
    const res = await fetch(`http://127.0.0.1:${server.port}/whole`);
    expect(await res.json()).toEqual([{ id: 1 }, { id: 2 }]);
  });
});

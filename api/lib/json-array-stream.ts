import type { Context } from "hono";
import type { AppBindings } from "./types";

/**
 * A JSON array answered as its pages are read, so the server holds one page of rows at a time instead of the whole
 * list, its JSON and its bytes: the same bytes as `JSON.stringify(array)`. The first page is read before the answer
 * starts, so a database that cannot answer is still a 503 with its message; a failure after that ends the answer
 * early (the client sees a broken connection, never a short list it could take for complete).
 * @example return c.body(await jsonArrayBody(entityTaskPages(db, entityId, year)), 200, { "content-type": "application/json" });
 */
export async function jsonArrayBody(pages: AsyncGenerator<unknown[]>): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  let first = true;
  const text = (items: unknown[]) => {
    let out = "";
    for (const item of items) {
      out += (first ? "" : ",") + JSON.stringify(item);
      first = false;
    }
    return out;
  };
  const head = await pages.next();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(head.done ? "[]" : `[${text(head.value)}`));
      if (head.done) controller.close();
    },
    async pull(controller) {
      const next = await pages.next();
      if (next.done) {
        controller.enqueue(encoder.encode("]"));
        controller.close();
      } else controller.enqueue(encoder.encode(text(next.value)));
    },
    async cancel() {
      await pages.return(undefined);
    },
  });
}

/**
 * Answers a JSON list written as its pages are read (`jsonArrayBody`), gzipped as it streams for a client that takes
 * gzip (api/middlewares/compress.ts). Typed as the route's JSON answer: the bytes are the same.
 * @example return streamJsonList(c, entityTaskPages(db, entityId));
 */
export async function streamJsonList(c: Context<AppBindings>, pages: AsyncGenerator<unknown[]>): Promise<never> {
  const body = await jsonArrayBody(pages);
  c.set("streamedJson", true);
  return c.body(body, 200, { "content-type": "application/json" }) as never;
}

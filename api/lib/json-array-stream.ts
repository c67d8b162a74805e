
import type { Context } from "hono";
import type { AppBindings } from "./types";

/**
 * The JSON text of an array given a page of items at a time (`[` with the first page, `]` after the last): the same
 * bytes as `JSON.stringify(array)`, but the server holds one page of rows at a time instead of the whole list, its
 * JSON and its bytes.
 */
async function* arrayText(pages: AsyncGenerator<unknown[]>): AsyncGenerator<string> {
  let text = "[";
  let first = true;
  for await (const items of pages) {
    if (items.length) {
      // The page's array without its brackets: one call for the page instead of one per item.
      text += (first ? "" : ",") + JSON.stringify(items).slice(1, -1);
      first = false;
    }
    yield text;
    text = "";
  }
  yield `${text}]`;
}

/**
 * JSON text answered as its pieces are made. The first piece is made before the answer starts, so a database that
 * cannot answer is still a 503 with its message; a failure after that ends the answer early (the client sees a
 * broken connection, never a short list it could take for complete).
 */
async function jsonTextBody(pieces: AsyncGenerator<string>): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  const head = await pieces.next();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      if (head.done) controller.close();
      else controller.enqueue(encoder.encode(head.value));
    },
    async pull(controller) {
      for (;;) {
        const next = await pieces.next();
        if (next.done) return controller.close();
        // An empty piece is skipped: by the streams standard a pull that enqueues nothing is not called again.
        if (next.value) return controller.enqueue(encoder.encode(next.value));
      }
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
}

/**
 * Answers a JSON list written as its pages are read (`arrayText`), gzipped as it streams for a client that takes
 * gzip (api/middlewares/compress.ts). Typed as the route's JSON answer: the bytes are the same.
 * @example return streamJsonList(c, entityTaskPages(c.get("ctx"), entityId));
 */
export async function streamJsonList(c: Context<AppBindings>, pages: AsyncGenerator<unknown[]>): Promise<never> {
  return streamJsonText(c, arrayText(pages));
}

/** Answers JSON text written as its pieces are made (`jsonTextBody`), as `streamJsonList` does. */
export async function streamJsonText(c: Context<AppBindings>, pieces: AsyncGenerator<string>): Promise<never> {
  const body = await jsonTextBody(pieces);
  c.set("streamedJson", true);
  return c.body(body, 200, { "content-type": "application/json" }) as never;
}

import { expect } from "bun:test";
import type { ApiClient } from "../../api/client";
import { UploadSlotSchema, UploadedSchema } from "../../api/schemas/maps.schemas";

type Fetcher = { fetch(request: Request): Response | Promise<Response> };

/** A small file that starts like a PDF, of `size` bytes, with a recognisable body. */
export function pdfBytes(size = 4096, fill = 7): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size).fill(fill);
  bytes.set(new TextEncoder().encode("%PDF-1.7\n"));
  return bytes;
}

/** The first bytes of a PNG: what a picture renamed to .pdf really holds. */
export const PNG_BYTES: Uint8Array<ArrayBuffer> = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

/** Asks for an upload slot as `client` (an admin) and answers it. */
export async function uploadSlot(client: ApiClient) {
  const res = await client.api.objects.upload.$post();
  expect(res.status).toBe(200);
  return UploadSlotSchema.parse(await res.json());
}

/** PUTs `body` to an upload URL the way a browser widget does: the URL alone, no session cookie. */
export function putTo(app: Fetcher, uploadURL: string, body: BodyInit, headers: Record<string, string> = {}) {
  return app.fetch(new Request(uploadURL, { method: "PUT", body, headers: { "content-type": "application/pdf", ...headers } }));
}

/** Uploads `bytes` and records them as a map named `fileName`; answers the created map. */
export async function uploadMap(app: Fetcher, client: ApiClient, fileName: string, bytes: Uint8Array<ArrayBuffer> = pdfBytes()) {
  const slot = await uploadSlot(client);
  const put = await putTo(app, slot.uploadURL, bytes);
  expect(put.status).toBe(200);
  expect(UploadedSchema.parse(await put.json()).size).toBe(bytes.byteLength);
  const res = await client.api.maps.$post({ json: { fileName, filePath: slot.objectPath, fileSize: bytes.byteLength } });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; fileName: string; filePath: string; fileSize: number; createdAt: string };
}

/** A body of `size` bytes sent as a stream (no Content-Length), so the server has to count it. */
export function streamOf(size: number, head: Uint8Array, chunk = 1024 * 1024): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close();
      const n = Math.min(chunk, size - sent);
      const part = new Uint8Array(n);
      if (sent === 0) part.set(head.subarray(0, n));
      sent += n;
      controller.enqueue(part);
    },
  });
}

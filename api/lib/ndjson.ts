import { createHash } from "node:crypto";
import type { HonoRequest } from "hono";
import { invalid } from "./errors";

/** A body of JSON lines (`application/x-ndjson`, or `application/ndjson`): read a line at a time, not whole. */
export const isNdjson = (type: string | undefined) => !!type && /^application\/(x-)?ndjson\b/i.test(type);

/**
 * `Content-Digest: sha-256=:<base64>:` (RFC 9530), the SHA-256 of the body a client declares before sending it:
 * what a streamed request's Idempotency-Key is matched against, since its body is read only as it is used.
 * Null when the header is absent; a 400 naming the header when it is not a SHA-256 digest.
 */
export function declaredDigest(req: HonoRequest): string | null {
  const header = req.header("content-digest");
  if (header === undefined) return null;
  const m = /(?:^|,)\s*sha-256=:([A-Za-z0-9+/]{43}=):\s*(?:,|$)/.exec(header);
  if (!m) throw invalid("Content-Digest", "must hold sha-256=:<base64 SHA-256 of the body>:");
  return m[1]!;
}

/**
 * The lines of a request's body, one at a time, blank ones skipped: from the text when a middleware has already
 * read it, else read from the network as they are asked for, so a large body is never held whole. A declared
 * Content-Digest is checked once the body has been read to its end (a 400 if it does not match).
 * @example for await (const line of bodyLines(c.req)) handle(JSON.parse(line));
 */
export async function* bodyLines(req: HonoRequest): AsyncGenerator<string> {
  const digest = declaredDigest(req);
  const hash = createHash("sha256");
  const stream = Object.keys(req.bodyCache).length || !req.raw.body ? null : req.raw.body;
  async function* texts(): AsyncGenerator<string> {
    if (!stream) {
      const text = await req.text();
      hash.update(text, "utf8");
      yield text;
      return;
    }
    const decoder = new TextDecoder();
    for await (const chunk of stream) {
      hash.update(chunk);
      yield decoder.decode(chunk, { stream: true });
    }
    yield decoder.decode();
  }
  // The pieces of a line not yet ended, joined once its end comes: a line of a megabyte arrives in many chunks, and
  // appending each to the text so far and searching it all again copied the line over and over.
  let pieces: string[] = [];
  for await (const text of texts()) {
    let start = 0;
    for (let end = text.indexOf("\n"); end !== -1; end = text.indexOf("\n", start)) {
      pieces.push(text.slice(start, end));
      const line = (pieces.length === 1 ? pieces[0]! : pieces.join("")).trim();
      pieces = [];
      start = end + 1;
      if (line) yield line;
    }
    if (start < text.length) pieces.push(start ? text.slice(start) : text);
  }
  const last = pieces.join("").trim();
  if (last) yield last;
  if (digest !== null && hash.digest("base64") !== digest) throw invalid("Content-Digest", "does not match the body sent");
}

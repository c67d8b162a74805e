import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { Header } from "tar";

const BLOCK = 512;

export interface TarMember {
  /** Path inside the archive, at most 100 characters (plain ustar, no extensions needed). */
  name: string;
  size: number;
  body: AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>;
  mtime?: Date;
}

export interface WrittenMember {
  size: number;
  sha256: string;
}

function header(member: TarMember): Uint8Array {
  if (member.name.length > 100) throw new Error(`Archive member name too long: ${member.name}`);
  const h = new Header({ path: member.name, mode: 0o644, size: member.size, mtime: member.mtime ?? new Date(), type: "File", uid: 0, gid: 0 });
  h.encode();
  return h.block!;
}

async function* entries(members: AsyncIterable<TarMember>, written: Map<string, WrittenMember>): AsyncGenerator<Uint8Array> {
  for await (const member of members) {
    yield header(member);
    const hash = createHash("sha256");
    let size = 0;
    for await (const chunk of member.body as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > member.size) throw new Error(`${member.name} grew while it was being archived`);
      hash.update(chunk);
      yield chunk;
    }
    if (size !== member.size) throw new Error(`${member.name} shrank while it was being archived`);
    if (size % BLOCK) yield new Uint8Array(BLOCK - (size % BLOCK));
    written.set(member.name, { size, sha256: hash.digest("hex") });
  }
  yield new Uint8Array(BLOCK * 2); // end of archive
}

/**
 * Streams members into a new .tar.gz at `path` (which must not exist yet), hashing each on the way, so an archive
 * of any size is written in one pass with little memory. Sizes must be known up front, as tar headers need them.
 * `members` sees the sizes and hashes of the members already written (a manifest goes last).
 * @example const sums = await writeTarGz("/backups/x.tar.gz", async function* (done) { yield bytesMember("a", bytes) });
 */
export async function writeTarGz(
  path: string,
  members: (written: ReadonlyMap<string, WrittenMember>) => AsyncIterable<TarMember>,
  level = 6,
) {
  const written = new Map<string, WrittenMember>();
  await pipeline(
    Readable.from(entries(members(written), written), { objectMode: false }),
    createGzip({ level }),
    // 0600 from the first byte: an archive holds password and token hashes.
    createWriteStream(path, { flags: "wx", mode: 0o600 }),
  );
  return written;
}

/** A member from bytes already in memory. */
export function bytesMember(name: string, bytes: Uint8Array): TarMember {
  return { name, size: bytes.byteLength, body: (async function* () { yield bytes; })() };
}

import { open } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createWriteStream } from "node:fs";
import { Decrypter, Encrypter } from "age-encryption";

/** The first bytes of every age file (age-encryption.org/v1 spec). */
const AGE_MAGIC = "age-encryption.org/v1\n";

/** Whether the file at `path` is in age format, by its first line (not by its name). */
export async function isAgeFile(path: string) {
  const handle = await open(path, "r");
  try {
    const head = Buffer.alloc(AGE_MAGIC.length);
    await handle.read(head, 0, head.length, 0);
    return head.toString("latin1") === AGE_MAGIC;
  } finally {
    await handle.close();
  }
}

/** Streams `source` into a new file `target` (0600, must not exist) encrypted with a passphrase (age, scrypt). */
export async function encryptFile(source: string, target: string, passphrase: string) {
  const e = new Encrypter();
  e.setPassphrase(passphrase);
  const encrypted = await e.encrypt(Bun.file(source).stream());
  await pipeline(Readable.fromWeb(encrypted as never), createWriteStream(target, { flags: "wx", mode: 0o600 }));
}

/**
 * Streams the age file `source` decrypted into a new file `target` (0600). Throws when the passphrase is not the
 * one it was encrypted with, or the file was altered (age authenticates every 64 KiB chunk).
 */
export async function decryptFile(source: string, target: string, passphrase: string) {
  const d = new Decrypter();
  d.addPassphrase(passphrase);
  const plain = await d.decrypt(Bun.file(source).stream());
  await pipeline(Readable.fromWeb(plain as never), createWriteStream(target, { flags: "wx", mode: 0o600 }));
}

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FileStorage } from "./file-storage";
import { LocalStorage } from "./local-storage";
import { type S3Settings, S3Storage } from "./s3-storage";

export type { FileStorage, StorageBody, StoredObject } from "./file-storage";
export { LocalStorage } from "./local-storage";
export { S3Storage, type S3Settings } from "./s3-storage";

/**
 * The bucket when one is configured, otherwise the local folder.
 * @example createStorage({ filesDir: "./data/files", s3: env.S3_BUCKET ? { bucket: env.S3_BUCKET, ... } : undefined })
 */
export function createStorage(options: { filesDir: string; s3?: S3Settings }): FileStorage {
  return options.s3 ? new S3Storage(options.s3) : new LocalStorage(options.filesDir);
}

/** A throwaway folder: what an app built without storage (a test) keeps its files in. */
export function temporaryStorage(): LocalStorage {
  return new LocalStorage(mkdtempSync(join(tmpdir(), "farm-files-")));
}

let shared: LocalStorage | undefined;

/**
 * One throwaway folder per process, removed at exit: what an app built without storage (a bench script) keeps files
 * in. bun test runs no exit handlers, so a test passes a storage of its own and removes it (tests/support/harness.ts).
 */
export function processTemporaryStorage(): LocalStorage {
  if (!shared) {
    const storage = temporaryStorage();
    process.on("exit", () => rmSync(storage.root, { recursive: true, force: true }));
    shared = storage;
  }
  return shared;
}

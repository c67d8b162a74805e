import { mkdirSync } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import { type FileStorage, type StorageBody, type StoredObject, assertKey } from "./file-storage";

/** Partial writes land here and are renamed into place, so a reader never sees half a file. */
const TEMP_DIR = ".tmp";

/**
 * Files in a folder on this machine (FILES_DIR, default DATA_DIR/files).
 * @example const storage = new LocalStorage("./data/files"); await storage.put("uploads/a.pdf", bytes);
 */
export class LocalStorage implements FileStorage {
  readonly kind = "local" as const;
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
    mkdirSync(join(this.root, TEMP_DIR), { recursive: true });
  }

  describe() {
    return { kind: this.kind, folder: this.root };
  }

  private pathOf(key: string) {
    return join(this.root, ...assertKey(key).split("/"));
  }

  async put(key: string, body: StorageBody): Promise<number> {
    const target = this.pathOf(key);
    const temp = join(this.root, TEMP_DIR, crypto.randomUUID());
    try {
      const written = body instanceof ReadableStream ? await Bun.write(temp, new Response(body)) : await Bun.write(temp, body);
      await mkdir(dirname(target), { recursive: true });
      await rename(temp, target);
      return written;
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Blob | null> {
    const file = Bun.file(this.pathOf(key));
    return (await file.exists()) ? file : null;
  }

  async size(key: string): Promise<number | null> {
    try {
      const s = await stat(this.pathOf(key));
      return s.isFile() ? s.size : null;
    } catch {
      return null;
    }
  }

  async exists(key: string) {
    return (await this.size(key)) !== null;
  }

  async delete(key: string) {
    await rm(this.pathOf(key), { force: true });
  }

  async *list(prefix = ""): AsyncIterable<StoredObject> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true });
    const found: StoredObject[] = [];
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const key = relative(this.root, join(entry.parentPath, entry.name)).split(sep).join("/");
      if (key.startsWith(`${TEMP_DIR}/`) || !key.startsWith(prefix)) continue;
      found.push({ key, size: (await stat(join(entry.parentPath, entry.name))).size });
    }
    found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    yield* found;
  }
}

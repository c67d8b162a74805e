import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import * as tar from "tar";

const made: string[] = [];

/** A fresh empty folder under the system temp dir, removed by removeTempFolders(). */
export async function tempFolder(prefix = "farm-test-") {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

export async function removeTempFolders() {
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
}

/** Unpacks an archive into a new temp folder; answers the folder and its files' relative paths. */
export async function unpack(archive: string) {
  const dir = await tempFolder("farm-unpack-");
  await tar.x({ file: archive, cwd: dir });
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join("/"))
    .sort();
  return { dir, files };
}

export async function sha256File(path: string) {
  return createHash("sha256").update(await readFile(path)).digest("hex");
}

/** Packs a folder back into a .tar.gz (to make a damaged copy of an archive). */
export async function repack(dir: string, files: string[], target: string) {
  await tar.c({ gzip: true, file: target, cwd: dir }, files);
}

import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";

/** The embedded database's folder is open in another live process. */
export class DataDirInUseError extends Error {}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
};

/**
 * Takes the embedded database's folder for this process: a lock file beside it (`{dir}.lock`) holding the pid.
 * PGlite is a single-process database; two servers on one folder (a second `bun start`, a seed or a migrate run
 * while the server is up) would corrupt it. A lock left by a process that no longer exists (a crash, a power cut)
 * is taken over. Returns the release, which removes the file if it is still this process's.
 * @example const release = lockDataDir("./data/db"); ... release();
 */
export function lockDataDir(dir: string): () => void {
  const path = `${dir.replace(/\/+$/, "")}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, "wx", 0o644);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(path, "utf8").trim() === String(process.pid)) rmSync(path, { force: true });
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      let pid = 0;
      try {
        pid = Number.parseInt(readFileSync(path, "utf8"), 10);
      } catch {
        continue; // removed between the two calls: try again
      }
      if (pid > 0 && isAlive(pid)) {
        throw new DataDirInUseError(
          `The embedded database in ${dir} is in use by process ${pid} (another farm server, seed or migrate). ` +
            `Stop that process first; to run several servers, use PostgreSQL (DATABASE_URL). ` +
            `If no such process is a farm server, delete ${path}.`,
        );
      }
      rmSync(path, { force: true }); // its process is gone
    }
  }
  throw new DataDirInUseError(`Could not take the lock ${path}; try again`);
}

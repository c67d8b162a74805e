import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";

/** The embedded database's folder is open in another live process. */
export class DataDirInUseError extends Error {}

/** What a lock file records of its holder: the pid, and where the system tells them, the boot and the start time. */
interface Holder {
  pid: number;
  /** /proc/sys/kernel/random/boot_id: a lock written before the last reboot is stale whatever its pid. */
  boot?: string;
  /** Field 22 of /proc/PID/stat (clock ticks after boot): a pid reused by another process starts at another time. */
  started?: string;
}

const readOr = (path: string) => {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
};

const bootId = () => readOr("/proc/sys/kernel/random/boot_id")?.trim() || undefined;

/** A process's start time from /proc (Linux); undefined where there is no /proc or no such process. */
function startTime(pid: number): string | undefined {
  const stat = readOr(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so count the fields after the last ")".
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** The lock file's text for this process. */
export function holderText(pid = process.pid): string {
  return [String(pid), bootId() ?? "", startTime(pid) ?? ""].join("\n") + "\n";
}

function parseHolder(text: string): Holder {
  const [pid, boot, started] = text.split("\n");
  return { pid: Number.parseInt(pid ?? "", 10), boot: boot || undefined, started: started || undefined };
}

/**
 * True while the process that wrote the lock still runs. After a power cut the pid in a lock may belong to some
 * other process by the time the server starts again (pids start over at each boot), so where the system says
 * (Linux), the lock also records the boot and the process's start time, and a lock of another boot or of a
 * process that started at another time is stale.
 */
export function holderAlive(holder: Holder): boolean {
  if (!(holder.pid > 0) || !isAlive(holder.pid)) return false;
  const boot = bootId();
  if (holder.boot && boot && holder.boot !== boot) return false;
  const started = startTime(holder.pid);
  if (holder.started && started && holder.started !== started) return false;
  return true;
}

/**
 * Takes the embedded database's folder for this process: a lock file beside it (`{dir}.lock`) naming the process.
 * PGlite is a single-process database; two servers on one folder (a second `bun start`, a seed or a migrate run
 * while the server is up) would corrupt it. A lock left by a process that no longer runs (a crash, a power cut) is
 * taken over. Returns the release, which removes the file if it is still this process's.
 * @example const release = lockDataDir("./data/db"); ... release();
 */
export function lockDataDir(dir: string): () => void {
  const path = `${dir.replace(/\/+$/, "")}.lock`;
  const mine = holderText();
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, "wx", 0o644);
      writeSync(fd, mine);
      closeSync(fd);
      return () => {
        if (readOr(path) === mine) rmSync(path, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const text = readOr(path);
      if (text === undefined) continue; // removed between the two calls: try again
      const holder = parseHolder(text);
      if (holderAlive(holder)) {
        throw new DataDirInUseError(
          `The embedded database in ${dir} is in use by process ${holder.pid} (another farm server, seed or migrate). ` +
            `Stop that process first; to run several servers, use PostgreSQL (DATABASE_URL). ` +
            `If no such process is a farm server, delete ${path}.`,
        );
      }
      rmSync(path, { force: true }); // its process is gone
    }
  }
  throw new DataDirInUseError(`Could not take the lock ${path}; try again`);
}

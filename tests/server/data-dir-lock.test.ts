import { afterEach, describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DataDirInUseError, holderText, lockDataDir } from "../../db/data-dir-lock";

/**
 * The embedded database's folder lock after a crash or a power cut: a lock whose process still runs is respected;
 * a lock whose pid now belongs to another process (pids start over at each boot) is taken over, so an unattended
 * restart after a power cut does not wait for someone to delete the file.
 */
const dirs: string[] = [];
const children: { kill(): void }[] = [];
afterEach(() => {
  for (const c of children.splice(0)) c.kill();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function folder() {
  const dir = mkdtempSync(join(tmpdir(), "farm-lock-"));
  dirs.push(dir);
  return join(dir, "db");
}

/** A live process that is not this one. */
function otherProcess() {
  const child = Bun.spawn(["sleep", "30"]);
  children.push(child);
  return child.pid;
}

describe("the embedded database's folder lock", () => {
  test("a lock held by a running process is refused, naming the process", () => {
    const db = folder();
    const pid = otherProcess();
    writeFileSync(`${db}.lock`, holderText(pid));
    expect(() => lockDataDir(db)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(db)).toThrow(`in use by process ${pid}`);
  });

  test("a lock whose pid is now another process (started at another time) is taken over", () => {
    const db = folder();
    const pid = otherProcess();
    const [p, boot] = holderText(pid).split("\n");
    writeFileSync(`${db}.lock`, `${p}\n${boot}\n1\n`);
    const release = lockDataDir(db);
    expect(readFileSync(`${db}.lock`, "utf8")).toBe(holderText());
    release();
  });

  test("a lock written before the last reboot is taken over even though its pid runs now", () => {
    const db = folder();
    const pid = otherProcess();
    writeFileSync(`${db}.lock`, `${pid}\n00000000-0000-0000-0000-000000000000\n\n`);
    const release = lockDataDir(db);
    release();
    expect(() => readFileSync(`${db}.lock`)).toThrow();
  });

  test("a lock in the old format (a pid alone) of a running process is still respected", () => {
    const db = folder();
    writeFileSync(`${db}.lock`, `${otherProcess()}\n`);
    expect(() => lockDataDir(db)).toThrow(DataDirInUseError);
  });

  test("a lock of a process that has ended is taken over", async () => {
    const db = folder();
    const child = Bun.spawn(["true"]);
    await child.exited;
    writeFileSync(`${db}.lock`, holderText(child.pid));
    const release = lockDataDir(db);
    expect(readFileSync(`${db}.lock`, "utf8")).toBe(holderText());
    release();
  });
});

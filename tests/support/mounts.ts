import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A tmpfs mounted on a new temp folder: a mount point of its own device, as a backup drive is. The size is an upper
 * bound (tmpfs takes memory only for what is written), large enough for the 1 GB free-space check.
 * Answers null, and says why, where this machine cannot mount (not root, no CAP_SYS_ADMIN).
 */
export function mountTmpfs(prefix = "farm-drive-"): { path: string; unmount(): void } | null {
  const path = mkdtempSync(join(tmpdir(), prefix));
  const mounted = Bun.spawnSync(["mount", "-t", "tmpfs", "-o", "size=2g,mode=0755", "tmpfs", path], { stderr: "pipe" });
  if (mounted.exitCode !== 0) {
    console.log(`SKIPPED the mount point tests: cannot mount a tmpfs here (${mounted.stderr.toString().trim() || `exit ${mounted.exitCode}`})`);
    rmSync(path, { recursive: true, force: true });
    return null;
  }
  return {
    path,
    unmount() {
      Bun.spawnSync(["umount", path]);
      rmSync(path, { recursive: true, force: true });
    },
  };
}

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A tmpfs mounted on a new temp folder: a mount point of its own device, as a backup drive is. The size is an upper
 * bound (tmpfs takes memory only for what is written), large enough for the 1 GB free-space check.
 * Throws, saying why, where this machine cannot mount (not root, no CAP_SYS_ADMIN): the tests that need a drive
 * fail there rather than pass unrun.
 */
export function mountTmpfs(prefix = "farm-drive-"): { path: string; unmount(): void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  const mounted = Bun.spawnSync(["mount", "-t", "tmpfs", "-o", "size=2g,mode=0755", "tmpfs", path], { stderr: "pipe" });
  if (mounted.exitCode !== 0) {
    rmSync(path, { recursive: true, force: true });
    throw new Error(`cannot mount a tmpfs here (${mounted.stderr.toString().trim() || `exit ${mounted.exitCode}`}): the drive tests need root`);
  }
  return {
    path,
    unmount() {
      Bun.spawnSync(["umount", path]);
      rmSync(path, { recursive: true, force: true });
    },
  };
}

/**
 * A USB drive as the server sees one: a 2 GB sparse ext4 image mounted (loop) on a new folder under /mnt named
 * after `label`, so it is in the mount table where drives are. Throws, saying why, where this machine cannot make
 * or mount one (not root, no loop devices).
 */
export function mountUsbDrive(label = "FARM-USB"): { path: string; unmount(): void } {
  let path: string;
  try {
    path = mkdtempSync(`/mnt/${label}-`);
  } catch (error) {
    throw new Error(`no folder can be made under /mnt here (${(error as Error).message}): the USB drive tests need root`);
  }
  const image = join(mkdtempSync(join(tmpdir(), "farm-usb-image-")), "drive.img");
  const steps = [["truncate", "-s", "2G", image], ["mkfs.ext4", "-q", "-F", image], ["mount", "-o", "loop", image, path]];
  for (const step of steps) {
    const run = Bun.spawnSync(step, { stderr: "pipe" });
    if (run.exitCode !== 0) {
      rmSync(path, { recursive: true, force: true });
      rmSync(join(image, ".."), { recursive: true, force: true });
      throw new Error(`${step[0]} failed here (${run.stderr.toString().trim() || `exit ${run.exitCode}`}): the USB drive tests need root and loop devices`);
    }
  }
  return {
    path,
    unmount() {
      Bun.spawnSync(["umount", path]);
      rmSync(path, { recursive: true, force: true });
      rmSync(join(image, ".."), { recursive: true, force: true });
    },
  };
}

/** One line of the mount table (/proc/self/mounts, fstab format). */
export interface Mount {
  device: string;
  path: string;
  fsType: string;
  readOnly: boolean;
}

/** Where desktops and admins mount removable and extra drives (udisks: /media/<user>, /run/media/<user>; by hand: /mnt). */
export const DRIVE_ROOTS = ["/media", "/mnt", "/run/media"] as const;

/** The folder a backup goes to inside a chosen drive. */
export const BACKUP_FOLDER_NAME = "FarmBackups";

/** File systems that are not a drive a person could carry away: kernel views, memory, containers, package images. */
const NOT_A_DRIVE = new Set([
  "proc", "sysfs", "devtmpfs", "devpts", "tmpfs", "ramfs", "cgroup", "cgroup2", "securityfs", "debugfs", "tracefs",
  "pstore", "bpf", "mqueue", "hugetlbfs", "configfs", "fusectl", "binfmt_misc", "autofs", "efivarfs", "rpc_pipefs",
  "nsfs", "overlay", "squashfs", "fuse.lxcfs", "fuse.portal", "fuse.gvfsd-fuse", "iso9660", "udf",
]);

/** Mount points that belong to the operating system, whatever device holds them. */
const SYSTEM_PATHS = ["/", "/boot", "/etc", "/proc", "/sys", "/dev", "/run", "/usr", "/var", "/snap", "/tmp", "/opt", "/srv", "/root", "/nix"];

const under = (path: string, root: string) => path === root || path.startsWith(`${root}/`);

/** The mount table's octal escapes (\040 for a space, \011 tab, \012 newline, \134 backslash) undone. */
const unescapeField = (field: string) => field.replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(Number.parseInt(octal, 8)));

/**
 * The lines of a mount table (Linux /proc/self/mounts) as mounts; blank or short lines are skipped.
 * @example parseMounts("/dev/sdb1 /media/ann/USB\\040DRIVE vfat rw,nosuid 0 0")
 *   // [{ device: "/dev/sdb1", path: "/media/ann/USB DRIVE", fsType: "vfat", readOnly: false }]
 */
export function parseMounts(text: string): Mount[] {
  const mounts: Mount[] = [];
  for (const line of text.split("\n")) {
    const [device, path, fsType, options] = line.trim().split(/\s+/);
    if (!device || !path || !fsType || !options) continue;
    mounts.push({ device: unescapeField(device), path: unescapeField(path), fsType, readOnly: options.split(",").includes("ro") });
  }
  return mounts;
}

/**
 * The disk a partition is on: /dev/sda2 -> /dev/sda, /dev/nvme0n1p3 -> /dev/nvme0n1, /dev/mmcblk0p1 -> /dev/mmcblk0.
 * @example diskOf("/dev/nvme0n1p3") === "/dev/nvme0n1"
 */
export function diskOf(device: string): string {
  const numbered = /^(\/dev\/(?:nvme\d+n\d+|mmcblk\d+|loop\d+))(p\d+)?$/.exec(device);
  if (numbered) return numbered[1]!;
  return device.replace(/^(\/dev\/[a-z]+)\d+$/, "$1");
}

/**
 * The mounts a backup may go to (docs/decisions/backup-drives.md): a writable, real file system (not memory, kernel
 * or container views) that is not one of the operating system's own folders, and either sits inside a folder where
 * drives are mounted (/media, /mnt, /run/media) or is on another disk than the one holding "/". The last mount of a path wins,
 * as the kernel shows it; the list is sorted by path.
 * @example backupDrives(parseMounts("/dev/sda2 / ext4 rw 0 0\n/dev/sdb1 /media/ann/USB vfat rw 0 0")) // [the USB mount]
 */
export function backupDrives(mounts: Mount[]): Mount[] {
  const byPath = new Map<string, Mount>();
  for (const m of mounts) byPath.set(m.path, m);
  const root = byPath.get("/");
  const systemDisk = root?.device.startsWith("/dev/") ? diskOf(root.device) : undefined;
  const drives = [...byPath.values()].filter((m) => {
    if (m.readOnly || NOT_A_DRIVE.has(m.fsType) || (DRIVE_ROOTS as readonly string[]).includes(m.path)) return false;
    if (DRIVE_ROOTS.some((r) => under(m.path, r))) return true;
    if (SYSTEM_PATHS.some((p) => under(m.path, p))) return false;
    return m.device.startsWith("/dev/") && diskOf(m.device) !== systemDisk;
  });
  return drives.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * What a person calls a drive: the last folder of its mount point, which desktops name after the drive's label.
 * @example driveLabel("/media/ann/SANDISK 64") === "SANDISK 64"
 */
export function driveLabel(path: string): string {
  return path.split("/").filter(Boolean).at(-1) ?? path;
}

import { describe, expect, test } from "bun:test";
import { backupDrives, diskOf, driveLabel, parseMounts } from "../../api/domain/backup-drives";

// A laptop's mount table as /proc/self/mounts shows it, system disk /dev/nvme0n1, with a USB stick and an SD card.
const LAPTOP = `
sysfs /sys sysfs rw,nosuid,nodev,noexec,relatime 0 0
proc /proc proc rw,nosuid,nodev,noexec,relatime 0 0
udev /dev devtmpfs rw,nosuid,relatime,size=8012345k,nr_inodes=2003086,mode=755 0 0
tmpfs /run tmpfs rw,nosuid,nodev,noexec,relatime,size=1609216k,mode=755 0 0
/dev/nvme0n1p2 / ext4 rw,relatime,errors=remount-ro 0 0
/dev/nvme0n1p1 /boot/efi vfat rw,relatime,fmask=0077,dmask=0077 0 0
/dev/nvme0n1p3 /home ext4 rw,relatime 0 0
/dev/loop3 /snap/core22/1380 squashfs ro,nodev,relatime 0 0
tmpfs /tmp tmpfs rw,nosuid,nodev 0 0
/dev/sdb1 /media/ann/SANDISK\\04064 vfat rw,nosuid,nodev,relatime,uid=1000 0 0
/dev/mmcblk0p1 /run/media/ann/CARD exfat rw,nosuid,nodev,relatime 0 0
/dev/sr0 /media/ann/DVD iso9660 ro,nosuid,nodev 0 0
`;

describe("parseMounts", () => {
  test("reads device, path, type and read-only, undoing the octal escapes of spaces", () => {
    const [usb] = parseMounts(LAPTOP).filter((m) => m.device === "/dev/sdb1");
    expect(usb).toEqual({ device: "/dev/sdb1", path: "/media/ann/SANDISK 64", fsType: "vfat", readOnly: false });
    expect(parseMounts(LAPTOP).find((m) => m.device === "/dev/sr0")!.readOnly).toBe(true);
    expect(parseMounts("\n  \nshort line\n")).toEqual([]);
  });
});

describe("diskOf", () => {
  test.each([
    ["/dev/sda2", "/dev/sda"],
    ["/dev/sdb", "/dev/sdb"],
    ["/dev/nvme0n1p3", "/dev/nvme0n1"],
    ["/dev/nvme1n1", "/dev/nvme1n1"],
    ["/dev/mmcblk0p1", "/dev/mmcblk0"],
    ["/dev/vda1", "/dev/vda"],
    ["/dev/mapper/vg-data", "/dev/mapper/vg-data"],
  ])("%s is on %s", (device, disk) => expect(diskOf(device)).toBe(disk));
});

describe("backupDrives", () => {
  const paths = (text: string) => backupDrives(parseMounts(text)).map((m) => m.path);

  test("a laptop: the USB stick and the SD card, not the system disk's partitions, memory, snaps or a read-only DVD", () => {
    expect(paths(LAPTOP)).toEqual(["/media/ann/SANDISK 64", "/run/media/ann/CARD"]);
  });

  test("a server: a second disk mounted anywhere counts; a partition of the system disk does not, even under /srv", () => {
    const server = `
/dev/sda2 / ext4 rw 0 0
/dev/sda3 /srv ext4 rw 0 0
/dev/sda4 /data ext4 rw 0 0
/dev/sdc1 /backup xfs rw 0 0
/dev/sdd1 /var/lib/docker ext4 rw 0 0
`;
    // /data is on sda like "/"; /var is the system's, whatever disk holds it.
    expect(paths(server)).toEqual(["/backup"]);
  });

  test("under /mnt or /media any writable real file system counts, even on the system disk's device", () => {
    expect(paths("/dev/vda / ext4 rw 0 0\n/dev/vda /mnt/bind ext4 rw 0 0\nnas:/farm /mnt/nas nfs4 rw 0 0")).toEqual(["/mnt/bind", "/mnt/nas"]);
  });

  test("memory file systems, read-only mounts and the drive roots themselves are not drives", () => {
    const text = `
/dev/vda / ext4 rw 0 0
tools /mnt/sandboxing/tools tmpfs ro,nosuid 0 0
tmpfs /mnt/scratch tmpfs rw 0 0
/dev/sdb1 /media ext4 rw 0 0
/dev/sdc1 /mnt/readonly ext4 ro,relatime 0 0
`;
    expect(paths(text)).toEqual([]);
  });

  test("a container whose root is an overlay: bind-mounted files under /etc are not drives", () => {
    const container = `
overlay / overlay rw,relatime,lowerdir=/a:/b 0 0
/dev/sda1 /etc/hosts ext4 rw,relatime 0 0
/dev/sda1 /etc/resolv.conf ext4 rw,relatime 0 0
/dev/sdb1 /mnt/usb ext4 rw 0 0
`;
    expect(paths(container)).toEqual(["/mnt/usb"]);
  });

  test("the last mount of a path is the one in use", () => {
    expect(paths("/dev/vda / ext4 rw 0 0\n/dev/sdb1 /media/usb vfat rw 0 0\n/dev/sdb1 /media/usb vfat ro 0 0")).toEqual([]);
  });
});

describe("driveLabel", () => {
  test.each([
    ["/media/ann/SANDISK 64", "SANDISK 64"],
    ["/mnt/usb/", "usb"],
    ["/backup", "backup"],
  ])("%s is called %s", (path, label) => expect(driveLabel(path)).toBe(label));
});

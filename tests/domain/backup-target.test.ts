import { describe, expect, test } from "bun:test";
import { systemDiskRefusal, targetProblem } from "../../api/domain/backup-target";

// Devices: 1 is the system disk ("/", /mnt, /media), 2 a USB drive mounted at /media/usb.
const ROOT = 1;
const USB = 2;

describe("targetProblem: where a backup may be written", () => {
  test.each([
    ["the drive's mount point", { folder: "/media/usb", dev: USB, parentDev: ROOT, grandparentDev: ROOT }, null],
    ["its FarmBackups, directly inside", { folder: "/media/usb/FarmBackups", dev: USB, parentDev: USB, grandparentDev: ROOT }, null],
    ["a folder two levels down", { folder: "/media/usb/a/b", dev: USB, parentDev: USB, grandparentDev: USB }, "is not a mount point"],
    ["an unmounted drive's folder (the system disk's)", { folder: "/media/usb", dev: ROOT, parentDev: ROOT, grandparentDev: ROOT }, "is not a mount point"],
    ["a folder directly under /", { folder: "/backups", dev: ROOT, parentDev: ROOT, grandparentDev: ROOT }, "is not a mount point"],
    ["a bind mount of the system disk", { folder: "/mnt/bind", dev: ROOT, parentDev: 3, grandparentDev: ROOT }, "is on the system disk"],
  ])("%s", (_what, devices, problem) => {
    const answer = targetProblem({ ...devices, rootDev: ROOT }, false);
    if (problem === null) expect(answer).toBeNull();
    else expect(answer).toContain(problem);
    expect(targetProblem({ ...devices, rootDev: ROOT }, true)).toBeNull(); // allowed on purpose
  });
});

describe("systemDiskRefusal", () => {
  test("names the folder, why it is refused and the screen's checkbox", () => {
    const text = systemDiskRefusal("/home/office/backups");
    expect(text).toStartWith("/home/office/backups is not on a backup drive: it is on the server's own disk");
    expect(text).toContain('tick "Allow a folder on the server\'s own disk"');
  });
});

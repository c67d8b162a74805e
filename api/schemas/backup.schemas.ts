import { z } from "@hono/zod-openapi";

const folder = (what: string) =>
  z
    .string({ error: "is required" })
    .trim()
    .min(1, `Please enter a ${what}`)
    .max(4096, "must be at most 4096 characters");

const allowSystemDisk = z
  .boolean()
  .optional()
  .openapi({ description: "Accept a folder that is not a mount point of its own drive (default: the server's BACKUP_ALLOW_SYSTEM_DISK)" });

export const BackupCreateSchema = z
  .object({ backupPath: folder("backup path").openapi({ example: "/media/usb-backup" }), allowSystemDisk })
  .openapi("BackupCreate");

export const BackupResultSchema = z
  .object({
    databaseFile: z.string().openapi({ description: "The archive's file name", example: "farm-backup-20250301-101500.tar.gz" }),
    filesCount: z.number().int(),
    totalSize: z.string().openapi({ example: "12.4 MB" }),
    location: z.string().openapi({ description: "The folder the archive was written to" }),
    archivePath: z.string(),
    sizeBytes: z.number().int(),
    tables: z.record(z.string(), z.number().int()).openapi({ description: "Rows per table" }),
  })
  .openapi("BackupResult");

export const TestPathSchema = z
  .object({ path: folder("path to test").openapi({ example: "/media/usb-backup" }), allowSystemDisk })
  .openapi("BackupTestPath");

export const TestPathResultSchema = z
  .object({
    accessible: z.boolean(),
    message: z.string(),
    reason: z
      .enum(["missing", "notFolder", "notDrive", "notWritable", "lowSpace"])
      .optional()
      .openapi({ description: "Why it is not accessible: no such folder, a file, not on a backup drive, read-only, under 1 GB free" }),
    free: z.string().optional().openapi({ example: "58.3 GB", description: "Free space where the archive would go" }),
    willBeMade: z.boolean().optional().openapi({ description: "The folder is missing, directly inside a drive's mount point: the backup makes it" }),
  })
  .openapi("BackupTestPathResult");

/** GET /api/backup/drives: the mounted drives a backup can go to. */
export const BackupDrivesSchema = z
  .object({
    drives: z.array(
      z.object({
        path: z.string().openapi({ example: "/media/office/SANDISK", description: "Where the drive is mounted" }),
        label: z.string().openapi({ example: "SANDISK", description: "The drive's name, from its mount point" }),
        device: z.string().openapi({ example: "/dev/sdb1" }),
        folder: z.string().openapi({ example: "/media/office/SANDISK/FarmBackups", description: "The backup folder on this drive (made by the first backup)" }),
        freeBytes: z.number(),
        totalBytes: z.number(),
        free: z.string().openapi({ example: "58.3 GB" }),
        total: z.string().openapi({ example: "59.6 GB" }),
      }),
    ),
  })
  .openapi("BackupDrives");

/** GET /api/backup/defaults: what the backup screen starts with. */
export const BackupDefaultsSchema = z
  .object({
    defaultPath: z.string().openapi({ example: "/media/usb-backup/FarmBackups", description: "The server's default backup folder for its platform" }),
  })
  .openapi("BackupDefaults");

export const RestoreSchema = z
  .object({
    archivePath: z.string({ error: "is required" }).trim().min(1, "is required").max(4096),
    replace: z.boolean().optional().openapi({ description: "Empty the database and file store first" }),
  })
  .openapi("Restore");

export const RestoreResultSchema = z
  .object({
    archivePath: z.string(),
    createdAt: z.string(),
    filesCount: z.number().int(),
    tables: z.record(z.string(), z.number().int()),
  })
  .openapi("RestoreResult");

export const ArchiveListQuerySchema = z
  .object({ path: folder("backup folder").openapi({ example: "/media/usb-backup" }) })
  .openapi("BackupArchivesQuery");

export const ArchiveListSchema = z
  .object({
    folder: z.string(),
    archives: z.array(
      z.object({
        name: z.string().openapi({ example: "farm-backup-20250301-020000.tar.gz" }),
        archivePath: z.string(),
        createdAt: z.string().openapi({ description: "From the archive's name (UTC)" }),
        sizeBytes: z.number().int(),
        size: z.string().openapi({ example: "12.4 MB" }),
        encrypted: z.boolean().openapi({ description: "Encrypted with the server's BACKUP_PASSPHRASE (age)" }),
      }),
    ),
  })
  .openapi("BackupArchives");

export const VerifySchema = z
  .object({ archivePath: z.string({ error: "is required" }).trim().min(1, "is required").max(4096) })
  .openapi("BackupVerify");

export const VerifyResultSchema = z
  .object({
    archivePath: z.string(),
    encrypted: z.boolean().openapi({ description: "An age-encrypted archive (.tar.gz.age), decrypted with BACKUP_PASSPHRASE" }),
    createdAt: z.string(),
    schemaMigration: z.string(),
    membersChecked: z.number().int().openapi({ description: "Members whose size and SHA-256 matched the manifest" }),
    filesCount: z.number().int(),
    tables: z.record(z.string(), z.number().int()),
  })
  .openapi("BackupVerifyResult");

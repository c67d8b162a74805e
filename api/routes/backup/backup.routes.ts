import { createRoute } from "@hono/zod-openapi";
import { ErrorSchema, jsonBody, jsonContent, signedInErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import {
  ArchiveListQuerySchema,
  ArchiveListSchema,
  BackupCreateSchema,
  BackupDefaultsSchema,
  BackupDrivesSchema,
  BackupResultSchema,
  RestoreResultSchema,
  RestoreSchema,
  TestPathResultSchema,
  TestPathSchema,
  VerifyResultSchema,
  VerifySchema,
} from "../../schemas/backup.schemas";
import { ADMIN, allow } from "../../lib/route-access";

const tags = ["Backup"];

export const create = createRoute({
  path: "/backup/create",
  method: "post",
  "x-access": allow(ADMIN),
  "x-write": "own-transaction",
  tags,
  summary: "Write one full backup archive (.tar.gz) into an existing folder (admin)",
  request: { body: jsonBody(BackupCreateSchema) },
  responses: {
    [S.OK]: jsonContent(BackupResultSchema, "The archive written"),
    ...signedInErrors,
    [S.INSUFFICIENT_STORAGE]: jsonContent(ErrorSchema, "The folder's drive filled up; nothing was left behind"),
    [S.CONFLICT]: jsonContent(ErrorSchema, "A backup or restore is already running (BACKUP_BUSY)"),
  },
});

export const defaults = createRoute({
  path: "/backup/defaults",
  method: "get",
  "x-access": allow(ADMIN),
  tags,
  summary: "The default backup folder for the server's platform, which the backup screen starts with (admin)",
  responses: { [S.OK]: jsonContent(BackupDefaultsSchema, "The defaults"), ...signedInErrors },
});

export const drives = createRoute({
  path: "/backup/drives",
  method: "get",
  "x-access": allow(ADMIN),
  tags,
  summary: "The mounted drives the server can see that a backup can go to (USB drives, a second disk), with free space (admin)",
  responses: { [S.OK]: jsonContent(BackupDrivesSchema, "The drives, by mount path"), ...signedInErrors },
});

export const testPath = createRoute({
  path: "/backup/test-path",
  method: "post",
  "x-access": allow(ADMIN),
  "x-write": "no-change",
  tags,
  summary: "Whether a folder exists, is writable and has at least 1 GB (10^9 bytes) free (admin)",
  request: { body: jsonBody(TestPathSchema) },
  responses: { [S.OK]: jsonContent(TestPathResultSchema, "The verdict, with a message to show"), ...signedInErrors },
});

export const restore = createRoute({
  path: "/backup/restore",
  method: "post",
  "x-access": allow(ADMIN),
  "x-write": "own-transaction",
  tags,
  summary: "Load a backup archive; a database holding data is refused unless replace is true, and so is a restore while a backup or restore runs (admin)",
  request: { body: jsonBody(RestoreSchema) },
  responses: {
    [S.OK]: jsonContent(RestoreResultSchema, "What was restored"),
    ...signedInErrors,
    [S.CONFLICT]: jsonContent(ErrorSchema, "The target holds data and replace is not set (CONFLICT), or a backup or restore is running (BACKUP_BUSY)"),
  },
});

export const archives = createRoute({
  path: "/backup/archives",
  method: "get",
  "x-access": allow(ADMIN),
  tags,
  summary: "The backup archives in a folder on the server, newest first (admin)",
  request: { query: ArchiveListQuerySchema },
  responses: { [S.OK]: jsonContent(ArchiveListSchema, "The archives"), ...signedInErrors },
});

export const verify = createRoute({
  path: "/backup/verify",
  method: "post",
  "x-access": allow(ADMIN),
  "x-write": "no-change",
  tags,
  summary: "Check every member of an archive against its manifest's size and SHA-256, without restoring (admin)",
  request: { body: jsonBody(VerifySchema) },
  responses: { [S.OK]: jsonContent(VerifyResultSchema, "Every checksum matched"), ...signedInErrors },
});

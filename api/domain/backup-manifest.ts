import { z } from "zod";

/** What a backup archive says about itself (docs/decisions/backup-format.md). */
export const BACKUP_FORMAT = "farm-cost-manager-backup";
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_MEMBER = "manifest.json";
export const CONFIG_MEMBER = "config.json";
export const tableMember = (table: string) => `database/${table}.ndjson`;
export const fileMember = (key: string) => `files/${key}`;

const MemberSchema = z.object({ size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

export const ManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int(),
  createdAt: z.string(),
  app: z.object({ name: z.string(), version: z.string() }),
  /** The last database migration the data was written under. */
  schemaMigration: z.string(),
  database: z.object({
    serverVersion: z.string(),
    /** In load order: parents before the tables that reference them. */
    tables: z.array(z.object({ name: z.string(), member: z.string(), rows: z.number().int().min(0), columns: z.array(z.string()) })),
  }),
  files: z.object({ count: z.number().int().min(0), bytes: z.number().int().min(0), keys: z.array(z.string()) }),
  /** Every other member of the archive, with its size and SHA-256. */
  members: z.record(z.string(), MemberSchema),
});

export type Manifest = z.infer<typeof ManifestSchema>;

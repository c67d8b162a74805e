import { LOOPBACK_PROXIES } from "./lib/proxy-addresses";
import { MAX_IMPORT_FILE_BYTES } from "./schemas/task-import.schemas";

/** What the app needs to know about its surroundings, built from api/env.ts at start or by a test. */
export interface AppConfig {
  /** Trust X-Forwarded-For and X-Forwarded-Proto (set when a reverse proxy sits in front). */
  trustProxy: boolean;
  /** How many trusted proxies append to X-Forwarded-For: the client is that many entries from the right. */
  trustedProxyHops: number;
  /** Addresses and CIDR ranges a trusted proxy connects from; X-Forwarded-* from any other connection is ignored. */
  trustedProxyAddresses: readonly string[];
  /** Largest JSON body accepted, in bytes. */
  maxJsonBodyBytes: number;
  /** Largest whole-file task import (POST /api/tasks/import), in bytes. */
  maxImportBodyBytes: number;
  /** Log one line per request to stderr. */
  logRequests: boolean;
  /** Where the built admin SPA is served from (server.ts only). */
  uiDir?: string;
  /** Folders whose free space is watched (the data folder, uploaded files); empty: none. */
  diskPaths: string[];
  /** Below this many free bytes in a watched folder, writes answer 507. */
  minFreeDiskBytes: number;
  /** Lifetime of a one-time upload URL, in seconds. */
  uploadUrlTtlSeconds: number;
  /** Let backups go to a folder that is not a mount point or is on the root filesystem (BACKUP_ALLOW_SYSTEM_DISK). */
  backupAllowSystemDisk?: boolean;
  /** BACKUP_PASSPHRASE: archives are encrypted with it (age format) and decrypted with it. A secret: never archived. */
  backupPassphrase?: string;
  /** MAP_TILE_URL: the farm map's raster tile template (docs/map.md); the SPA learns it from GET /api/auth/user. */
  mapTileUrl?: string;
}

export const defaultConfig: AppConfig = {
  trustProxy: false,
  trustedProxyHops: 1,
  trustedProxyAddresses: LOOPBACK_PROXIES,
  maxJsonBodyBytes: 1024 * 1024,
  maxImportBodyBytes: MAX_IMPORT_FILE_BYTES,
  logRequests: false,
  uploadUrlTtlSeconds: 900,
  diskPaths: [],
  minFreeDiskBytes: 200 * 1024 * 1024,
};

/** What the app needs to know about its surroundings, built from api/env.ts at start or by a test. */
export interface AppConfig {
  /** Trust X-Forwarded-For and X-Forwarded-Proto (set when a reverse proxy sits in front). */
  trustProxy: boolean;
  /** Largest JSON body accepted, in bytes. */
  maxJsonBodyBytes: number;
  /** Log one line per request to stderr. */
  logRequests: boolean;
  /** Where the built admin SPA is served from (server.ts only). */
  uiDir?: string;
  /** Lifetime of a one-time upload URL, in seconds. */
  uploadUrlTtlSeconds: number;
  /** Let backups go to a folder that is not a mount point or is on the root filesystem (BACKUP_ALLOW_SYSTEM_DISK). */
  backupAllowSystemDisk?: boolean;
  /** BACKUP_PASSPHRASE: archives are encrypted with it (age format) and decrypted with it. A secret: never archived. */
  backupPassphrase?: string;
}

export const defaultConfig: AppConfig = {
  trustProxy: false,
  maxJsonBodyBytes: 1024 * 1024,
  logRequests: false,
  uploadUrlTtlSeconds: 900,
};

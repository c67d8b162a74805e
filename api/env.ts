import { X509Certificate, createPrivateKey } from "node:crypto";
import { readFileSync } from "node:fs";
import { z } from "zod";
import { LOOPBACK_PROXIES, parseAddressRange } from "./lib/proxy-addresses";
import { mapTileOrigin } from "./lib/security-headers";

/** The only reader of process.env: every other module is handed an AppConfig. */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Seconds to wait for a new PostgreSQL connection before the request answers 503. */
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(2),
  /** Longest a single SQL statement may run on PostgreSQL (statement_timeout), in milliseconds. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** Below this much free space in DATA_DIR (or FILES_DIR), writes answer 507 while reads go on. */
  MIN_FREE_DISK_MB: z.coerce.number().int().min(0).max(1_000_000).default(200),
  /** How often the free disk space is checked in the background (it is also checked before each write). */
  DISK_CHECK_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Flush each commit of the embedded database to disk (about 1-5 ms per write); false trades that for speed. */
  PGLITE_FSYNC: z.enum(["true", "false", "1", "0"]).default("true").transform((v) => v === "true" || v === "1"),
  /** The embedded database's page cache (shared_buffers), in the server's memory: 1-1024MB (default in db/client.ts). */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .refine((v) => /^[1-9]\d{0,3}MB$/.test(v) && Number.parseInt(v, 10) <= 1024, "must be a size in MB from 1MB to 1024MB, such as 32MB")
    .optional(),
  FARM_ADMIN_USERNAME: z.string().trim().min(1).max(255).optional(),
  FARM_ADMIN_PASSWORD: z.string().min(6).max(255).optional(),
  /** Trust X-Forwarded-For / X-Forwarded-Proto from a reverse proxy in front of the server. */
  TRUST_PROXY: z.enum(["true", "false", "1", "0"]).default("false").transform((v) => v === "true" || v === "1"),
  /** How many proxies in front append to X-Forwarded-For (the client is that many entries from the right). */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  /** Addresses and CIDR ranges, comma-separated, the proxy connects from; only their X-Forwarded-* are believed. */
  TRUSTED_PROXY_ADDRESSES: z
    .string()
    .default(LOOPBACK_PROXIES.join(","))
    .transform((v) => v.split(",").map((s) => s.trim()).filter(Boolean))
    .refine((list) => list.length > 0, "must list at least one address or CIDR range, such as 127.0.0.1/8")
    .superRefine((list, ctx) => {
      for (const entry of list) if (!parseAddressRange(entry)) ctx.addIssue({ code: "custom", message: `"${entry}" is not an IP address or CIDR range (such as 10.0.0.0/8 or ::1)` });
    }),
  /** How often expired sessions and idempotency keys are purged and the free disk space is checked. */
  HOUSEKEEPING_INTERVAL_SECONDS: z.coerce.number().int().min(5).max(86400).default(3600),
  LOG_REQUESTS: z.enum(["true", "false", "1", "0"]).default("true").transform((v) => v === "true" || v === "1"),
  /** Uploaded maps: this folder (default DATA_DIR/files), or the S3 bucket when S3_BUCKET is set. */
  FILES_DIR: z.string().optional(),
  S3_BUCKET: z.string().trim().min(1).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  /** How long an upload URL from POST /api/objects/upload stays valid. */
  /** Let backups go to a folder on the system disk (not a mount point of its own); off, so an unmounted drive is refused. */
  BACKUP_ALLOW_SYSTEM_DISK: z.enum(["true", "false", "1", "0"]).default("false").transform((v) => v === "true" || v === "1"),
  /** Encrypt backup archives with this passphrase (age format, .tar.gz.age); needed again to verify or restore them. */
  BACKUP_PASSPHRASE: z.string().min(12, "must be at least 12 characters").optional(),
  UPLOAD_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(86400).default(900),
  /**
   * Serve HTTPS: the certificate (PEM, with its chain) and its private key (PEM), both or neither; unset, plain
   * HTTP. Phones need HTTPS for offline entry (docs/operations.md, "HTTPS on the farm's network").
   */
  TLS_CERT_FILE: z.string().trim().min(1).optional(),
  TLS_KEY_FILE: z.string().trim().min(1).optional(),
  /**
   * A raster tile template for the farm map's background, `{z}/{x}/{y}` (e.g. https://tiles.farm.lan/{z}/{x}/{y}.png);
   * unset: no tiles, a plain background (docs/map.md). The page may load images from its origin only when set.
   */
  MAP_TILE_URL: z
    .string()
    .trim()
    .optional()
    .refine((v) => v === undefined || mapTileOrigin(v) !== null, "must be an http(s) URL template with {z}, {x} and {y}, such as https://tiles.farm.lan/{z}/{x}/{y}.png"),
});


/** The certificate and key the server serves HTTPS with, read from TLS_CERT_FILE and TLS_KEY_FILE. */
export interface TlsFiles {
  cert: string;
  key: string;
}

export type Env = z.infer<typeof EnvSchema> & { tls?: TlsFiles };

/** Reads and checks the TLS files: both named, readable, PEM that parses, and the key belongs to the certificate. */
function readTls(certFile: string | undefined, keyFile: string | undefined): TlsFiles | undefined {
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) throw new Error(`Invalid environment:\n  ${certFile ? "TLS_KEY_FILE" : "TLS_CERT_FILE"}: required when ${certFile ? "TLS_CERT_FILE" : "TLS_KEY_FILE"} is set (both or neither)`);
  const read = (name: string, file: string) => {
    try {
      return readFileSync(file, "utf8");
    } catch (err) {
      throw new Error(`Invalid environment:\n  ${name}: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
    }
  };
  const cert = read("TLS_CERT_FILE", certFile);
  const key = read("TLS_KEY_FILE", keyFile);
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(cert);
  } catch {
    throw new Error(`Invalid environment:\n  TLS_CERT_FILE: ${certFile} is not a PEM certificate ("-----BEGIN CERTIFICATE-----")`);
  }
  let privateKey: ReturnType<typeof createPrivateKey>;
  try {
    privateKey = createPrivateKey(key);
  } catch {
    throw new Error(`Invalid environment:\n  TLS_KEY_FILE: ${keyFile} is not an unencrypted PEM private key ("-----BEGIN PRIVATE KEY-----")`);
  }
  if (!certificate.checkPrivateKey(privateKey)) throw new Error(`Invalid environment:\n  TLS_KEY_FILE: ${keyFile} is not the key of the certificate in ${certFile}`);
  return { cert, key };
}

/**
 * The admin UI bundle's own environment, fixed at bundle time (Bun.build `define`): React's production build.
 * Kept here so that every mention of an environment stays in this file; the server's environment is not read.
 */
export const SPA_BUNDLE_DEFINE = { "process.env.NODE_ENV": '"production"' };

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  if (parsed.data.FARM_ADMIN_USERNAME && !parsed.data.FARM_ADMIN_PASSWORD) {
    throw new Error("Invalid environment:\n  FARM_ADMIN_PASSWORD: required when FARM_ADMIN_USERNAME is set");
  }
  if (parsed.data.S3_BUCKET && (!parsed.data.S3_ACCESS_KEY_ID || !parsed.data.S3_SECRET_ACCESS_KEY)) {
    throw new Error("Invalid environment:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set");
  }
  const tls = readTls(parsed.data.TLS_CERT_FILE, parsed.data.TLS_KEY_FILE);
  return tls ? { ...parsed.data, tls } : parsed.data;
}

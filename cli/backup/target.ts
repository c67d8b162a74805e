import { existsSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { absolutePathProblem, targetProblem } from "../../api/client";
import { CliError, usageError } from "../errors";

/** An absolute path as typed, or bad usage (exit 2): a relative one would mean one folder here and another on the server. */
export function requireAbsolute(path: string, what: string): string {
  const problem = absolutePathProblem(path);
  if (problem) throw usageError(`${what} ${problem}`, `Give the full path on the server, e.g. ${what === "--to" ? "--to /mnt/backup" : "/mnt/backup/farm-backup-20250301-020000.tar.gz"}`);
  return resolve(path.trim());
}

/** Whether the server is this machine, so a folder seen here is the folder the server writes to. */
export function isLoopback(url: string) {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  return host === "localhost" || host === "::1" || /^127\./.test(host);
}

/**
 * The same rule as the server's (api/domain/backup-target.ts), checked here before the server is asked: the
 * folder must be a drive mounted there, not a plain folder of the system disk. Only where the folder seen here is
 * the server's (farmctl runs on the server host); the server checks it again in any case.
 */
export function checkLocalTarget(folder: string, allowSystemDisk: boolean) {
  if (allowSystemDisk || !existsSync(folder)) return;
  const problem = targetProblem(
    {
      folder,
      dev: statSync(folder).dev,
      parentDev: statSync(dirname(folder)).dev,
      grandparentDev: statSync(dirname(dirname(folder))).dev,
      rootDev: statSync("/").dev,
    },
    false,
  );
  if (problem) throw new CliError(`Refusing to back up: ${problem}`, "Nothing was written. Check the drive with: farmctl backup test-path " + folder);
}

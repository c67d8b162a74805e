import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { type DatedArchive, type RetentionPolicy, datedArchive, keepArchives } from "../../api/client";
import type { Command } from "commander";
import { type GlobalOptions, connect } from "../context";
import { CliError, usageError } from "../errors";
import { positiveInt } from "../options";
import { checkLocalTarget, isLoopback, requireAbsolute } from "../backup/target";
import { ApiError, unwrap } from "../output/api-errors";
import { printJson, printRows } from "../output/print";
import { isQuiet, note } from "../output/terminal";
import { confirmedOrYes } from "../prompts";

interface BackupOptions extends GlobalOptions {
  to?: string;
  keep?: number;
  keepDaily?: number;
  keepWeekly?: number;
  keepMonthly?: number;
  json?: boolean;
  allowSystemDisk?: boolean;
}

/**
 * Deletes the archives of `dir` that the retention policy does not keep (api/domain/backup-retention.ts): only
 * names the server writes, by the time in their names. The folder is read on this machine, so the archive just
 * written must be visible here: otherwise farmctl runs elsewhere than the server and must not delete anything.
 */
export function pruneArchives(dir: string, archive: string, policy: RetentionPolicy): string[] {
  if (!existsSync(join(dir, archive))) {
    throw new CliError(
      `The backup was written, but ${join(dir, archive)} is not visible from this machine, so nothing was pruned`,
      "Run the backup with --keep on the server itself (cron on the server host), or prune the folder there",
    );
  }
  const archives: DatedArchive[] = [];
  for (const name of readdirSync(dir)) {
    const dated = datedArchive(name);
    const stat = dated && statSync(join(dir, name));
    if (dated && stat?.isFile()) archives.push({ ...dated, mtimeMs: stat.mtimeMs });
  }
  const keep = keepArchives(archives, policy);
  keep.add(archive); // never the one just written, whatever its clock said
  const old = archives.filter((a) => !keep.has(a.name)).map((a) => a.name).sort();
  for (const name of old) rmSync(join(dir, name));
  return old;
}

export async function createBackup(options: BackupOptions) {
  if (!options.to) throw usageError("--to is required", "Name the backup folder: farmctl backup --to /mnt/backup");
  // The server writes the archive; only an absolute path means the same folder to the server and to the pruning below.
  const dir = requireAbsolute(options.to, "--to");
  const { api, url } = connect(options);
  const allowSystemDisk = !!options.allowSystemDisk;
  const policy: RetentionPolicy = { last: options.keep, daily: options.keepDaily, weekly: options.keepWeekly, monthly: options.keepMonthly };
  const prune = Object.values(policy).some((n) => n !== undefined);
  if (prune || isLoopback(url)) checkLocalTarget(dir, allowSystemDisk);
  note(`Backing up to ${dir} ...`);
  const result = await unwrap(api.api.backup.create.$post({ json: { backupPath: dir, allowSystemDisk } }));
  const pruned = prune ? pruneArchives(dir, basename(result.databaseFile), policy) : [];
  if (options.json) printJson({ ...result, pruned });
  else if (!isQuiet()) process.stdout.write(`${result.archivePath}\n`);
  note(`Backup complete: ${result.databaseFile}, ${result.filesCount} files, ${result.totalSize}, in ${result.location}.`);
  if (pruned.length) note(`Removed ${pruned.length} older archive(s) the retention rules do not keep: ${pruned.join(", ")}.`);
}

export async function testPath(path: string, options: GlobalOptions & { json?: boolean; allowSystemDisk?: boolean }) {
  const folder = requireAbsolute(path, "the folder");
  const { api } = connect(options);
  const result = await unwrap(api.api.backup["test-path"].$post({ json: { path: folder, allowSystemDisk: !!options.allowSystemDisk } }));
  if (options.json) printJson(result);
  else process.stdout.write(`${result.accessible ? "ok" : "not usable"}: ${result.message}\n`);
  if (!result.accessible) {
    throw new CliError(`The server cannot back up to ${path}`, "Mount the drive (or create the folder) on the server, then test again");
  }
}

export async function listArchives(folder: string, options: GlobalOptions & { json?: boolean }) {
  const path = requireAbsolute(folder, "the folder");
  const { api } = connect(options);
  const result = await unwrap(api.api.backup.archives.$get({ query: { path } }));
  printRows(result.archives, [
    { header: "Archive", value: (a) => a.name },
    { header: "Taken (UTC)", value: (a) => a.createdAt.replace("T", " ").slice(0, 19) },
    { header: "Size", value: (a) => a.size, align: "right" },
  ], { json: options.json, empty: `No backup archives in ${result.folder}.` });
}

export async function verifyArchive(archive: string, options: GlobalOptions & { json?: boolean }) {
  const archivePath = requireAbsolute(archive, "the archive");
  const { api } = connect(options);
  note(`Checking ${archivePath} ...`);
  const result = await unwrap(api.api.backup.verify.$post({ json: { archivePath } })).catch((err) => {
    if (err instanceof ApiError && err.status === 400) throw new CliError(`${archivePath} failed the check: ${err.message}`, "Do not rely on this archive: take a new backup, or use an older archive that passes");
    throw err;
  });
  if (options.json) printJson(result);
  else {
    const rows = Object.values(result.tables).reduce((n, v) => n + v, 0);
    process.stdout.write(`ok: ${result.membersChecked} members match their SHA-256 (${rows} rows, ${result.filesCount} files, taken ${result.createdAt})\n`);
  }
}

interface RestoreOptions extends GlobalOptions {
  replace?: boolean;
  yes?: boolean;
  json?: boolean;
}

/** A restore overwrites the farm's data: it is confirmed on a terminal, or by --yes where nobody can answer. */
function confirmRestore(archive: string, server: string, options: RestoreOptions) {
  const what = options.replace
    ? `REPLACE every record and file on the server ${server} with`
    : `load into the server ${server} the records and files of`;
  return confirmedOrYes(
    options.yes,
    `This will ${what} ${archive}. Continue?`,
    [`Restoring into ${server} needs confirmation`, "Add --yes to restore without a terminal (cron, scripts)"],
    "Restore cancelled; nothing was changed",
  );
}

export async function restore(archive: string, options: RestoreOptions) {
  const archivePath = requireAbsolute(archive, "the archive");
  const { api, url } = connect(options);
  await confirmRestore(archivePath, url, options);
  note(`Restoring ${archivePath} into ${url} ...`);
  const result = await unwrap(api.api.backup.restore.$post({ json: { archivePath, replace: !!options.replace } })).catch((err) => {
    if (err instanceof ApiError && err.status === 409) {
      throw new CliError(err.message, `To overwrite everything on ${url} with the backup, add --replace; a new server (only its admin signed in) needs no --replace`);
    }
    throw err;
  });
  if (options.json) printJson(result);
  const rows = Object.values(result.tables).reduce((n, v) => n + v, 0);
  note(`Restored ${rows} rows and ${result.filesCount} files from the backup of ${result.createdAt} into ${url}.`);
  note("The backup's own accounts and tokens are now the server's: sign in again with one of them.");
}

export function register(program: Command) {
  const backup = program
    .command("backup")
    .description("Back up the whole farm (database and files) into a folder the server can write (admin)")
    .option("--to <dir>", "backup folder, e.g. a mounted drive (required)")
    .option("--keep <n>", "then keep the newest n archives in that folder (and what the --keep-* rules keep), deleting the rest", positiveInt)
    .option("--keep-daily <n>", "keep the newest archive of each of the last n days that have one", positiveInt)
    .option("--keep-weekly <n>", "keep the newest archive of each of the last n ISO weeks", positiveInt)
    .option("--keep-monthly <n>", "keep the newest archive of each of the last n months", positiveInt)
    .option("--allow-system-disk", "accept a folder that is not a mount point of its own drive (it may fill the system disk)")
    .option("--json", "print the backup's details as JSON")
    .addHelpText("after", `
The server writes one archive per backup (mode 0600) into the folder, given as an absolute path. The folder must be
the mount point of a drive other than the system disk: a missing folder, or a plain folder left by an unmounted
drive, is refused (exit 1), unless --allow-system-disk. --keep prunes on this machine: run it on the server host
(as cron does).

Examples:
  farmctl backup --to /mnt/backup
  farmctl backup --to /mnt/backup --keep 7
  farmctl backup --to /mnt/backup --keep-daily 7 --keep-weekly 4 --keep-monthly 12
  farmctl backup test-path /mnt/backup
  farmctl backup list /mnt/backup
  farmctl backup verify /mnt/backup/farm-backup-20250301-020000.tar.gz`)
    .action((_o, cmd: Command) => createBackup(cmd.optsWithGlobals()));
  backup
    .command("test-path")
    .description("Ask the server whether it can back up into a folder")
    .argument("<path>", "folder on the server (absolute)")
    .option("--allow-system-disk", "accept a folder that is not a mount point of its own drive")
    .option("--json", "print {accessible, message} as JSON")
    .addHelpText("after", "\nExample:\n  farmctl backup test-path /mnt/backup")
    .action((path: string, _o, cmd: Command) => testPath(path, cmd.optsWithGlobals()));

  backup
    .command("list")
    .description("The backup archives in a folder on the server, newest first")
    .argument("<folder>", "folder on the server (absolute)")
    .option("--json", "print the archives as JSON")
    .addHelpText("after", "\nExample:\n  farmctl backup list /mnt/backup")
    .action((folder: string, _o, cmd: Command) => listArchives(folder, cmd.optsWithGlobals()));
  backup
    .command("verify")
    .description("Check every member of an archive against its SHA-256 without restoring it (exit 1 if damaged)")
    .argument("<archive>", "absolute path of the archive on the server")
    .option("--json", "print what was checked as JSON")
    .addHelpText("after", "\nExample:\n  farmctl backup verify /mnt/backup/farm-backup-20250301-020000.tar.gz")
    .action((archive: string, _o, cmd: Command) => verifyArchive(archive, cmd.optsWithGlobals()));

  program
    .command("restore")
    .description("Restore a backup archive on the server (asks first on a terminal; needs --yes otherwise)")
    .argument("<archive>", "absolute path of the archive on the server")
    .option("--replace", "empty the database and files first, so the server holds exactly the backup")
    .option("--yes", "do not ask for confirmation")
    .option("--json", "print what was restored as JSON")
    .addHelpText("after", `
Examples:
  farmctl restore /mnt/backup/farm-backup-20250301-020000.tar.gz
  farmctl restore /mnt/backup/farm-backup-20250301-020000.tar.gz --replace --yes`)
    .action((archive: string, _o, cmd: Command) => restore(archive, cmd.optsWithGlobals()));
}

import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import type { Command } from "commander";
import { type GlobalOptions, connect } from "../context";
import { CliError, usageError } from "../errors";
import { positiveInt } from "../options";
import { checkLocalTarget, isLoopback, requireAbsolute } from "../backup/target";
import { ApiError, unwrap } from "../output/api-errors";
import { printJson } from "../output/print";
import { isInteractive, isQuiet, note } from "../output/terminal";
import { confirmOnTerminal } from "../prompts";

interface BackupOptions extends GlobalOptions {
  to?: string;
  keep?: number;
  json?: boolean;
  allowSystemDisk?: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Deletes all but the newest `keep` archives of the same series as `archive` in `dir`: the same name around other
 * digits (farm-backup-20250301-020000.tar.gz, farm-backup-20250302-020000-2.tar.gz), newest by modification time.
 * The folder is read on this machine, so the archive just written must be visible here: otherwise farmctl runs
 * elsewhere than the server and must not delete anything.
 */
export function pruneArchives(dir: string, archive: string, keep: number): string[] {
  if (!existsSync(join(dir, archive))) {
    throw new CliError(
      `The backup was written, but ${join(dir, archive)} is not visible from this machine, so nothing was pruned`,
      "Run the backup with --keep on the server itself (cron on the server host), or prune the folder there",
    );
  }
  const [, prefix = "", suffix = ""] = /^(\D*)[\d-]*\d(\D*)$/.exec(archive) ?? [];
  const series = new RegExp(`^${escapeRegExp(prefix)}[\\d-]+${escapeRegExp(suffix)}$`);
  const archives = readdirSync(dir)
    .filter((name) => series.test(name))
    .map((name) => ({ name, stat: statSync(join(dir, name)) }))
    .filter((a) => a.stat.isFile())
    .sort((a, b) => b.stat.mtimeMs - a.stat.mtimeMs || b.name.localeCompare(a.name));
  const old = archives.slice(keep).map((a) => a.name);
  for (const name of old) rmSync(join(dir, name));
  return old;
}

export async function createBackup(options: BackupOptions) {
  if (!options.to) throw usageError("--to is required", "Name the backup folder: farmctl backup --to /mnt/backup");
  // The server writes the archive; only an absolute path means the same folder to the server and to the pruning below.
  const dir = requireAbsolute(options.to, "--to");
  const { api, url } = connect(options);
  const allowSystemDisk = !!options.allowSystemDisk;
  if (options.keep || isLoopback(url)) checkLocalTarget(dir, allowSystemDisk);
  note(`Backing up to ${dir} ...`);
  const result = await unwrap(api.api.backup.create.$post({ json: { backupPath: dir, allowSystemDisk } }));
  const pruned = options.keep ? pruneArchives(dir, basename(result.databaseFile), options.keep) : [];
  if (options.json) printJson({ ...result, pruned });
  else if (!isQuiet()) process.stdout.write(`${result.archivePath}\n`);
  note(`Backup complete: ${result.databaseFile}, ${result.filesCount} files, ${result.totalSize}, in ${result.location}.`);
  if (pruned.length) note(`Removed ${pruned.length} older archive(s), keeping the newest ${options.keep}: ${pruned.join(", ")}.`);
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

interface RestoreOptions extends GlobalOptions {
  replace?: boolean;
  yes?: boolean;
  json?: boolean;
}

/** A restore overwrites the farm's data: it is confirmed on a terminal, or by --yes where nobody can answer. */
async function confirmRestore(archive: string, server: string, options: RestoreOptions) {
  if (options.yes) return;
  if (!isInteractive()) throw usageError(`Restoring into ${server} needs confirmation`, "Add --yes to restore without a terminal (cron, scripts)");
  const what = options.replace
    ? `REPLACE every record and file on the server ${server} with`
    : `load into the server ${server} the records and files of`;
  if (!(await confirmOnTerminal(`This will ${what} ${archive}. Continue?`))) {
    throw new CliError("Restore cancelled; nothing was changed", "Run it again and answer yes, or add --yes");
  }
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
    .option("--keep <n>", "then delete all but the newest n archives in that folder", positiveInt)
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
  farmctl backup test-path /mnt/backup`)
    .action((_o, cmd: Command) => createBackup(cmd.optsWithGlobals()));
  backup
    .command("test-path")
    .description("Ask the server whether it can back up into a folder")
    .argument("<path>", "folder on the server (absolute)")
    .option("--allow-system-disk", "accept a folder that is not a mount point of its own drive")
    .option("--json", "print {accessible, message} as JSON")
    .addHelpText("after", "\nExample:\n  farmctl backup test-path /mnt/backup")
    .action((path: string, _o, cmd: Command) => testPath(path, cmd.optsWithGlobals()));

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

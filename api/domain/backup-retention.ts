/** Which backup archives to keep (restic's `forget --keep-*` rules), as a pure function of names and times. */

/** farm-backup-YYYYMMDD-HHMMSS[-n].tar.gz[.age]: the archive names the server writes (UTC stamp). */
export const ARCHIVE_NAME = /^farm-backup-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})(?:-(\d+))?\.tar\.gz(\.age)?$/;

/** The UTC time in an archive's name, or null for a name the server does not write. */
export function archiveTime(name: string): Date | null {
  const m = ARCHIVE_NAME.exec(name);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return Number.isNaN(date.getTime()) || date.getUTCDate() !== d ? null : date;
}

/** An archive the server wrote, with its time and same-second number, or null for any other file. */
export function datedArchive(name: string): DatedArchive | null {
  const createdAt = archiveTime(name);
  return createdAt ? { name, createdAt, seq: Number(ARCHIVE_NAME.exec(name)?.[7] ?? 1) } : null;
}

export interface RetentionPolicy {
  /** The newest n archives. */
  last?: number;
  /** The newest archive of each of the newest n days (UTC) that have one. */
  daily?: number;
  /** ... of each of the newest n ISO weeks. */
  weekly?: number;
  /** ... of each of the newest n calendar months. */
  monthly?: number;
}

export interface DatedArchive {
  name: string;
  createdAt: Date;
  /** The -2, -3 of archives made in the same second; orders them when no mtime does. */
  seq?: number;
  /**
   * When the file was last written: orders archives of the same second, since a name freed by pruning (…-020000)
   * can be taken again after its -2 and -3 still exist.
   */
  mtimeMs?: number;
}

/** Newest first: by the time in the name, then by mtime, then by the same-second number. */
export const newestFirst = (a: DatedArchive, b: DatedArchive) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (b.mtimeMs ?? 0) - (a.mtimeMs ?? 0) || (b.seq ?? 1) - (a.seq ?? 1);

const day = (d: Date) => d.toISOString().slice(0, 10);
const month = (d: Date) => d.toISOString().slice(0, 7);
/** ISO 8601 week, e.g. "2025-W09": weeks start on Monday, week 1 holds the year's first Thursday. */
export function isoWeek(d: Date) {
  const t = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  const dow = t.getUTCDay() || 7;
  t.setUTCDate(t.getUTCDate() + 4 - dow);
  const yearStart = Date.UTC(t.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((t.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${t.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

/**
 * The names to keep: the union of each rule's picks, newest first. An archive kept by one rule is kept; a policy
 * that names no rule keeps everything (nothing is deleted by accident).
 * @example keepArchives(archives, { daily: 7, weekly: 4, monthly: 12 })
 */
export function keepArchives(archives: DatedArchive[], policy: RetentionPolicy): Set<string> {
  const newest = [...archives].sort(newestFirst);
  const rules: [number | undefined, (a: DatedArchive, i: number) => string][] = [
    [policy.last, (_a, i) => String(i)], // every archive is its own bucket
    [policy.daily, (a) => day(a.createdAt)],
    [policy.weekly, (a) => isoWeek(a.createdAt)],
    [policy.monthly, (a) => month(a.createdAt)],
  ];
  if (rules.every(([n]) => !n)) return new Set(newest.map((a) => a.name));
  const keep = new Set<string>();
  for (const [n, bucketOf] of rules) {
    if (!n) continue;
    const seen = new Set<string>();
    for (const [i, a] of newest.entries()) {
      if (seen.size >= n) break;
      const bucket = bucketOf(a, i);
      if (seen.has(bucket)) continue;
      seen.add(bucket);
      keep.add(a.name);
    }
  }
  return keep;
}

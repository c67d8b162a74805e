import { describe, expect, test } from "bun:test";
import { archiveTime, datedArchive, isoWeek, keepArchives } from "../../api/domain/backup-retention";

const at = (stamp: string, seq = "") => `farm-backup-${stamp}${seq}.tar.gz`;
const dated = (names: string[]) => names.map((name) => datedArchive(name)!);

describe("archiveTime", () => {
  test.each([
    ["farm-backup-20250301-020000.tar.gz", "2025-03-01T02:00:00.000Z"],
    ["farm-backup-20250301-020000-2.tar.gz", "2025-03-01T02:00:00.000Z"],
    ["farm-backup-20251231-235959.tar.gz.age", "2025-12-31T23:59:59.000Z"],
    ["farm-backup-20250230-020000.tar.gz", null], // 30 February
    ["notes.tar.gz", null],
    [".farm-backup-1234.partial", null],
  ])("%s -> %s", (name, iso) => {
    expect(archiveTime(name)?.toISOString() ?? null).toBe(iso);
  });
});

describe("isoWeek", () => {
  test.each([
    ["2025-01-01", "2025-W01"], // a Wednesday: week 1 holds the first Thursday
    ["2024-12-30", "2025-W01"], // Monday of that week, still in December
    ["2021-01-03", "2020-W53"], // a Sunday closing 2020's 53rd week
    ["2025-03-02", "2025-W09"], // Sunday
    ["2025-03-03", "2025-W10"], // Monday
  ])("%s is %s", (date, week) => {
    expect(isoWeek(new Date(`${date}T12:00:00Z`))).toBe(week);
  });
});

describe("keepArchives", () => {
  // Nightly at 02:00 from 1 January to 10 March 2025, plus a second run on 10 March at 14:00 and a same-second retry.
  const nightly: string[] = [];
  for (let d = new Date("2025-01-01T02:00:00Z"); d <= new Date("2025-03-10T02:00:00Z"); d = new Date(d.getTime() + 86_400_000)) {
    nightly.push(at(d.toISOString().slice(0, 10).replace(/-/g, "") + "-020000"));
  }
  const all = dated([...nightly, at("20250310-140000"), at("20250310-140000", "-2")]);

  test("--keep-daily 3: the newest of each of the 3 newest days", () => {
    // 10 March: the -2 retry is the newest of that day; then 9 and 8 March.
    expect([...keepArchives(all, { daily: 3 })]).toEqual([at("20250310-140000", "-2"), at("20250309-020000"), at("20250308-020000")]);
  });

  test("--keep-weekly 2: the newest of the 2 newest ISO weeks", () => {
    // 10 March 2025 is a Monday (W11, newest: the retry); W10 ends Sunday 9 March.
    expect([...keepArchives(all, { weekly: 2 })]).toEqual([at("20250310-140000", "-2"), at("20250309-020000")]);
  });

  test("--keep-monthly 3: the newest of March, February and January", () => {
    expect([...keepArchives(all, { monthly: 3 })]).toEqual([at("20250310-140000", "-2"), at("20250228-020000"), at("20250131-020000")]);
  });

  test("rules add up: daily 7 + weekly 4 + monthly 12 keeps 7 + 2 + 2 = 11 of 71", () => {
    const kept = keepArchives(all, { daily: 7, weekly: 4, monthly: 12 });
    // Daily: 10 (retry), 9, 8, 7, 6, 5, 4 March. Weekly adds W09's newest (2 March) and W08's (23 Feb); W11 and
    // W10 are already kept. Monthly adds 28 February and 31 January (March's is kept); there are only 3 months.
    expect(all).toHaveLength(71);
    expect([...kept].sort()).toEqual(
      [
        ...["10", "09", "08", "07", "06", "05", "04", "02"].map((d) => at(`202503${d}-020000`)).filter((n) => !n.includes("20250310")),
        at("20250310-140000", "-2"),
        at("20250223-020000"),
        at("20250228-020000"),
        at("20250131-020000"),
      ].sort(),
    );
    expect(kept.size).toBe(11);
  });

  test("--keep 2 keeps the two newest, whatever their day", () => {
    expect([...keepArchives(all, { last: 2 })]).toEqual([at("20250310-140000", "-2"), at("20250310-140000")]);
  });

  test("no rule keeps everything; an empty folder keeps nothing", () => {
    expect(keepArchives(all, {}).size).toBe(71);
    expect(keepArchives([], { daily: 7 }).size).toBe(0);
  });
});

describe("archives of the same second", () => {
  test("a name freed by pruning and taken again is newest by its mtime, not by its missing -n", () => {
    const archives = [
      { ...datedArchive("farm-backup-20250310-020000-2.tar.gz")!, mtimeMs: 1_000 },
      { ...datedArchive("farm-backup-20250310-020000-3.tar.gz")!, mtimeMs: 2_000 },
      { ...datedArchive("farm-backup-20250310-020000.tar.gz")!, mtimeMs: 3_000 }, // written last
    ];
    expect([...keepArchives(archives, { last: 1 })]).toEqual(["farm-backup-20250310-020000.tar.gz"]);
    // Without mtimes the -n decides: -3 is the newest.
    expect([...keepArchives(archives.map(({ mtimeMs: _m, ...a }) => a), { last: 1 })]).toEqual(["farm-backup-20250310-020000-3.tar.gz"]);
  });
});

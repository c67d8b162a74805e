/**
 * Restore of one backup, old and new code interleaved, beside pg_restore of a pg_dump of the same database:
 *   bun bench/restore-ab.ts --old <tree> --new <tree> [--tasks 100000] [--runs 3]
 * Each run restores into a fresh database; medians printed. For before/after figures on a busy machine.
 */
import { systemContext } from "../api/services/context";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { connectPostgres } from "../db/postgres-url";
import { defaultConfig } from "../api/config";
import { createBackup } from "../api/services/backup.service";
import { LocalStorage } from "../api/storage";
import { loadLargeFarm } from "./generate-large-farm";
import { freshBenchDatabase } from "./lib/engines";

const { values } = parseArgs({ options: { old: { type: "string" }, new: { type: "string" }, tasks: { type: "string", default: "100000" }, runs: { type: "string", default: "3" } } });
const adminUrl = "postgres://postgres@127.0.0.1:5432/postgres";
type Restore = typeof import("../api/services/restore.service").restoreArchive;
const versions: Record<string, Restore> = {
  old: (await import(join(values.old!, "api/services/restore.service.ts"))).restoreArchive,
  new: (await import(join(values.new!, "api/services/restore.service.ts"))).restoreArchive,
};
const work = mkdtempSync(join(tmpdir(), "farm-restore-ab-"));
const source = await freshBenchDatabase("postgres", adminUrl);
const times: Record<string, number[]> = { old: [], new: [], pg_restore: [] };
try {
  await loadLargeFarm(source.handle.db, Number(values.tasks));
  const backup = await createBackup(systemContext(source.handle.db), new LocalStorage(join(work, "files")), { backupPath: work, config: defaultConfig, allowSystemDisk: true });
  const dump = join(work, "farm.pgdump");
  const dumped = Bun.spawnSync(["pg_dump", "-Fc", "-f", dump, source.url!]);
  if (dumped.exitCode !== 0) throw new Error(dumped.stderr.toString());
  for (let run = 0; run < Number(values.runs); run++) {
    for (const name of ["old", "new", "pg_restore"]) {
      const target = await freshBenchDatabase("postgres", adminUrl);
      try {
        if (name === "pg_restore") {
          // Only the data and what comes after it: the schema is already there (migrated), as for the farm restore.
          const admin = connectPostgres(target.url!, { max: 1, onnotice: () => {} });
          await admin.unsafe("drop schema public cascade; create schema public; drop schema if exists drizzle cascade");
          await admin.end();
          const started = performance.now();
          const r = Bun.spawnSync(["pg_restore", "--no-owner", "-d", target.url!, dump]);
          if (r.exitCode !== 0) throw new Error(r.stderr.toString());
          times[name]!.push(performance.now() - started);
        } else {
          const started = performance.now();
          await versions[name]!(systemContext(target.handle.db), new LocalStorage(join(work, `restored-${name}-${run}`)), { archivePath: backup.archivePath });
          times[name]!.push(performance.now() - started);
        }
        console.error(`${name} run ${run + 1}: ${(times[name]!.at(-1)! / 1000).toFixed(2)} s (load ${(await Bun.file("/proc/loadavg").text()).split(" ")[0]})`);
      } finally {
        await target.dispose();
      }
    }
  }
  const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
  for (const [name, v] of Object.entries(times)) console.log(`${name.padEnd(11)} median ${(median(v) / 1000).toFixed(2)} s  (${v.map((x) => (x / 1000).toFixed(2)).join(", ")})`);
  console.log(`old / pg_restore ${(median(times.old!) / median(times.pg_restore!)).toFixed(2)}x, new / pg_restore ${(median(times.new!) / median(times.pg_restore!)).toFixed(2)}x`);
} finally {
  await source.dispose();
  rmSync(work, { recursive: true, force: true });
}

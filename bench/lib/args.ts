import { parseArgs } from "node:util";
import type { Engine } from "./engines";

interface Count {
  default: number;
  min: number;
  max?: number;
}

/**
 * The options of a bench that runs on both engines: --engine pglite|postgres|both, --pg-url (a PostgreSQL server on
 * this machine, where scratch databases are made) and the bench's own counts (--tasks, --rows, --runs) as whole
 * numbers in range. Anything else prints `usage` and exits 2.
 * @example const { engines, pgUrl, tasks, runs } = engineBenchArgs("bun bench/x.ts ...", { tasks: { default: 250000, min: 0 }, runs: { default: 10, min: 1, max: 200 } });
 */
export function engineBenchArgs<K extends string>(usage: string, counts: Record<K, Count>): { engines: Engine[]; pgUrl: string } & Record<K, number> {
  const names = Object.keys(counts) as K[];
  const fail = (why: string): never => {
    console.error(`${why}\nusage: ${usage}`);
    process.exit(2);
  };
  let values: Record<string, string | undefined>;
  try {
    values = parseArgs({
      options: {
        engine: { type: "string", default: "both" },
        "pg-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
        ...Object.fromEntries(names.map((n) => [n, { type: "string", default: String(counts[n].default) }])),
      },
    }).values as Record<string, string | undefined>;
  } catch (err) {
    return fail((err as Error).message);
  }
  const engines: Engine[] = values.engine === "both" ? ["pglite", "postgres"] : [values.engine as Engine];
  if (engines.some((e) => e !== "pglite" && e !== "postgres")) fail("--engine must be pglite, postgres or both");
  const pgUrl = values["pg-url"]!;
  if (!/^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(new URL(pgUrl).hostname)) fail("--pg-url must point at this machine (loopback)");
  const parsed = {} as Record<K, number>;
  for (const n of names) {
    const value = Number(values[n]);
    const { min, max = Number.MAX_SAFE_INTEGER } = counts[n];
    if (!Number.isInteger(value) || value < min || value > max) fail(`--${n} must be a whole number from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ""}`);
    parsed[n] = value;
  }
  return { engines, pgUrl, ...parsed };
}

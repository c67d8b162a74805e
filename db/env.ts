import { z } from "zod";

/**
 * What the database scripts run by hand (`bun run seed:demo`) read of the environment: the server's settings of the
 * same names (api/env.ts reads them for the server; db/ does not load the server, docs/decisions/one-way-in.md).
 * The only reader of process.env in db/ (STYLE.md rule 7).
 */
const DbScriptEnv = z.object({
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.string().url("must be a postgres:// URL").optional(),
  FARM_ADMIN_USERNAME: z.string().min(1).optional(),
});

export type DbScriptEnv = z.infer<typeof DbScriptEnv>;

/** The settings, with an empty variable taken as unset. @example const { DATA_DIR } = readDbScriptEnv() */
export function readDbScriptEnv(env: Record<string, string | undefined> = process.env): DbScriptEnv {
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = DbScriptEnv.safeParse(set);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${issue.path.join(".")}: ${issue.message}`);
  }
  return parsed.data;
}

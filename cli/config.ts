import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join } from "node:path";
import { z } from "zod";
import { CliError } from "./errors";
import { cliEnv } from "./env";

/** What `farmctl login` remembers: the server and the session token (a secret, hence 0600). */
const ConfigSchema = z.object({
  url: z.string().url(),
  token: z.string().min(1),
  username: z.string().optional(),
  savedAt: z.string().optional(),
});
export type FarmctlConfig = z.infer<typeof ConfigSchema>;

/** `$XDG_CONFIG_HOME/farmctl/config.json`, or `~/.config/farmctl/config.json` (XDG Base Directory spec). */
export function configPath(): string {
  const base = cliEnv.configHome ?? join(homedir(), ".config");
  return join(base, "farmctl", "config.json");
}

export function readConfig(): FarmctlConfig | null {
  const path = configPath();
  if (!existsSync(path)) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, "utf8"));
  } catch {
    throw new CliError(`${path} is not valid JSON`, "Delete it and sign in again: farmctl logout && farmctl login");
  }
  const parsed = ConfigSchema.safeParse(raw);
  if (!parsed.success) throw new CliError(`${path} is not a farmctl config`, "Delete it and sign in again: farmctl logout && farmctl login");
  return parsed.data;
}

export function writeConfig(config: FarmctlConfig) {
  const path = configPath();
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  // writeFileSync's mode applies only when the file is new; a file from before keeps its bits otherwise.
  chmodSync(path, 0o600);
  return path;
}

/** Forgets the saved session; true when there was one. */
export function removeConfig(): boolean {
  const path = configPath();
  if (!existsSync(path)) return false;
  rmSync(path);
  return true;
}

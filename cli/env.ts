/**
 * farmctl's own environment, read once (STYLE.md rule 7; the server's is api/env.ts). FARMCTL_URL,
 * FARMCTL_TOKEN and FARMCTL_USERNAME are options' defaults and reach commander through `Option.env`.
 */
const source = process.env;

export const cliEnv = Object.freeze({
  /** FARMCTL_PASSWORD: the password for `farmctl login` without a prompt. */
  password: source.FARMCTL_PASSWORD || undefined,
  /** XDG_CONFIG_HOME: where the saved login lives (XDG Base Directory spec). */
  configHome: source.XDG_CONFIG_HOME?.trim() || undefined,
  /** FARMCTL_DEBUG: print the stack of an unexpected error. */
  debug: !!source.FARMCTL_DEBUG,
  /** NO_COLOR (no-color.org): any non-empty value turns colour off. */
  noColor: !!source.NO_COLOR,
});

/** The server's settings for `farmctl serve` and `migrate`: this environment with the flags laid over it. */
export function serverEnvSource(overrides: Record<string, string | undefined>): Record<string, string | undefined> {
  const given = Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined));
  return { ...source, ...given };
}

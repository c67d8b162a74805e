
import { redactSecrets } from "./startup-errors";

/** One periodic chore: a name for the log and the work. */
export interface Chore {
  name: string;
  run(): Promise<unknown>;
  /** The chore is skipped (tried again next time) while this answers false: a delete on a nearly full disk. */
  when?: () => boolean;
  /** false: the first run waits one interval (the caller has just done the work before serving). */
  atStart?: boolean;
}

/**
 * Runs each chore once now (unless `atStart: false`) and then every `intervalMs`, never two runs of the same chore
 * at once; a failing chore is logged in one line and tried again next time. Returns a stop function.
 * @example const stop = startHousekeeping([{ name: "expired sessions", run: () => deleteExpiredSessions(systemContext(db)) }], 3_600_000)
 */
export function startHousekeeping(chores: Chore[], intervalMs: number): () => void {
  const busy = new Set<string>();
  const tick = (starting = false) => {
    for (const chore of chores) {
      if (starting && chore.atStart === false) continue;
      if (busy.has(chore.name) || (chore.when && !chore.when())) continue;
      busy.add(chore.name);
      chore
        .run()
        .catch((err) => console.error(redactSecrets(`housekeeping: ${chore.name} failed: ${err instanceof Error ? err.message.split("\n")[0] : err}`)))
        .finally(() => busy.delete(chore.name));
    }
  };
  tick(true);
  const timer = setInterval(tick, intervalMs);
  timer.unref?.();
  return () => clearInterval(timer);
}

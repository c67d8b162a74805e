/**
 * What the server knows about its database between requests. After a request fails because the database is
 * unreachable, the gate is closed: every request answers 503 at once (instead of each waiting on its own connection
 * attempt) while one probe runs every `probeMs` until the database answers again.
 * @example const gate = new DatabaseGate(() => pingDatabase(systemContext(db), 1000)); if (!gate.isOpen()) throw unavailable();
 */
export class DatabaseGate {
  #open = true;
  #probing = false;
  #closedAt: number | null = null;
  readonly #onClose = new Set<() => void>();

  constructor(
    private readonly ping: () => Promise<boolean>,
    private readonly probeMs = 250,
  ) {}

  isOpen() {
    return this.#open;
  }

  /** Since when the database has been unreachable (ms since epoch), or null. */
  closedSince() {
    return this.#closedAt;
  }

  /** Called when a request failed for want of the database; `reason` (the error's code) goes to the log once. */
  reportFailure(reason?: string) {
    if (this.#open) {
      this.#open = false;
      this.#closedAt = Date.now();
      console.error(`database unavailable${reason ? ` (${reason})` : ""}: requests answer 503 until it answers again`);
      for (const listener of [...this.#onClose]) listener();
    }
    void this.#probe();
  }

  /**
   * Runs `work`; if the gate closes while it runs and it has not finished `graceMs` later, resolves "cut" instead
   * (a request stuck on a connection that died with the database).
   */
  async race<T>(work: Promise<T>, graceMs: number): Promise<{ done: T } | "cut"> {
    let listener: (() => void) | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cut = new Promise<"cut">((resolve) => {
      listener = () => {
        timer = setTimeout(() => resolve("cut"), graceMs);
      };
      this.#onClose.add(listener);
    });
    try {
      return await Promise.race([work.then((done) => ({ done })), cut]);
    } finally {
      this.#onClose.delete(listener!);
      clearTimeout(timer);
    }
  }

  async #probe() {
    if (this.#probing) return;
    this.#probing = true;
    try {
      while (!this.#open) {
        await Bun.sleep(this.probeMs);
        if (await this.ping().catch(() => false)) {
          console.error(`database available again after ${((Date.now() - (this.#closedAt ?? Date.now())) / 1000).toFixed(1)} s`);
          this.#open = true;
          this.#closedAt = null;
        }
      }
    } finally {
      this.#probing = false;
    }
  }
}


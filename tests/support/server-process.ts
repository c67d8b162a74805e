import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Subprocess } from "bun";

export async function freePort() {
  const probe = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = probe.port!;
  probe.stop(true);
  return port;
}

export interface ServerProcess {
  url: string;
  proc: Subprocess<"ignore", "pipe", "pipe">;
  /** Everything the server wrote to stderr so far. */
  stderr(): string;
  stop(): Promise<void>;
}

/**
 * Starts the real server (`bun api/server.ts`) on a free port with its own data folder and waits until
 * /api/health answers (or the process exits).
 */
export async function startServerProcess(env: Record<string, string>, options: { waitHealthy?: boolean } = {}): Promise<ServerProcess> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "farm-srv-"));
  const port = env.PORT ?? String(await freePort());
  const proc = Bun.spawn(["bun", "api/server.ts"], {
    cwd: join(import.meta.dir, "..", ".."),
    env: { PATH: process.env.PATH ?? "", HOME: tmpdir(), HOST: "127.0.0.1", LOG_REQUESTS: "false", ...env, DATA_DIR: dataDir, PORT: port },
    stdin: "ignore",
    stdout: "pipe",
    stderr: "pipe",
  });
  let err = "";
  void (async () => {
    const decoder = new TextDecoder();
    for await (const chunk of proc.stderr) err += decoder.decode(chunk);
  })();
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    proc,
    stderr: () => err,
    async stop() {
      if (proc.exitCode === null) proc.kill("SIGTERM");
      const done = await Promise.race([proc.exited.then(() => true), Bun.sleep(10_000).then(() => false)]);
      if (!done) proc.kill("SIGKILL");
      await proc.exited;
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  if (options.waitHealthy === false) return server;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) return server;
    if (proc.exitCode !== null || Date.now() > deadline) {
      await server.stop();
      throw new Error(`the server did not start: ${err}`);
    }
    await Bun.sleep(100);
  }
}

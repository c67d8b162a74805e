import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Subprocess } from "bun";

export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

const ROOT = join(import.meta.dir, "..", "..", "..");

/** A free TCP port on loopback, found by letting the OS pick one. */
function freePort(): number {
  const probe = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = probe.port!;
  probe.stop(true);
  return port;
}

/**
 * Starts the real product (`bun api/server.ts`) on a fresh embedded database in a temp folder, and waits until
 * it answers. Set E2E_KEEP_DATA=1 to keep the folder for a look afterwards.
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "farm-e2e-"));
  const port = freePort();
  const url = `http://127.0.0.1:${port}`;
  // The embedded database in the temp folder, whatever the caller's environment names.
  const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_REQUESTS: "false", ...extraEnv };
  for (const key of ["DATABASE_URL", "FARM_ADMIN_USERNAME", "FARM_ADMIN_PASSWORD"]) if (!(key in extraEnv)) delete env[key];
  const proc: Subprocess<"ignore", "ignore", "pipe"> = Bun.spawn(["bun", "api/server.ts"], { cwd: ROOT, env, stdout: "ignore", stderr: "pipe" });
  let log = "";
  void (async () => {
    for await (const chunk of proc.stderr) log = (log + new TextDecoder().decode(chunk)).slice(-20_000);
  })();
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}: ${log}`);
    try {
      const res = await fetch(`${url}/api/health`);
      // The SPA is bundled at start; ask for it too so the first test does not pay for it.
      if (res.ok && (await fetch(`${url}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not answer within 60 s: ${log}`);
    await Bun.sleep(200);
  }
  return {
    url,
    dataDir,
    async stop() {
      proc.kill("SIGTERM");
      await Promise.race([proc.exited, Bun.sleep(5000)]);
      if (proc.exitCode === null) proc.kill("SIGKILL");
      if (!process.env.E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

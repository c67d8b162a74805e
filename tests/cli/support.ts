import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { type ApiClient, createClient } from "../../api/client";

/** TEST_DB=postgres runs the server on a fresh database of the machine's PostgreSQL, as the API suites do. */
const ENGINE = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";
const ADMIN_URL = process.env.TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export const ADMIN = { username: "farm-admin", password: "admin-password" };

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface TestServer {
  url: string;
  /** Where this suite's farmctl keeps its config (XDG_CONFIG_HOME). */
  configHome: string;
  dir: string;
  /** The typed client signed in as the bootstrap admin, to make the data a test needs. */
  admin: ApiClient;
  /** Runs the real `bun cli/farmctl.ts` without a terminal: stdin is a pipe (or `input`), never a TTY. */
  farmctl(args: string[], options?: { env?: Record<string, string>; input?: string }): Promise<CliResult>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = probe.port!;
  probe.stop(true);
  return port;
}

/** Starts `bun api/server.ts` on a free port with a temp data folder and a bootstrap admin, and waits for health. */
export async function startServer(): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), "farmctl-test-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let database: string | undefined;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: dir,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: join(dir, "data"),
    FARM_ADMIN_USERNAME: ADMIN.username,
    FARM_ADMIN_PASSWORD: ADMIN.password,
    LOG_REQUESTS: "false",
  };
  if (ENGINE === "postgres") {
    database = `farmctl_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${database}`);
    await admin.end();
    const dbUrl = new URL(ADMIN_URL);
    dbUrl.pathname = `/${database}`;
    env.DATABASE_URL = dbUrl.toString();
  }
  const server = Bun.spawn(["bun", "api/server.ts"], { env, stdout: "ignore", stderr: "pipe" });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null || Date.now() > deadline) {
      throw new Error(`the server did not start: ${await new Response(server.stderr).text()}`);
    }
    await Bun.sleep(200);
  }

  const admin = createClient(url, { cookies: true });
  const login = await admin.api.auth.login.$post({ json: ADMIN });
  if (login.status !== 200) throw new Error(`admin sign-in failed: ${login.status}`);
  const configHome = join(dir, "config");

  return {
    url,
    configHome,
    dir,
    admin,
    async farmctl(args, options = {}) {
      const proc = Bun.spawn(["bun", "cli/farmctl.ts", ...args], {
        // A clean environment: nothing of the developer's own farmctl setup may leak into a test.
        env: { PATH: process.env.PATH ?? "", HOME: dir, XDG_CONFIG_HOME: configHome, NO_COLOR: "1", ...options.env },
        stdin: options.input !== undefined ? new Blob([options.input]) : "pipe",
        stdout: "pipe",
        stderr: "pipe",
      });
      if (options.input === undefined) (proc.stdin as import("bun").FileSink).end();
      const [stdout, stderr, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
      return { code, stdout, stderr };
    },
    async stop() {
      server.kill();
      await server.exited;
      if (database) {
        const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
        await admin.unsafe(`drop database if exists ${database} with (force)`);
        await admin.end();
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Server start-up (migrations on a new database) takes seconds on a busy machine. */
export const SERVER_START_TIMEOUT = 120_000;

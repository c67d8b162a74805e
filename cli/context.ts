import { type ApiClient, createClient } from "../api/client";
import { readConfig } from "./config";
import { CliError, usageError } from "./errors";

/** The options every command inherits from `farmctl` itself. */
export interface GlobalOptions {
  url?: string;
  token?: string;
}

export interface Connection {
  api: ApiClient;
  url: string;
}

/** Accepts "farm.local:3000" as well as a full URL, and drops a trailing slash. */
export function normalizeUrl(input: string): string {
  const text = input.trim();
  const withScheme = /^https?:\/\//i.test(text) ? text : `http://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw usageError(`"${input}" is not a server address`, "Give it as http://host:port, e.g. --url http://farm.local:3000");
  }
  return url.origin + url.pathname.replace(/\/+$/, "");
}

/**
 * The server and credentials a command uses: --url/--token (or FARMCTL_URL/FARMCTL_TOKEN), else the saved login.
 * The saved token is sent only to the server it was issued by, never to another URL given on the command line.
 */
export function connect(options: GlobalOptions, { needToken = true } = {}): Connection {
  const saved = readConfig();
  const url = options.url ? normalizeUrl(options.url) : saved?.url;
  if (!url) {
    throw usageError("No server to talk to", "Run `farmctl login`, or set FARMCTL_URL (and FARMCTL_TOKEN for cron), or pass --url");
  }
  const token = options.token?.trim() || (saved && saved.url === url ? saved.token : undefined);
  // A missing credential is a missing argument (docs/cli.md, docs/cron.md): exit 2, as cron without FARMCTL_TOKEN.
  if (needToken && !token) {
    throw usageError(`Not signed in to ${url}`, "Run `farmctl login`, or set FARMCTL_TOKEN to a token from `farmctl token create`");
  }
  return { api: clientFor(url, token), url };
}

/** The typed client for a server, with network failures turned into advice. */
export const clientFor = (url: string, token?: string) => createClient(url, { token, fetch: reachable(url) });

/**
 * The second argument of a create's `$post`: one random `Idempotency-Key` for this logical operation. The server
 * stores the first answer under it, so the retries `reachable` makes of a keyed POST can never create twice.
 * @example api.api.tokens.$post({ json }, oneCreate())
 */
export const oneCreate = () => ({ headers: { "Idempotency-Key": crypto.randomUUID() } });

/** Waits before the retries of a keyed create whose answer was lost (the first try is not delayed). */
export const CREATE_RETRY_DELAYS_MS = [500, 2_000];
/** Answers that mean "not done, or done but the answer was lost": a proxy's 502/504, the server's 503. */
const RETRY_STATUSES = new Set([502, 503, 504]);

/**
 * fetch that turns "connection refused" into advice instead of a stack trace. A POST carrying an Idempotency-Key
 * (a create, see `oneCreate`) is sent again with the same key after a network failure or a 502/503/504: the
 * server answers a repeat with the first answer, so a create whose answer was lost is made once.
 */
function reachable(url: string): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const keyed = (init?.method ?? "GET").toUpperCase() === "POST" && new Headers(init?.headers).has("idempotency-key");
    const delays = keyed ? CREATE_RETRY_DELAYS_MS : [];
    for (let attempt = 0; ; attempt++) {
      try {
        const res = await fetch(input, init);
        if (attempt < delays.length && RETRY_STATUSES.has(res.status)) {
          await Bun.sleep(delays[attempt]!);
          continue;
        }
        return res;
      } catch (err) {
        if (attempt < delays.length) {
          await Bun.sleep(delays[attempt]!);
          continue;
        }
        const reason = err instanceof Error ? err.message : String(err);
        throw new CliError(`Cannot reach ${url} (${reason})`, "Check the address and that the server is running (farmctl serve)");
      }
    }
  }) as typeof fetch;
}

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

/** fetch that turns "connection refused" into advice instead of a stack trace. */
function reachable(url: string): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    try {
      return await fetch(input, init);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      throw new CliError(`Cannot reach ${url} (${reason})`, "Check the address and that the server is running (farmctl serve)");
    }
  }) as typeof fetch;
}

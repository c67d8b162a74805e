import { CliError } from "../errors";

/** What unwrap needs of a typed client response. */
export interface ResponseLike {
  ok: boolean;
  status: number;
  headers: Headers;
  json(): Promise<unknown>;
  text(): Promise<string>;
}

type Ok<R> = Extract<R, { ok: true }>;
/** The body type of a typed client response's success case. */
export type OkBody<R> = Ok<R> extends { json(): Promise<infer T> } ? T : never;

export interface ApiIssue {
  path: string;
  message: string;
}

/** An error answer of the API, kept whole so a command can read its issues (the import does). */
export class ApiError extends CliError {
  constructor(
    message: string,
    hint: string | undefined,
    readonly status: number,
    readonly issues: ApiIssue[] = [],
  ) {
    super(message, hint);
  }
}

/** What to do next, by status: each error message farmctl prints ends with advice. */
function hintFor(status: number, requestId: string | null, code?: string): string | undefined {
  if (code === "PASSWORD_CHANGE_REQUIRED") return "Sign in to the web app and choose your own password (it asks first), then run this again";
  if (status === 401) return "Sign in with `farmctl login`, or check FARMCTL_TOKEN (a revoked token stops working at once)";
  if (status === 403) return "This needs an admin: sign in as one (farmctl login) or use an admin's token";
  if (status === 404) return "Check the name or id; the list commands show what exists";
  if (status === 409) return "Reload what you are changing and try again";
  if (status === 429) return "Wait for the time the server gave, then try again";
  if (status === 413) return "Send less at once";
  if (status >= 500) return `Look in the server's log for request ${requestId ?? "(no id)"}`;
  return undefined;
}

/**
 * The success body of a typed client call, or an ApiError carrying the server's `{message, issues}`.
 * @example const entities = await unwrap(api.api.entities.$get({ query: {} }));
 */
export async function unwrap<R extends ResponseLike>(call: Promise<R> | R): Promise<OkBody<R>> {
  const res = await call;
  if (res.ok) return (res.status === 204 ? undefined : await res.json()) as OkBody<R>;
  const text = await res.text();
  let body: { message?: string; code?: string; issues?: ApiIssue[] } = {};
  try {
    body = JSON.parse(text);
  } catch {
    body = { message: text.slice(0, 200) };
  }
  const issues = body.issues ?? [];
  const details = issues.length > 1 ? `\n${issues.map((i) => `  ${i.path}: ${i.message}`).join("\n")}` : "";
  const message = `${body.message || res.status} (HTTP ${res.status})${details}`;
  const fallback = issues.length ? "Correct the values named above and run it again" : undefined;
  const hint = hintFor(res.status, res.headers.get("x-request-id"), body.code) ?? fallback;
  throw new ApiError(message, hint, res.status, issues);
}

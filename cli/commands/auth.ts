import { type Command, Option } from "commander";
import { SESSION_COOKIE } from "../../api/client";
import { configPath, readConfig, removeConfig, writeConfig } from "../config";
import { type GlobalOptions, clientFor, connect, normalizeUrl } from "../context";
import { CliError } from "../errors";
import { ApiError, unwrap } from "../output/api-errors";
import { printJson } from "../output/print";
import { note } from "../output/terminal";
import { readStdin, valueOrAsk } from "../prompts";
import { cliEnv } from "../env";

interface LoginOptions extends GlobalOptions {
  username?: string;
  passwordStdin?: boolean;
  json?: boolean;
}

/** A refused sign-in, said with what to do about it. */
const LOGIN_REFUSALS: Record<number, (err: ApiError) => CliError> = {
  401: () => new CliError("Invalid username or password", "Check both and try again (10 failures lock the account for 15 minutes)"),
  403: (err) => new CliError(err.message, "Ask an administrator to approve the account: farmctl users approve USERNAME"),
};

/** The session token is the value of the session cookie the login answer sets. */
function sessionToken(headers: Headers): string {
  const prefix = `${SESSION_COOKIE}=`;
  const cookie = headers.getSetCookie().find((c) => c.startsWith(prefix));
  const token = cookie?.slice(prefix.length).split(";")[0];
  if (!token) {
    throw new CliError("The server signed you in but sent no session", "Check that --url points at the farm server, not a proxy that strips cookies");
  }
  return token;
}

export async function login(options: LoginOptions) {
  const saved = readConfig();
  const url = normalizeUrl(await valueOrAsk(options.url ?? saved?.url, "Server URL", "--url or FARMCTL_URL"));
  const username = await valueOrAsk(options.username, "Username", "--username or FARMCTL_USERNAME");
  const password = options.passwordStdin
    ? await readStdin()
    : await valueOrAsk(cliEnv.password, "Password", "--password-stdin or FARMCTL_PASSWORD", true);
  const res = await clientFor(url).api.auth.login.$post({ json: { username, password } });
  const { user } = await unwrap(res).catch((err) => {
    throw err instanceof ApiError ? (LOGIN_REFUSALS[err.status]?.(err) ?? err) : err;
  });
  const token = sessionToken(res.headers);
  const path = writeConfig({ url, token, username: user.username, savedAt: new Date().toISOString() });
  note(`Signed in to ${url} as ${user.username} (${user.role}). Session saved in ${path}.`);
  if (options.json) printJson({ url, user });
}

export async function logout() {
  const saved = readConfig();
  if (!saved) {
    note("Not signed in; nothing to do.");
    return;
  }
  // Ends the session on the server too, so the saved token is worthless even if the file was copied.
  try {
    await unwrap(clientFor(saved.url, saved.token).api.auth.logout.$post());
  } catch (err) {
    const reason = err instanceof Error ? err.message.split("\n")[0] : String(err);
    note(`The server did not confirm the sign-out (${reason}); the local session is removed anyway.`);
  }
  removeConfig();
  note(`Signed out of ${saved.url}; removed ${configPath()}.`);
}

export async function whoami(options: GlobalOptions & { json?: boolean }) {
  const { api, url } = connect(options);
  const { user } = await unwrap(api.api.auth.user.$get());
  if (options.json) printJson({ url, user });
  else process.stdout.write(`${user.username} (${user.role}) on ${url}\n`);
}

export function register(program: Command) {
  program
    .command("login")
    .description("Sign in and save the session for later commands (asks for what is missing on a terminal)")
    .addOption(new Option("--username <name>", "account name").env("FARMCTL_USERNAME"))
    .option("--password-stdin", "read the password from stdin (else FARMCTL_PASSWORD, else asked)")
    .option("--json", "print the signed-in user as JSON")
    .addHelpText("after", `
Examples:
  farmctl login                                   # asks for the server, username and password
  farmctl login --url http://farm.local:3000 --username admin
  echo "$PASS" | farmctl login --url http://farm.local:3000 --username admin --password-stdin

The session is saved in ${configPath()} (mode 0600). For cron, use an API token instead (farmctl token create).`)
    .action((_opts, cmd: Command) => login(cmd.optsWithGlobals()));

  program
    .command("logout")
    .description("End the saved session on the server and forget it")
    .addHelpText("after", "\nExample:\n  farmctl logout")
    .action(() => logout());

  program
    .command("whoami")
    .description("Show who the saved session or FARMCTL_TOKEN signs in as")
    .option("--json", "print as JSON")
    .addHelpText("after", "\nExamples:\n  farmctl whoami\n  FARMCTL_URL=http://farm.local:3000 FARMCTL_TOKEN=farm_... farmctl whoami --json")
    .action((_opts, cmd: Command) => whoami(cmd.optsWithGlobals()));
}

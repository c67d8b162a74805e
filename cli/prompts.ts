import { input, password, select } from "@inquirer/prompts";
import { CliError, usageError } from "./errors";
import { isInteractive } from "./output/terminal";

/** Prompts draw on stderr so that stdout carries only data, even while asking. */
const context = { output: process.stderr };

/**
 * A value from its flag or env var, else asked for on a terminal; without a terminal a missing value is bad usage.
 * @example const username = await valueOrAsk(opts.username, "Username", "--username or FARMCTL_USERNAME");
 */
export async function valueOrAsk(value: string | undefined, question: string, how: string, secret = false): Promise<string> {
  if (value !== undefined && value !== "") return value;
  if (!isInteractive()) throw usageError(`${question} is missing`, `Give it with ${how} (no terminal to ask on)`);
  const answer = secret
    ? await password({ message: `${question}:`, mask: "*" }, context)
    : await input({ message: `${question}:`, required: true }, context);
  return answer.trim() === "" && !secret ? valueOrAsk(undefined, question, how, secret) : answer;
}

/** A pick list on a terminal; without one the caller must have named the item. */
export async function pick<T>(message: string, choices: { name: string; value: T }[], how: string): Promise<T> {
  if (!isInteractive()) throw usageError(`${message}: nothing named`, `Name it on the command line: ${how}`);
  return select({ message, choices }, context);
}

/**
 * A command that changes what cannot be undone goes on only when told to: `--yes`, or "yes" on a terminal. Without a
 * terminal and without `--yes` it is bad usage (`unasked`, with its hint); "no" on a terminal stops it (`cancelled`).
 * @example await confirmedOrYes(options.yes, "Restore? ", ["Restoring needs confirmation", "Add --yes ..."], "Restore cancelled; nothing was changed")
 */
export async function confirmedOrYes(yes: boolean | undefined, question: string, unasked: [message: string, hint: string], cancelled: string): Promise<void> {
  if (yes) return;
  if (!isInteractive()) throw usageError(...unasked);
  if (!(await confirmOnTerminal(question))) throw new CliError(cancelled, "Run it again and answer yes, or add --yes");
}

export async function confirmOnTerminal(message: string): Promise<boolean> {
  const { confirm } = await import("@inquirer/prompts");
  return confirm({ message, default: false }, context);
}

/** Everything piped on stdin (a password for --password-stdin), without the final newline. */
export async function readStdin(): Promise<string> {
  const text = await new Response(Bun.stdin.stream()).text();
  return text.replace(/\r?\n$/, "");
}

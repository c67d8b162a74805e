import { cliEnv } from "../env";

/** What the terminal allows: prompts and progress bars only for a person at a TTY, colour only where wanted. */

/** A person can answer a prompt: stdin is a terminal and so is stderr, where prompts are drawn. */
export const isInteractive = () => !!process.stdin.isTTY && !!process.stderr.isTTY;

/** Colour on a terminal unless NO_COLOR is set (no-color.org: any non-empty value). */
export const useColor = (stream: NodeJS.WriteStream = process.stdout) => !!stream.isTTY && !cliEnv.noColor;

const CODES = { red: 31, green: 32, yellow: 33, cyan: 36, dim: 2, bold: 1 } as const;

/** @example paint("red", "error", process.stderr) */
export function paint(color: keyof typeof CODES, text: string, stream: NodeJS.WriteStream = process.stdout) {
  return useColor(stream) ? `\x1b[${CODES[color]}m${text}\x1b[0m` : text;
}

let quiet = false;
/** --quiet: only errors on stderr (cron mails whatever a job prints). */
export const setQuiet = (on: boolean) => {
  quiet = on;
};
export const isQuiet = () => quiet;

/** A line for the person running the command (progress, confirmations): stderr, so stdout stays data. */
export const note = (text: string) => {
  if (!quiet) process.stderr.write(`${text}\n`);
};

/** A line that must be seen even with --quiet: what is wrong. */
export const report = (text: string) => process.stderr.write(`${text}\n`);

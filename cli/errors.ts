/** farmctl's exit codes (clig.dev): 0 success, 1 the command failed, 2 it was called wrongly. */
export const EXIT = { OK: 0, FAILURE: 1, USAGE: 2 } as const;

/**
 * A failure the user can act on: `message` says what went wrong, `hint` what to do next.
 * @example throw new CliError("Entity 'North' not found", "List them with: farmctl entities list");
 */
export class CliError extends Error {
  constructor(
    message: string,
    readonly hint?: string,
    readonly exitCode: number = EXIT.FAILURE,
  ) {
    super(message);
  }
}

/** The command was called wrongly (a missing argument, a bad value): exit 2. */
export const usageError = (message: string, hint?: string) => new CliError(message, hint, EXIT.USAGE);

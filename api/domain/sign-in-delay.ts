/** The longest wait between two sign-in attempts, in seconds. */
export const MAX_SIGN_IN_DELAY_S = 15 * 60;

/**
 * How long the next sign-in attempt must wait after `failures` recent failures, when the first `free` cost
 * nothing: 1 s, then doubling, up to 15 minutes.
 * @example signInDelaySeconds(3, 3) === 1; signInDelaySeconds(6, 3) === 8; signInDelaySeconds(2, 3) === 0
 */
export function signInDelaySeconds(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(2 ** (failures - free), MAX_SIGN_IN_DELAY_S);
}

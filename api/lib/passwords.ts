/**
 * Password hashing as Lucia's guide (the Copenhagen Book, lucia-auth.com) and OWASP recommend it: argon2id with
 * 19 MiB of memory, 2 passes and 1 lane, with `Bun.password`. Bun's own default is 64 MiB, held by every check in
 * progress (one per core): eight sign-ins at once peaked at 158-161 MiB in a bare process, 71 MiB with these
 * settings, and each check took 145-157 ms instead of 33-42. docs/decisions/sessions-without-lucia.md.
 */
import { PASSWORD_HASHING } from "../domain/passwords";

/** How a hash made with PASSWORD_HASHING begins (PHC string format; Bun uses one lane). */
const CURRENT_PREFIX = `$argon2id$v=19$m=${PASSWORD_HASHING.memoryCost},t=${PASSWORD_HASHING.timeCost},p=1$`;

export const hashPassword = (password: string) => Bun.password.hash(password, PASSWORD_HASHING);

/** Checks a password against a stored hash, whatever settings that hash was made with (they are written in it). */
export const verifyPassword = (password: string, hash: string) => Bun.password.verify(password, hash);

/** A hash made with other settings (an earlier version's 64 MiB): replaced at the account's next sign-in. */
export const needsRehash = (hash: string) => !hash.startsWith(CURRENT_PREFIX);

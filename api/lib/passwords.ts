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

/** Letters and digits that cannot be mistaken for one another when read aloud or copied by hand (no 0/O, 1/l/I). */
const GENERATED_ALPHABET = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A one-time password for an account an admin creates: 14 characters (about 80 bits), uniformly drawn. */
export function generatePassword(length = 14): string {
  const out: string[] = [];
  const limit = 256 - (256 % GENERATED_ALPHABET.length);
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && out.length < length) out.push(GENERATED_ALPHABET[byte % GENERATED_ALPHABET.length]!);
    }
  }
  return out.join("");
}

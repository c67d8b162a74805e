/**
 * How a password is stored: argon2id with 19 MiB of memory, 2 passes and 1 lane (Bun.password's options), as
 * Lucia's guide (the Copenhagen Book) and OWASP recommend. One home for the setting: the users service hashes with
 * it (api/lib/passwords.ts) and so does the demo seeding (db/seed-demo.ts). docs/decisions/sessions-without-lucia.md.
 * @example const hash = await Bun.password.hash("a password", PASSWORD_HASHING);
 */
export const PASSWORD_HASHING = { algorithm: "argon2id", memoryCost: 19_456, timeCost: 2 } as const;

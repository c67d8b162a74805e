import { type Command, Option } from "commander";
import { type ApiClient, ROLES, type Role } from "../../api/client";
import { type GlobalOptions, connect, oneCreate } from "../context";
import { CliError } from "../errors";
import { unwrap } from "../output/api-errors";
import { printJson, printRows } from "../output/print";
import { isInteractive, note } from "../output/terminal";
import { confirmedOrYes, pick, readStdin, valueOrAsk } from "../prompts";

interface JsonOption {
  json?: boolean;
}

/** A pending account by username or id; with none named, a pick list on a terminal. */
async function pendingUser(api: ApiClient, named: string | undefined, verb: string) {
  const pending = await unwrap(api.api.admin["pending-users"].$get());
  if (!pending.length) throw new CliError("No accounts are waiting for approval", "New accounts appear here after they register in the web app");
  if (!named) {
    const label = (u: (typeof pending)[number]) =>
      `${u.username}${u.displayName ? ` (${u.displayName})` : ""}, registered ${String(u.createdAt).slice(0, 10)}`;
    const choices = pending.map((u) => ({ name: label(u), value: u }));
    return pick(`Which account to ${verb}?`, choices, `farmctl users ${verb} USERNAME`);
  }
  const found = pending.find((u) => String(u.id) === named || u.username.toLowerCase() === named.toLowerCase());
  if (!found) throw new CliError(`No pending account "${named}"`, `Waiting: ${pending.map((u) => u.username).join(", ")} (farmctl users pending)`);
  return found;
}

export async function listPending(options: GlobalOptions & JsonOption) {
  const { api } = connect(options);
  const rows = await unwrap(api.api.admin["pending-users"].$get());
  printRows(rows, [
    { header: "ID", value: (r) => r.id, align: "right" },
    { header: "Username", value: (r) => r.username },
    { header: "Display name", value: (r) => r.displayName },
    { header: "Registered", value: (r) => r.createdAt },
  ], { json: options.json, empty: "No accounts are waiting for approval." });
}

/** `--entities 1,2,5` as entity ids; anything else is refused before a request is made. */
export function parseEntities(text: string | undefined): number[] | undefined {
  if (text === undefined) return undefined;
  const parts = text.split(",").map((p) => p.trim()).filter(Boolean);
  if (!parts.length || parts.some((p) => !/^\d+$/.test(p) || Number(p) < 1)) {
    throw new CliError(`--entities must be entity ids separated by commas, not "${text}"`, "Example: --entities 1,2 (farmctl entities list shows the ids)");
  }
  return parts.map(Number);
}

const grantsLabel = (u: { role: string; entityIds: number[] | null; allEntities: boolean }) =>
  u.entityIds === null || u.allEntities ? "every entity" : u.entityIds.length ? `entities ${u.entityIds.join(", ")}` : "no entity";

export async function approve(user: string | undefined, options: GlobalOptions & JsonOption & { role?: Role; entities?: string }) {
  const entityIds = parseEntities(options.entities);
  const { api } = connect(options);
  const target = await pendingUser(api, user, "approve");
  // Picked from the list on a terminal: ask the role too, readonly first. Otherwise readonly unless --role says.
  const role: Role =
    options.role ??
    (user === undefined && isInteractive()
      ? await pick<Role>(`Approve ${target.username} as`, [
          { name: "readonly: sees its entities, changes nothing", value: "readonly" },
          { name: "editor: records and changes data in its entities; no admin pages", value: "editor" },
          { name: "crew: records field work in its entities; sees no money", value: "crew" },
          { name: "admin: full rights, including approvals and backups", value: "admin" },
        ], "--role admin|editor|readonly|crew")
      : "readonly");
  const approved = await unwrap(api.api.admin["approve-user"][":id"].$post({ param: { id: String(target.id) }, json: { role, entityIds } }));
  if (options.json) printJson(approved);
  note(`Approved ${approved.username} as ${approved.role} (${grantsLabel(approved)}); they can sign in now.`);
}

/** Changes an approved account's entities (and role with --role): the account by username or id. */
export async function grant(user: string, options: GlobalOptions & JsonOption & { role?: Role; entities?: string }) {
  const { api } = connect(options);
  const entityIds = parseEntities(options.entities);
  if (entityIds === undefined && options.role === undefined) throw new CliError("Nothing to change", "Give --entities 1,2 and/or --role ROLE");
  const target = await account(api, user);
  const changed = await unwrap(api.api.users[":id"].$put({ param: { id: String(target.id) }, json: { role: options.role, entityIds } }));
  if (options.json) printJson(changed);
  note(`${changed.username} is ${changed.role} with ${grantsLabel(changed)}.`);
}

export async function reject(user: string | undefined, options: GlobalOptions & JsonOption) {
  const { api } = connect(options);
  const target = await pendingUser(api, user, "reject");
  const removed = await unwrap(api.api.admin["reject-user"][":id"].$post({ param: { id: String(target.id) } }));
  if (options.json) printJson(removed);
  note(`Rejected ${removed.username}; the account was removed.`);
}

interface CreateUserOptions extends GlobalOptions, JsonOption {
  admin?: boolean;
  displayName?: string;
  passwordStdin?: boolean;
  /** false with --no-must-change-password: the account keeps the password typed here. */
  mustChangePassword?: boolean;
}

export async function createUser(username: string | undefined, options: CreateUserOptions) {
  const { api } = connect(options);
  const name = await valueOrAsk(username, "Username", "farmctl users create USERNAME");
  const password = options.passwordStdin ? await readStdin() : await valueOrAsk(undefined, "Password (6+ characters)", "--password-stdin", true);
  const role: Role = options.admin ? "admin" : "readonly";
  // As the web app's Add user: the user chooses their own password at first sign-in unless told otherwise.
  const mustChangePassword = options.mustChangePassword !== false;
  const created = await unwrap(api.api.users.$post({ json: { username: name, password, displayName: options.displayName ?? null, role, mustChangePassword } }, oneCreate()));
  if (options.json) printJson(created);
  const first = created.mustChangePassword ? " and must choose their own password first" : "";
  note(`Created ${created.username} as ${created.role}, approved; they can sign in now${first}.`);
}

/** An approved or pending account by username or id. */
async function account(api: ApiClient, named: string) {
  const all = await unwrap(api.api.users.$get({ query: {} }));
  const found = all.find((u) => String(u.id) === named || u.username.toLowerCase() === named.toLowerCase());
  if (!found) throw new CliError(`No account "${named}"`, `Accounts: ${all.map((u) => u.username).join(", ")}`);
  return found;
}

/**
 * Resets a forgotten password: the server makes a one-time password, printed once on stdout (the only output there,
 * so a script can take it); the user is signed out everywhere and chooses their own at next sign-in. Asks first on a
 * terminal; needs --yes otherwise.
 */
export async function resetPassword(user: string, options: GlobalOptions & JsonOption & { yes?: boolean }) {
  const { api } = connect(options);
  const target = await account(api, user);
  await confirmedOrYes(
    options.yes,
    `Give ${target.username} a new one-time password? They are signed out everywhere.`,
    [`Resetting ${target.username}'s password needs confirmation`, "Add --yes to reset it without a terminal (scripts)"],
    "Reset cancelled; the password was not changed",
  );
  const changed = await unwrap(api.api.users[":id"].$put({ param: { id: String(target.id) }, json: { generatePassword: true } }));
  if (options.json) printJson(changed);
  else process.stdout.write(`${changed.password}\n`);
  note(`${changed.username} was signed out everywhere. Hand them the one-time password above; they choose their own when they next sign in.`);
}

export function register(program: Command) {
  const users = program
    .command("users")
    .description("Accounts: approvals, new users and password resets (admin)")
    .addHelpText("after", "\nExamples:\n  farmctl users pending\n  farmctl users approve jsmith --role readonly\n  farmctl users reject 12");
  users
    .command("pending")
    .description("List accounts waiting for approval")
    .option("--json", "print as JSON")
    .addHelpText("after", "\nExample:\n  farmctl users pending --json")
    .action((_o, cmd: Command) => listPending(cmd.optsWithGlobals()));
  users
    .command("approve")
    .description("Approve a pending account (readonly unless --role; every entity unless --entities); asks which on a terminal")
    .argument("[user]", "username or id")
    .addOption(new Option("--role <role>", "role to give").choices(ROLES))
    .option("--entities <ids>", "entity ids the account may reach, comma-separated (default: every entity)")
    .option("--json", "print the approved account as JSON")
    .addHelpText("after", "\nExamples:\n  farmctl users approve            # pick from a list\n  farmctl users approve jsmith --role admin\n  farmctl users approve 7 --role crew --entities 1,2")
    .action((user: string | undefined, _o, cmd: Command) => approve(user, cmd.optsWithGlobals()));
  users
    .command("grant")
    .description("Set the entities (and with --role, the role) of an approved account")
    .argument("<user>", "username or id")
    .option("--entities <ids>", "entity ids the account may reach, comma-separated (replaces its grants)")
    .addOption(new Option("--role <role>", "new role").choices(ROLES))
    .option("--json", "print the account as JSON")
    .addHelpText("after", "\nExamples:\n  farmctl users grant jsmith --entities 1,3\n  farmctl users grant 7 --role editor --entities 2 --json")
    .action((user: string, _o, cmd: Command) => grant(user, cmd.optsWithGlobals()));
  users
    .command("reject")
    .description("Remove a pending account; asks which on a terminal")
    .argument("[user]", "username or id")
    .option("--json", "print the removed account as JSON")
    .addHelpText("after", "\nExample:\n  farmctl users reject jsmith")
    .action((user: string | undefined, _o, cmd: Command) => reject(user, cmd.optsWithGlobals()));
  users
    .command("create")
    .description("Create an approved account (readonly, or admin with --admin)")
    .argument("[username]", "the new account's username")
    .option("--admin", "give it the admin role")
    .option("--display-name <name>", "name shown in the app")
    .option("--password-stdin", "read the password from stdin (else asked on a terminal)")
    .option("--no-must-change-password", "let the account keep this password (default: it chooses its own at first sign-in, as with the web app's Add user)")
    .option("--json", "print the account as JSON")
    .addHelpText("after", "\nExamples:\n  farmctl users create jsmith\n  echo \"$PASS\" | farmctl users create office --admin --password-stdin --no-must-change-password")
    .action((username: string | undefined, _o, cmd: Command) => createUser(username, cmd.optsWithGlobals()));
  users
    .command("reset-password")
    .description("Give an account a new one-time password, printed once (signs it out everywhere; asks first on a terminal, needs --yes otherwise)")
    .argument("<user>", "username or id")
    .option("--yes", "do not ask for confirmation")
    .option("--json", "print the account with its one-time password as JSON")
    .addHelpText("after", "\nExamples:\n  farmctl users reset-password jsmith\n  farmctl users reset-password 7 --yes")
    .action((user: string, _o, cmd: Command) => resetPassword(user, cmd.optsWithGlobals()));
}

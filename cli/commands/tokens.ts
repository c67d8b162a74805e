import { type Command, Option } from "commander";
import { ROLES, type Role } from "../../api/client";
import { type GlobalOptions, connect, oneCreate } from "../context";
import { positiveInt } from "../options";
import { unwrap } from "../output/api-errors";
import { printJson, printRows } from "../output/print";
import { note } from "../output/terminal";
import { parseEntities } from "./users";

interface JsonOption {
  json?: boolean;
}

/** What a token acts as: its own role and entities, or (null) its creator's current ones. */
const roleLabel = (t: { role: string | null }) => t.role ?? "creator's";
const entitiesLabel = (t: { entityIds: number[] | null }) => (t.entityIds === null ? "creator's" : t.entityIds.join(", "));

export async function createToken(options: GlobalOptions & JsonOption & { name: string; role?: Role; entities?: string }) {
  const entityIds = parseEntities(options.entities);
  const { api, url } = connect(options);
  const created = await unwrap(api.api.tokens.$post({ json: { name: options.name, role: options.role, entityIds } }, oneCreate()));
  if (options.json) printJson(created);
  else process.stdout.write(`${created.token}\n`);
  const reach = `role ${roleLabel(created)}, entities ${entitiesLabel(created)}`;
  note(`Token ${created.id} "${created.name}" created (${reach}). It is shown this once: store it now, e.g. in cron's environment:`);
  note(`  FARMCTL_URL=${url} FARMCTL_TOKEN=<the token> farmctl ...`);
}

export async function listTokens(options: GlobalOptions & JsonOption) {
  const { api } = connect(options);
  const rows = await unwrap(api.api.tokens.$get());
  printRows(rows, [
    { header: "ID", value: (r) => r.id, align: "right" },
    { header: "Name", value: (r) => r.name },
    { header: "User", value: (r) => r.username },
    { header: "Role", value: roleLabel },
    { header: "Entities", value: entitiesLabel },
    { header: "Created", value: (r) => r.createdAt },
    { header: "Last used", value: (r) => r.lastUsedAt ?? "never" },
  ], { json: options.json, empty: "No API tokens. Create one with: farmctl token create --name nightly" });
}

export async function revokeToken(options: GlobalOptions & JsonOption & { id: number }) {
  const { api } = connect(options);
  const revoked = await unwrap(api.api.tokens[":id"].$delete({ param: { id: String(options.id) } }));
  if (options.json) printJson(revoked);
  note(`Token ${revoked.id} "${revoked.name}" revoked; anything still using it now gets 401.`);
}

export function register(program: Command) {
  const token = program
    .command("token")
    .description("API tokens for cron and scripts (admin)")
    .addHelpText("after", "\nExamples:\n  farmctl token create --name nightly\n  farmctl token create --name bookkeeper --role readonly --entities 1,2\n  farmctl token list\n  farmctl token revoke 3");
  token
    .command("create")
    .description("Create a token acting as you, or narrower with --role/--entities; prints it once on stdout")
    .requiredOption("--name <name>", "what the token is for, e.g. nightly")
    .addOption(new Option("--role <role>", "the token's role, no wider than yours (default: your role)").choices(ROLES))
    .option("--entities <ids>", "entity ids the token may reach, comma-separated, among yours (default: every one you reach)")
    .option("--json", "print {id, name, token, createdAt, role, entityIds} as JSON")
    .addHelpText("after", "\nExamples:\n  farmctl token create --name nightly > ~/.farmctl-token && chmod 600 ~/.farmctl-token\n  farmctl token create --name crew-tablet --role crew --entities 3 --json")
    .action((_o, cmd: Command) => createToken(cmd.optsWithGlobals()));
  token
    .command("list")
    .description("List tokens (never their secrets) with their role, entities and when each was last used")
    .option("--json", "print as JSON")
    .addHelpText("after", "\nExample:\n  farmctl token list --json")
    .action((_o, cmd: Command) => listTokens(cmd.optsWithGlobals()));
  token
    .command("revoke")
    .description("Revoke a token at once")
    .argument("<id>", "token id (from farmctl token list)", positiveInt)
    .option("--json", "print the revoked token as JSON")
    .addHelpText("after", "\nExample:\n  farmctl token revoke 3")
    .action((id: number, _o, cmd: Command) => revokeToken({ ...cmd.optsWithGlobals(), id }));
}

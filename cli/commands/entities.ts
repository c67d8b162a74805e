import type { Command } from "commander";
import { type Lang, LANGS } from "../../api/client";
import { type GlobalOptions, connect } from "../context";
import { usageError } from "../errors";
import { oneOf } from "../options";
import { unwrap } from "../output/api-errors";
import { printRows } from "../output/print";
import { resolveEntity } from "../resolve";

export async function listEntities(options: GlobalOptions & { json?: boolean; search?: string }) {
  const { api } = connect(options);
  const filter = options.search ? JSON.stringify({ q: options.search }) : undefined;
  const rows = await unwrap(api.api.entities.$get({ query: { sort: '["name","ASC"]', ...(filter ? { filter } : {}) } }));
  printRows(rows, [
    { header: "ID", value: (r) => r.id, align: "right" },
    { header: "Name", value: (r) => r.name },
    { header: "Location", value: (r) => r.location },
    { header: "Acres", value: (r) => r.totalAcres, align: "right" },
    { header: "Invoices", value: (r) => r.invoiceLanguage },
  ], { json: options.json, empty: "No farm entities yet. Create the first one in the web app." });
}

/** Changes an entity's settings: the language its invoices are written in for the partner they bill. */
export async function setEntity(nameOrId: string, options: GlobalOptions & { invoiceLanguage?: Lang; json?: boolean }) {
  if (!options.invoiceLanguage) throw usageError("Nothing to change", "Add --invoice-language en|es");
  const { api } = connect(options);
  const entity = await resolveEntity(api, nameOrId);
  const updated = await unwrap(api.api.entities[":id"].$put({ param: { id: String(entity.id) }, json: { invoiceLanguage: options.invoiceLanguage } }));
  if (options.json) console.log(JSON.stringify(updated, null, 2));
  else console.log(`${updated.name}: invoices are written in ${updated.invoiceLanguage === "es" ? "Spanish" : "English"}`);
}

export function register(program: Command) {
  const entities = program
    .command("entities")
    .description("Farm entities")
    .addHelpText("after", "\nExamples:\n  farmctl entities list\n  farmctl entities list --search ranch --json\n  farmctl entities set \"Willow Creek\" --invoice-language es");
  entities
    .command("set <entity>")
    .description("Change an entity's settings (name or id)")
    .option("--invoice-language <lang>", "the language its invoices are written in: en or es", oneOf(LANGS))
    .option("--json", "print the entity as JSON")
    .addHelpText("after", "\nExamples:\n  farmctl entities set 3 --invoice-language es")
    .action((entity: string, _o, cmd: Command) => setEntity(entity, cmd.optsWithGlobals()));
  entities
    .command("list")
    .description("List farm entities with their total acres")
    .option("--search <text>", "only entities whose name contains this")
    .option("--json", "print as JSON")
    .addHelpText("after", "\nExamples:\n  farmctl entities list\n  farmctl entities list --json | jq '.[].name'")
    .action((_o, cmd: Command) => listEntities(cmd.optsWithGlobals()));
}

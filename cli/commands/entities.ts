import type { Command } from "commander";
import { type GlobalOptions, connect } from "../context";
import { unwrap } from "../output/api-errors";
import { printRows } from "../output/print";

export async function listEntities(options: GlobalOptions & { json?: boolean; search?: string }) {
  const { api } = connect(options);
  const filter = options.search ? JSON.stringify({ q: options.search }) : undefined;
  const rows = await unwrap(api.api.entities.$get({ query: { sort: '["name","ASC"]', ...(filter ? { filter } : {}) } }));
  printRows(rows, [
    { header: "ID", value: (r) => r.id, align: "right" },
    { header: "Name", value: (r) => r.name },
    { header: "Location", value: (r) => r.location },
    { header: "Acres", value: (r) => r.totalAcres, align: "right" },
  ], { json: options.json, empty: "No farm entities yet. Create the first one in the web app." });
}

export function register(program: Command) {
  program
    .command("entities")
    .description("Farm entities")
    .addHelpText("after", "\nExamples:\n  farmctl entities list\n  farmctl entities list --search ranch --json")
    .command("list")
    .description("List farm entities with their total acres")
    .option("--search <text>", "only entities whose name contains this")
    .option("--json", "print as JSON")
    .addHelpText("after", "\nExamples:\n  farmctl entities list\n  farmctl entities list --json | jq '.[].name'")
    .action((_o, cmd: Command) => listEntities(cmd.optsWithGlobals()));
}

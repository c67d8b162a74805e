import type { Command } from "commander";
import { type GlobalOptions, connect } from "../context";
import { usageError } from "../errors";
import { ApiError, unwrap } from "../output/api-errors";
import { printRows } from "../output/print";

interface ProductListOptions extends GlobalOptions {
  kind?: string;
  json?: boolean;
}

/** "Crop-Protection" or "crop_protection" as the catalogue spells the kind ("crop protection"). */
const kindText = (kind: string) => kind.trim().toLowerCase().replace(/[-_\s]+/g, " ");

export async function listProducts(options: ProductListOptions) {
  const { api } = connect(options);
  const kind = options.kind !== undefined ? kindText(options.kind) : undefined;
  const filter = kind ? JSON.stringify({ kind }) : undefined;
  const rows = await unwrap(api.api.products.$get({ query: { sort: '["name","ASC"]', ...(filter ? { filter } : {}) } })).catch((err: unknown) => {
    // The server knows the kinds: its 400 on the filter says which ones there are.
    const issue = err instanceof ApiError ? err.issues.find((i) => i.path === "filter.kind") : undefined;
    if (issue) throw usageError(`--kind "${options.kind}" ${issue.message}`, 'Quote a kind of two words: farmctl products list --kind "crop protection"');
    throw err;
  });
  printRows(rows, [
    { header: "ID", value: (r) => r.id, align: "right" },
    { header: "Name", value: (r) => r.name },
    { header: "Kind", value: (r) => r.kind },
    { header: "Stock unit", value: (r) => r.stockUnit },
    { header: "Packs", value: (r) => r.packs.map((p) => `${p.name} (${p.quantity} ${p.unit})`).join(", ") },
    { header: "EPA Reg. No.", value: (r) => r.epaRegistrationNumber },
    { header: "Restricted", value: (r) => (r.restrictedUse ? "yes" : "") },
  ], { json: options.json, empty: kind ? `No ${kind} products yet.` : "No products yet. Add them in the web app (Inputs > Products)." });
}

export function register(program: Command) {
  program
    .command("products")
    .description("The farm's catalogue of inputs: fertilizers, crop protection, seed, soil amendments, fuel")
    .addHelpText("after", '\nExamples:\n  farmctl products list --kind "crop protection"')
    .command("list")
    .description("List products by name, with their stock unit, packs and EPA registration number")
    .option("--kind <kind>", "only this kind: fertilizer, crop protection, seed, soil amendment, fuel or other")
    .option("--json", "print as JSON (every field, with the units each product may be bought or applied in)")
    .addHelpText("after", `
Examples:
  farmctl products list
  farmctl products list --kind fertilizer
  farmctl products list --kind "crop protection" --json | jq '.[] | {name, epaRegistrationNumber}'`)
    .action((_o, cmd: Command) => listProducts(cmd.optsWithGlobals()));
}

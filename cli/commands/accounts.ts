import { type Command, InvalidArgumentError } from "commander";
import { type GlobalOptions, connect, oneCreate } from "../context";
import { CliError, usageError } from "../errors";
import { unwrap } from "../output/api-errors";
import { printJson, printTable } from "../output/print";
import { note } from "../output/terminal";
import { resolveEntity } from "../resolve";

interface AccountsOptions extends GlobalOptions {
  entity?: string;
  json?: boolean;
}

interface SetOptions extends AccountsOptions {
  category?: string;
  invoice?: number;
  operations?: number;
  scheduleF?: string;
  number?: number;
  name?: string;
  type?: string;
}

function accountNumber(value: string): number {
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw new InvalidArgumentError("must be an account number, 1-999999999");
  return Number(value);
}

async function chartOf(options: AccountsOptions) {
  if (!options.entity) throw usageError("--entity is required", 'Name the farm entity: --entity "North Ranch" (see farmctl entities list)');
  const { api } = connect(options);
  const entity = await resolveEntity(api, options.entity);
  const filter = JSON.stringify({ entityId: entity.id });
  const [accounts, categories, settings] = await Promise.all([
    unwrap(api.api.accounts.$get({ query: { filter } })),
    unwrap(api.api["category-accounts"].$get({ query: { filter } })),
    unwrap(api.api["account-settings"][":id"].$get({ param: { id: String(entity.id) } })),
  ]);
  return { api, entity, accounts, categories, settings };
}

export async function listAccounts(options: AccountsOptions) {
  const { entity, accounts, categories, settings } = await chartOf(options);
  if (options.json) return printJson({ entity, accounts, categories, settings });
  note(`${entity.name}: chart of accounts`);
  printTable(accounts, [
    { header: "Number", value: (a) => a.number, align: "right" },
    { header: "Name", value: (a) => a.name },
    { header: "Type", value: (a) => a.type },
  ]);
  process.stdout.write("\n");
  printTable(categories, [
    { header: "Category", value: (c) => c.categoryName },
    { header: "Invoice", value: (c) => c.invoiceAccount, align: "right" },
    { header: "Detailed ops", value: (c) => c.operationsAccount, align: "right" },
    { header: "Schedule F", value: (c) => c.scheduleFLine, align: "right" },
  ]);
  process.stdout.write(
    `\nOther: ${settings.otherAccount}  Yield income: ${settings.yieldIncomeAccount} (Schedule F ${settings.yieldScheduleFLine})  Offset: ${settings.offsetAccount}\n`,
  );
}

/** Codes a category (--category), or changes or adds an account (its number as the argument). */
export async function setAccount(numberArg: string | undefined, options: SetOptions) {
  const { api, entity, accounts, categories } = await chartOf(options);
  if (options.category) {
    const wanted = options.category.trim().toLowerCase();
    const row = categories.find((c) => c.categoryName.toLowerCase() === wanted || String(c.categoryId) === wanted);
    if (!row) throw new CliError(`No task category "${options.category}"`, `One of: ${categories.map((c) => c.categoryName).join(", ")}`);
    const json = { invoiceAccount: options.invoice, operationsAccount: options.operations, scheduleFLine: options.scheduleF };
    if (Object.values(json).every((v) => v === undefined)) throw usageError("Nothing to change", "Give --invoice, --operations and/or --schedule-f");
    const updated = await unwrap(api.api["category-accounts"][":id"].$put({ param: { id: String(row.id) }, json }));
    if (options.json) return printJson(updated);
    process.stdout.write(`${updated.categoryName}: invoice ${updated.invoiceAccount}, detailed operations ${updated.operationsAccount}, Schedule F ${updated.scheduleFLine}\n`);
    return;
  }
  if (!numberArg) throw usageError("Name the account by its number, or a category with --category");
  const current = accounts.find((a) => a.number === accountNumber(numberArg));
  const type = options.type as "income" | "expense" | "liability" | undefined;
  const saved = current
    ? await unwrap(api.api.accounts[":id"].$put({ param: { id: String(current.id) }, json: { number: options.number, name: options.name, type } }))
    : await (async () => {
        if (!options.name || !type) throw usageError(`${entity.name} has no account ${numberArg}`, "To add it, give --name and --type income|expense|liability");
        return unwrap(api.api.accounts.$post({ json: { entityId: entity.id, number: Number(numberArg), name: options.name, type } }, oneCreate()));
      })();
  if (options.json) return printJson(saved);
  process.stdout.write(`${saved.number} ${saved.name} (${saved.type})\n`);
}

export function register(program: Command) {
  const group = program.command("accounts").description("An entity's chart of accounts: account numbers, and each category's accounts");
  group
    .command("list")
    .description("The entity's accounts, each task category's invoice / detailed-operations account and Schedule F line")
    .option("--entity <name|id>", "farm entity, by name (any case) or id (required)")
    .option("--json", "print JSON")
    .action((_o, cmd: Command) => listAccounts(cmd.optsWithGlobals()));
  group
    .command("set [number]")
    .description("Change or add an account (by its number), or code a category to accounts (--category) (admin)")
    .option("--entity <name|id>", "farm entity, by name (any case) or id (required)")
    .option("--number <n>", "renumber the account; categories coded to it follow", accountNumber)
    .option("--name <text>", "the account's name")
    .option("--type <type>", "income, expense or liability")
    .option("--category <name|id>", "code this task category instead of changing an account")
    .option("--invoice <n>", "with --category: the monthly invoice's account", accountNumber)
    .option("--operations <n>", "with --category: Detailed Operations' account", accountNumber)
    .option("--schedule-f <line>", "with --category: the IRS Schedule F line, e.g. 17 or 24b")
    .option("--json", "print JSON")
    .addHelpText("after", `
Examples:
  farmctl accounts set 8300 --entity "North Ranch" --number 61000 --name "Irrigation water"
  farmctl accounts set 8700 --entity "North Ranch" --name Fuel --type expense          # adds it
  farmctl accounts set --entity "North Ranch" --category Water --invoice 61000 --operations 61000 --schedule-f 30`)
    .action((number: string | undefined, _o, cmd: Command) => setAccount(number, cmd.optsWithGlobals()));
}

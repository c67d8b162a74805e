import { afterAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

/**
 * The rules of docs/decisions/one-way-in.md, run by `bun run check:deps` (.dependency-cruiser.cjs): each forbidden
 * import, added to a small tree shaped like the project's, fails the check under its rule; the same tree without it
 * passes. The real tree is left alone (others may be editing it).
 */
const ROOT = resolve(import.meta.dir, "../..");
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A project of a few lines a file: the entry point, the server behind it, the SPA, farmctl and db/. */
const TREE: Record<string, string> = {
  "tsconfig.json": JSON.stringify({ compilerOptions: { module: "ESNext", moduleResolution: "bundler", strict: true } }),
  "api/app.ts": "export type AppType = { routes: true };\n",
  "api/env.ts": "export const readEnv = () => ({});\n",
  "api/server.ts": "export const runServer = () => {};\n",
  "api/services/users.service.ts": "export const createUser = () => {};\n",
  "api/domain/users.ts": 'export const ROLES = ["admin"] as const;\n',
  "api/schemas/input-rules.ts": "export const yearSchema = 2025;\n",
  "api/schemas/common.ts": "export const IdParams = 1;\n",
  "api/client/rules.ts": 'export { ROLES } from "../domain/users";\nexport { yearSchema } from "../schemas/input-rules";\n',
  "api/client/index.ts": 'export type { AppType } from "../app";\nexport * from "./rules";\nexport { IdParams } from "../schemas/common";\n',
  "db/schema.ts": "export const users = {};\n",
  "db/seed-demo.ts": 'import { ROLES } from "../api/domain/users";\nexport const seeded = ROLES;\n',
  "admin-ui/screen.ts": 'import type { AppType } from "../api/client";\nimport { ROLES } from "../api/client/rules";\nexport const shown: [AppType | null, typeof ROLES] = [null, ROLES];\n',
  "cli/command.ts": 'import { IdParams, ROLES } from "../api/client";\nexport const used = [IdParams, ROLES];\n',
};

async function checkDeps(extra: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), "farm-deps-"));
  dirs.push(dir);
  for (const [path, text] of Object.entries(TREE)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text + (extra[path] ?? ""));
  }
  const run = Bun.spawn(
    [process.execPath, "--bun", join(ROOT, "node_modules/.bin/depcruise"), "api", "db", "cli", "admin-ui", "--config", join(ROOT, ".dependency-cruiser.cjs"), "--output-type", "err"],
    { cwd: dir, stdout: "pipe", stderr: "pipe" },
  );
  const [out, err, code] = await Promise.all([new Response(run.stdout).text(), new Response(run.stderr).text(), run.exited]);
  return { code, text: out + err };
}

describe("one way in (bun run check:deps)", () => {
  test("the tree that goes through api/client passes", async () => {
    const { code, text } = await checkDeps();
    expect({ code, text }).toEqual({ code: 0, text: expect.stringContaining("no dependency violations found") });
  }, 60_000);

  /** What is added, to which file, the rule that refuses it, and the module it names (the file, unless said). */
  const forbidden: Array<[string, string, string, string, string?]> = [
    ["farmctl imports domain by its own path", "cli/command.ts", 'import { ROLES as R } from "../api/domain/users";\nexport const r = R;\n', "ui-and-cli-through-the-client"],
    ["farmctl loads the server dynamically", "cli/command.ts", 'export const serve = () => import("../api/server");\n', "ui-and-cli-through-the-client"],
    ["farmctl reads the database schema", "cli/command.ts", 'import { users } from "../db/schema";\nexport const u = users;\n', "ui-and-cli-through-the-client"],
    ["the SPA names a type by the app's path", "admin-ui/screen.ts", 'import type { AppType as A } from "../api/app";\nexport type B = A;\n', "ui-and-cli-through-the-client"],
    ["the SPA runs a value of the entry point's server half", "admin-ui/screen.ts", 'import { IdParams } from "../api/client";\nexport const p = IdParams;\n', "ui-runs-no-database-schema"],
    ["the demo seeding calls a service", "db/seed-demo.ts", 'import { createUser } from "../api/services/users.service";\nexport const c = createUser;\n', "db-below-the-api"],
    ["the demo seeding reads the server's env", "db/seed-demo.ts", 'import { readEnv } from "../api/env";\nexport const e = readEnv;\n', "db-below-the-api"],
    ["the client's rules re-export a schema of the API", "api/client/rules.ts", 'export { IdParams } from "../schemas/common";\n', "client-rules-are-plain"],
    ["a domain rule the SPA runs reaches db/", "api/domain/users.ts", 'import { users } from "../../db/schema";\nexport const table = users;\n', "client-rules-reach-no-database", "api/client/rules.ts"],
  ];
  for (const [what, file, line, rule, from = file] of forbidden) {
    test(`${what}: an error under ${rule}`, async () => {
      const { code, text } = await checkDeps({ [file]: line });
      expect(code).not.toBe(0);
      expect(text).toMatch(new RegExp(`error ${rule}: ${from.replace(/[./]/g, "\\$&")}`));
    }, 60_000);
  }
});

import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { SERVER_START_TIMEOUT, type TestServer, startServer } from "./support";

let s: TestServer;
let cron: Record<string, string>;

beforeAll(async () => {
  s = await startServer();
  const token = await s.admin.api.tokens.$post({ json: { name: "import-formats" } });
  cron = { FARMCTL_URL: s.url, FARMCTL_TOKEN: ((await token.json()) as { token: string }).token };
  for (const [entity, field] of [["Domaine Sud", "Côte Rôtie"], ["Vallée Farm", "Écluse"], ["Third Ranch", "Back 40"]] as const) {
    const id = ((await (await s.admin.api.entities.$post({ json: { name: entity } })).json()) as { id: number }).id;
    await s.admin.api.fields.$post({ json: { entityId: id, name: field, acreage: "10", cropType: "Grapes" } });
  }
}, SERVER_START_TIMEOUT);
afterAll(() => s.stop());

async function write(name: string, bytes: Uint8Array) {
  const file = join(s.dir, name);
  await Bun.write(file, bytes);
  return file;
}

async function taskNames(entity: string) {
  const res = await s.farmctl(["tasks", "list", "--entity", entity, "--json"], { env: cron });
  expect(res.code).toBe(0);
  return (JSON.parse(res.stdout) as { name: string; totalCost: string }[]).map((t) => `${t.name} ${t.totalCost}`).sort();
}

/** Windows-1252 by hand (the code page's table): ô F4, É C9, é E9, à E0. */
function cp1252(text: string) {
  const table: Record<string, number> = { ô: 0xf4, É: 0xc9, é: 0xe9, à: 0xe0 };
  return new Uint8Array([...text].map((ch) => table[ch] ?? ch.charCodeAt(0)));
}

describe("farmctl import: encodings and separators", () => {
  test("a Windows-1252 CSV from Excel keeps its accents, and the summary names the encoding", async () => {
    const file = await write("excel.csv", cp1252("date,field,category,name,cost_per_acre\r\n2025-03-14,Côte Rôtie,Fertilizer,Épandage à la main,12.50\r\n"));
    const res = await s.farmctl(["import", "tasks", file, "--entity", "Domaine Sud"], { env: cron });
    expect(res.code).toBe(0);
    expect(res.stdout).toBe("1 row: 1 created, 0 updated, 0 already up to date (Domaine Sud). Read as Windows-1252, comma-separated.\n");
    // 12.50 x 10 acres = 125.00
    expect(await taskNames("Domaine Sud")).toEqual(["Épandage à la main 125.00"]);
  });

  test("UTF-16 LE with BOM, tab-separated (Excel's 'Unicode Text'), is read and named", async () => {
    const text = "date\tfield\tcategory\tname\tcost_per_acre\r\n2025-03-15\tCôte Rôtie\tWater\tIrrigation été\t3\r\n";
    const file = await write("unicode.txt", new Uint8Array([0xff, 0xfe, ...Buffer.from(text, "utf16le")]));
    const res = await s.farmctl(["import", "tasks", file, "--entity", "Domaine Sud", "--json"], { env: cron });
    expect(res.code).toBe(0);
    expect(JSON.parse(res.stdout)).toMatchObject({ encoding: "UTF-16 LE", separator: "tab", created: 1 });
    expect(await taskNames("Domaine Sud")).toEqual(["Irrigation été 30.00", "Épandage à la main 125.00"]);
  });

  test("a semicolon-separated UTF-8 file with BOM is detected: no row errors", async () => {
    const text = "date;field;category;name;cost_per_acre;notes\n2025-03-16;Côte Rôtie;Seed;Replanting;4;rows 1, 2 and 3\n";
    const file = await write("semicolon.csv", new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from(text)]));
    const res = await s.farmctl(["import", "tasks", file, "--entity", "Domaine Sud"], { env: cron });
    expect(res.code).toBe(0);
    expect(res.stdout).toEndWith("Read as UTF-8 with BOM, semicolon-separated.\n");
  });

  test("a file split by another separator is refused once, naming the separators, not once per row", async () => {
    const file = await write("colon.csv", new TextEncoder().encode("date:field:category:name:cost_per_acre\n2025-03-16:Côte Rôtie:Seed:Replanting:4\n"));
    const res = await s.farmctl(["import", "tasks", file, "--entity", "Domaine Sud"], { env: cron });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain("line 1: no known column; the file is not separated by comma, semicolon, tab, vertical bar");
    expect(res.stderr).not.toContain("line 2");
  });
});

describe("farmctl import: an entity column", () => {
  test("one spreadsheet holds several entities; blank cells go to --entity", async () => {
    const file = await write(
      "several.csv",
      new TextEncoder().encode(
        [
          "entity,date,field,category,name,cost_per_acre",
          "Domaine Sud,2025-04-01,Côte Rôtie,Machine Hire,Discing,10",
          "vallée farm,2025-04-01,Écluse,Machine Hire,Discing,11",
          ",2025-04-02,Back 40,Machine Hire,Discing,12",
        ].join("\n"),
      ),
    );
    const res = await s.farmctl(["import", "tasks", file, "--entity", "Third Ranch", "--json"], { env: cron });
    expect(res.code).toBe(0);
    const out = JSON.parse(res.stdout);
    expect(out).toMatchObject({ received: 3, created: 3, entity: null });
    expect(out.entities.map((e: { name: string; created: number }) => [e.name, e.created])).toEqual([["Domaine Sud", 1], ["Vallée Farm", 1], ["Third Ranch", 1]]);
    expect(await taskNames("Vallée Farm")).toEqual(["Discing 110.00"]);
    expect(await taskNames("Third Ranch")).toEqual(["Discing 120.00"]);
  });

  test("an unknown entity, or a blank one without --entity, is a row problem and nothing is written", async () => {
    const file = await write(
      "bad-entities.csv",
      new TextEncoder().encode(
        ["entity,date,field,category,name,cost_per_acre", "Domaine Sud,2025-05-01,Côte Rôtie,Seed,Late seeding,1", "Nowhere Farm,2025-05-01,X,Seed,Y,1", ",2025-05-01,X,Seed,Z,1"].join("\n"),
      ),
    );
    const res = await s.farmctl(["import", "tasks", file], { env: cron });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('line 3, column entity: No farm entity is named "Nowhere Farm"');
    expect(res.stderr).toContain("line 4, column entity: is blank and no --entity names the entity for such rows");
    expect(res.stderr).toContain("Nothing was written.");
    expect(await taskNames("Domaine Sud")).not.toContain("Late seeding 10.00");
  });
});

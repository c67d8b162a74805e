import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { SERVER_START_TIMEOUT, type TestServer, startServer } from "./support";

let s: TestServer;
let env: Record<string, string>;

beforeAll(async () => {
  s = await startServer();
  const token = await s.admin.api.tokens.$post({ json: { name: "product-tests" } });
  env = { FARMCTL_URL: s.url, FARMCTL_TOKEN: ((await token.json()) as { token: string }).token };
  const add = async (json: Record<string, unknown>) => {
    const res = await s.admin.api.products.$post({ json: json as never });
    if (res.status !== 201) throw new Error(`${res.status} ${await res.text()}`);
  };
  await add({
    name: "Roundup PowerMax", kind: "crop protection", stockUnit: "gal", packs: [{ name: "2.5 gal jug", quantity: "2.5", unit: "gal" }],
    epaRegistrationNumber: "524-549", activeIngredients: [{ name: "Glyphosate", percent: "48.7" }], signalWord: "CAUTION",
  });
  await add({ name: "Gramoxone SL 3.0", kind: "crop protection", stockUnit: "gal", epaRegistrationNumber: "100-1431", restrictedUse: true, signalWord: "DANGER" });
  await add({ name: "Red diesel", kind: "fuel", stockUnit: "gal" });
}, SERVER_START_TIMEOUT);
afterAll(() => s.stop());

describe("farmctl products list", () => {
  test("a table by name of one kind, its packs and EPA numbers; restricted materials marked", async () => {
    const res = await s.farmctl(["products", "list", "--kind", "Crop-Protection"], { env });
    expect({ code: res.code, stderr: res.stderr }).toEqual({ code: 0, stderr: "" });
    const lines = res.stdout.split("\n").filter((l) => /Roundup|Gramoxone|diesel|UAN/.test(l));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/Gramoxone SL 3\.0\s*│ crop protection │ gal\s*│\s*│ 100-1431\s*│ yes/);
    expect(lines[1]).toMatch(/Roundup PowerMax\s*│ crop protection │ gal\s*│ 2\.5 gal jug \(2\.5 gal\) │ 524-549\s*│\s*│/);
    expect(res.stdout).toContain("EPA Reg. No.");
  });

  test("--json: every product with its units, the seeded fertilizers included", async () => {
    const res = await s.farmctl(["products", "list", "--json"], { env });
    expect(res.code).toBe(0);
    const rows = JSON.parse(res.stdout) as { name: string; kind: string; units: string[] }[];
    expect(rows.map((r) => r.name)).toEqual([...rows.map((r) => r.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(rows.find((r) => r.name === "Roundup PowerMax")).toMatchObject({ kind: "crop protection", units: ["gal", "qt", "pt", "fl oz", "2.5 gal jug"] });
    expect(rows.filter((r) => r.kind === "fertilizer").length).toBeGreaterThan(3);
    const fuel = JSON.parse((await s.farmctl(["products", "list", "--kind", "fuel", "--json"], { env })).stdout) as { name: string }[];
    expect(fuel.map((r) => r.name)).toEqual(["Red diesel"]);
  });

  test("an unknown kind is a usage error (exit 2) naming the kinds; none of a kind is said on stderr", async () => {
    const bad = await s.farmctl(["products", "list", "--kind", "pesticide"], { env });
    expect(bad.code).toBe(2);
    expect(bad.stdout).toBe("");
    expect(bad.stderr).toContain('--kind "pesticide" must be one of fertilizer, crop protection, seed, soil amendment, fuel, other');
    const none = await s.farmctl(["products", "list", "--kind", "seed"], { env });
    expect({ code: none.code, stdout: none.stdout, stderr: none.stderr }).toEqual({ code: 0, stdout: "", stderr: "No seed products yet.\n" });
  });
});

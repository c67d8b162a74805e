import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readEnv } from "../../api/env";
import { CONTENT_SECURITY_POLICY } from "../../api/lib/security-headers";
import { type TestApp, startTestApp } from "../support/harness";

/*
 * MAP_TILE_URL (docs/map.md, "Tiles"): unset, the map draws on a plain background and the pages load images from
 * nowhere else; set, the SPA learns the template from GET /api/auth/user and the Content-Security-Policy allows its
 * origin for images and fetches, and for nothing else.
 */
const TILES = "https://tiles.farm.lan:8443/osm/{z}/{x}/{y}.png";
let plain: TestApp;
let tiled: TestApp;

beforeAll(async () => {
  [plain, tiled] = await Promise.all([startTestApp(), startTestApp({ mapTileUrl: TILES })]);
}, 60_000);
afterAll(async () => {
  await plain.close();
  await tiled.close();
});

const directives = (policy: string | null) => new Map((policy ?? "").split("; ").map((d) => [d.split(" ")[0]!, d.split(" ").slice(1)]));

async function settingsAndPolicy(t: TestApp) {
  const client = await t.signIn("readonly");
  const res = await client.api.auth.user.$get();
  expect(res.status).toBe(200);
  const body = (await res.json()) as { user: { username: string }; settings: { mapTileUrl: string | null } };
  return { body, policy: res.headers.get("content-security-policy") };
}

describe("map tiles", () => {
  test("unset: no tile URL for the SPA, the policy unchanged", async () => {
    const { body, policy } = await settingsAndPolicy(plain);
    expect(body.settings).toEqual({ mapTileUrl: null });
    expect(policy).toBe(CONTENT_SECURITY_POLICY);
    expect(policy).not.toContain("tiles.farm.lan");
  });

  test("set: the SPA learns the template; its origin is allowed in img-src and connect-src only", async () => {
    const { body, policy } = await settingsAndPolicy(tiled);
    expect(body.settings).toEqual({ mapTileUrl: TILES });
    expect(body.user.username).toBeTruthy();
    const d = directives(policy);
    expect(d.get("img-src")).toEqual(["'self'", "data:", "blob:", "https://tiles.farm.lan:8443"]);
    expect(d.get("connect-src")).toEqual(["'self'", "https://tiles.farm.lan:8443"]);
    for (const [name, sources] of d) if (name !== "img-src" && name !== "connect-src") expect({ name, sources }).toEqual({ name, sources: directives(CONTENT_SECURITY_POLICY).get(name)! });
  });

  test("the environment refuses a template that is not http(s) with {z}, {x} and {y}", () => {
    expect(readEnv({ MAP_TILE_URL: TILES }).MAP_TILE_URL).toBe(TILES);
    expect(readEnv({}).MAP_TILE_URL).toBeUndefined();
    for (const bad of ["ftp://tiles.farm.lan/{z}/{x}/{y}.png", "https://tiles.farm.lan/tiles.png", "not a url {z}{x}{y}", "https://{s}.tile.example/{z}/{x}/{y}.png"]) {
      expect(() => readEnv({ MAP_TILE_URL: bad })).toThrow(/MAP_TILE_URL/);
    }
  });
});

import { systemContext } from "../../api/services/context";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createUser } from "../../api/services/users.service";
import { acceptsGzip } from "../../api/middlewares/compress";
import { type TestApp, startTestApp, TEST_PASSWORD } from "../support/harness";

/**
 * A phone on a slow network downloads the API's text answers gzipped when it says it takes gzip (browsers and
 * farmctl do): the same bytes once unpacked, the cache told the answer varies, and nothing else touched.
 */
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await startTestApp();
  await createUser(systemContext(t.db), { username: "zipper", password: TEST_PASSWORD, role: "admin", displayName: null });
  const login = await t.app.fetch(
    new Request("http://farm.test/api/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "zipper", password: TEST_PASSWORD }) }),
  );
  expect(login.status).toBe(200);
  cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
}, 60_000);
afterAll(() => t.close());

/** The raw answer, as the network carries it (nothing unpacks it). */
const get = (path: string, acceptEncoding?: string) =>
  t.app.fetch(new Request(`http://farm.test${path}`, { headers: { cookie, ...(acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding }) } }));
const bytes = async (res: Response) => new Uint8Array(await res.arrayBuffer());

describe("gzip answers", () => {
  test("a JSON answer of more than 1 KB is gzipped for a client that takes gzip, and unpacks to the same bytes", async () => {
    const plain = await get("/api/openapi.json");
    expect(plain.headers.get("content-encoding")).toBeNull();
    const original = await bytes(plain);
    expect(original.length).toBeGreaterThan(100_000);
    for (const accept of ["gzip, deflate, br", "br;q=1.0, gzip;q=0.8", "*"]) {
      const zipped = await get("/api/openapi.json", accept);
      expect({ accept, encoding: zipped.headers.get("content-encoding") }).toEqual({ accept, encoding: "gzip" });
      expect(zipped.headers.get("vary")).toContain("Accept-Encoding");
      expect(zipped.headers.get("content-type")).toContain("application/json");
      const packed = await bytes(zipped);
      expect(packed.length).toBeLessThan(original.length / 4);
      expect(Bun.gunzipSync(packed)).toEqual(original);
    }
  });

  test("no gzip for a client that does not take it, nor for a small answer", async () => {
    for (const accept of [undefined, "identity", "br", "gzip;q=0", "*;q=0", "gzip;q=0, *"]) {
      const res = await get("/api/openapi.json", accept);
      expect({ accept, encoding: res.headers.get("content-encoding") }).toEqual({ accept, encoding: null });
      expect(JSON.parse(await res.text())).toHaveProperty("openapi");
    }
    const small = await get("/api/auth/user", "gzip");
    expect(small.headers.get("content-encoding")).toBeNull();
    // Small or not, a client that takes gzip could have been answered in it: caches are told.
    expect(small.headers.get("vary")).toContain("Accept-Encoding");
    expect(((await small.json()) as { user: { username: string } }).user.username).toBe("zipper");
  });

  test("a CSV export is gzipped as it streams; a PDF is left as it is", async () => {
    const path = "/api/stone-equipment/monthly-summary?month=4&year=2025&format=";
    const plainCsv = await (await get(`${path}csv`)).text();
    expect(plainCsv.length).toBeGreaterThan(0);
    const csv = await get(`${path}csv`, "gzip");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-encoding")).toBe("gzip");
    expect(new TextDecoder().decode(Bun.gunzipSync(await bytes(csv)))).toBe(plainCsv);
    const pdf = await get(`${path}pdf`, "gzip");
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-encoding")).toBeNull();
    expect(new TextDecoder().decode((await bytes(pdf)).slice(0, 5))).toBe("%PDF-");
  });

  test("Accept-Encoding is read as RFC 9110 says: a q of 0 refuses, a name beats the wildcard", () => {
    expect(acceptsGzip("gzip")).toBe(true);
    expect(acceptsGzip("GZIP;Q=0.5")).toBe(true);
    expect(acceptsGzip("x-gzip")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("gzip;q=0.000")).toBe(false);
    expect(acceptsGzip("*;q=0.1")).toBe(true);
    expect(acceptsGzip("gzip;q=0, *")).toBe(false);
    expect(acceptsGzip("deflate, br")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

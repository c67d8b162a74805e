import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Subprocess } from "bun";
import { freePort } from "../support/server-process";

/**
 * HTTPS on the farm's network (docs/operations.md): the server serves TLS itself from TLS_CERT_FILE and TLS_KEY_FILE.
 * The test is its own certificate authority, as a farm's mkcert or Caddy CA is: a phone that trusts that CA reaches
 * the server; one that does not is refused. A half-set or broken pair stops the server with one line saying why.
 */

const dir = mkdtempSync(join(tmpdir(), "farm-tls-"));
const running: Subprocess[] = [];
afterAll(() => {
  for (const p of running) p.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

function openssl(...args: string[]) {
  const run = Bun.spawnSync(["openssl", ...args], { cwd: dir, stdout: "pipe", stderr: "pipe" });
  if (run.exitCode !== 0) throw new Error(`openssl ${args.join(" ")}: ${run.stderr.toString()}`);
}

/** A certificate authority of its own (key and self-signed certificate), as mkcert or Caddy makes one. */
function makeCa(name: string) {
  openssl("req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", `${name}.key`, "-out", `${name}.pem`, "-days", "2", "-subj", `/CN=${name}`,
    "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign");
}

/** The server's certificate for 127.0.0.1 and localhost, signed by `ca`. */
function makeServerCertificate(ca: string) {
  openssl("req", "-newkey", "rsa:2048", "-nodes", "-keyout", "server.key", "-out", "server.csr", "-subj", "/CN=farm.lan");
  writeFileSync(join(dir, "server.ext"), "subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\nbasicConstraints=CA:FALSE\n");
  openssl("x509", "-req", "-in", "server.csr", "-CA", `${ca}.pem`, "-CAkey", `${ca}.key`, "-CAcreateserial", "-out", "server.pem", "-days", "2", "-extfile", "server.ext");
}

function spawnServer(env: Record<string, string>) {
  const proc = Bun.spawn(["bun", "api/server.ts"], {
    env: { PATH: process.env.PATH ?? "", HOME: tmpdir(), HOST: "127.0.0.1", LOG_REQUESTS: "false", ...env },
    stdout: "ignore",
    stderr: "pipe",
  });
  running.push(proc);
  return proc;
}

/** Runs a server that must refuse to start: its exit code and what it said. */
async function refusal(env: Record<string, string>) {
  const proc = spawnServer({ PORT: String(await freePort()), DATA_DIR: mkdtempSync(join(dir, "data-")), ...env });
  const [code, stderr] = await Promise.all([proc.exited, new Response(proc.stderr).text()]);
  return { code, stderr };
}

let farmCa = "";
let otherCa = "";
let port = 0;
const file = (name: string) => join(dir, name);

beforeAll(async () => {
  makeCa("farm-ca");
  makeCa("other-ca");
  makeServerCertificate("farm-ca");
  farmCa = await Bun.file(file("farm-ca.pem")).text();
  otherCa = await Bun.file(file("other-ca.pem")).text();
  port = await freePort();
  const proc = spawnServer({
    PORT: String(port), DATA_DIR: join(dir, "data"), TLS_CERT_FILE: file("server.pem"), TLS_KEY_FILE: file("server.key"),
    FARM_ADMIN_USERNAME: "owner", FARM_ADMIN_PASSWORD: "tls-owner-password",
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    const ok = await fetch(`https://127.0.0.1:${port}/api/health`, { tls: { ca: farmCa } }).then((r) => r.ok, () => false);
    if (ok) break;
    if (proc.exitCode !== null || Date.now() > deadline) throw new Error(`did not start: ${await new Response(proc.stderr).text()}`);
    await Bun.sleep(250);
  }
}, 120_000);

describe("the server over HTTPS", () => {
  test("a client trusting the farm's CA reaches the server by its address and by localhost", async () => {
    for (const host of ["127.0.0.1", "localhost"]) {
      const res = await fetch(`https://${host}:${port}/api/health`, { tls: { ca: farmCa } });
      expect({ host, status: res.status, body: await res.json() }).toEqual({ host, status: 200, body: { status: "ok", database: true } });
    }
  });

  test("signing in over HTTPS sets a Secure session cookie", async () => {
    const res = await fetch(`https://127.0.0.1:${port}/api/auth/login`, {
      method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "owner", password: "tls-owner-password" }), tls: { ca: farmCa },
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().join("\n");
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
  });

  test("a client that does not trust the farm's CA is refused: another CA, or only the system's", async () => {
    const other = await fetch(`https://127.0.0.1:${port}/api/health`, { tls: { ca: otherCa } }).then(() => "answered", (err: Error & { code?: string }) => err.code ?? err.message);
    expect(other).not.toBe("answered");
    expect(other).toMatch(/VERIFY|CERT|SIGNATURE|ISSUER/i);
    const system = await fetch(`https://127.0.0.1:${port}/api/health`).then(() => "answered", (err: Error & { code?: string }) => err.code ?? err.message);
    expect(system).not.toBe("answered");
  });

  test("plain HTTP on the HTTPS port gets no answer from the farm", async () => {
    const plain = await fetch(`http://127.0.0.1:${port}/api/health`).then(async (r) => `${r.status} ${await r.text()}`, () => "refused");
    expect(plain).not.toContain('"status":"ok"');
  });
});

describe("a TLS setting that cannot work stops the server with one line", () => {
  test("one file without the other", async () => {
    const certOnly = await refusal({ TLS_CERT_FILE: file("server.pem") });
    expect(certOnly.code).toBe(1);
    expect(certOnly.stderr).toContain("TLS_KEY_FILE: required when TLS_CERT_FILE is set (both or neither)");
    const keyOnly = await refusal({ TLS_KEY_FILE: file("server.key") });
    expect(keyOnly.code).toBe(1);
    expect(keyOnly.stderr).toContain("TLS_CERT_FILE: required when TLS_KEY_FILE is set (both or neither)");
  });

  test("a missing file, a file that is not a certificate, and a key of another certificate", async () => {
    const missing = await refusal({ TLS_CERT_FILE: file("nowhere.pem"), TLS_KEY_FILE: file("server.key") });
    expect(missing.stderr).toContain(`TLS_CERT_FILE: cannot read ${file("nowhere.pem")} (ENOENT)`);
    writeFileSync(file("garbage.pem"), "not a certificate\n");
    const garbage = await refusal({ TLS_CERT_FILE: file("garbage.pem"), TLS_KEY_FILE: file("server.key") });
    expect(garbage.stderr).toContain(`TLS_CERT_FILE: ${file("garbage.pem")} is not a PEM certificate`);
    const notAKey = await refusal({ TLS_CERT_FILE: file("server.pem"), TLS_KEY_FILE: file("server.pem") });
    expect(notAKey.stderr).toContain(`TLS_KEY_FILE: ${file("server.pem")} is not an unencrypted PEM private key`);
    const wrongKey = await refusal({ TLS_CERT_FILE: file("server.pem"), TLS_KEY_FILE: file("other-ca.key") });
    expect(wrongKey.stderr).toContain(`TLS_KEY_FILE: ${file("other-ca.key")} is not the key of the certificate in ${file("server.pem")}`);
    for (const r of [missing, garbage, notAKey, wrongKey]) {
      expect(r.code).toBe(1);
      expect(r.stderr).toContain("The farm server did not start: Invalid environment");
      expect(r.stderr).not.toContain("    at ");
    }
  });
});

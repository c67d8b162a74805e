/**
 * Where a task create's CPU goes in a server process under load (issue 41, goal 3), for one server at a time: the real
 * server as `bun start` runs it (`app`), the floor on the product's stack (`stack`, bench/lib/create-stack-floor.ts) or
 * the bare floor (`floor`, bench/lib/create-floor.ts), on a fresh PostgreSQL database with a small farm. 8 keep-alive
 * connections create tasks for `--seconds` after a warm-up; prints the process's user and system CPU a create and its
 * minor page faults a create, from /proc. With `--cpu-prof DIR`, the measured process writes a Markdown CPU profile
 * there as it stops (Bun's --cpu-prof-md): a profile of the real server under real requests, where an in-process one
 * (bench/profile-create.ts) also counts what app.request does that a socket does not (a body without a length is
 * read through Hono's bodyLimit, for one).
 *
 *   bun bench/profile-create-server.ts [app|stack|floor] [--seconds 10] [--cpu-prof DIR] [--pg-url URL]
 */
import { join } from "node:path";
import { parseArgs } from "node:util";
import { systemContext } from "../api/services/context";
import { createSession } from "../api/services/sessions.service";
import { createUser } from "../api/services/users.service";
import { insertFarm } from "../db/generate-farm";
import { freshBenchDatabase } from "./lib/engines";
import { closedLoop } from "./lib/http-load";
import { freePort, startServer, waitFor } from "./lib/server-process";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { seconds: { type: "string", default: "10" }, "cpu-prof": { type: "string" }, "pg-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" } },
});
const which = positionals[0] ?? "app";
const seconds = Number(values.seconds);
if (!["app", "stack", "floor"].includes(which) || !(seconds > 0)) {
  console.error("usage: bun bench/profile-create-server.ts [app|stack|floor] [--seconds 10] [--cpu-prof DIR] [--pg-url URL]");
  process.exit(2);
}
const profile: Record<string, string> = values["cpu-prof"] ? { BUN_OPTIONS: `--cpu-prof-md --cpu-prof-dir=${values["cpu-prof"]}` } : {};

const bench = await freshBenchDatabase("postgres", values["pg-url"]!);
let child: Bun.Subprocess | undefined;
try {
  const { db } = bench.handle;
  const farm = await insertFarm(db, { entities: 2, fieldsPerEntity: 10, cropYears: [2025], tasks: 1000, seed: 7, until: "2025-12-31" });
  const boss = await createUser(systemContext(db), { username: "boss", password: "bench-password", role: "admin", displayName: "Boss" });
  const token = (await createSession(systemContext(db), boss.id)).token;
  let base: string;
  if (which === "app") {
    const server = await startServer(bench.url!, profile);
    child = server.child;
    base = server.base;
  } else {
    const port = await freePort();
    const script = join(import.meta.dir, "lib", which === "stack" ? "create-stack-floor.ts" : "create-floor.ts");
    child = Bun.spawn(["bun", script, "--port", String(port), "--url", bench.url!], { env: { ...process.env, ...profile }, stdout: "ignore", stderr: "inherit" });
    base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/`, child);
  }
  let sent = 0;
  const request = () => {
    const body = JSON.stringify({ entityId: farm.entityIds[0], fieldId: farm.fieldIds[0], categoryId: 6, name: `Bench discing ${++sent}`, cropYear: 2025, date: "2025-03-01", costPerAcre: "10", acresCovered: "10" });
    return Buffer.from(`POST /api/tasks HTTP/1.1\r\nHost: bench\r\nCookie: farm_session=${token}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  };
  const pid = child.pid;
  const stat = async () => {
    const f = (await Bun.file(`/proc/${pid}/stat`).text()).split(") ")[1]!.split(" ");
    return { user: Number(f[11]) / 100, sys: Number(f[12]) / 100, faults: Number(f[7]) };
  };
  await closedLoop(base, request, 8, 1500, 201); // warm-up
  const before = await stat();
  const started = performance.now();
  const rate = await closedLoop(base, request, 8, seconds * 1000, 201);
  const made = (rate * (performance.now() - started)) / 1000;
  const after = await stat();
  const perCreate = (a: number, b: number) => (((b - a) * 1000) / made).toFixed(3);
  console.log(
    `${which}: ${Math.round(rate)} creates/s; CPU a create: user ${perCreate(before.user, after.user)} ms, system ${perCreate(before.sys, after.sys)} ms; minor page faults a create ${((after.faults - before.faults) / made).toFixed(1)}`,
  );
} finally {
  if (child) {
    // SIGTERM: each server stops cleanly, so a profile asked for is written.
    child.kill("SIGTERM");
    await child.exited;
  }
  await bench.dispose();
}

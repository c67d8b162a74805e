/**
 * The project's test command (README, .ci/run): unit and API suites on PGlite, the API suites again on
 * PostgreSQL, then the browser suite; ends with one line `N passed, N failed`.
 */
import { existsSync } from "node:fs";

interface Step {
  name: string;
  cmd: string[];
  env?: Record<string, string>;
  when?: () => boolean;
}

const steps: Step[] = [
  { name: "domain, server + API on PGlite", cmd: ["bun", "test", "--timeout", "60000", "tests/domain", "tests/server", "tests/api", "tests/consistency"], env: { TEST_DB: "pglite" } },
  { name: "API and consistency on PostgreSQL", cmd: ["bun", "test", "--timeout", "60000", "tests/api", "tests/consistency"], env: { TEST_DB: "postgres" } },
  { name: "CLI", cmd: ["bun", "test", "--timeout", "120000", "tests/cli"], when: () => existsSync("tests/cli") },
  { name: "browser (Chromium)", cmd: ["bun", "tests/e2e/run.ts"], when: () => existsSync("tests/e2e/run.ts") },
];

const only = process.argv[2];
let passed = 0;
let failed = 0;
let broken = 0;

for (const step of steps) {
  if (step.when && !step.when()) continue;
  if (only && !step.name.toLowerCase().includes(only.toLowerCase())) continue;
  console.error(`\n=== ${step.name}: ${step.cmd.join(" ")}`);
  const proc = Bun.spawn(step.cmd, {
    env: { ...process.env, ...step.env },
    stdout: "pipe",
    stderr: "pipe",
  });
  let output = "";
  const pump = async (stream: ReadableStream<Uint8Array>, sink: NodeJS.WriteStream) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) {
      const text = decoder.decode(chunk, { stream: true });
      output += text;
      sink.write(text);
    }
  };
  await Promise.all([pump(proc.stdout, process.stdout), pump(proc.stderr, process.stderr)]);
  const code = await proc.exited;
  // bun test ends with lines " 57 pass" and " 0 fail"; sum every such pair a step printed.
  const pass = [...output.matchAll(/^\s*(\d+) pass$/gm)].reduce((n, m) => n + Number(m[1]), 0);
  const fail = [...output.matchAll(/^\s*(\d+) fail$/gm)].reduce((n, m) => n + Number(m[1]), 0);
  passed += pass;
  failed += fail;
  if (code !== 0 && fail === 0) {
    broken++;
    console.error(`=== ${step.name} exited ${code} without a failing test: counted as one failure`);
  }
  console.error(`=== ${step.name}: ${pass} passed, ${fail} failed (exit ${code})`);
}

console.log(`${passed} passed, ${failed + broken} failed`);
process.exit(failed + broken > 0 ? 1 : 0);

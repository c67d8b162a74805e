/**
 * How much of a process's resident memory is WebAssembly linear memory (PGlite's: PostgreSQL's heap, its shared
 * buffers and its stack), read from outside the process in /proc/PID/smaps.
 *
 * JavaScriptCore gives each WebAssembly memory 4 GiB of address space (and a little more) for bounds checks by
 * signals: the pages in use are one read-write anonymous mapping, immediately followed by an inaccessible one for
 * the rest of the 4 GiB. Growing the memory makes more of the reservation read-write, in place. The resident part of
 * that read-write mapping is the memory's share of the process. With no swap, its pages stay resident once touched
 * (WebAssembly memory never shrinks, and nothing gives its pages back), so the share only grows.
 * Checked against PGlite's own figure (`Module.HEAP8.length`) in a process of its own: the read-write mapping is
 * that length and one page.
 */

export interface Mapping {
  start: number;
  end: number;
  perm: string;
  name: string;
  /** Resident KiB. */
  rss: number;
}

export function parseSmaps(text: string): Mapping[] {
  const maps: Mapping[] = [];
  let current: Mapping | undefined;
  for (const line of text.split("\n")) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      current = { start: Number.parseInt(head[1]!, 16), end: Number.parseInt(head[2]!, 16), perm: head[3]!, name: head[4]!, rss: 0 };
      maps.push(current);
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && current) current.rss = Number(rss[1]);
  }
  return maps;
}

const GiB = 2 ** 30;

/** The WebAssembly memories among the mappings: a read-write part followed by its inaccessible rest, 4 GiB together. */
export function wasmMemories(maps: Mapping[]): Mapping[] {
  const found: Mapping[] = [];
  for (let i = 0; i + 1 < maps.length; i++) {
    const used = maps[i]!;
    const rest = maps[i + 1]!;
    const whole = rest.end - used.start;
    if (used.name === "" && rest.name === "" && used.perm.startsWith("rw") && rest.perm === "---p" && used.end === rest.start && whole >= 4 * GiB && whole <= 4 * GiB + 64 * 2 ** 20 && used.end - used.start < 4 * GiB) {
      found.push(used);
    }
  }
  return found;
}

export interface WasmShare {
  /** The process's resident memory, MiB (the sum over its mappings). */
  rss: number;
  /** The WebAssembly memories' resident part, MiB. */
  wasmRss: number;
  /** Their size (what `Module.HEAP8.length` says, and a page), MiB. */
  wasmSize: number;
  /** How many were found (PGlite: one). */
  count: number;
}

/** The process's resident memory and the WebAssembly memories' share of it, now. */
export async function wasmShare(pid: number): Promise<WasmShare> {
  const maps = parseSmaps(await Bun.file(`/proc/${pid}/smaps`).text());
  const wasm = wasmMemories(maps);
  const mib = (kib: number) => kib / 1024;
  return {
    rss: mib(maps.reduce((n, m) => n + m.rss, 0)),
    wasmRss: mib(wasm.reduce((n, m) => n + m.rss, 0)),
    wasmSize: wasm.reduce((n, m) => n + (m.end - m.start), 0) / 2 ** 20,
    count: wasm.length,
  };
}

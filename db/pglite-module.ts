/**
 * PGlite's WebAssembly module, compiled once per process with a smaller starting memory
 * (docs/decisions/server-memory.md, "PGlite's memory starts small").
 *
 * pglite.wasm (PGlite 0.5.x) imports its memory with a declared minimum of 2,048 pages (128 MiB), so PGlite can only
 * start with a memory of at least 128 MiB, though an embedded farm database uses some 50-60 MiB of it. JavaScriptCore
 * counts a WebAssembly memory's whole size, twice (its memory object and its buffer), in the heap size it paces its
 * collections by: 275 MiB of "extra memory" for PGlite's 128 MiB, so the server let some 70 MiB of garbage gather
 * between collections where on PostgreSQL it lets 20-30. Here the declared minimum is rewritten to
 * `PGLITE_INITIAL_PAGES` before the module is compiled, and PGlite is given a memory of that size (its
 * `initialMemory`); PostgreSQL grows it as it needs, as it grows it past 128 MiB on a large query.
 *
 * The rewrite changes two bytes of the import section's limits, the same length in LEB128, nothing else. When the
 * module is not laid out as expected (another PGlite version), the module is compiled as it is and PGlite starts
 * as it would on its own: tests/server/pglite-memory.test.ts then fails, which says to look again. Drop this when
 * PGlite's module declares a small minimum itself.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** 256 pages of 64 KiB: 16 MiB, under what PostgreSQL allocates at start (its shared buffers alone are 32MB). */
export const PGLITE_INITIAL_PAGES = 256;
const WASM_PAGE = 65536;

/** Reads an unsigned LEB128 at `at`: its value and the position after it. */
function leb(bytes: Uint8Array, at: number): { value: number; next: number } {
  let value = 0;
  let shift = 0;
  let byte: number;
  do {
    byte = bytes[at++]!;
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
  } while (byte & 0x80);
  return { value, next: at };
}

/**
 * Where the imported memory's declared minimum is: the offset and length of its LEB128 and its value, or null when the
 * module imports no memory or its sections do not parse.
 */
export function memoryImportMinimum(bytes: Uint8Array): { at: number; length: number; pages: number } | null {
  if (bytes.length < 8 || bytes[0] !== 0 || bytes[1] !== 0x61 || bytes[2] !== 0x73 || bytes[3] !== 0x6d) return null;
  let at = 8;
  while (at < bytes.length) {
    const id = bytes[at]!;
    const size = leb(bytes, at + 1);
    const end = size.next + size.value;
    if (id === 2) {
      let p = size.next;
      const count = leb(bytes, p);
      p = count.next;
      for (let i = 0; i < count.value && p < end; i++) {
        const moduleName = leb(bytes, p);
        p = moduleName.next + moduleName.value;
        const fieldName = leb(bytes, p);
        p = fieldName.next + fieldName.value;
        const kind = bytes[p++]!;
        if (kind === 0) p = leb(bytes, p).next; // a function: its type index
        else if (kind === 1) {
          // a table: its element type, limits' flags, minimum and (flag 1) maximum
          const flags = bytes[p + 1]!;
          p = leb(bytes, p + 2).next;
          if (flags & 1) p = leb(bytes, p).next;
        } else if (kind === 2) {
          const minimum = leb(bytes, p + 1);
          return { at: p + 1, length: minimum.next - (p + 1), pages: minimum.value };
        } else if (kind === 3) p += 2; // a global: its type and mutability
        else return null;
      }
      return null;
    }
    at = end;
  }
  return null;
}

/** The module's bytes with the imported memory's minimum set to `pages`, when it fits in the same LEB128 length. */
export function withMemoryMinimum(bytes: Uint8Array, pages: number): Uint8Array | null {
  const found = memoryImportMinimum(bytes);
  if (!found || found.pages <= pages) return null;
  const encoded: number[] = [];
  let rest = pages;
  do {
    encoded.push(rest & 0x7f);
    rest = Math.floor(rest / 128);
  } while (rest > 0);
  // Padded to the same length (a LEB128 may carry continuation bytes of zero), so no section's size changes.
  if (encoded.length > found.length) return null;
  while (encoded.length < found.length) encoded.push(0);
  const out = new Uint8Array(bytes);
  for (let i = 0; i < encoded.length; i++) out[found.at + i] = encoded[i]! | (i < encoded.length - 1 ? 0x80 : 0);
  return out;
}

/** What PGlite.create is given: the compiled module and the memory to start with. */
export interface PgliteModuleOptions {
  pgliteWasmModule: WebAssembly.Module;
  initialMemory?: number;
}

/** The installed PGlite's module file. */
export const pgliteWasmPath = (): string => fileURLToPath(new URL("./pglite.wasm", import.meta.resolve("@electric-sql/pglite")));

let compiled: Promise<PgliteModuleOptions> | undefined;

/** PGlite's module, compiled once per process, with its memory's minimum lowered where the module allows it. */
export function pgliteModuleOptions(): Promise<PgliteModuleOptions> {
  compiled ??= (async () => {
    const bytes = new Uint8Array(readFileSync(pgliteWasmPath()));
    const smaller = withMemoryMinimum(bytes, PGLITE_INITIAL_PAGES);
    const pgliteWasmModule = await WebAssembly.compile(smaller ?? bytes);
    return smaller ? { pgliteWasmModule, initialMemory: PGLITE_INITIAL_PAGES * WASM_PAGE } : { pgliteWasmModule };
  })();
  compiled.catch(() => {
    compiled = undefined;
  });
  return compiled;
}

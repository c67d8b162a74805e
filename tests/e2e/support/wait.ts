import type { Locator } from "playwright-core";

/** Waits until the locator matches exactly `n` elements (lists re-render after a fetch), then returns n. */
export async function countOf(locator: Locator, n: number, timeoutMs = 10_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let seen = await locator.count();
  while (seen !== n && Date.now() < deadline) {
    await Bun.sleep(100);
    seen = await locator.count();
  }
  return seen;
}

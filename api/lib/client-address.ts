import type { Context } from "hono";
import { getConnInfo } from "hono/bun";
import type { AppBindings } from "./types";

/**
 * The address a client's request came from. Behind trusted proxies each proxy appends the address it received
 * the request from to X-Forwarded-For, so the client's real address is the `hops`-th entry from the RIGHT; the
 * entries further left were written by the client and prove nothing.
 * @example forwardedAddress("6.6.6.6, 203.0.113.7", 1) === "203.0.113.7"
 */
export function forwardedAddress(header: string | undefined, hops: number): string | null {
  const entries = (header ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  if (!entries.length) return null;
  // Fewer entries than proxies: the request reached the first proxy with no header, the leftmost is its client.
  return (entries[entries.length - hops] ?? entries[0]!).slice(0, 64);
}

/** The client's address: from X-Forwarded-For counting TRUSTED_PROXY_HOPS from the right when a proxy is trusted, else the socket's. */
export function clientAddress(c: Context<AppBindings>): string {
  if (c.get("config").trustProxy) {
    const forwarded = forwardedAddress(c.req.header("x-forwarded-for"), c.get("config").trustedProxyHops);
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

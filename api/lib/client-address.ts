import type { Context } from "hono";
import { getConnInfo } from "hono/bun";
import { addressIn } from "./proxy-addresses";
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

/** The address of the socket the request came in on; undefined when there is none (a request made in-process). */
function peerAddress(c: Context<AppBindings>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * True when the X-Forwarded-* headers may be believed: TRUST_PROXY is on and the connection itself comes from one
 * of TRUSTED_PROXY_ADDRESSES (loopback by default), as nginx's `set_real_ip_from`. A client that reaches the port
 * directly is judged by its own socket whatever headers it writes.
 * @example if (fromTrustedProxy(c)) host = c.req.header("x-forwarded-host") ?? host
 */
export function fromTrustedProxy(c: Context<AppBindings>): boolean {
  const config = c.get("config");
  return config.trustProxy && addressIn(peerAddress(c), config.trustedProxyAddresses);
}

/** The client's address: from X-Forwarded-For counting TRUSTED_PROXY_HOPS from the right when it came through a trusted proxy, else the socket's. */
export function clientAddress(c: Context<AppBindings>): string {
  if (fromTrustedProxy(c)) {
    const forwarded = forwardedAddress(c.req.header("x-forwarded-for"), c.get("config").trustedProxyHops);
    if (forwarded) return forwarded;
  }
  return peerAddress(c) ?? "unknown";
}

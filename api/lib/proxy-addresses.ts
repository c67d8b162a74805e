import ipaddr from "ipaddr.js";

/** An address range: its first address and the number of leading bits that must match. */
export type AddressRange = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** Where a reverse proxy may connect from unless told otherwise: this machine (nginx on the same host). */
export const LOOPBACK_PROXIES = ["127.0.0.1/8", "::1"];

/**
 * One address or CIDR range ("10.0.0.5", "10.0.0.0/8", "::1", "fd00::/8"), or null when it is neither.
 * @example parseAddressRange("127.0.0.1/8") // [IPv4 127.0.0.1, 8]; parseAddressRange("::1") // [IPv6 ::1, 128]
 */
export function parseAddressRange(text: string): AddressRange | null {
  const entry = text.trim();
  if (ipaddr.isValidCIDR(entry)) return ipaddr.parseCIDR(entry);
  if (!ipaddr.isValid(entry)) return null;
  const address = ipaddr.parse(entry);
  return [address, address.kind() === "ipv4" ? 32 : 128];
}

const parsed = new WeakMap<readonly string[], AddressRange[]>();

/**
 * True when `address` lies in one of `ranges` (addresses or CIDRs, as TRUSTED_PROXY_ADDRESSES lists them). An IPv4
 * client seen on a dual-stack socket as `::ffff:a.b.c.d` is matched as the IPv4 address it is; anything that is not
 * an address (a missing socket, "unknown") is in no range.
 * @example addressIn("127.0.0.1", ["127.0.0.1/8", "::1"]) === true; addressIn("203.0.113.7", ["127.0.0.1/8"]) === false
 */
export function addressIn(address: string | undefined, ranges: readonly string[]): boolean {
  if (!address || !ipaddr.isValid(address)) return false;
  let list = parsed.get(ranges);
  if (!list) {
    list = ranges.map(parseAddressRange).filter((r): r is AddressRange => r !== null);
    parsed.set(ranges, list);
  }
  const ip = ipaddr.process(address);
  return list.some(([range, bits]) => ip.kind() === range.kind() && ip.match(range, bits));
}

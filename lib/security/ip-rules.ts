import ipaddr from "ipaddr.js";

// Which addresses the safe fetcher may connect to: public unicast only. Pure, so it is tested directly.
export type ForbiddenReason =
  | "invalid"
  | "loopback"
  | "unspecified"
  | "private"
  | "link-local"
  | "multicast"
  | "broadcast"
  | "reserved"
  | "metadata"
  | "ipv4-embedded";

// Cloud metadata services that sit on otherwise public-looking addresses (Azure's wire server);
// the others (169.254.169.254, fd00:ec2::254, 100.100.100.200) already fall in blocked ranges.
const METADATA_ADDRESSES = new Set([
  "168.63.129.16",
  "169.254.169.254",
  "fd00:ec2::254",
  "100.100.100.200",
]);

const IPV4_RANGE_REASONS: Record<string, ForbiddenReason> = {
  unspecified: "unspecified",
  broadcast: "broadcast",
  multicast: "multicast",
  linkLocal: "link-local",
  loopback: "loopback",
  carrierGradeNat: "private",
  private: "private",
};

const IPV6_RANGE_REASONS: Record<string, ForbiddenReason> = {
  unspecified: "unspecified",
  linkLocal: "link-local",
  multicast: "multicast",
  loopback: "loopback",
  uniqueLocal: "private",
  deprecatedSiteLocal: "private",
};

function ipv4Reason(ip: ipaddr.IPv4): ForbiddenReason | null {
  if (METADATA_ADDRESSES.has(ip.toString())) return "metadata";
  const range = ip.range();
  if (range === "unicast") return null;
  return IPV4_RANGE_REASONS[range] ?? "reserved";
}

function embeddedV4(parts: number[], highIndex: number): ipaddr.IPv4 {
  const high = parts[highIndex] ?? 0;
  const low = parts[highIndex + 1] ?? 0;
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

function ipv6Reason(ip: ipaddr.IPv6): ForbiddenReason | null {
  if (ip.zoneId) return "link-local";
  if (METADATA_ADDRESSES.has(ip.toString())) return "metadata";
  const range = ip.range();
  const parts = ip.parts;
  if (range === "unspecified" || range === "loopback")
    return IPV6_RANGE_REASONS[range] ?? "reserved";
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-translated and the deprecated IPv4-compatible ::/96 all reach
  // an IPv4 host through an IPv6 literal: refused whatever the embedded address, like all of ::/64.
  if (parts.slice(0, 4).every((p) => p === 0)) return "ipv4-embedded";
  // NAT64 (64:ff9b::/96) and 6to4 (2002::/16) reach the IPv4 address they embed: judge that address.
  if (range === "rfc6052") {
    if (parts[2] !== 0) return "reserved"; // 64:ff9b:1::/48 is for local-use translation only
    return ipv4Reason(embeddedV4(parts, 6)) ? "ipv4-embedded" : null;
  }
  if (range === "6to4") return ipv4Reason(embeddedV4(parts, 1)) ? "ipv4-embedded" : null;
  // Teredo hides the client's IPv4 address; no public web server is reached through it.
  if (range === "teredo") return "ipv4-embedded";
  if (range !== "unicast") return IPV6_RANGE_REASONS[range] ?? "reserved";
  // Only 2000::/3 is allocated as global unicast; everything else is reserved.
  return ((parts[0] ?? 0) & 0xe000) === 0x2000 ? null : "reserved";
}

/** Why an address may not be fetched, or null when it is a public unicast address. */
export function forbiddenReason(ip: string): ForbiddenReason | null {
  const literal = ip.trim().replace(/^\[(.*)\]$/, "$1");
  // Only strict literals: DNS answers are canonical, and odd URL forms are normalised before this.
  if (ipaddr.IPv4.isValidFourPartDecimal(literal)) return ipv4Reason(ipaddr.IPv4.parse(literal));
  if (ipaddr.IPv6.isValid(literal)) return ipv6Reason(ipaddr.IPv6.parse(literal));
  return "invalid";
}

export function isForbiddenAddress(ip: string): boolean {
  return forbiddenReason(ip) !== null;
}

/** Host names that always point inside the machine or the cloud it runs in, whatever DNS says. */
export function isForbiddenHostname(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.+$/, "");
  if (name === "localhost" || name.endsWith(".localhost")) return true;
  if (name === "metadata.google.internal" || name.endsWith(".internal") || name.endsWith(".local"))
    return true;
  // A single-label name would be completed by the server's own DNS search domains.
  return !name.includes(".") && !name.includes(":");
}

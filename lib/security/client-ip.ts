import "server-only";
import ipaddr from "ipaddr.js";
import { env } from "@/lib/env";

export type ProxySettings = { trustedHops: number; vercel: boolean };

/**
 * The key of callers whose address cannot be known: with no trusted proxy, X-Forwarded-For is
 * whatever the caller wrote (Next.js only fills it in when absent) and route handlers get no
 * socket address, so every such caller shares one bucket — the limit then caps the total load.
 */
export const SHARED_CLIENT_KEY = "shared";

// An IPv6 subscriber holds a whole /64: one bucket for all of it, or rotating the last half evades.
function bucketOf(address: string | undefined): string | null {
  if (!address || !ipaddr.isValid(address)) return null;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  return `${(parsed as ipaddr.IPv6).parts
    .slice(0, 4)
    .map((p) => p.toString(16))
    .join(":")}::/64`;
}

const firstOf = (value: string | null) => value?.split(",")[0]?.trim();

/**
 * The rate-limit key of the caller: on Vercel, the address Vercel writes (it overwrites what the
 * client sent); behind N proxies of our own, the Nth X-Forwarded-For entry from the right, the one
 * the outermost trusted proxy appended; otherwise SHARED_CLIENT_KEY.
 */
export function clientIp(
  request: Request,
  settings: ProxySettings = { trustedHops: env.TRUSTED_PROXY_HOPS, vercel: env.VERCEL },
): string {
  const headers = request.headers;
  if (settings.vercel) {
    const address =
      firstOf(headers.get("x-vercel-forwarded-for")) ?? firstOf(headers.get("x-real-ip"));
    return bucketOf(address) ?? SHARED_CLIENT_KEY;
  }
  if (settings.trustedHops === 0) return SHARED_CLIENT_KEY;
  const chain = (headers.get("x-forwarded-for") ?? "").split(",").map((entry) => entry.trim());
  // Fewer entries than proxies: the request did not come through them, so nothing in it is vouched for.
  if (chain.length < settings.trustedHops) return SHARED_CLIENT_KEY;
  return bucketOf(chain[chain.length - settings.trustedHops]) ?? SHARED_CLIENT_KEY;
}

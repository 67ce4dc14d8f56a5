import "server-only";
import { isIP } from "node:net";
import { env } from "@/lib/env";
import { forbiddenReason, isForbiddenHostname } from "./ip-rules";
import { resolveHost, type ResolvedAddress } from "./resolve-host";
import { FORBIDDEN_MESSAGE, SafeFetchError } from "./safe-fetch-error";

export function allowHostsFromEnv(): string[] {
  return (env.SAFE_FETCH_ALLOW_HOSTS ?? "")
    .split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}

function allowListed(url: URL, allowHosts: string[]): boolean {
  return allowHosts.some((e) => e.toLowerCase() === url.host || e.toLowerCase() === url.hostname);
}

function forbidden(): never {
  throw new SafeFetchError("forbidden_address", FORBIDDEN_MESSAGE);
}

/** Resolves the host and checks every address; the request then connects only to these. */
export async function checkedAddresses(url: URL, allowHosts: string[]): Promise<ResolvedAddress[]> {
  const hostname = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const allowed = allowListed(url, allowHosts);
  if (isIP(hostname)) {
    if (!allowed && forbiddenReason(hostname)) forbidden();
    return [];
  }
  if (!allowed && isForbiddenHostname(hostname)) forbidden();
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolveHost(hostname);
  } catch {
    addresses = [];
  }
  if (addresses.length === 0) {
    throw new SafeFetchError(
      "dns_failure",
      `The domain ${hostname} could not be found. Check the spelling.`,
    );
  }
  // One forbidden answer is enough to refuse: the connection could be made to any of them.
  if (!allowed && addresses.some((a) => forbiddenReason(a.address))) forbidden();
  return addresses;
}

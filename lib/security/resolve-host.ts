import "server-only";
import { lookup } from "node:dns/promises";

export type ResolvedAddress = { address: string; family: 4 | 6 };

/** Every address the system resolver gives for a host name (A and AAAA), in its own order. */
export async function resolveHost(hostname: string): Promise<ResolvedAddress[]> {
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
}

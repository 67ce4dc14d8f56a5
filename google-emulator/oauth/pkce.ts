import { createHash } from "node:crypto";

// RFC 7636 §4.1: 43–128 characters from the unreserved set.
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

export type PkceMethod = "S256" | "plain";

export function s256Challenge(verifier: string): string {
  return createHash("sha256").update(verifier).digest("base64url");
}

/** Whether `verifier` answers the challenge sent with the authorization request. */
export function verifyPkce(verifier: string, challenge: string, method: PkceMethod): boolean {
  if (!VERIFIER.test(verifier)) return false;
  return method === "S256" ? s256Challenge(verifier) === challenge : verifier === challenge;
}

import { SafeFetchError } from "./safe-fetch-error";

const MESSAGES: Record<string, string> = {
  ECONNREFUSED: "refused the connection",
  ECONNRESET: "closed the connection unexpectedly",
  EPIPE: "closed the connection unexpectedly",
  ETIMEDOUT: "could not be reached (the connection timed out)",
  EHOSTUNREACH: "could not be reached",
  ENETUNREACH: "could not be reached",
  CERT_HAS_EXPIRED: "has an expired TLS certificate",
  DEPTH_ZERO_SELF_SIGNED_CERT: "has a self-signed TLS certificate",
  SELF_SIGNED_CERT_IN_CHAIN: "has a self-signed TLS certificate",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "has a TLS certificate that cannot be verified",
  ERR_TLS_CERT_ALTNAME_INVALID: "has a TLS certificate for a different name",
};

/** A readable SafeFetchError for a low-level socket, TLS or HTTP parser failure. */
export function describeNetworkError(error: unknown, host: string): SafeFetchError {
  const code = String((error as NodeJS.ErrnoException | undefined)?.code ?? "");
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") {
    return new SafeFetchError(
      "dns_failure",
      `The domain ${host} could not be found. Check the spelling.`,
    );
  }
  const reason =
    MESSAGES[code] ??
    (code.startsWith("HPE_") ? "sent a response that is not valid HTTP" : "could not be reached");
  return new SafeFetchError("connection_failed", `${host} ${reason}.`);
}

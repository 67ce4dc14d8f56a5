import "server-only";
import { jsonError } from "@/lib/api/response";
import { GoogleApiError } from "./api-error";
import { errorPayload, httpStatusFor, retryAfterSeconds } from "./errors";

/**
 * The route handler's answer to a failed Google call: the catalogue's code and status, with
 * Retry-After when Google said how long to wait. Anything else is not Google's and is rethrown.
 */
export function googleErrorResponse(error: unknown) {
  if (!(error instanceof GoogleApiError)) throw error;
  const { code, message } = errorPayload(error);
  const retryAfter = retryAfterSeconds(error);
  return jsonError(
    httpStatusFor(error),
    code,
    message,
    retryAfter === undefined ? undefined : { "retry-after": String(retryAfter) },
  );
}

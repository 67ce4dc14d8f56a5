import { apiErrorBodySchema, oauthErrorBodySchema } from "./oauth-wire";

export type GoogleOAuthErrorCode =
  "invalid_grant" | "invalid_client" | "invalid_request" | "network" | "unknown";

/**
 * A failed OAuth call. `requiresReauth` means the grant is gone (revoked, expired, reused code):
 * retrying cannot help, the user has to connect Google again.
 */
export class GoogleOAuthError extends Error {
  readonly code: GoogleOAuthErrorCode;
  readonly status?: number;
  readonly requiresReauth: boolean;

  constructor(
    code: GoogleOAuthErrorCode,
    message: string,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = "GoogleOAuthError";
    this.code = code;
    this.status = options.status;
    this.requiresReauth = code === "invalid_grant";
  }
}

const REQUEST_ERRORS = new Set([
  "invalid_request",
  "invalid_token",
  "invalid_scope",
  "unsupported_grant_type",
  "unauthorized_client",
  "redirect_uri_mismatch",
]);

function codeFor(error: string): GoogleOAuthErrorCode {
  if (error === "invalid_grant" || error === "invalid_client") return error;
  return REQUEST_ERRORS.has(error) ? "invalid_request" : "unknown";
}

type HttpFailure = { response?: { status?: unknown; data?: unknown } };

/** What an HTTP failure means, from Google's answer: its OAuth error body, its API envelope or none. */
export function toGoogleOAuthError(failure: unknown): GoogleOAuthError {
  if (failure instanceof GoogleOAuthError) return failure;
  const response = (failure as HttpFailure | null)?.response;
  if (!response || typeof response.status !== "number") {
    const reason = failure instanceof Error ? failure.message : String(failure);
    return new GoogleOAuthError("network", `Google could not be reached: ${reason}`, {
      cause: failure,
    });
  }
  const status = response.status;
  const oauth = oauthErrorBodySchema.safeParse(response.data);
  if (oauth.success) {
    const { error, error_description: description } = oauth.data;
    // The code leads the message so logs and text-based classifiers see it.
    return new GoogleOAuthError(codeFor(error), `${error}: ${description ?? `HTTP ${status}`}`, {
      status,
      cause: failure,
    });
  }
  const api = apiErrorBodySchema.safeParse(response.data);
  // A rejected bearer token: the grant behind it is revoked or the token was never valid.
  const code: GoogleOAuthErrorCode =
    status === 401 ? "invalid_grant" : status === 400 ? "invalid_request" : "unknown";
  const text = api.success ? api.data.error.message : `HTTP ${status}`;
  return new GoogleOAuthError(code, `Google answered ${status}: ${text}`, {
    status,
    cause: failure,
  });
}

/** A 2xx whose body is not what Google documents. */
export function unexpectedBody(what: string, cause: unknown): GoogleOAuthError {
  return new GoogleOAuthError("unknown", `Unexpected ${what} response from Google.`, { cause });
}

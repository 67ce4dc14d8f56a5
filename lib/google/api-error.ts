export type GoogleErrorKind =
  | "reauth"
  | "insufficient_scope"
  | "rate_limit"
  | "quota_daily"
  | "transient"
  | "access_denied"
  | "invalid_request"
  | "not_found";

const REAUTH_KINDS: ReadonlySet<GoogleErrorKind> = new Set(["reauth", "insufficient_scope"]);
const RETRYABLE_KINDS: ReadonlySet<GoogleErrorKind> = new Set(["rate_limit", "transient"]);

/**
 * A failed Google API call, classified. `requiresReauth` means the user has to connect Google
 * again (or grant a missing scope); `retryable` means the same call may succeed later.
 */
export class GoogleApiError extends Error {
  override name = "GoogleApiError";
  readonly kind: GoogleErrorKind;
  /** The HTTP status Google answered; 0 when no answer arrived. */
  readonly status: number;
  /** Google's own reason (ErrorInfo or legacy), when it gave one. */
  readonly reason?: string;
  /** Which API failed, e.g. "searchConsole". */
  readonly api: string;
  /** How long Google asked us to wait, from RetryInfo or Retry-After. */
  readonly retryAfterMs?: number;

  constructor(
    kind: GoogleErrorKind,
    message: string,
    options: {
      status: number;
      api: string;
      reason?: string;
      retryAfterMs?: number;
      cause?: unknown;
    },
  ) {
    super(message, { cause: options.cause });
    this.kind = kind;
    this.status = options.status;
    this.api = options.api;
    if (options.reason !== undefined) this.reason = options.reason;
    if (options.retryAfterMs !== undefined) this.retryAfterMs = options.retryAfterMs;
  }

  get requiresReauth(): boolean {
    return REAUTH_KINDS.has(this.kind);
  }

  get retryable(): boolean {
    return RETRYABLE_KINDS.has(this.kind);
  }
}

import { errorStatus, errorText } from "@/lib/errors/error-text";
import { isAuthError } from "@/lib/errors/is-auth-error";
import type { NotificationInput } from "./types";

// Spec §8 "Data toasts, chosen by code or message" and "Function toasts".
export { gmbConnectToast, gmbSyncToast, syncPropertiesToast } from "./sync-toasts";

export type DataErrorToast = { title: string; message: string; needsSignIn: boolean };
export type FunctionErrorToast = { title: string; message: string };

type Rule = {
  title: string;
  statuses?: number[];
  codes?: RegExp;
  text?: RegExp;
  /** Our API's messages say what to fix; for the others a fixed hint beats a raw error text. */
  hint: string;
  ownMessage?: boolean;
};

const DATA_RULES: readonly Rule[] = [
  {
    title: "Rate Limit Reached",
    statuses: [429],
    codes: /^(?:rate_limited|google_rate_limited|google_quota_exhausted)$/,
    text: /rate limit|quota|too many requests/i,
    hint: "Please wait a few minutes before trying again.",
  },
  {
    title: "No Data Available",
    statuses: [404],
    codes: /^no_data$|not_found$/,
    text: /\bno data\b/i,
    hint: "There is no data for this selection yet.",
    ownMessage: true,
  },
  {
    title: "Invalid Request",
    statuses: [400],
    codes: /^(?:invalid_|google_invalid_request$)/,
    hint: "Please check what you entered and try again.",
    ownMessage: true,
  },
  {
    title: "Access Denied",
    statuses: [403],
    codes: /^(?:forbidden|google_access_denied)$/,
    text: /access denied|forbidden/i,
    hint: "This Google account has no access to that data.",
    ownMessage: true,
  },
  {
    title: "Connection Issue",
    statuses: [502, 503, 504],
    codes: /^(?:network_error|google_unavailable|timeout)$/,
    text: /network|failed to fetch|fetch failed|connection|timed? ?out|timeout/i,
    hint: "Rankwell could not reach the service. Please check your connection and try again.",
  },
];
const AUTH_CODES =
  /^(?:unauthenticated|google_reauth_required|google_scope_required|refresh_token_invalid)$/;
const AUTH_HINT = "Please sign in again to continue.";
const DEFAULT_HINT = "Please try again in a moment.";
// Google answered with a failure of its own: the catalogue's default, since 'Connection Issue'
// would blame the user's connection (docs/notifications.md).
const GOOGLE_SERVER_ERROR_CODE = "google_server_error";
const DEFAULT_TOAST: DataErrorToast = {
  title: "Something Went Wrong",
  message: DEFAULT_HINT,
  needsSignIn: false,
};

function codeOf(error: unknown): string {
  if (typeof error !== "object" || error === null) return "";
  const { code, error: inner } = error as { code?: unknown; error?: unknown };
  if (typeof code === "string") return code;
  const innerCode = (inner as { code?: unknown } | null)?.code;
  return typeof innerCode === "string" ? innerCode : "";
}

const firstLine = (error: unknown) => errorText(error).split("\n")[0]?.trim() ?? "";
const needsReauth = (error: unknown) =>
  (error as { needsReauth?: unknown } | null)?.needsReauth === true;

function matches(rule: Rule, status: number | undefined, code: string, text: string): boolean {
  return (
    (status !== undefined && (rule.statuses?.includes(status) ?? false)) ||
    (rule.codes?.test(code) ?? false) ||
    (rule.text?.test(text) ?? false)
  );
}

/** The toast for a failed data call: its catalogue title, a message, and whether a sign-in fixes it. */
export function dataErrorToast(error: unknown): DataErrorToast {
  const code = codeOf(error);
  const own = firstLine(error);
  if (isAuthError(error) || AUTH_CODES.test(code) || needsReauth(error))
    return { title: "Authentication Expired", message: own || AUTH_HINT, needsSignIn: true };
  if (code === GOOGLE_SERVER_ERROR_CODE) return DEFAULT_TOAST;
  const status = errorStatus(error);
  const text = errorText(error);
  const rule = DATA_RULES.find((candidate) => matches(candidate, status, code, text));
  if (!rule) return DEFAULT_TOAST;
  return { title: rule.title, message: (rule.ownMessage && own) || rule.hint, needsSignIn: false };
}

export const dataErrorNotification = (error: unknown): NotificationInput => ({
  type: "error",
  category: "data",
  ...dataErrorToast(error),
});

const isTimeout = (error: unknown) =>
  (error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError")) ||
  /^(?:timeout|ETIMEDOUT)$/.test(codeOf(error)) ||
  /timed? ?out|timeout|aborted/i.test(errorText(error));

/** The toast for a failed server function call (token refresh, sync, revoke…). */
export function functionErrorToast(error: unknown): FunctionErrorToast {
  const status = errorStatus(error);
  if (status === 401 || codeOf(error) === "unauthenticated" || /no session/i.test(errorText(error)))
    return { title: "Please Sign In", message: "Your session has ended. Sign in to continue." };
  if (status === 408 || status === 504 || isTimeout(error))
    return {
      title: "Request Timed Out",
      message: "The service took too long to answer. Please try again.",
    };
  if (status !== undefined && (status < 200 || status >= 300))
    return {
      title: "Service Issue",
      message: `The service answered with an error (${status}). Please try again in a moment.`,
    };
  return { title: "Unexpected Error", message: "Something unexpected happened. Please try again." };
}

export const functionErrorNotification = (error: unknown): NotificationInput => ({
  type: "error",
  category: "function",
  ...functionErrorToast(error),
});

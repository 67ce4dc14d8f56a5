import { errorStatus, errorText } from "@/lib/auth/error-text";
import { isAuthError } from "@/lib/auth/is-auth-error";

// Spec §8 "Data toasts, chosen by code or message" and §9 durations, for the projects mutations.
export const DATA_SUCCESS_DURATION_MS = 3000;
export const DATA_ERROR_DURATION_MS = 8000;
export const DATA_ERROR_SIGN_IN_DURATION_MS = 12_000;

export const projectToasts = {
  created: (name: string) => `Project "${name}" created`,
  renamed: (name: string) => `Project renamed to "${name}"`,
  deleted: (name: string) => `Project "${name}" deleted`,
  connected: (property: string, project: string) => `${property} connected to ${project}`,
  disconnected: (property: string, project: string) => `${property} disconnected from ${project}`,
};

export type DataErrorToast = { title: string; description: string; duration: number };

const codeOf = (error: unknown): string =>
  typeof (error as { code?: unknown } | null)?.code === "string"
    ? (error as { code: string }).code
    : "";

function titleOf(error: unknown, status: number | undefined, text: string): string {
  const code = codeOf(error);
  if (status === 429 || code === "rate_limited" || /rate limit|quota|too many requests/i.test(text))
    return "Rate Limit Reached";
  if (status === 404 || code.endsWith("not_found") || /\bno data\b/i.test(text))
    return "No Data Available";
  if (status === 400 || code.startsWith("invalid_")) return "Invalid Request";
  if (status === 403 || /access denied|forbidden/i.test(text)) return "Access Denied";
  if (code === "network_error" || /network|failed to fetch|connection/i.test(text))
    return "Connection Issue";
  return "Something Went Wrong";
}

/** The toast for a failed call: the catalogue title and the server's own message. */
export function dataErrorToast(error: unknown): DataErrorToast {
  const text = errorText(error);
  const description = text.split("\n")[0] || "Please try again in a moment.";
  if (isAuthError(error)) {
    return {
      title: "Authentication Expired",
      description,
      duration: DATA_ERROR_SIGN_IN_DURATION_MS,
    };
  }
  return {
    title: titleOf(error, errorStatus(error), text),
    description,
    duration: DATA_ERROR_DURATION_MS,
  };
}

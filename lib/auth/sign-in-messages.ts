// Spec §8 "Sign-in" and "Auth toasts": the texts are a contract, so they live in one place.
export const SIGN_IN_SUCCESS = "Successfully signed in!";

export function signInFailure(reason: string): string {
  return `Failed to sign in: ${reason}`;
}

export const SIGN_IN_REASONS = {
  popupBlocked: "Popup was blocked. Please allow popups and try again.",
  noOAuthUrl: "No OAuth URL received",
  setSessionFailed: "Failed to set session",
  authenticationFailed: "Authentication failed",
  cancelled: "Authentication was cancelled",
  timeout: "Authentication timeout",
  cancelledOrFailed: "Authentication cancelled or failed",
  notAuthenticated: "User not authenticated",
} as const;
export type SignInReason = (typeof SIGN_IN_REASONS)[keyof typeof SIGN_IN_REASONS];

export interface AuthToast {
  title: string;
  description: string;
}

export type AuthToastKind = "popup_blocked" | "permissions_needed" | "session_expired" | "default";

export const AUTH_TOASTS = {
  popup_blocked: {
    title: "Popup Blocked",
    description: "Popup blocked. Please allow popups for this site.",
  },
  permissions_needed: {
    title: "Permissions Needed",
    description:
      "Rankwell needs read access to Search Console and Analytics. Sign in again and allow every permission Google asks for.",
  },
  session_expired: {
    title: "Sign In Required",
    description: "Your session has expired. Please sign in again.",
  },
  default: {
    title: "Authentication Required",
    description:
      "Connect your Google account to continue. Rankwell only asks for read-only access.",
  },
} as const satisfies Record<AuthToastKind, AuthToast>;

/** What a sign-in reports when the browser blocked its popup. */
export const POPUP_BLOCKED_OUTCOME = {
  status: "error",
  reason: SIGN_IN_REASONS.popupBlocked,
  toast: AUTH_TOASTS.popup_blocked,
} as const;

export function authToast(kind: AuthToastKind = "default"): AuthToast {
  return AUTH_TOASTS[kind];
}

export const POST_SIGN_IN_PATH = "/app/";
export const POST_SIGN_IN_REDIRECT_DELAY_MS = 1500;

/** After a sign-in from the root or a path containing "auth" or "login", go to /app/ after 1.5 s. */
export function shouldRedirectAfterSignIn(pathname: string): boolean {
  return pathname === "/" || pathname.includes("auth") || pathname.includes("login");
}

import { describe, expect, it } from "vitest";
import {
  AUTH_TOASTS,
  authToast,
  POST_SIGN_IN_PATH,
  POST_SIGN_IN_REDIRECT_DELAY_MS,
  shouldRedirectAfterSignIn,
  SIGN_IN_REASONS,
  SIGN_IN_SUCCESS,
  signInFailure,
} from "./sign-in-messages";

describe("sign-in messages", () => {
  it("keeps the spec's success and failure texts", () => {
    expect(SIGN_IN_SUCCESS).toBe("Successfully signed in!");
    expect(signInFailure(SIGN_IN_REASONS.timeout)).toBe(
      "Failed to sign in: Authentication timeout",
    );
  });

  it("keeps the eight reasons word for word", () => {
    expect(Object.values(SIGN_IN_REASONS)).toEqual([
      "Popup was blocked. Please allow popups and try again.",
      "No OAuth URL received",
      "Failed to set session",
      "Authentication failed",
      "Authentication was cancelled",
      "Authentication timeout",
      "Authentication cancelled or failed",
      "User not authenticated",
    ]);
  });

  it("keeps the auth toast titles and the popup block text", () => {
    expect(Object.values(AUTH_TOASTS).map((toast) => toast.title)).toEqual([
      "Popup Blocked",
      "Permissions Needed",
      "Sign In Required",
      "Authentication Required",
    ]);
    expect(AUTH_TOASTS.popup_blocked.description).toBe(
      "Popup blocked. Please allow popups for this site.",
    );
    expect(AUTH_TOASTS.session_expired.description).toMatch(/session has expired/);
    expect(AUTH_TOASTS.default.description).toMatch(/read-only access/);
  });

  it("falls back to Authentication Required", () => {
    expect(authToast()).toBe(AUTH_TOASTS.default);
    expect(authToast("permissions_needed").title).toBe("Permissions Needed");
  });
});

describe("shouldRedirectAfterSignIn", () => {
  it("goes to /app/ after 1.5 s", () => {
    expect(POST_SIGN_IN_PATH).toBe("/app/");
    expect(POST_SIGN_IN_REDIRECT_DELAY_MS).toBe(1500);
  });

  it.each(["/", "/auth-callback/", "/auth/v1/callback/", "/login/", "/app/login/"])(
    "redirects from %s",
    (path) => {
      expect(shouldRedirectAfterSignIn(path)).toBe(true);
    },
  );

  it.each(["/app/", "/app/projects/", "/features/", "/tools/meta-tags/", "/pricing/"])(
    "stays on %s",
    (path) => {
      expect(shouldRedirectAfterSignIn(path)).toBe(false);
    },
  );
});

import { authErrorMessage, authSuccessMessage, type PopupMessage } from "@/lib/auth/popup-message";
import { POST_SIGN_IN_PATH, SIGN_IN_REASONS } from "@/lib/auth/sign-in-messages";
import { completeGoogleSignIn, type CallbackParams } from "@/lib/query/auth";
import { ApiRequestError } from "@/lib/query/request";

export interface OpenerLike {
  readonly closed: boolean;
  postMessage(message: PopupMessage, targetOrigin: string): void;
}

/** The parts of the callback page's `window` used here; the browser's window satisfies it. */
export interface CallbackWindow {
  readonly location: {
    readonly search: string;
    readonly origin: string;
    replace(url: string): void;
  };
  readonly opener: OpenerLike | null;
  close(): void;
}

export type CallbackOutcome = { ok: true } | { ok: false; reason: string };

/** Reads Google's answer from the URL and lets the server finish the sign-in. */
export async function completeFromUrl(
  search: string,
  complete: (params: CallbackParams) => Promise<unknown> = completeGoogleSignIn,
): Promise<CallbackOutcome> {
  const params = new URLSearchParams(search);
  const state = params.get("state") ?? "";
  const error = params.get("error");
  const code = params.get("code");
  if (error) {
    // The server still hears of it, so it can drop the pending sign-in; the outcome is the same.
    await complete({ error, state }).catch(() => undefined);
    return { ok: false, reason: SIGN_IN_REASONS.cancelledOrFailed };
  }
  if (!code) return { ok: false, reason: SIGN_IN_REASONS.authenticationFailed };
  try {
    await complete({ code, state });
    return { ok: true };
  } catch (failure) {
    const denied = failure instanceof ApiRequestError && failure.code === "access_denied";
    return {
      ok: false,
      reason: denied ? SIGN_IN_REASONS.cancelledOrFailed : SIGN_IN_REASONS.authenticationFailed,
    };
  }
}

function liveOpener(win: CallbackWindow): OpenerLike | null {
  try {
    return win.opener && !win.opener.closed ? win.opener : null;
  } catch {
    return null;
  }
}

/**
 * In the popup: tells the opening window the outcome (only a window of our own origin may read it)
 * and closes. Opened without a popup: goes to the dashboard on success. `handedOver` says the page
 * has nothing more to show.
 */
export async function finishSignIn(
  win: CallbackWindow,
  navigate: (path: string) => void,
  complete?: (params: CallbackParams) => Promise<unknown>,
): Promise<CallbackOutcome & { handedOver: boolean }> {
  const outcome = await completeFromUrl(win.location.search, complete);
  const opener = liveOpener(win);
  if (opener) {
    const message = outcome.ok ? authSuccessMessage() : authErrorMessage(outcome.reason);
    opener.postMessage(message, win.location.origin);
    win.close();
    return { ...outcome, handedOver: true };
  }
  if (outcome.ok) navigate(POST_SIGN_IN_PATH);
  return { ...outcome, handedOver: outcome.ok };
}

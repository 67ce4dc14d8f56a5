import { AUTH_ERROR_MESSAGE, popupMessageSchema, type PopupSession } from "./popup-message";
import { isAllowedOrigin } from "./popup-origin";
import {
  POPUP_NAME,
  popupFeatures,
  type MessageEventLike,
  type PopupWindowLike,
  type WindowLike,
} from "./popup-window";
import { POPUP_BLOCKED_OUTCOME, SIGN_IN_REASONS, type AuthToast } from "./sign-in-messages";

export { isAllowedOrigin } from "./popup-origin";
export { POPUP_NAME } from "./popup-window";
export type { WindowLike } from "./popup-window";

export const POPUP_TIMEOUT_MS = 300_000;
export const POPUP_CLOSED_POLL_MS = 1000;
export const POPUP_CANCEL_GRACE_MS = 2000;

export type PopupState = "idle" | "open" | "success" | "error" | "cancelled" | "timeout";

export type PopupOutcome =
  | { status: "success"; session: PopupSession | null }
  | { status: "error"; reason: string; toast?: AuthToast }
  | { status: "cancelled"; reason: typeof SIGN_IN_REASONS.cancelled }
  | { status: "timeout"; reason: typeof SIGN_IN_REASONS.timeout };

export interface LoginPopupOptions {
  url: string;
  window: WindowLike;
  /** Preview origins allowed besides our own, exact or like `https://*.vercel.app`. */
  allowedOrigins?: readonly string[];
  /** Sets the session a success message carries; a rejection reports 'Failed to set session'. */
  setSession?: (session: PopupSession) => Promise<unknown>;
  /** Called exactly once, with the final outcome. */
  onResult: (outcome: PopupOutcome) => void;
}

export interface LoginPopup {
  readonly blocked: boolean;
  readonly state: PopupState;
  /** Stops listening without reporting (the caller went away). */
  dispose: () => void;
}

/** Spec §4 Login popup: idle → open → success | error | cancelled | timeout. */
export function openLoginPopup(options: LoginPopupOptions): LoginPopup {
  const { window: win, onResult } = options;
  let state: PopupState = "idle";
  const popup = tryOpen(win, options.url);

  if (!popup) {
    state = "error";
    onResult({ ...POPUP_BLOCKED_OUTCOME });
    return { blocked: true, state, dispose: () => undefined };
  }
  state = "open";

  let settled = false;
  let disposed = false;
  let graceTimer: ReturnType<typeof setTimeout> | undefined;
  const timeoutTimer = setTimeout(() => {
    popup.close();
    settle({ status: "timeout", reason: SIGN_IN_REASONS.timeout });
  }, POPUP_TIMEOUT_MS);
  const pollTimer = setInterval(() => {
    if (!isClosed(popup)) return;
    clearInterval(pollTimer);
    // The callback page may post and close in the same instant; give its message time to arrive.
    graceTimer = setTimeout(
      () => settle({ status: "cancelled", reason: SIGN_IN_REASONS.cancelled }),
      POPUP_CANCEL_GRACE_MS,
    );
  }, POPUP_CLOSED_POLL_MS);

  function cleanup() {
    settled = true;
    clearTimeout(timeoutTimer);
    clearInterval(pollTimer);
    clearTimeout(graceTimer);
    win.removeEventListener("message", onMessage);
  }

  function report(outcome: PopupOutcome) {
    if (disposed) return;
    state = outcome.status;
    onResult(outcome);
  }

  function settle(outcome: PopupOutcome) {
    if (settled) return;
    cleanup();
    report(outcome);
  }

  function onMessage(event: MessageEventLike) {
    if (settled || !isAllowedOrigin(event.origin, win.location.origin, options.allowedOrigins))
      return;
    const message = popupMessageSchema.safeParse(event.data);
    if (!message.success) return;
    if (message.data.type === AUTH_ERROR_MESSAGE) {
      settle({
        status: "error",
        reason: message.data.error || SIGN_IN_REASONS.authenticationFailed,
      });
      return;
    }
    const session = message.data.session ?? null;
    cleanup();
    if (!session || !options.setSession) return report({ status: "success", session });
    options.setSession(session).then(
      () => report({ status: "success", session }),
      () => report({ status: "error", reason: SIGN_IN_REASONS.setSessionFailed }),
    );
  }

  win.addEventListener("message", onMessage);

  return {
    blocked: false,
    get state() {
      return state;
    },
    dispose() {
      disposed = true;
      cleanup();
    },
  };
}

// A sandboxed frame throws instead of returning null; both mean the popup did not open.
function tryOpen(win: WindowLike, url: string): PopupWindowLike | null {
  try {
    return win.open(url, POPUP_NAME, popupFeatures(win));
  } catch {
    return null;
  }
}

function isClosed(popup: PopupWindowLike): boolean {
  try {
    return popup.closed;
  } catch {
    return false;
  }
}

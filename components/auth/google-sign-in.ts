import type { LoginPopup, PopupOutcome } from "@/lib/auth/popup";
import type { PopupSession } from "@/lib/auth/popup-message";
import {
  POPUP_NAME,
  popupFeatures,
  type PopupWindowLike,
  type WindowLike,
} from "@/lib/auth/popup-window";
import { POPUP_BLOCKED_OUTCOME, SIGN_IN_REASONS } from "@/lib/auth/sign-in-messages";

export interface NavigablePopup extends PopupWindowLike {
  location: { href: string };
}

/** The browser window, seen through the parts the sign-in uses; `window` satisfies it. */
export interface SignInWindow extends Omit<WindowLike, "open"> {
  open(url: string, target: string, features: string): NavigablePopup | null;
}

export interface GoogleSignInOptions {
  window: SignInWindow;
  /** Asks the server for Google's consent URL; null when it has none. */
  getUrl: () => Promise<string | null>;
  /** Supabase mode: takes over the session the popup posts; the built-in flow has none to take. */
  setSession?: (session: PopupSession) => Promise<unknown>;
  /** Called exactly once with the outcome, unless disposed first. */
  onResult: (outcome: PopupOutcome) => void;
}

/**
 * Opens the popup at once, inside the click, because browsers block a popup opened after an await;
 * it waits on about:blank until the server has made the consent URL, then goes there. The popup
 * flow (and zod, which checks the popup's message) loads meanwhile, not with the page.
 */
export function startGoogleSignIn({
  window: win,
  getUrl,
  setSession,
  onResult,
}: GoogleSignInOptions): {
  dispose: () => void;
} {
  const popup = openBlank(win);
  if (!popup) {
    onResult({ ...POPUP_BLOCKED_OUTCOME });
    return { dispose: () => undefined };
  }
  const opener = withPopup(win, popup);

  let flow: LoginPopup | null = null;
  let disposed = false;
  const flowModule = import("@/lib/auth/popup");
  flowModule.catch(() => undefined); // reported below when the URL needs it
  void getUrl()
    .catch(() => null)
    .then(async (url) => {
      const { openLoginPopup } = url ? await flowModule : { openLoginPopup: null };
      if (disposed) return;
      if (!url || !openLoginPopup) {
        popup.close();
        onResult({ status: "error", reason: SIGN_IN_REASONS.noOAuthUrl });
        return;
      }
      popup.location.href = url;
      flow = openLoginPopup({ url, window: opener, setSession, onResult });
    })
    .catch(() => {
      // The popup flow's code failed to load (offline, or a new deployment).
      if (disposed) return;
      popup.close();
      onResult({ status: "error", reason: SIGN_IN_REASONS.authenticationFailed });
    });

  return {
    dispose() {
      disposed = true;
      flow?.dispose();
    },
  };
}

function openBlank(win: SignInWindow): NavigablePopup | null {
  try {
    return win.open("about:blank", POPUP_NAME, popupFeatures(win));
  } catch {
    return null;
  }
}

/** The window as openLoginPopup sees it, whose open() hands back the popup already opened. */
function withPopup(win: SignInWindow, popup: NavigablePopup): WindowLike {
  return {
    get location() {
      return win.location;
    },
    screenX: win.screenX,
    screenY: win.screenY,
    outerWidth: win.outerWidth,
    outerHeight: win.outerHeight,
    open: () => popup,
    addEventListener: (type, listener) => win.addEventListener(type, listener),
    removeEventListener: (type, listener) => win.removeEventListener(type, listener),
  };
}

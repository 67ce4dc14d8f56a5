import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  openLoginPopup,
  POPUP_CANCEL_GRACE_MS,
  POPUP_CLOSED_POLL_MS,
  POPUP_TIMEOUT_MS,
  type LoginPopupOptions,
  type PopupOutcome,
} from "./popup";
import type { MessageEventLike, PopupWindowLike, WindowLike } from "./popup-window";

const SELF = "https://rankwell.app";
const session = { access_token: "eyJ.a.b", refresh_token: "refresh-1" };

class FakePopup implements PopupWindowLike {
  closed = false;
  close = vi.fn(() => {
    this.closed = true;
  });
}

class FakeWindow implements WindowLike {
  readonly location = { origin: SELF };
  readonly screenX = 100;
  readonly screenY = 50;
  readonly outerWidth = 1400;
  readonly outerHeight = 900;
  readonly listeners = new Set<(event: MessageEventLike) => void>();
  constructor(readonly popup: FakePopup | null = new FakePopup()) {}
  open = vi.fn((_url: string, _target: string, _features: string) => this.popup);
  addEventListener(_type: "message", listener: (event: MessageEventLike) => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: "message", listener: (event: MessageEventLike) => void) {
    this.listeners.delete(listener);
  }
  post(data: unknown, origin = SELF) {
    this.listeners.forEach((listener) => listener({ origin, data }));
  }
}

describe("openLoginPopup", () => {
  let win: FakeWindow;
  let onResult: ReturnType<typeof vi.fn<(outcome: PopupOutcome) => void>>;

  beforeEach(() => {
    vi.useFakeTimers();
    win = new FakeWindow();
    onResult = vi.fn();
  });
  afterEach(() => vi.useRealTimers());

  const open = (options: Partial<LoginPopupOptions> = {}) =>
    openLoginPopup({
      url: "https://accounts.google.com/o/oauth2/v2/auth?x=1",
      window: win,
      onResult,
      ...options,
    });

  function expectCleanedUp() {
    expect(win.listeners.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  }

  it("opens a 500×600 popup centred on the window", () => {
    const popup = open();
    expect(win.open).toHaveBeenCalledWith(
      "https://accounts.google.com/o/oauth2/v2/auth?x=1",
      "rankwell-google-sign-in",
      "width=500,height=600,left=550,top=200,scrollbars=yes",
    );
    expect(popup.state).toBe("open");
    expect(popup.blocked).toBe(false);
  });

  it("reports a blocked popup at once, with its toast", () => {
    win = new FakeWindow(null);
    const popup = open();
    expect(popup.blocked).toBe(true);
    expect(popup.state).toBe("error");
    expect(onResult).toHaveBeenCalledWith({
      status: "error",
      reason: "Popup was blocked. Please allow popups and try again.",
      toast: {
        title: "Popup Blocked",
        description: "Popup blocked. Please allow popups for this site.",
      },
    });
    expectCleanedUp();
  });

  it("treats a window.open that throws as blocked", () => {
    win.open.mockImplementation(() => {
      throw new DOMException("Blocked", "SecurityError");
    });
    expect(open().blocked).toBe(true);
  });

  it("succeeds on SUPABASE_AUTH_SUCCESS without a session", () => {
    const popup = open();
    win.post({ type: "SUPABASE_AUTH_SUCCESS" });
    expect(onResult).toHaveBeenCalledWith({ status: "success", session: null });
    expect(popup.state).toBe("success");
    expectCleanedUp();
  });

  it("sets the session a success carries, then reports success", async () => {
    const setSession = vi.fn(async () => undefined);
    const popup = open({ setSession });
    win.post({ type: "SUPABASE_AUTH_SUCCESS", session });
    expect(setSession).toHaveBeenCalledWith(session);
    expectCleanedUp();
    await vi.waitFor(() => expect(onResult).toHaveBeenCalledWith({ status: "success", session }));
    expect(popup.state).toBe("success");
  });

  it("reports 'Failed to set session' when setting the session fails", async () => {
    const popup = open({ setSession: vi.fn(async () => Promise.reject(new Error("bad jwt"))) });
    win.post({ type: "SUPABASE_AUTH_SUCCESS", session });
    await vi.waitFor(() =>
      expect(onResult).toHaveBeenCalledWith({ status: "error", reason: "Failed to set session" }),
    );
    expect(popup.state).toBe("error");
  });

  it("reports the error text of SUPABASE_AUTH_ERROR", () => {
    const popup = open();
    win.post({ type: "SUPABASE_AUTH_ERROR", error: "access_denied" });
    expect(onResult).toHaveBeenCalledWith({ status: "error", reason: "access_denied" });
    expect(popup.state).toBe("error");
    expectCleanedUp();
  });

  it("falls back to 'Authentication failed' for an empty error text", () => {
    open();
    win.post({ type: "SUPABASE_AUTH_ERROR", error: "" });
    expect(onResult).toHaveBeenCalledWith({ status: "error", reason: "Authentication failed" });
  });

  it.each([
    ["a look-alike origin", { type: "SUPABASE_AUTH_SUCCESS" }, "https://evil.com?x=.vercel.app"],
    [
      "a host that contains ours",
      { type: "SUPABASE_AUTH_SUCCESS" },
      "https://rankwell.app.evil.com",
    ],
    [
      "a preview origin that is not configured",
      { type: "SUPABASE_AUTH_SUCCESS" },
      "https://x.vercel.app",
    ],
    ["another message type", { type: "webpackOk" }, SELF],
    ["a malformed session", { type: "SUPABASE_AUTH_SUCCESS", session: { access_token: 1 } }, SELF],
    ["an error without text", { type: "SUPABASE_AUTH_ERROR" }, SELF],
    ["a bare string", "SUPABASE_AUTH_SUCCESS", SELF],
  ])("ignores %s", (_label, data, origin) => {
    const popup = open();
    win.post(data, origin);
    expect(onResult).not.toHaveBeenCalled();
    expect(popup.state).toBe("open");
    expect(win.listeners.size).toBe(1);
  });

  it("accepts a configured preview origin", () => {
    open({ allowedOrigins: ["https://*.vercel.app"] });
    win.post({ type: "SUPABASE_AUTH_SUCCESS" }, "https://rankwell-git-main.vercel.app");
    expect(onResult).toHaveBeenCalledWith({ status: "success", session: null });
  });

  it("reports cancelled 2 s after the popup is seen closed with no message", async () => {
    const popup = open();
    await vi.advanceTimersByTimeAsync(POPUP_CLOSED_POLL_MS * 3);
    win.popup!.closed = true;
    await vi.advanceTimersByTimeAsync(POPUP_CLOSED_POLL_MS);
    await vi.advanceTimersByTimeAsync(POPUP_CANCEL_GRACE_MS - 1);
    expect(onResult).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onResult).toHaveBeenCalledWith({
      status: "cancelled",
      reason: "Authentication was cancelled",
    });
    expect(popup.state).toBe("cancelled");
    expectCleanedUp();
  });

  it("still takes a message that arrives during the 2 s grace", async () => {
    open();
    win.popup!.closed = true;
    await vi.advanceTimersByTimeAsync(POPUP_CLOSED_POLL_MS + 500);
    win.post({ type: "SUPABASE_AUTH_SUCCESS" });
    await vi.advanceTimersByTimeAsync(POPUP_CANCEL_GRACE_MS * 2);
    expect(onResult.mock.calls).toEqual([[{ status: "success", session: null }]]);
    expectCleanedUp();
  });

  it("times out after 5 minutes and closes the popup", async () => {
    const popup = open();
    await vi.advanceTimersByTimeAsync(POPUP_TIMEOUT_MS - 1);
    expect(onResult).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onResult).toHaveBeenCalledWith({ status: "timeout", reason: "Authentication timeout" });
    expect(win.popup!.close).toHaveBeenCalled();
    expect(popup.state).toBe("timeout");
    expectCleanedUp();
  });

  it("reports only once", async () => {
    open();
    win.post({ type: "SUPABASE_AUTH_ERROR", error: "first" });
    win.post({ type: "SUPABASE_AUTH_SUCCESS" });
    win.popup!.closed = true;
    await vi.advanceTimersByTimeAsync(POPUP_TIMEOUT_MS);
    expect(onResult).toHaveBeenCalledTimes(1);
  });

  it("treats a popup whose closed flag throws as still open", async () => {
    Object.defineProperty(win.popup!, "closed", {
      get: () => {
        throw new DOMException("Blocked a frame", "SecurityError");
      },
    });
    open();
    await vi.advanceTimersByTimeAsync(POPUP_CLOSED_POLL_MS * 10);
    expect(onResult).not.toHaveBeenCalled();
  });

  it("stops listening and reporting once disposed", async () => {
    const setSession = vi.fn(async () => undefined);
    const popup = open({ setSession });
    win.post({ type: "SUPABASE_AUTH_SUCCESS", session });
    popup.dispose();
    await vi.advanceTimersByTimeAsync(POPUP_TIMEOUT_MS);
    expect(onResult).not.toHaveBeenCalled();

    const second = open();
    second.dispose();
    await vi.advanceTimersByTimeAsync(POPUP_TIMEOUT_MS);
    expect(onResult).not.toHaveBeenCalled();
    expectCleanedUp();
  });
});

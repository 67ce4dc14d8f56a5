import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PopupOutcome } from "@/lib/auth/popup";
import type { MessageEventLike } from "@/lib/auth/popup-window";
import { startGoogleSignIn, type NavigablePopup, type SignInWindow } from "./google-sign-in";

const SELF = "https://rankwell.app";
const CONSENT_URL = "https://rankwell.app/emulator/google/o/oauth2/v2/auth?state=s1";

class FakePopup implements NavigablePopup {
  closed = false;
  location = { href: "about:blank" };
  close = vi.fn(() => {
    this.closed = true;
  });
}

class FakeWindow implements SignInWindow {
  readonly location = { origin: SELF };
  readonly screenX = 0;
  readonly screenY = 0;
  readonly outerWidth = 1200;
  readonly outerHeight = 800;
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

/** The popup flow loads with the click (not with the page); settles once it has and the URL came. */
async function flowStarted() {
  await import("@/lib/auth/popup");
  await vi.advanceTimersByTimeAsync(0);
}

describe("startGoogleSignIn", () => {
  let onResult: ReturnType<typeof vi.fn<(outcome: PopupOutcome) => void>>;
  beforeEach(() => {
    vi.useFakeTimers();
    onResult = vi.fn();
  });
  afterEach(() => vi.useRealTimers());

  it("opens a 500×600 popup before the consent URL is known, then sends it there", async () => {
    const win = new FakeWindow();
    let resolveUrl: (url: string) => void = () => undefined;
    const getUrl = () => new Promise<string>((resolve) => (resolveUrl = resolve));
    startGoogleSignIn({ window: win, getUrl, onResult });

    expect(win.open).toHaveBeenCalledWith(
      "about:blank",
      "rankwell-google-sign-in",
      expect.stringContaining("width=500,height=600"),
    );
    resolveUrl(CONSENT_URL);
    await flowStarted();
    expect(win.popup?.location.href).toBe(CONSENT_URL);

    win.post({ type: "SUPABASE_AUTH_SUCCESS" });
    expect(onResult).toHaveBeenCalledWith({ status: "success", session: null });
  });

  it("reports a blocked popup without asking the server", () => {
    const win = new FakeWindow(null);
    const getUrl = vi.fn(async () => CONSENT_URL);
    startGoogleSignIn({ window: win, getUrl, onResult });

    expect(getUrl).not.toHaveBeenCalled();
    expect(onResult).toHaveBeenCalledWith({
      status: "error",
      reason: "Popup was blocked. Please allow popups and try again.",
      toast: {
        title: "Popup Blocked",
        description: "Popup blocked. Please allow popups for this site.",
      },
    });
  });

  it("closes the popup and reports 'No OAuth URL received' when the server gives no URL", async () => {
    const win = new FakeWindow();
    startGoogleSignIn({ window: win, getUrl: async () => null, onResult });
    await flowStarted();

    expect(win.popup?.close).toHaveBeenCalled();
    expect(onResult).toHaveBeenCalledWith({ status: "error", reason: "No OAuth URL received" });
  });

  it("treats a failed request for the URL like a missing URL", async () => {
    const win = new FakeWindow();
    startGoogleSignIn({ window: win, getUrl: () => Promise.reject(new Error("500")), onResult });
    await flowStarted();
    expect(onResult).toHaveBeenCalledWith({ status: "error", reason: "No OAuth URL received" });
  });

  it("passes on the error the callback page posts, and ignores other origins", async () => {
    const win = new FakeWindow();
    startGoogleSignIn({ window: win, getUrl: async () => CONSENT_URL, onResult });
    await flowStarted();

    win.post({ type: "SUPABASE_AUTH_SUCCESS" }, "https://evil.example");
    win.post({ type: "SUPABASE_AUTH_ERROR", error: "Authentication cancelled or failed" });
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith({
      status: "error",
      reason: "Authentication cancelled or failed",
    });
  });

  it("reports a cancel 2 s after the popup is closed without a message", async () => {
    const win = new FakeWindow();
    startGoogleSignIn({ window: win, getUrl: async () => CONSENT_URL, onResult });
    await flowStarted();
    win.popup!.closed = true;

    await vi.advanceTimersByTimeAsync(1000);
    expect(onResult).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(onResult).toHaveBeenCalledWith({
      status: "cancelled",
      reason: "Authentication was cancelled",
    });
  });

  it("reports nothing once disposed", async () => {
    const win = new FakeWindow();
    const flow = startGoogleSignIn({ window: win, getUrl: async () => CONSENT_URL, onResult });
    flow.dispose();
    await flowStarted();
    win.post({ type: "SUPABASE_AUTH_SUCCESS" });
    expect(onResult).not.toHaveBeenCalled();
  });
});

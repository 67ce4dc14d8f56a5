import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  AUTH_CHECK_FIRST_DELAY_MS,
  AUTH_CHECK_INTERVAL_MS,
  AUTH_STATES,
  createAuthChecker,
  deriveAuthState,
  type AuthState,
} from "./auth-state";
import { REFRESH_ERRORS } from "@/lib/google/tokens/refresh-rules";
import { getTokenHealth } from "./token-health";

const now = Date.parse("2025-03-01T12:00:00.000Z");
const health = (minutesLeft: number, needsReauth = false) =>
  getTokenHealth(
    { expiresAt: new Date(now + minutesLeft * 60_000).toISOString(), needsReauth },
    now,
  );
const user = { id: "7f0c1a52-3c1e-4c39-9a51-2b1d0f6d9e10" };
const succeeds = async () => ({ ok: true }) as const;
const fails = async () => ({ ok: false, error: REFRESH_ERRORS.refresh_failed }) as const;

describe("deriveAuthState", () => {
  it("lists the five states", () => {
    expect(AUTH_STATES).toEqual([
      "checking",
      "unauthenticated",
      "authenticated",
      "token_missing",
      "token_expired",
    ]);
  });

  it("is unauthenticated with no user, whatever the tokens", async () => {
    const refresh = vi.fn(succeeds);
    await expect(deriveAuthState({ user: null, tokenHealth: health(1), refresh })).resolves.toBe(
      "unauthenticated",
    );
    expect(refresh).not.toHaveBeenCalled();
  });

  it("is token_missing with no tokens", async () => {
    await expect(deriveAuthState({ user, tokenHealth: null, refresh: succeeds })).resolves.toBe(
      "token_missing",
    );
  });

  it("is token_missing when the tokens are unhealthy, without trying a refresh", async () => {
    const refresh = vi.fn(succeeds);
    await expect(deriveAuthState({ user, tokenHealth: health(1, true), refresh })).resolves.toBe(
      "token_missing",
    );
    expect(refresh).not.toHaveBeenCalled();
  });

  it("is authenticated after a successful background refresh", async () => {
    const refresh = vi.fn(succeeds);
    await expect(deriveAuthState({ user, tokenHealth: health(8), refresh })).resolves.toBe(
      "authenticated",
    );
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("is token_expired after a failed background refresh", async () => {
    await expect(deriveAuthState({ user, tokenHealth: health(-1), refresh: fails })).resolves.toBe(
      "token_expired",
    );
  });

  it("is authenticated with a fresh token, without a refresh", async () => {
    const refresh = vi.fn(succeeds);
    await expect(deriveAuthState({ user, tokenHealth: health(45), refresh })).resolves.toBe(
      "authenticated",
    );
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe("createAuthChecker", () => {
  let stop: (() => void) | undefined;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    stop?.();
    vi.useRealTimers();
  });

  it("keeps the spec's timings", () => {
    expect(AUTH_CHECK_FIRST_DELAY_MS).toBe(100);
    expect(AUTH_CHECK_INTERVAL_MS).toBe(300_000);
  });

  it("checks after 100 ms and then every 5 minutes, reporting each state", async () => {
    const states: AuthState[] = ["authenticated", "token_expired", "unauthenticated"];
    const check = vi.fn(async () => states.shift() ?? "unauthenticated");
    const onState = vi.fn();
    stop = createAuthChecker({ check, onState }).stop;

    await vi.advanceTimersByTimeAsync(99);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onState).toHaveBeenLastCalledWith("authenticated");
    await vi.advanceTimersByTimeAsync(300_000 - 100);
    expect(onState).toHaveBeenLastCalledWith("token_expired");
    await vi.advanceTimersByTimeAsync(300_000);
    expect(onState).toHaveBeenLastCalledWith("unauthenticated");
    expect(check).toHaveBeenCalledTimes(3);
  });

  it("reports only the newest check when an older one finishes late", async () => {
    let finishSlow!: (state: AuthState) => void;
    const check = vi
      .fn<() => Promise<AuthState>>()
      .mockImplementationOnce(() => new Promise((resolve) => (finishSlow = resolve)))
      .mockResolvedValueOnce("unauthenticated");
    const onState = vi.fn();
    const checker = createAuthChecker({ check, onState });
    stop = checker.stop;

    await vi.advanceTimersByTimeAsync(100);
    await checker.checkNow();
    finishSlow("authenticated");
    await vi.advanceTimersByTimeAsync(0);
    expect(onState.mock.calls).toEqual([["unauthenticated"]]);
  });

  it("keeps the last state when a check fails", async () => {
    const check = vi
      .fn<() => Promise<AuthState>>()
      .mockRejectedValue(new TypeError("Failed to fetch"));
    const onState = vi.fn();
    stop = createAuthChecker({ check, onState }).stop;
    await vi.advanceTimersByTimeAsync(100);
    expect(check).toHaveBeenCalledTimes(1);
    expect(onState).not.toHaveBeenCalled();
  });

  it("stops its timers and drops an answer that arrives after stop", async () => {
    let finish!: (state: AuthState) => void;
    const check = vi.fn(() => new Promise<AuthState>((resolve) => (finish = resolve)));
    const onState = vi.fn();
    const checker = createAuthChecker({ check, onState });
    await vi.advanceTimersByTimeAsync(100);
    checker.stop();
    finish("authenticated");
    await vi.advanceTimersByTimeAsync(10 * 300_000);
    expect(check).toHaveBeenCalledTimes(1);
    expect(onState).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

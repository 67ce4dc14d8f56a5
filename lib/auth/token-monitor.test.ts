import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getTokenHealth, type TokenHealth } from "./token-health";
import {
  REFRESHING_ACCESS_TEXT,
  startTokenMonitor,
  TOKEN_MONITOR_FIRST_CHECK_MS,
  TOKEN_MONITOR_INTERVAL_MS,
  type TokenMonitorOptions,
} from "./token-monitor";

const health = (minutesLeft: number, needsReauth = false): TokenHealth =>
  getTokenHealth(
    { expiresAt: new Date(Date.now() + minutesLeft * 60_000).toISOString(), needsReauth },
    Date.now(),
  );

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("startTokenMonitor", () => {
  let stop: (() => void) | undefined;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    stop?.();
    vi.useRealTimers();
  });

  function start(overrides: Partial<TokenMonitorOptions>) {
    const options: TokenMonitorOptions = {
      getHealth: vi.fn(async () => health(60)),
      refresh: vi.fn(async () => undefined),
      onRefreshingChange: vi.fn(),
      onRefreshResult: vi.fn(),
      ...overrides,
    };
    const monitor = startTokenMonitor(options);
    stop = monitor.stop;
    return { monitor, options };
  }

  it("keeps the spec's timings and indicator text", () => {
    expect(TOKEN_MONITOR_FIRST_CHECK_MS).toBe(30_000);
    expect(TOKEN_MONITOR_INTERVAL_MS).toBe(300_000);
    expect(REFRESHING_ACCESS_TEXT).toBe("Refreshing access...");
  });

  it("checks first after 30 s and then every 5 minutes", async () => {
    const { options } = start({});
    await vi.advanceTimersByTimeAsync(29_999);
    expect(options.getHealth).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(options.getHealth).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(300_000 - 30_000);
    expect(options.getHealth).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(options.getHealth).toHaveBeenCalledTimes(3);
    expect(options.refresh).not.toHaveBeenCalled();
  });

  it.each([
    ["9 minutes", 9],
    ["exactly 10 minutes", 10],
    ["an expired token", -5],
  ])("refreshes proactively with %s left", async (_label, minutes) => {
    const { options } = start({ getHealth: vi.fn(async () => health(minutes)) });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(options.refresh).toHaveBeenCalledTimes(1);
    expect(options.onRefreshResult).toHaveBeenCalledWith({ ok: true });
  });

  it.each([
    ["11 minutes left", async () => health(11)],
    ["no tokens", async () => null],
    ["a token that needs a reconnect", async () => health(2, true)],
    ["a failed health read", async () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("does not refresh with %s", async (_label, getHealth) => {
    const { options } = start({ getHealth: vi.fn(getHealth) });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(options.getHealth).toHaveBeenCalledTimes(1);
    expect(options.refresh).not.toHaveBeenCalled();
  });

  it("shows the refreshing state for as long as the refresh runs", async () => {
    const gate = deferred();
    const { monitor, options } = start({ refresh: vi.fn(() => gate.promise) });
    const result = monitor.refreshNow();
    expect(monitor.isRefreshing).toBe(true);
    expect(options.onRefreshingChange).toHaveBeenLastCalledWith(true);
    gate.resolve();
    await expect(result).resolves.toEqual({ ok: true });
    expect(monitor.isRefreshing).toBe(false);
    expect(options.onRefreshingChange).toHaveBeenLastCalledWith(false);
    expect(options.onRefreshingChange).toHaveBeenCalledTimes(2);
  });

  it("joins a refresh that is already running", async () => {
    const gate = deferred();
    const { monitor, options } = start({
      refresh: vi.fn(() => gate.promise),
      getHealth: vi.fn(async () => health(3)),
    });
    const first = monitor.refreshNow();
    await vi.advanceTimersByTimeAsync(30_000); // the scheduled check joins the manual refresh
    const second = monitor.refreshNow();
    expect(second).toBe(first);
    expect(options.refresh).toHaveBeenCalledTimes(1);
    gate.resolve();
    await first;
    await monitor.refreshNow();
    expect(options.refresh).toHaveBeenCalledTimes(2);
  });

  it("reports a classified failure and clears the refreshing state", async () => {
    const { monitor, options } = start({
      refresh: vi.fn(async () => Promise.reject({ error: "invalid_grant", needsReauth: true })),
    });
    const result = await monitor.refreshNow();
    expect(result).toEqual({
      ok: false,
      error: {
        code: "refresh_token_invalid",
        message: "Your Google connection has expired. Please reconnect.",
        retryable: false,
      },
    });
    expect(options.onRefreshResult).toHaveBeenCalledWith(result);
    expect(monitor.isRefreshing).toBe(false);
  });

  it("stops checking and stops calling back once stopped", async () => {
    const gate = deferred();
    const { monitor, options } = start({ refresh: vi.fn(() => gate.promise) });
    const pending = monitor.refreshNow();
    vi.mocked(options.onRefreshingChange!).mockClear();
    monitor.stop();
    gate.resolve();
    await pending;
    await vi.advanceTimersByTimeAsync(10 * 300_000);
    expect(options.getHealth).not.toHaveBeenCalled();
    expect(options.onRefreshingChange).not.toHaveBeenCalled();
    expect(options.onRefreshResult).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

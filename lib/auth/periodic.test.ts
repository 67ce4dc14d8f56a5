import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startPeriodic } from "./periodic";

describe("startPeriodic", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs after the first delay and then on every interval", () => {
    const run = vi.fn();
    startPeriodic(run, { firstDelayMs: 100, intervalMs: 1_000 });
    vi.advanceTimersByTime(99);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(900);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it("stops both the first run and the interval", () => {
    const run = vi.fn();
    const stop = startPeriodic(run, { firstDelayMs: 100, intervalMs: 1_000 });
    stop();
    vi.advanceTimersByTime(10_000);
    expect(run).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

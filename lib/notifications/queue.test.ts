import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { durationOf, isDashboardPath } from "./policy";
import { createNotificationQueue } from "./queue";
import type { Notification, NotificationInput } from "./types";

const note = (title: string, extra: Partial<NotificationInput> = {}): NotificationInput => ({
  type: "info",
  category: "default",
  title,
  ...extra,
});

function setup(onDashboard = false) {
  const shown: Notification[] = [];
  const queue = createNotificationQueue({
    show: (n) => shown.push(n),
    isDashboardPath: () => onDashboard,
  });
  const titles = () => shown.map((n) => n.title);
  const closeCurrent = () => queue.closed(shown.at(-1)!.id);
  return { queue, shown, titles, closeCurrent };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("notification queue", () => {
  it("shows one notification at a time and the next 300 ms after the last one closed", () => {
    const { queue, titles, closeCurrent } = setup();
    queue.enqueue(note("first"));
    queue.enqueue(note("second"));
    expect(titles()).toEqual(["first"]);

    vi.advanceTimersByTime(10_000);
    expect(titles()).toEqual(["first"]);
    closeCurrent();
    vi.advanceTimersByTime(299);
    expect(titles()).toEqual(["first"]);
    vi.advanceTimersByTime(1);
    expect(titles()).toEqual(["first", "second"]);
  });

  it("keeps the 300 ms gap for a notification queued just after the last one closed", () => {
    const { queue, titles, closeCurrent } = setup();
    queue.enqueue(note("first"));
    closeCurrent();
    vi.advanceTimersByTime(100);
    queue.enqueue(note("second"));
    expect(titles()).toEqual(["first"]);
    vi.advanceTimersByTime(200);
    expect(titles()).toEqual(["first", "second"]);
  });

  it("ignores a close for a notification that is not on screen", () => {
    const { queue, titles } = setup();
    queue.enqueue(note("first"));
    queue.enqueue(note("second"));
    queue.closed("notification-999");
    vi.advanceTimersByTime(1000);
    expect(titles()).toEqual(["first"]);
  });

  it("orders waiting notifications by ascending priority, keeping the order of equals", () => {
    const { queue, titles, closeCurrent } = setup();
    queue.enqueue(note("on screen"));
    queue.enqueue(note("late", { priority: 5 }));
    queue.enqueue(note("plain a"));
    queue.enqueue(note("urgent", { priority: -1 }));
    queue.enqueue(note("plain b"));
    for (let i = 0; i < 4; i += 1) {
      closeCurrent();
      vi.advanceTimersByTime(300);
    }
    expect(titles()).toEqual(["on screen", "urgent", "plain a", "plain b", "late"]);
  });

  it("drops an identical notification (type, category, text) within 5 s", () => {
    const { queue, closeCurrent, shown } = setup();
    const error = note("Connection Issue", { type: "error", category: "data", message: "Retry." });
    expect(queue.enqueue(error)).not.toBeNull();
    closeCurrent();
    vi.advanceTimersByTime(4999);
    expect(queue.enqueue(error)).toBeNull();
    expect(queue.enqueue({ ...error, type: "warning" })).not.toBeNull();
    expect(queue.enqueue({ ...error, category: "function" })).not.toBeNull();
    expect(queue.enqueue({ ...error, message: "Check your network." })).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(queue.enqueue(error)).not.toBeNull();
    expect(shown).toHaveLength(2);
    expect(queue.pending()).toBe(3);
  });

  it("on the dashboard, clears a queue holding more than 3 after 1 s", () => {
    const { queue, titles } = setup(true);
    for (const title of ["a", "b", "c", "d", "e"]) queue.enqueue(note(title));
    expect(queue.pending()).toBe(4);
    vi.advanceTimersByTime(999);
    expect(queue.pending()).toBe(4);
    vi.advanceTimersByTime(1);
    expect(queue.pending()).toBe(0);
    expect(titles()).toEqual(["a"]);
  });

  it("keeps 3 waiting on the dashboard, and any number elsewhere", () => {
    const dashboard = setup(true);
    for (const title of ["a", "b", "c", "d"]) dashboard.queue.enqueue(note(title));
    vi.advanceTimersByTime(1000);
    expect(dashboard.queue.pending()).toBe(3);

    const marketing = setup(false);
    for (const title of ["a", "b", "c", "d", "e", "f"]) marketing.queue.enqueue(note(title));
    vi.advanceTimersByTime(1000);
    expect(marketing.queue.pending()).toBe(5);
  });

  it("shows the data-loaded notification only for 10 or more queries", () => {
    const { queue, titles } = setup();
    expect(queue.notifyDataLoaded(9)).toBeNull();
    expect(titles()).toEqual([]);
    expect(queue.notifyDataLoaded(10)).not.toBeNull();
    expect(titles()).toEqual(["Dashboard data loaded"]);
  });

  it("gives each notification the spec duration unless the caller chose one", () => {
    const { queue, shown } = setup();
    queue.enqueue(note("chosen", { duration: 1234 }));
    queue.enqueue(note("sign in", { type: "error", category: "data", needsSignIn: true }));
    expect(shown[0]!.duration).toBe(1234);
    queue.closed(shown[0]!.id);
    vi.advanceTimersByTime(300);
    expect(shown[1]).toMatchObject({ duration: 12_000, needsSignIn: true, priority: 0 });
  });

  it("stops its timers when disposed", () => {
    const { queue, titles, closeCurrent } = setup();
    queue.enqueue(note("first"));
    queue.enqueue(note("second"));
    closeCurrent();
    queue.dispose();
    vi.advanceTimersByTime(1000);
    expect(titles()).toEqual(["first"]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("durations (spec §9)", () => {
  it.each([
    ["default", "default", false, 4000],
    ["success", "default", false, 4000],
    ["error", "default", false, 6000],
    ["error", "function", false, 6000],
    ["error", "auth", false, 10_000],
    ["error", "data", false, 8000],
    ["error", "data", true, 12_000],
    ["success", "data", false, 3000],
    ["info", "data", false, 4000],
    ["warning", "default", false, 6000],
  ] as const)("%s in %s (sign-in %s): %i ms", (type, category, needsSignIn, ms) => {
    expect(durationOf({ type, category, needsSignIn })).toBe(ms);
  });
});

describe("isDashboardPath", () => {
  it("is /app and everything below it", () => {
    expect(isDashboardPath("/app")).toBe(true);
    expect(isDashboardPath("/app/")).toBe(true);
    expect(isDashboardPath("/app/settings/")).toBe(true);
    expect(isDashboardPath("/apps/")).toBe(false);
    expect(isDashboardPath("/")).toBe(false);
  });
});

import {
  BACKLOG_CHECK_DELAY_MS,
  BACKLOG_LIMIT,
  DEDUPE_WINDOW_MS,
  NOTIFICATION_GAP_MS,
  dataLoadedNotification,
  durationOf,
} from "./policy";
import type { Notification, NotificationInput } from "./types";

type TimerHandle = ReturnType<typeof setTimeout>;

export interface NotificationQueueOptions {
  /** Puts one notification on screen; the caller reports its end through `closed(id)`. */
  show(notification: Notification): void;
  now?(): number;
  setTimeout?(callback: () => void, ms: number): TimerHandle;
  clearTimeout?(handle: TimerHandle): void;
  isDashboardPath?(): boolean;
}

export interface NotificationQueue {
  /** Queues a notification; returns its id, or null when it repeats one shown less than 5 s ago. */
  enqueue(input: NotificationInput): string | null;
  /** The "data loaded" notification, only for 10 or more queries. */
  notifyDataLoaded(queryCount: number): string | null;
  /** The notification on screen was dismissed or expired: the next follows 300 ms later. */
  closed(id: string): void;
  /** How many notifications wait behind the one on screen. */
  pending(): number;
  clear(): void;
  dispose(): void;
}

// The same type, category and text count as one notification; the title is part of the text,
// since many catalogue entries have no message of their own.
const dedupeKey = (n: NotificationInput) =>
  [n.type, n.category, n.title, n.message ?? ""].join("\u0000");

/** Spec §4 "Notification queue": one at a time, by ascending priority, 300 ms apart, deduplicated. */
export function createNotificationQueue({
  show,
  now = () => Date.now(),
  setTimeout: schedule = (callback, ms) => setTimeout(callback, ms),
  clearTimeout: cancel = (handle) => clearTimeout(handle),
  isDashboardPath = () => false,
}: NotificationQueueOptions): NotificationQueue {
  let waiting: Notification[] = [];
  let onScreen: string | null = null;
  let lastClosedAt = Number.NEGATIVE_INFINITY;
  let gapTimer: TimerHandle | undefined;
  let backlogTimer: TimerHandle | undefined;
  const lastSeen = new Map<string, number>();
  let sequence = 0;

  function isRepeat(input: NotificationInput, at: number): boolean {
    for (const [key, seenAt] of lastSeen) if (at - seenAt >= DEDUPE_WINDOW_MS) lastSeen.delete(key);
    const key = dedupeKey(input);
    if (lastSeen.has(key)) return true;
    lastSeen.set(key, at);
    return false;
  }

  function showNext(): void {
    if (onScreen !== null || gapTimer !== undefined) return;
    const wait = lastClosedAt + NOTIFICATION_GAP_MS - now();
    if (wait > 0) {
      if (waiting.length > 0)
        gapTimer = schedule(() => {
          gapTimer = undefined;
          showNext();
        }, wait);
      return;
    }
    const next = waiting.shift();
    if (!next) return;
    onScreen = next.id;
    show(next);
  }

  // On the dashboard a burst of queued toasts is stale by the time it would show; drop it.
  function checkBacklogSoon(): void {
    if (backlogTimer !== undefined) return;
    backlogTimer = schedule(() => {
      backlogTimer = undefined;
      if (isDashboardPath() && waiting.length > BACKLOG_LIMIT) waiting = [];
    }, BACKLOG_CHECK_DELAY_MS);
  }

  function enqueue(input: NotificationInput): string | null {
    if (isRepeat(input, now())) return null;
    const notification: Notification = {
      ...input,
      id: `notification-${++sequence}`,
      priority: input.priority ?? 0,
      needsSignIn: input.needsSignIn ?? false,
      duration: input.duration ?? durationOf(input),
    };
    const at = waiting.findIndex((queued) => queued.priority > notification.priority);
    waiting.splice(at === -1 ? waiting.length : at, 0, notification);
    checkBacklogSoon();
    showNext();
    return notification.id;
  }

  return {
    enqueue,
    notifyDataLoaded(queryCount) {
      const input = dataLoadedNotification(queryCount);
      return input ? enqueue(input) : null;
    },
    closed(id) {
      if (id !== onScreen) return;
      onScreen = null;
      lastClosedAt = now();
      showNext();
    },
    pending: () => waiting.length,
    clear() {
      waiting = [];
    },
    dispose() {
      waiting = [];
      for (const timer of [gapTimer, backlogTimer]) if (timer !== undefined) cancel(timer);
      gapTimer = backlogTimer = undefined;
    },
  };
}

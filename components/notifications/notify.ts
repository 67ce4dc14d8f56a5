import { dataLoadedNotification, durationOf } from "@/lib/notifications/policy";
import type { NotificationQueue } from "@/lib/notifications/queue";
import type { NotificationInput } from "@/lib/notifications/types";
import { showNow } from "./show-with-sonner";

let activeQueue: NotificationQueue | null = null;

/** Makes `queue` the one that `notify` feeds; returns the undo. Used by NotificationProvider. */
export function setActiveNotificationQueue(queue: NotificationQueue): () => void {
  activeQueue = queue;
  return () => {
    if (activeQueue === queue) activeQueue = null;
  };
}

/**
 * Shows a notification through the app's queue, from React or from plain callbacks. With no
 * NotificationProvider mounted it goes straight to sonner, with the same duration.
 */
export function notify(input: NotificationInput): void {
  if (activeQueue) {
    activeQueue.enqueue(input);
    return;
  }
  showNow(input.title, input.type, {
    description: input.message,
    duration: input.duration ?? durationOf(input),
  });
}

/** The "data loaded" notification of spec §4, shown only when 10 or more queries finished. */
export function notifyDataLoaded(queryCount: number): void {
  const input = dataLoadedNotification(queryCount);
  if (input) notify(input);
}

import { toast, type ExternalToast } from "sonner";
import type { Notification, NotificationInput } from "@/lib/notifications/types";

const toastOf = (type: NotificationInput["type"]) => (type === "default" ? toast : toast[type]);

/** Shows a queued notification and reports when it is closed by the user or by its timer. */
export function showWithSonner(notification: Notification, onClosed: () => void): void {
  const { id, type, title, message, duration } = notification;
  toastOf(type)(title, {
    id,
    description: message,
    duration,
    onDismiss: onClosed,
    onAutoClose: onClosed,
  });
}

/** Shows a notification at once, outside any queue. */
export function showNow(title: string, type: NotificationInput["type"], options: ExternalToast) {
  toastOf(type)(title, options);
}

import type { ExternalToast } from "sonner";
import type { Notification, NotificationInput } from "@/lib/notifications/types";
import { loadSonner } from "./sonner-loader";

type Sonner = Awaited<ReturnType<typeof loadSonner>>;

const toastOf = ({ toast }: Sonner, type: NotificationInput["type"]) =>
  type === "default" ? toast : toast[type];

/** Shows a queued notification and reports when it is closed by the user or by its timer. */
export function showWithSonner(notification: Notification, onClosed: () => void): void {
  const { id, type, title, message, duration } = notification;
  void loadSonner()
    .then((sonner) =>
      toastOf(sonner, type)(title, {
        id,
        description: message,
        duration,
        onDismiss: onClosed,
        onAutoClose: onClosed,
      }),
    )
    .catch(onClosed); // sonner failed to load: the queue moves on rather than wait for this one
}

/** Shows a notification at once, outside any queue. */
export function showNow(title: string, type: NotificationInput["type"], options: ExternalToast) {
  void loadSonner()
    .then((sonner) => toastOf(sonner, type)(title, options))
    .catch(() => undefined); // sonner failed to load (offline): the toast is dropped
}

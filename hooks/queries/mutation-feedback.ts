import { notify } from "@/components/notifications/notify";
import { dataErrorNotification } from "@/lib/notifications/catalog";

export function toastSuccess(message: string): void {
  notify({ type: "success", category: "data", title: message });
}

export function toastFailure(error: unknown): void {
  notify(dataErrorNotification(error));
}

import { notify } from "@/components/notifications/notify";
import { errorStatus } from "@/lib/auth/error-text";
import { dataErrorNotification } from "@/lib/notifications/catalog";

export function toastSuccess(message: string): void {
  notify({ type: "success", category: "data", title: message });
}

export function toastFailure(error: unknown): void {
  notify(dataErrorNotification(error));
}

/** Spec §9 retries a mutation once after 1 s; a 4xx answer would only fail the same way again. */
export function retryMutationOnce(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  return failureCount < 1 && (status === undefined || status >= 500);
}

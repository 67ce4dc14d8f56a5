import { toast } from "sonner";
import { errorStatus } from "@/lib/auth/error-text";
import { dataErrorToast, DATA_SUCCESS_DURATION_MS } from "@/lib/projects/toasts";

export function toastSuccess(message: string): void {
  toast.success(message, { duration: DATA_SUCCESS_DURATION_MS });
}

export function toastFailure(error: unknown): void {
  const { title, description, duration } = dataErrorToast(error);
  toast.error(title, { description, duration });
}

/** Spec §9 retries a mutation once after 1 s; a 4xx answer would only fail the same way again. */
export function retryMutationOnce(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  return failureCount < 1 && (status === undefined || status >= 500);
}

"use client";

import { useEffect } from "react";
import { useNotify } from "@/components/notifications/use-notify";
import { dataErrorNotification } from "@/lib/notifications/catalog";

/**
 * Reports a failed data query through the notification queue once per error. Widgets sharing a
 * failure send the same toast, which the queue's 5 s deduplication shows once.
 */
export function useDataErrorToast(error: unknown): void {
  const notify = useNotify();
  useEffect(() => {
    if (error) notify(dataErrorNotification(error));
  }, [error, notify]);
}

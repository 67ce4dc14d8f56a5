"use client";

import { useCallback, useContext } from "react";
import type { NotificationInput } from "@/lib/notifications/types";
import { NotificationQueueContext } from "./notification-provider";
import { notify } from "./notify";

/** `notify` bound to the nearest NotificationProvider's queue. */
export function useNotify(): (input: NotificationInput) => void {
  const queue = useContext(NotificationQueueContext);
  return useCallback(
    (input: NotificationInput) => {
      if (queue) queue.enqueue(input);
      else notify(input);
    },
    [queue],
  );
}

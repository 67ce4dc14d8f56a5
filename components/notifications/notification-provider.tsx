"use client";

import { createContext, useEffect, useState } from "react";
import { isDashboardPath } from "@/lib/notifications/policy";
import { createNotificationQueue, type NotificationQueue } from "@/lib/notifications/queue";
import { setActiveNotificationQueue } from "./notify";
import { showWithSonner } from "./show-with-sonner";

export const NotificationQueueContext = createContext<NotificationQueue | null>(null);

function makeQueue(): NotificationQueue {
  const queue = createNotificationQueue({
    show: (notification) => showWithSonner(notification, () => queue.closed(notification.id)),
    isDashboardPath: () => isDashboardPath(window.location.pathname),
  });
  return queue;
}

/** The app's notification queue on sonner's Toaster: one toast at a time (spec §4). */
export function NotificationProvider({ children }: { children: React.ReactNode }) {
  const [queue] = useState(makeQueue);
  useEffect(() => {
    const release = setActiveNotificationQueue(queue);
    return () => {
      release();
      queue.dispose();
    };
  }, [queue]);
  return <NotificationQueueContext value={queue}>{children}</NotificationQueueContext>;
}

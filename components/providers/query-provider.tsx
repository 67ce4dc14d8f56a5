"use client";

import { useState } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { NotificationProvider } from "@/components/notifications/notification-provider";
import { DataLoadedNotice } from "@/components/notifications/data-loaded-notice";
import { makeQueryClient } from "@/lib/query/policy";

/**
 * One query client per browser tab (and per server render), with the defaults of spec §9, and the
 * notification queue that its mutations report through.
 */
export function QueryProvider({ children }: { children: React.ReactNode }) {
  const [client] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={client}>
      <NotificationProvider>
        <DataLoadedNotice />
        {children}
      </NotificationProvider>
    </QueryClientProvider>
  );
}

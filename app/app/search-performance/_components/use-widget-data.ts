"use client";

import { useEffect } from "react";
import { useNotify } from "@/components/notifications/use-notify";
import { useSearchConsoleData } from "@/hooks/queries/use-search-console-data-query";
import type { SearchConsoleDataRequest } from "@/lib/data-api/schemas/search-console";
import { dataErrorNotification } from "@/lib/notifications/catalog";

/**
 * One widget's Search Console data. A failure also goes to the toast queue, which drops the same
 * toast from the other widgets that failed with it.
 */
export function useWidgetData(request: SearchConsoleDataRequest | null) {
  const query = useSearchConsoleData(request);
  const notify = useNotify();
  const { error } = query;
  useEffect(() => {
    if (error) notify(dataErrorNotification(error));
  }, [error, notify]);
  return query;
}

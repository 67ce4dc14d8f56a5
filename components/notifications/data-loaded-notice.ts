"use client";

import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { createLoadBurst, isDataQueryKey } from "@/lib/notifications/load-burst";
import { notifyDataLoaded } from "./notify";

/** Spec §4: when a dashboard load of 10 or more data queries finishes, one "data loaded" toast. */
export function useDataLoadedNotice() {
  const client = useQueryClient();
  useEffect(() => {
    const burst = createLoadBurst();
    return client.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "success") return;
      if (!isDataQueryKey(event.query.queryKey)) return;
      const count = burst.succeeded(event.query.queryHash, client.isFetching());
      if (count !== null) notifyDataLoaded(count);
    });
  }, [client]);
}

/** Renders nothing; mounted once inside the query client's provider. */
export function DataLoadedNotice() {
  useDataLoadedNotice();
  return null;
}

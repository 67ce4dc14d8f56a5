"use client";

import * as React from "react";
import { WidgetState, type WidgetSkeleton } from "@/components/data-state/widget-state";
import { dataErrorToast } from "@/lib/notifications/catalog";
import { useDataErrorToast } from "@/hooks/use-data-error-toast";

/** What a widget reads of one query, or of several combined. */
export type WidgetQuery<T> = {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

type QueryWidgetProps<T> = {
  query: WidgetQuery<T>;
  /** What is loading: "top queries". */
  label: string;
  skeleton?: WidgetSkeleton;
  rows?: number;
  height?: number;
  isEmpty?: (data: T) => boolean;
  /** Why there is nothing, and what to do. */
  empty?: { title: string; description: string; action?: React.ReactNode };
  children: (data: T) => React.ReactNode;
};

/** A widget's loading skeleton, its own error (the catalogue's words, with Retry), its empty state, or its content. */
export function QueryWidget<T>({
  query,
  label,
  skeleton = "chart",
  rows,
  height,
  isEmpty,
  empty,
  children,
}: QueryWidgetProps<T>) {
  useDataErrorToast(query.error);
  // A query's answer arrives as an urgent update (the query library reads its cache through
  // useSyncExternalStore), so a widget's first render of its content would run in one uninterrupted
  // task. The first appearance is deferred instead: the urgent render keeps the skeleton, and the
  // content renders at a low priority that React splits into small pieces, leaving the page free to
  // answer input. Later answers (another page, another sort) render at once, as before.
  const deferred = React.useDeferredValue(query.data);
  const data = deferred === undefined ? undefined : query.data;
  if (query.error && data === undefined) {
    const toast = dataErrorToast(query.error);
    return (
      <WidgetState
        status="error"
        title={toast.title}
        message={toast.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        height={height}
      />
    );
  }
  if (data === undefined)
    return (
      <WidgetState status="loading" label={label} skeleton={skeleton} rows={rows} height={height} />
    );
  if (empty && isEmpty?.(data)) return <WidgetState status="empty" height={height} {...empty} />;
  return <>{children(data)}</>;
}

/** Several queries as one: data once all have it, the first error, pending while any is. */
export function combineQueries<T extends unknown[]>(queries: {
  [K in keyof T]: WidgetQuery<T[K]>;
}): WidgetQuery<T> {
  const list = queries as readonly WidgetQuery<unknown>[];
  const ready = list.every((q) => q.data !== undefined);
  return {
    data: ready ? (list.map((q) => q.data) as T) : undefined,
    error: list.find((q) => q.error)?.error ?? null,
    isPending: list.some((q) => q.isPending),
    isFetching: list.some((q) => q.isFetching),
    refetch: () => Promise.all(list.filter((q) => q.error).map((q) => q.refetch())),
  };
}

/** A query with, in compare mode, the same query over the comparison period. */
export function withComparison<T>(
  current: WidgetQuery<T>,
  previous: WidgetQuery<T> | null,
): WidgetQuery<{ now: T; before: T | null }> {
  const both = combineQueries<T[]>(previous ? [current, previous] : [current]);
  const [now, before = null] = both.data ?? [];
  return { ...both, data: now === undefined ? undefined : { now, before } };
}

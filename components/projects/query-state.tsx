"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { RotateCw } from "lucide-react";
import { errorText } from "@/lib/errors/error-text";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

type QueryStateProps<T> = {
  query: UseQueryResult<T, unknown>;
  /** What is loading, for screen readers and the error title: "your projects". */
  label: string;
  loading: React.ReactNode;
  isEmpty?: (data: T) => boolean;
  empty?: React.ReactNode;
  children: (data: T) => React.ReactNode;
};

/** The one loading, error and empty treatment for a query's panel. */
export function QueryState<T>({
  query,
  label,
  loading,
  isEmpty,
  empty,
  children,
}: QueryStateProps<T>) {
  if (query.isPending) {
    return (
      <div aria-busy="true">
        <span className="sr-only" role="status">{`Loading ${label}...`}</span>
        {loading}
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>{`Could not load ${label}`}</AlertTitle>
        <AlertDescription>
          <p>{errorText(query.error).split("\n")[0] || "Please try again in a moment."}</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            <RotateCw aria-hidden />
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}

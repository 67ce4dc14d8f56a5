"use client";

import Link from "next/link";
import { WidgetState } from "@/components/data-state/widget-state";
import { Button } from "@/components/ui/button";
import { useViewScope } from "@/hooks/use-view-scope";
import type { ReadyScope } from "@/lib/filters/view-scope";
import { dataErrorToast } from "@/lib/notifications/catalog";
import type { DataSourceType } from "@/lib/projects/limits";
import type { DataSourceDto } from "@/lib/projects/types";

export type PropertyScope = ReadyScope & { property: DataSourceDto };

/**
 * A view that reads one property: its skeleton while the scope resolves, the catalogue's error
 * with Retry, the empty state that sends to Settings when no project has a property of the
 * source, and the view itself once there is one.
 */
export function ScopedView({
  source,
  skeleton,
  noSource,
  children,
}: {
  source: DataSourceType;
  skeleton: React.ReactNode;
  /** What the empty state says when there is no property to read. */
  noSource: { title: string; description: string };
  children: (scope: PropertyScope) => React.ReactNode;
}) {
  const scope = useViewScope(source);
  if (scope.status === "loading") return skeleton;
  if (scope.status === "error") {
    const toast = dataErrorToast(scope.error);
    return (
      <WidgetState
        status="error"
        title={toast.title}
        message={toast.message}
        onRetry={scope.retry}
      />
    );
  }
  if (scope.status === "ready" && scope.property)
    return children({ ...scope, property: scope.property });
  return (
    <WidgetState
      status="empty"
      title={noSource.title}
      description={noSource.description}
      action={
        <Button asChild variant="outline">
          <Link prefetch={false} href="/app/settings/#projects">
            Connect a property in Settings
          </Link>
        </Button>
      }
    />
  );
}

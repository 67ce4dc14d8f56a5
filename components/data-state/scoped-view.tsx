"use client";

import Link from "next/link";
import { WidgetState } from "@/components/data-state/widget-state";
import { Button } from "@/components/ui/button";
import { useViewScope, type ViewScopeState } from "@/hooks/use-view-scope";
import type { ReadyScope, ViewScope } from "@/lib/filters/view-scope";
import { dataErrorToast } from "@/lib/notifications/catalog";
import type { DataSourceType } from "@/lib/projects/limits";
import type { DataSourceDto, ProjectDto } from "@/lib/projects/types";

export type PropertyScope = ReadyScope & { property: DataSourceDto };

/** A project-wide view's scope: the project, and its range when it has a data source. */
export type ProjectScope = Extract<ViewScope, { project: ProjectDto }>;

/** The catalogue's error for a scope that could not be read, with Retry. */
function ScopeError({ scope }: { scope: Extract<ViewScopeState, { status: "error" }> }) {
  const toast = dataErrorToast(scope.error);
  return (
    <WidgetState status="error" title={toast.title} message={toast.message} onRetry={scope.retry} />
  );
}

/** The empty state of a view with nothing to show yet, with its way to Settings. */
function ToSettings({
  title,
  description,
  action,
}: {
  title: string;
  description: string;
  action: string;
}) {
  return (
    <WidgetState
      status="empty"
      title={title}
      description={description}
      action={
        <Button asChild variant="outline">
          <Link prefetch={false} href="/app/settings/#projects">
            {action}
          </Link>
        </Button>
      }
    />
  );
}

/**
 * A view of a project as a whole (its plan, its calendar, its reports), which shows without a data
 * source: its skeleton while the scope resolves, the catalogue's error with Retry, the empty state
 * that sends to Settings when there is no project, and the view once there is one.
 */
export function ProjectScopedView({
  skeleton,
  noProject,
  children,
}: {
  skeleton: React.ReactNode;
  /** What the empty state says when the user has no project; the action defaults to "Open Settings". */
  noProject: { description: string; action?: string };
  children: (scope: ProjectScope) => React.ReactNode;
}) {
  const scope = useViewScope(null);
  if (scope.status === "loading") return skeleton;
  if (scope.status === "error") return <ScopeError scope={scope} />;
  if (scope.status === "no-project")
    return (
      <ToSettings
        title="No project yet"
        description={noProject.description}
        action={noProject.action ?? "Open Settings"}
      />
    );
  return children(scope);
}

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
  if (scope.status === "error") return <ScopeError scope={scope} />;
  if (scope.status === "ready" && scope.property)
    return children({ ...scope, property: scope.property });
  return (
    <ToSettings
      title={noSource.title}
      description={noSource.description}
      action="Connect a property in Settings"
    />
  );
}

"use client";

import { useLocationScope } from "./use-location-scope";
import { KpiSkeletons } from "./kpi-section";
import { NoLocations } from "./no-locations";
import { ProfileDashboard } from "./profile-dashboard";
import { WidgetState } from "@/components/data-state/widget-state";
import { dataErrorToast } from "@/lib/notifications/catalog";

/** What the view shows while the locations load: the cards and the chart as skeletons. */
export function ViewSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <KpiSkeletons />
      <WidgetState status="loading" label="the profile's trend" skeleton="chart" />
    </div>
  );
}

/** The selected location's profile, or why there is none: nothing synced yet, or none chosen. */
export function BusinessProfileView() {
  const scope = useLocationScope();
  if (scope.status === "loading") return <ViewSkeleton />;
  if (scope.status === "error") {
    const toast = dataErrorToast(scope.error);
    return (
      <WidgetState
        status="error"
        title={toast.title}
        message={toast.message}
        onRetry={scope.retry}
        className="rounded-xl border"
      />
    );
  }
  if (scope.status === "none") return <NoLocations />;
  if (scope.status === "unselected") {
    return (
      <WidgetState
        status="empty"
        title="Select a location in the header"
        description={`Your Google account manages ${scope.count} Business Profile location${scope.count === 1 ? "" : "s"}. Choose one with the location picker at the top of the page to see its views, calls, website clicks and direction requests.`}
        className="rounded-xl border"
      />
    );
  }
  return <ProfileDashboard scope={scope} />;
}

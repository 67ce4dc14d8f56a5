"use client";

import { KpiCard } from "@/components/data-state/kpi-card";
import { WidgetState } from "@/components/data-state/widget-state";
import { useDataErrorToast } from "@/hooks/use-data-error-toast";
import { formatDisplayDate } from "@/lib/dates/format";
import { dataErrorToast } from "@/lib/notifications/catalog";
import { cn } from "@/lib/utils";
import type { useProfileMetrics } from "./use-profile-metrics";
import type { LocationScope } from "./use-location-scope";

const LABELS = [
  "Profile views",
  "Search / Maps share",
  "Calls",
  "Website clicks",
  "Direction requests",
  "Total actions",
];
const GRID = "grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-6";

export function KpiSkeletons() {
  return (
    <div className={GRID}>
      {LABELS.map((label) => (
        <KpiCard key={label} label={label} value="" loading />
      ))}
    </div>
  );
}

function PendingNote({ pending, from }: { pending: number; from: string }) {
  return (
    <p className="text-sm text-muted-foreground">
      Google reports Business Profile activity a few days late: nothing has arrived yet for the last{" "}
      {pending === 1 ? "day" : `${pending} days`} of the range (from {formatDisplayDate(from)}). The
      figures and changes cover the days before.
    </p>
  );
}

/** The range's headline figures, with their change against the comparison period when one is set. */
export function KpiSection({
  scope,
  metrics,
}: {
  scope: LocationScope;
  metrics: ReturnType<typeof useProfileMetrics>;
}) {
  useDataErrorToast(metrics.error);
  const deltaLabel = scope.compare === "year" ? "vs last year" : "vs previous period";
  let body: React.ReactNode;
  if (metrics.error && metrics.data === undefined) {
    const toast = dataErrorToast(metrics.error);
    body = (
      <WidgetState
        status="error"
        title={toast.title}
        message={toast.message}
        onRetry={() => void metrics.refetch()}
        retrying={metrics.isFetching}
        className="rounded-xl border"
      />
    );
  } else if (metrics.data === undefined) {
    body = <KpiSkeletons />;
  } else {
    const { kpis, pending, pendingFrom } = metrics.data;
    body = (
      <>
        <div
          aria-busy={metrics.updating || undefined}
          className={cn(GRID, metrics.updating && "opacity-60 transition-opacity")}
        >
          {kpis.map((kpi) => (
            <KpiCard
              key={kpi.id}
              label={kpi.label}
              value={kpi.value}
              delta={kpi.delta}
              improved={kpi.improved}
              deltaLabel={kpi.delta ? deltaLabel : undefined}
              sparkline={kpi.sparkline}
            />
          ))}
        </div>
        {pendingFrom ? <PendingNote pending={pending} from={pendingFrom} /> : null}
      </>
    );
  }
  return (
    <section aria-label="Key figures" className="grid grid-cols-1 gap-3">
      {body}
    </section>
  );
}

"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { WidgetState } from "@/components/data-state/widget-state";
import { Button } from "@/components/ui/button";
import { formatDateRange } from "@/lib/dates/format";
import { BrandedSplit } from "./branded-split";
import { CompletenessBadges } from "./completeness-badges";
import { DimensionTabs } from "./dimension-tabs";
import { KpiRow } from "./kpi-row";
import { TrendCard } from "./trend-card";
import { useTrendData } from "./use-trend-data";
import { useViewContext, type ViewContext } from "./use-view-context";
import { ViewFilters } from "./view-filters";
import { WidgetError } from "./widget-error";

// The drill-down panel and its table load when a row is first opened.
const DrillDownSheet = dynamic(() => import("./drill-down-sheet").then((m) => m.DrillDownSheet), {
  ssr: false,
});

function Ready({ context }: { context: ViewContext }) {
  const trend = useTrendData(context);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          <span className="font-medium text-foreground">{context.propertyName}</span> ·{" "}
          {formatDateRange(context.range)}
          {context.previousRange ? ` vs ${formatDateRange(context.previousRange)}` : ""}
        </p>
        <CompletenessBadges context={context} trend={trend} />
      </div>
      <ViewFilters context={context} />
      <KpiRow context={context} trend={trend} />
      <TrendCard context={context} trend={trend} />
      <BrandedSplit context={context} />
      <DimensionTabs context={context} />
      {context.state.drill ? <DrillDownSheet context={context} /> : null}
    </>
  );
}

/** The Search Performance view under the page's heading: filters, totals, chart and tables. */
export function SearchPerformanceView() {
  const resolution = useViewContext();
  switch (resolution.status) {
    case "loading":
      return <ViewSkeleton />;
    case "error":
      return <WidgetError error={resolution.error} onRetry={resolution.retry} retrying={false} />;
    case "no-project":
      return (
        <WidgetState
          status="empty"
          title="Choose a project"
          description="Pick a project in the header to see its Search Console clicks, impressions, CTR and positions. No project yet? Create one and connect a Search Console property."
          action={
            <Button asChild variant="outline" size="sm">
              <Link prefetch={false} href="/app/">
                Go to your projects
              </Link>
            </Button>
          }
        />
      );
    case "no-source":
      return (
        <WidgetState
          status="empty"
          title="No Search Console property in this project"
          description="Connect a Search Console property to this project in Settings, and its performance shows here."
          action={
            <Button asChild variant="outline" size="sm">
              <Link prefetch={false} href="/app/settings/">
                Open Settings
              </Link>
            </Button>
          }
        />
      );
    case "ready":
      return <Ready context={resolution.context} />;
  }
}

export function ViewSkeleton() {
  return (
    <>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <WidgetState
            key={i}
            status="loading"
            label="the totals"
            skeleton="kpi"
            className="rounded-xl border p-4"
          />
        ))}
      </div>
      <WidgetState status="loading" label="the performance chart" skeleton="chart" height={344} />
    </>
  );
}

"use client";

import { InfoNote } from "@/components/data-state/info-note";
import { QueryWidget } from "@/components/data-state/query-widget";
import { ScopedView, type PropertyScope } from "@/components/data-state/scoped-view";
import { WidgetCard } from "@/components/data-state/widget-card";
import { WidgetState } from "@/components/data-state/widget-state";
import { useExploration } from "@/hooks/queries/use-explore";
import { formatDateRange } from "@/lib/dates/format";
import { exploreNotes } from "@/lib/explore/notes";
import { Builder } from "./builder";
import { ExploreChart } from "./explore-chart";
import { ExploreTable } from "./explore-table";
import { SavedExplorations } from "./saved-explorations";
import { useExploreState } from "./use-explore-state";

function Ready({ scope }: { scope: PropertyScope }) {
  const controls = useExploreState(scope);
  const { state, definition } = controls;
  const ref = { projectId: scope.project.id, propertyId: scope.property.id };
  const request = {
    ...ref,
    definition,
    table: { pageIndex: state.pageIndex, pageSize: state.pageSize },
  };
  const result = useExploration(request);
  const period = definition.compare
    ? `${formatDateRange(definition.range)} against ${formatDateRange(definition.compare)}`
    : formatDateRange(definition.range);
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      {state.problem ? (
        <InfoNote data-slot="explore-problem">
          The exploration in this link could not be read ({state.problem}); here is the default one.
        </InfoNote>
      ) : null}
      <SavedExplorations scopeRef={ref} controls={controls} />
      <Builder scopeRef={ref} controls={controls} columns={result.data?.columns} />
      {result.data
        ? exploreNotes(result.data).map((note) => (
            <InfoNote key={note} data-slot="ga4-note">
              {note}
            </InfoNote>
          ))
        : null}
      <WidgetCard id="explore-chart" title="Chart" description={period}>
        <QueryWidget query={result} label="the chart" skeleton="chart" height={260}>
          {(data) => <ExploreChart result={data} />}
        </QueryWidget>
      </WidgetCard>
      <WidgetCard id="explore-table" title="Rows" description={period}>
        <QueryWidget query={result} label="the rows" skeleton="table" rows={8}>
          {(data) => (
            <ExploreTable
              result={data}
              request={request}
              controls={controls}
              busy={result.isFetching && result.isPlaceholderData}
            />
          )}
        </QueryWidget>
      </WidgetCard>
    </div>
  );
}

/** A report builder on the project's GA4 property, saved per project and shared as a link. */
export function ExploreView() {
  return (
    <ScopedView
      source="ga4"
      skeleton={<ExploreSkeleton />}
      noSource={{
        title: "No Google Analytics property yet",
        description:
          "GA4 Explore reads a project's GA4 property. Connect one to a project in Settings, then come back.",
      }}
    >
      {(scope) => <Ready scope={scope} />}
    </ScopedView>
  );
}

export function ExploreSkeleton() {
  return <WidgetState status="loading" label="your exploration" skeleton="table" rows={8} />;
}

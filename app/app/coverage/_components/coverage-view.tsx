"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { KpiCard } from "@/components/data-state/kpi-card";
import { ScopedView, type PropertyScope } from "@/components/data-state/scoped-view";
import { WidgetCard } from "@/components/data-state/widget-card";
import { WidgetState } from "@/components/data-state/widget-state";
import { BatchList } from "@/components/inspection/batch-list";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useCoverage } from "@/hooks/queries/use-coverage";
import {
  useCancelInspectionBatch,
  useCreateInspectionBatch,
  useInspectionBatches,
} from "@/hooks/queries/use-url-inspection";
import {
  coverageExportHref,
  coverageRequest,
  DEFAULT_COVERAGE_STATE,
  type CoverageViewState,
} from "@/lib/coverage/requests";
import type { CoverageResponse } from "@/lib/coverage/types";
import { formatNumber } from "@/lib/format/numbers";
import { dataErrorToast } from "@/lib/notifications/catalog";
import { coverageKeys } from "@/lib/query/keys";
import { isActiveBatch } from "@/lib/url-inspection/types";
import { IndexChart } from "./index-chart";
import { IssuesTable } from "./issues-table";
import { UrlsTable } from "./urls-table";

export function ViewSkeleton() {
  return (
    <div className="grid gap-6" aria-busy="true">
      <span role="status" className="sr-only">
        Loading Coverage &amp; Issues...
      </span>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-64 w-full rounded-xl" />
      <Skeleton className="h-96 w-full rounded-xl" />
    </div>
  );
}

const share = (n: number, total: number) =>
  total === 0 ? "" : ` (${Math.round((n / total) * 100)}%)`;

function Summary({ data }: { data: CoverageResponse }) {
  const { summary } = data;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="coverage-summary">
      <KpiCard label="Known URLs" value={formatNumber(summary.total)} />
      <KpiCard
        label="Indexed"
        value={`${formatNumber(summary.indexed)}${share(summary.indexed, summary.total)}`}
      />
      <KpiCard
        label="Not indexed"
        value={`${formatNumber(summary.notIndexed)}${share(summary.notIndexed, summary.total)}`}
      />
      <KpiCard label="Unknown" value={formatNumber(summary.unknown)} />
    </div>
  );
}

function Ready({ scope }: { scope: PropertyScope }) {
  const { property } = scope;
  const ref = { projectId: scope.project.id, propertyId: property.id };
  const [view, setView] = useState<CoverageViewState>(DEFAULT_COVERAGE_STATE);
  const request = coverageRequest(ref, view);
  const coverage = useCoverage(request);
  const batches = useInspectionBatches(ref);
  const create = useCreateInspectionBatch(ref);
  const cancel = useCancelInspectionBatch(ref);
  const queryClient = useQueryClient();

  // A bulk inspection that finished changes what is known: ask for the coverage again.
  const active = batches.data?.batches.filter(isActiveBatch).length ?? 0;
  const activeBefore = useRef(active);
  useEffect(() => {
    if (active < activeBefore.current) {
      void queryClient.invalidateQueries({
        queryKey: coverageKeys.property(ref.projectId, ref.propertyId),
      });
    }
    activeBefore.current = active;
  }, [active, queryClient, ref.projectId, ref.propertyId]);

  if (coverage.isPending) return <ViewSkeleton />;
  if (coverage.isError) {
    const toast = dataErrorToast(coverage.error);
    return (
      <WidgetState
        status="error"
        title={toast.title}
        message={toast.message}
        onRetry={() => void coverage.refetch()}
      />
    );
  }
  const data = coverage.data;
  const showIssue = (issue: string) =>
    setView({ ...view, issue, state: undefined, table: { ...view.table, pageIndex: 0 } });

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <Summary data={data} />
      <div className="grid min-w-0 grid-cols-1 gap-6 lg:grid-cols-3">
        <WidgetCard
          id="chart-title"
          title="Indexed vs not indexed"
          description="Each known URL in its newest state on each day: from inspections, and from search (a page Google showed was indexed that day)."
          className="lg:col-span-2"
        >
          <IndexChart points={data.chart} />
        </WidgetCard>
        <WidgetCard
          id="picks-title"
          title={`Why these ${formatNumber(data.priority.picks)} today`}
          description={`The day's inspection budget (${formatNumber(data.priority.budget)} left) goes where the index state is unknown or may have changed.`}
        >
          <div className="grid gap-3">
            {data.priority.sentences.length > 0 ? (
              <ul className="grid list-disc gap-1 pl-5 text-sm" data-testid="priority-reasons">
                {data.priority.sentences.map((sentence) => (
                  <li key={sentence}>{sentence}</li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">
                Nothing to inspect today: every known URL is inspected or the budget is spent.
              </p>
            )}
            <Button
              className="w-fit"
              disabled={data.priority.picks === 0 || create.isPending}
              onClick={() => create.mutate({ ...ref, source: "priority" })}
            >
              Inspect today&apos;s picks
            </Button>
          </div>
        </WidgetCard>
      </div>

      {batches.data && batches.data.batches.length > 0 ? (
        <WidgetCard
          id="batches-title"
          title="Inspections under way"
          description="Bulk inspections of this property, each within Google's budget."
        >
          <BatchList
            batches={batches.data.batches.slice(0, 5)}
            onCancel={(id) => cancel.mutate(id)}
          />
        </WidgetCard>
      ) : null}

      <WidgetCard
        id="issues-title"
        title="Why pages are not indexed"
        description="Google's page-indexing groups, from Rankwell's inspections, with the clicks those pages had and what to do."
      >
        <IssuesTable
          issues={data.issues}
          pending={create.isPending}
          onShow={showIssue}
          onValidate={(issue) => create.mutate({ ...ref, source: "validate", issue })}
        />
      </WidgetCard>

      <WidgetCard
        id="urls-title"
        title="Known URLs"
        description={`${formatNumber(data.summary.fromSitemaps)} from sitemaps, ${formatNumber(data.summary.fromSearch)} seen in search, ${formatNumber(data.summary.inspected)} inspected.`}
      >
        {data.sitemaps.problems.length > 0 ? (
          <p role="status" className="mb-3 text-sm text-amber-700 dark:text-amber-400">
            {formatNumber(data.sitemaps.problems.length)} sitemap
            {data.sitemaps.problems.length === 1 ? "" : "s"} could not be read:{" "}
            {data.sitemaps.problems[0]!.message}
          </p>
        ) : null}
        <UrlsTable
          data={data}
          view={view}
          onView={setView}
          siteUrl={property.property_uri}
          exportHref={coverageExportHref(request, "coverage.csv")}
          busy={coverage.isPlaceholderData}
        />
      </WidgetCard>
    </div>
  );
}

export function CoverageView() {
  return (
    <ScopedView
      source="gsc"
      skeleton={<ViewSkeleton />}
      noSource={{
        title: "No Search Console property yet",
        description:
          "Coverage reads the sitemaps, search data and inspections of a Search Console property. Add one to a project in Settings.",
      }}
    >
      {(scope) => <Ready key={`${scope.project.id}:${scope.property.id}`} scope={scope} />}
    </ScopedView>
  );
}

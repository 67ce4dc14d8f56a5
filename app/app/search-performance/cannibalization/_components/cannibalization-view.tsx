"use client";

import { lazy, Suspense, useState } from "react";
import Link from "next/link";
import { subMonths } from "date-fns";
import { QueryWidget } from "@/components/data-state/query-widget";
import { WidgetState } from "@/components/data-state/widget-state";
import { Button } from "@/components/ui/button";
import { useCannibalizationQuery } from "@/hooks/queries/use-cannibalization-query";
import { useFilterContext } from "@/hooks/use-filter-context";
import { cannibalizationExportHref, reportRequest } from "@/lib/cannibalization/requests";
import { FIRST_ISSUES_PAGE } from "@/lib/cannibalization/issues-page";
import { propertyExportName } from "@/lib/csv/file-name";
import { cappedDaysSentence } from "@/lib/data-api/row-completeness";
import { formatDisplayDate, fromDateKey, toDateKey } from "@/lib/dates/format";
import { formatNumber } from "@/lib/format/numbers";
import { dataErrorToast } from "@/lib/notifications/catalog";
import { IssuesTable } from "./issues-table";
import { SummaryCards } from "./summary-cards";
import { ThresholdControls } from "./threshold-controls";
import { ComparisonNote } from "@/components/data-state/comparison-note";
import {
  useCannibalizationContext,
  type CannibalizationContext,
} from "./use-cannibalization-context";

// The detail sheet (Radix Dialog) loads with the first issue opened, not with the list.
const IssueDetail = lazy(() => import("./issue-detail").then((m) => ({ default: m.IssueDetail })));

function Ready({ context }: { context: CannibalizationContext }) {
  const { detection, previousRange, setParams } = context;
  const { range, params } = detection;
  const { setDateRange } = useFilterContext();
  const list = reportRequest(detection, previousRange);
  // New thresholds, brand terms or range start again on the first page, keeping sort and search.
  const listKey = JSON.stringify({ ...list, table: null });
  const [paging, setPaging] = useState({ list: "", page: FIRST_ISSUES_PAGE });
  const page = paging.list === listKey ? paging.page : { ...paging.page, pageIndex: 0 };
  const request = { ...list, table: page };
  const report = useCannibalizationQuery(request);

  const lastThreeMonths = () => {
    const start = toDateKey(subMonths(fromDateKey(range.endDate), 3));
    setDateRange({ startDate: start, endDate: range.endDate });
  };
  const row = report.data?.issues.find((issue) => issue.query === params.issue) ?? null;
  // Mounted from the first issue opened on, so later ones close with the sheet's animation.
  const [detailShown, setDetailShown] = useState(false);
  if (params.issue && !detailShown) setDetailShown(true);

  return (
    <div className="grid grid-cols-1 gap-6">
      <ThresholdControls
        key={`${params.minSharePercent}-${params.minImpressions}`}
        params={params}
        brandTerms={detection.brandTerms}
        onChange={setParams}
      />
      <QueryWidget
        query={report}
        label="cannibalization issues"
        skeleton="table"
        rows={8}
        isEmpty={(data) => data.summary.issues === 0}
        empty={{
          title: "No cannibalized queries in this range",
          description: `No query with ${formatNumber(params.minImpressions)} or more impressions has two pages each taking ${params.minSharePercent}% of it, or trading the top spot. Lower a threshold, or look at a longer range.`,
          action: (
            <Button variant="outline" onClick={lastThreeMonths}>
              Show the 3 months before {formatDisplayDate(range.endDate)}
            </Button>
          ),
        }}
      >
        {(data) => (
          <div className="grid grid-cols-1 gap-4">
            <SummaryCards
              summary={data.summary}
              previous={data.previousSummary ?? undefined}
              deltaLabel={context.compare === "year" ? "vs last year" : "vs previous period"}
            />
            <ComparisonNote coverage={data.comparison} />
            <p className="text-sm text-muted-foreground">
              From {formatNumber(data.meta.rowCount)} query×page rows of{" "}
              {detection.fresh ? "data with fresh days" : "final data"}
              {data.meta.capped && data.meta.cappedDays.length === 0
                ? ", capped by Google's row limit: the least-seen pairs are missing"
                : ""}
              .{" "}
              {data.meta.cappedDays.length > 0
                ? `${cappedDaysSentence(data.meta.cappedDays, "query×page pairs")} `
                : ""}
              Daily positions checked for {formatNumber(data.tradingChecked)} queries
              {data.tradingSkipped > 0
                ? `; ${formatNumber(data.tradingSkipped)} more did not fit in one request and were judged on shares alone`
                : ""}
              . Select a row for its pages, the suggested fix and the daily positions.
            </p>
            <IssuesTable
              issues={data.issues}
              total={data.total}
              page={page}
              onPageChange={(next) => setPaging({ list: listKey, page: next })}
              exportHref={cannibalizationExportHref(
                request,
                propertyExportName("cannibalization", context.propertyUri, range),
              )}
              busy={report.isPlaceholderData}
              onOpen={(issue) => setParams({ issue: issue.query })}
            />
          </div>
        )}
      </QueryWidget>
      {detailShown && (
        <Suspense fallback={null}>
          <IssueDetail detection={detection} row={row} onClose={() => setParams({ issue: null })} />
        </Suspense>
      )}
    </div>
  );
}

function NoProperty() {
  return (
    <WidgetState
      status="empty"
      title="No Search Console property to examine"
      description="Cannibalization is read from a Search Console property's queries and pages. Connect one to a project, then come back."
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

/** The cannibalization report of the selected Search Console property over the filter's range. */
export function CannibalizationView() {
  const resolution = useCannibalizationContext();
  switch (resolution.status) {
    case "loading":
      return <ViewSkeleton />;
    case "error": {
      const toast = dataErrorToast(resolution.error);
      return (
        <WidgetState
          status="error"
          title={toast.title}
          message={toast.message}
          onRetry={resolution.retry}
        />
      );
    }
    case "no-project":
    case "no-source":
      return <NoProperty />;
    case "ready":
      return <Ready context={resolution.context} />;
  }
}

export function ViewSkeleton() {
  return (
    <WidgetState status="loading" label="your Search Console property" skeleton="table" rows={6} />
  );
}

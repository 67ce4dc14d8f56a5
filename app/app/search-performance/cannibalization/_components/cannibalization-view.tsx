"use client";

import Link from "next/link";
import { subMonths } from "date-fns";
import { Button } from "@/components/ui/button";
import { WidgetState } from "@/components/data-state/widget-state";
import { formatDisplayDate, fromDateKey, toDateKey } from "@/lib/dates/format";
import { formatNumber } from "@/lib/format/numbers";
import { QueryWidget } from "@/components/data-state/query-widget";
import { IssueDetail } from "./issue-detail";
import { IssuesTable } from "./issues-table";
import { SummaryCards } from "./summary-cards";
import { ThresholdControls } from "./threshold-controls";
import { useCannibalizationReport } from "./use-cannibalization-report";

function fileSlug(text: string): string {
  return text
    .replace(/^sc-domain:|^https?:\/\//, "")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");
}

/** The cannibalization report of the selected Search Console property over the filter's range. */
export function CannibalizationView() {
  const report = useCannibalizationReport();
  const { scope, range, params, setParams, result } = report;

  if (scope.status === "loading")
    return (
      <WidgetState
        status="loading"
        label="your Search Console property"
        skeleton="table"
        rows={6}
      />
    );
  if (scope.status === "none" || !scope.ref)
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

  const lastThreeMonths = () => {
    const start = toDateKey(subMonths(fromDateKey(range.endDate), 3));
    report.setDateRange({ startDate: start, endDate: range.endDate });
  };
  const open = result.data?.issues.find((issue) => issue.query === params.issue) ?? null;

  return (
    <div className="grid grid-cols-1 gap-6">
      <ThresholdControls
        key={`${params.minSharePercent}-${params.minImpressions}`}
        params={params}
        brandTerms={report.brandTerms}
        onChange={setParams}
      />
      <QueryWidget
        query={result}
        label="cannibalization issues"
        skeleton="table"
        rows={8}
        isEmpty={(data) => data.issues.length === 0}
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
              previous={report.previousSummary}
              deltaLabel={report.compare === "year" ? "vs last year" : "vs previous period"}
            />
            <p className="text-sm text-muted-foreground">
              From {formatNumber(data.meta.rowCount)} query×page rows of final data
              {data.meta.capped
                ? ", capped by Google's row limit: the least-seen pairs are missing"
                : ""}
              . Daily positions checked for {formatNumber(data.tradingChecked)} queries
              {data.tradingSkipped > 0
                ? `; ${formatNumber(data.tradingSkipped)} more did not fit in one request and were judged on shares alone`
                : ""}
              . Select a row for its pages, the suggested fix and the daily positions.
            </p>
            <IssuesTable
              issues={data.issues}
              filename={`cannibalization-${fileSlug(scope.propertyUri ?? "")}-${range.startDate}-${range.endDate}.csv`}
              onOpen={(issue) => setParams({ issue: issue.query })}
            />
          </div>
        )}
      </QueryWidget>
      <IssueDetail
        issue={open}
        property={scope.ref}
        range={range}
        onClose={() => setParams({ issue: null })}
      />
    </div>
  );
}

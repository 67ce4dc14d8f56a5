"use client";

import { useMemo } from "react";
import Link from "next/link";
import { subMonths } from "date-fns";
import { Button } from "@/components/ui/button";
import { WidgetState } from "@/components/data-state/widget-state";
import { useFilterContext } from "@/hooks/use-filter-context";
import { fromDateKey, toDateKey, formatDisplayDate } from "@/lib/dates/format";
import { formatNumber } from "@/lib/format/numbers";
import { resolveBrandTerms } from "@/lib/search-performance/brand";
import { comparisonRange } from "@/lib/overview/requests";
import { QueryWidget } from "@/app/app/_overview/query-widget";
import { useDataErrorToast } from "@/app/app/_overview/use-data-error-toast";
import { thresholdsOf } from "../_lib/view-params";
import { IssueDetail } from "./issue-detail";
import { IssuesTable } from "./issues-table";
import { SummaryCards } from "./summary-cards";
import { ThresholdControls } from "./threshold-controls";
import { useCannibalization } from "./use-cannibalization";
import { useSearchConsoleScope } from "./use-search-console-scope";
import { useViewParams } from "./use-view-params";

const NO_TERMS: string[] = [];

function fileSlug(text: string): string {
  return text
    .replace(/^sc-domain:|^https?:\/\//, "")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");
}

/** The cannibalization report of the selected Search Console property over the filter's range. */
export function CannibalizationView() {
  const scope = useSearchConsoleScope();
  const { dateRange: filterRange, setDateRange, compare } = useFilterContext();
  const { startDate, endDate } = filterRange;
  const dateRange = useMemo(() => ({ startDate, endDate }), [startDate, endDate]);
  const previousRange = useMemo(
    () => (compare ? comparisonRange(dateRange, compare) : null),
    [dateRange, compare],
  );
  const [params, setParams] = useViewParams();
  const brandTerms = useMemo(
    () =>
      scope.project
        ? resolveBrandTerms(scope.project.brand_terms, undefined, scope.propertyUri ?? undefined)
            .terms
        : NO_TERMS,
    [scope.project, scope.propertyUri],
  );
  // Keyed on the two numbers: opening an issue changes the params but must not rerun the detector.
  const { minSharePercent, minImpressions } = params;
  const thresholds = useMemo(
    () => thresholdsOf({ minSharePercent, minImpressions }),
    [minSharePercent, minImpressions],
  );
  const excluded = params.excludeBranded ? brandTerms : NO_TERMS;
  const result = useCannibalization({
    ref: scope.ref,
    range: dateRange,
    thresholds,
    brandTerms: excluded,
  });
  // In compare mode the same detection over the comparison period gives the summary its changes.
  const previous = useCannibalization({
    ref: previousRange ? scope.ref : null,
    range: previousRange ?? dateRange,
    thresholds,
    brandTerms: excluded,
  });
  useDataErrorToast(previous.error);

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
            <Link href="/app/settings/#projects">Connect a property in Settings</Link>
          </Button>
        }
      />
    );

  const lastThreeMonths = () => {
    const end = fromDateKey(dateRange.endDate);
    setDateRange({ startDate: toDateKey(subMonths(end, 3)), endDate: dateRange.endDate });
  };
  const open = result.data?.issues.find((issue) => issue.query === params.issue) ?? null;

  return (
    <div className="grid grid-cols-1 gap-6">
      <ThresholdControls
        key={`${params.minSharePercent}-${params.minImpressions}`}
        params={params}
        brandTerms={brandTerms}
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
              Show the 3 months before {formatDisplayDate(dateRange.endDate)}
            </Button>
          ),
        }}
      >
        {(data) => (
          <div className="grid grid-cols-1 gap-4">
            <SummaryCards
              summary={data.summary}
              previous={previousRange ? previous.data?.summary : undefined}
              deltaLabel={compare === "year" ? "vs last year" : "vs previous period"}
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
              filename={`cannibalization-${fileSlug(scope.propertyUri ?? "")}-${dateRange.startDate}-${dateRange.endDate}.csv`}
              onOpen={(issue) => setParams({ issue: issue.query })}
            />
          </div>
        )}
      </QueryWidget>
      <IssueDetail
        issue={open}
        property={scope.ref}
        range={dateRange}
        onClose={() => setParams({ issue: null })}
      />
    </div>
  );
}

"use client";

import { useMemo } from "react";
import { FinalBadge } from "@/components/data-state/fresh-badge";
import { QueryWidget } from "@/components/data-state/query-widget";
import { ScopedView, type PropertyScope } from "@/components/data-state/scoped-view";
import { WidgetState } from "@/components/data-state/widget-state";
import { useOpportunities, useOpportunityState } from "@/hooks/queries/use-opportunities";
import { viewBrandTerms } from "@/lib/cannibalization/requests";
import { formatDateRange } from "@/lib/dates/format";
import { propertyExportName } from "@/lib/csv/file-name";
import { formatNumber } from "@/lib/format/numbers";
import {
  OPPORTUNITY_SHOWS,
  OPPORTUNITY_TYPE_IDS,
  OPPORTUNITY_TYPE_LABELS,
  TYPES_WITHOUT_GAIN,
  type OpportunityShow,
} from "@/lib/opportunities/limits";
import { opportunityExportHref, opportunityListRequest } from "@/lib/opportunities/requests";
import type { OpportunityListResponse } from "@/lib/opportunities/types";
import type { OpportunityViewParams } from "@/lib/opportunities/view-params";
import type { OpportunityType } from "@/lib/seo/opportunities";
import { cn } from "@/lib/utils";
import { CurveCard } from "./ctr-curve-card";
import { OpportunitiesTable, type StateChange } from "./opportunities-table";
import { useOpportunityParams } from "./use-opportunity-params";

const SHOW_LABELS: Record<OpportunityShow, string> = {
  open: "Open",
  snoozed: "Snoozed",
  dismissed: "Dismissed",
};

/** One card per rule: how many open opportunities and their clicks; pressing one filters by it. */
function TypeCards({
  data,
  params,
  onParams,
}: {
  data: OpportunityListResponse;
  params: OpportunityViewParams;
  onParams: (next: OpportunityViewParams) => void;
}) {
  const sums = new Map(data.byType.map((sum) => [sum.type, sum]));
  const toggle = (type: OpportunityType) => {
    const types = params.types.includes(type)
      ? params.types.filter((t) => t !== type)
      : [...params.types, type];
    onParams({ ...params, types, table: { ...params.table, pageIndex: 0 } });
  };
  return (
    <div
      role="group"
      aria-label="Filter by type"
      className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-7"
    >
      {OPPORTUNITY_TYPE_IDS.map((type) => {
        const sum = sums.get(type) ?? { count: 0, gain: 0 };
        const pressed = params.types.includes(type);
        return (
          <button
            key={type}
            type="button"
            aria-pressed={pressed}
            onClick={() => toggle(type)}
            className={cn(
              "grid gap-1 rounded-xl border bg-card p-4 text-left shadow-xs transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50",
              pressed && "border-primary ring-1 ring-primary",
            )}
          >
            <span className="text-sm font-medium">{OPPORTUNITY_TYPE_LABELS[type]}</span>
            <span className="text-2xl font-semibold tabular-nums">{formatNumber(sum.count)}</span>
            <span className="text-xs text-muted-foreground tabular-nums">
              {TYPES_WITHOUT_GAIN.has(type)
                ? "No click estimate"
                : `+${formatNumber(sum.gain)} clicks`}
            </span>
          </button>
        );
      })}
    </div>
  );
}

/** What the two sitemap rules compared with, or why they did not run. */
function SitemapNote({ data }: { data: OpportunityListResponse }) {
  const sitemaps = data.meta.sitemaps;
  switch (sitemaps.status) {
    case "read":
      return (
        <>
          The sitemap rules compared {formatNumber(sitemaps.urls)} URLs of{" "}
          {formatNumber(sitemaps.files)} sitemap{sitemaps.files === 1 ? "" : "s"}
          {sitemaps.unseen > sitemaps.listed
            ? `; ${formatNumber(sitemaps.unseen)} never got an impression, and the first ${formatNumber(sitemaps.listed)} are listed`
            : ""}
          .
        </>
      );
    case "none":
      return (
        <>
          Search Console lists no sitemap for this property, so the sitemap rules did not run;
          submit one in Search Console to compare it with search.
        </>
      );
    case "unreadable":
      return (
        <>
          The property&apos;s sitemaps could not all be read, so the sitemap rules did not run; the
          Coverage view says which file failed.
        </>
      );
    case "slow":
      return (
        <>
          The property&apos;s sitemaps took too long to read, so the sitemap rules did not run; they
          will on a later visit, once the sitemaps are read.
        </>
      );
    case "incomplete":
      return (
        <>
          The property&apos;s sitemaps list more URLs than are read, so the sitemap rules did not
          run.
        </>
      );
  }
}

function ShowTabs({
  data,
  params,
  onParams,
}: {
  data: OpportunityListResponse;
  params: OpportunityViewParams;
  onParams: (next: OpportunityViewParams) => void;
}) {
  return (
    <div role="group" aria-label="Show" className="inline-flex w-fit rounded-lg bg-muted p-[3px]">
      {OPPORTUNITY_SHOWS.map((show) => (
        <button
          key={show}
          type="button"
          aria-pressed={params.show === show}
          onClick={() => onParams({ ...params, show, table: { ...params.table, pageIndex: 0 } })}
          className={cn(
            "rounded-md px-3 py-1 text-sm font-medium text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
            params.show === show && "bg-background text-foreground shadow-sm",
          )}
        >
          {SHOW_LABELS[show]} ({formatNumber(data.counts[show])})
        </button>
      ))}
    </div>
  );
}

function Ready({ scope }: { scope: PropertyScope }) {
  const { property } = scope;
  const [params, setParams] = useOpportunityParams();
  const projectTerms = scope.project.brand_terms;
  const brandTerms = useMemo(
    () => viewBrandTerms(projectTerms, property.property_uri),
    [projectTerms, property.property_uri],
  );
  const request = opportunityListRequest({
    ref: { projectId: scope.project.id, propertyId: property.id },
    range: scope.range,
    fresh: scope.fresh,
    brandTerms,
    params,
  });
  const list = useOpportunities(request);
  const change = useOpportunityState(scope.project.id);
  const onChange = ({ opportunityId, state, snoozeDays }: StateChange) =>
    change.mutate({
      projectId: scope.project.id,
      propertyId: property.id,
      opportunityId,
      state,
      ...(snoozeDays ? { snoozeDays } : {}),
    });
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span>{formatDateRange(scope.range)}</span>
        {scope.fresh ? null : <FinalBadge />}
      </div>
      <QueryWidget query={list} label="opportunities" skeleton="table" rows={8}>
        {(data) => (
          <div className="grid grid-cols-1 gap-6">
            <TypeCards data={data} params={params} onParams={setParams} />
            <div className="grid grid-cols-1 gap-3">
              <ShowTabs data={data} params={params} onParams={setParams} />
              <OpportunitiesTable
                rows={data.rows}
                total={data.total}
                params={params}
                onParams={setParams}
                siteUrl={property.property_uri}
                projectId={scope.project.id}
                exportHref={opportunityExportHref(
                  request,
                  propertyExportName("opportunities", property.property_uri, scope.range),
                )}
                busy={list.isPlaceholderData}
                pending={change.isPending}
                onChange={onChange}
              />
              <p className="text-xs text-muted-foreground">
                Gains are estimated clicks over {formatDateRange(scope.range)} from your own CTR
                curve; a query can appear under two rules, so their gains overlap. Read from{" "}
                {formatNumber(data.meta.rowCount)} query×page rows
                {data.meta.capped ? " (capped by Google's row limit)" : ""} and the clicks of{" "}
                {data.meta.months.length} whole months. <SitemapNote data={data} />
              </p>
            </div>
            <CurveCard
              data={data}
              onThresholds={(thresholds) =>
                setParams({ ...params, thresholds, table: { ...params.table, pageIndex: 0 } })
              }
            />
          </div>
        )}
      </QueryWidget>
    </div>
  );
}

/** The property's opportunities over the filter's range, with the rules' curve and thresholds. */
export function OpportunitiesView() {
  return (
    <ScopedView
      source="gsc"
      skeleton={<ViewSkeleton />}
      noSource={{
        title: "No Search Console property to examine",
        description:
          "Opportunities are found in a Search Console property's queries and pages. Connect one to a project, then come back.",
      }}
    >
      {(scope) => <Ready scope={scope} />}
    </ScopedView>
  );
}

export function ViewSkeleton() {
  return (
    <WidgetState status="loading" label="your Search Console property" skeleton="table" rows={8} />
  );
}

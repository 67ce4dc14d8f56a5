"use client";

import { Waterfall } from "@/components/charts/waterfall";
import { ChangeText } from "@/components/data-state/change-text";
import { ComparisonNote } from "@/components/data-state/comparison-note";
import { FinalBadge } from "@/components/data-state/fresh-badge";
import { QueryWidget } from "@/components/data-state/query-widget";
import { WidgetCard } from "@/components/data-state/widget-card";
import { ScopedView, type PropertyScope } from "@/components/data-state/scoped-view";
import { WidgetState } from "@/components/data-state/widget-state";
import { useGscInsightsQuery } from "@/hooks/queries/use-gsc-insights-query";
import { formatDateRange } from "@/lib/dates/format";
import type { ReadyScope } from "@/lib/filters/view-scope";
import { propertyExportName } from "@/lib/csv/file-name";
import { formatNumber } from "@/lib/format/numbers";
import { gscInsightsExportHref, gscInsightsRequest } from "@/lib/gsc-insights/requests";
import type { GscInsightsDimension, GscInsightsRequest } from "@/lib/gsc-insights/schemas";
import type { GscInsightsResponse } from "@/lib/gsc-insights/types";
import { CHANGE_STEP_LABELS, type ClickChange } from "@/lib/seo/click-change";
import { ContributionList, DimensionCard, ExportLink } from "./dimension-card";

function ChangeHeadline({ change }: { change: ClickChange }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <span className="text-3xl font-semibold tabular-nums" data-testid="clicks-change">
        <ChangeText value={change.change} />
      </span>
      {change.ratio !== null ? (
        <span className="text-lg">
          <ChangeText value={change.ratio} style="percent" />
        </span>
      ) : null}
      <span className="text-sm text-muted-foreground tabular-nums">
        clicks, {formatNumber(change.previous.clicks)} → {formatNumber(change.current.clicks)}
      </span>
    </p>
  );
}

function WhyCard({ data, change }: { data: GscInsightsResponse; change: ClickChange }) {
  const { totals } = change;
  return (
    <WidgetCard
      id="insights-why"
      title="Why did clicks change?"
      className="lg:col-span-2"
      description={data.compared ? `Against ${formatDateRange(data.compared)}` : undefined}
    >
      <div className="grid gap-5">
        <ChangeHeadline change={change} />
        {data.story.length > 0 ? (
          <ul className="grid max-w-3xl list-disc gap-1.5 pl-5 text-sm leading-relaxed">
            {data.story.map((sentence) => (
              <li key={sentence.text}>{sentence.text}</li>
            ))}
          </ul>
        ) : null}
        <Waterfall
          start={{ id: "previous", label: "Previous period", value: change.previous.clicks }}
          steps={change.steps.map((step) => ({ ...step, label: CHANGE_STEP_LABELS[step.id] }))}
          end={{ id: "current", label: "This period", value: change.current.clicks }}
          caption="How the clicks of the previous period became this period's. Search demand: the same queries searched more or less. Position and CTR: the same queries earning more or fewer clicks per impression, by the site's own CTR-by-position curve. New and lost queries: queries with impressions in one period only. Anonymised queries: clicks Google counts but does not name."
        />
        <p className="text-sm text-muted-foreground">
          Clicks are impressions × CTR: the change in impressions accounts for{" "}
          <ChangeText value={Math.round(totals.impressions)} />, the change in CTR for{" "}
          <ChangeText value={Math.round(totals.ctr)} />, and both together for{" "}
          <ChangeText value={Math.round(totals.interaction)} />.
        </p>
      </div>
    </WidgetCard>
  );
}

function LastYearCard({ data }: { data: GscInsightsResponse }) {
  const { lastYear, change } = data;
  return (
    <WidgetCard
      id="insights-last-year"
      title="Same period last year"
      description={lastYear ? formatDateRange(lastYear.range) : "Seasonality"}
    >
      {lastYear && change ? (
        <div className="grid gap-2 text-sm">
          <p className="tabular-nums">
            {formatNumber(lastYear.totals.clicks)} clicks then,{" "}
            {formatNumber(change.current.clicks)} now:{" "}
            <ChangeText value={change.current.clicks - lastYear.totals.clicks} />
          </p>
          <p className="text-muted-foreground">
            A change that the same weeks of last year also show is the season, not the site.
          </p>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          Google holds no data for the same days a year ago, so the season cannot be told apart from
          a change of the site.
        </p>
      )}
    </WidgetCard>
  );
}

function Insights({
  data,
  scope,
  request,
}: {
  data: GscInsightsResponse;
  scope: ReadyScope;
  request: GscInsightsRequest;
}) {
  const { change } = data;
  if (!change) {
    return (
      <div className="grid gap-4">
        <ComparisonNote coverage={data.comparison} />
        <LastYearCard data={data} />
      </div>
    );
  }
  const siteUrl = scope.property?.property_uri ?? "";
  const exportHref = (dimension: GscInsightsDimension) =>
    gscInsightsExportHref(
      request,
      dimension,
      propertyExportName(`insights-${dimension}`, siteUrl, scope.range),
    );
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <WhyCard data={data} change={change} />
      <DimensionCard
        id="insights-queries"
        title="Queries"
        list={data.queries}
        noun="query"
        exportHref={exportHref("query")}
      />
      <DimensionCard
        id="insights-pages"
        title="Pages"
        list={data.pages}
        noun="page"
        siteUrl={siteUrl}
        exportHref={exportHref("page")}
      />
      <WidgetCard id="insights-devices" title="Devices">
        <ContributionList rows={data.devices} dimension="device" empty="No device had clicks." />
        <ExportLink href={exportHref("device")} what="device" />
      </WidgetCard>
      <LastYearCard data={data} />
      <WidgetCard id="insights-countries" title="Countries that moved">
        <ContributionList
          rows={data.countries}
          dimension="country"
          empty="No country had clicks."
        />
        <ExportLink href={exportHref("country")} what="country" />
      </WidgetCard>
      <WidgetCard id="insights-appearance" title="Search appearance">
        <ContributionList
          rows={data.appearance}
          dimension="searchAppearance"
          empty="No rich result or other search appearance had impressions."
        />
        <ExportLink href={exportHref("searchAppearance")} what="search appearance" />
      </WidgetCard>
    </div>
  );
}

function Ready({ scope }: { scope: PropertyScope }) {
  const { property } = scope;
  const request = gscInsightsRequest(
    { projectId: scope.project.id, propertyId: property.id },
    scope.range,
    scope.compare,
    scope.fresh,
  );
  const query = useGscInsightsQuery(request);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span>{formatDateRange(scope.range)}</span>
        {scope.fresh ? null : <FinalBadge />}
      </div>
      <QueryWidget query={query} label="GSC insights" skeleton="chart">
        {(data) => <Insights data={data} scope={scope} request={request} />}
      </QueryWidget>
    </div>
  );
}

/** Why clicks changed over the filter's range, and the queries, pages and places that moved. */
export function GscInsightsView() {
  return (
    <ScopedView
      source="gsc"
      skeleton={<ViewSkeleton />}
      noSource={{
        title: "No Search Console property to explain",
        description:
          "GSC Insights reads a Search Console property's clicks, queries and pages. Connect one to a project, then come back.",
      }}
    >
      {(scope) => <Ready scope={scope} />}
    </ScopedView>
  );
}

export function ViewSkeleton() {
  return <WidgetState status="loading" label="your Search Console property" skeleton="chart" />;
}

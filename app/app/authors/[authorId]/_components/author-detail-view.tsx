"use client";

import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { ArrowLeft } from "lucide-react";
import { LazyTrendChart } from "@/components/charts/lazy";
import type { TrendPoint } from "@/components/charts/trend-data";
import { ComparisonNote } from "@/components/data-state/comparison-note";
import { KpiCard } from "@/components/data-state/kpi-card";
import { QueryWidget } from "@/components/data-state/query-widget";
import { ScopedView, type PropertyScope } from "@/components/data-state/scoped-view";
import { WidgetCard } from "@/components/data-state/widget-card";
import { WidgetState } from "@/components/data-state/widget-state";
import { Button } from "@/components/ui/button";
import { useAuthorDetail } from "@/hooks/queries/use-authors";
import type { AuthorDetailResponse } from "@/lib/authors/api-types";
import { authorDetailRequest } from "@/lib/authors-view/requests";
import {
  authorHref,
  authorsHref,
  parseAuthorDetailState,
  withAuthorDetailState,
  type AuthorDetailState,
} from "@/lib/authors-view/url-state";
import { formatDateRange } from "@/lib/dates/format";
import { errorStatus } from "@/lib/errors/error-text";
import { formatNumber } from "@/lib/format/numbers";
import { replaceQuery } from "@/lib/routing/replace-query";
import { AuthorActions } from "../../_components/author-actions";
import { MetricKpis } from "../../_components/figures";
import { Movers, PublishedByMonth } from "./author-sections";
import { AuthorPagesTable, AuthorQueriesTable } from "./author-tables";

function useDetailState(): [AuthorDetailState, (next: AuthorDetailState) => void, URLSearchParams] {
  const pathname = usePathname();
  const params = useSearchParams();
  const search = new URLSearchParams(params.toString());
  const set = (next: AuthorDetailState) =>
    replaceQuery(pathname, withAuthorDetailState(search, next).toString());
  return [parseAuthorDetailState(params), set, search];
}

/** Search Console leaves out days without data; the author's trend has clicks and impressions. */
const trendPoints = (points: AuthorDetailResponse["trend"]): TrendPoint[] =>
  points.map((p) => ({
    ...p,
    ctr: p.impressions > 0 ? p.clicks / p.impressions : 0,
    position: 0,
  }));

function BackLink({ search }: { search: URLSearchParams }) {
  return (
    <Link
      prefetch={false}
      href={authorsHref(search)}
      className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" />
      All authors
    </Link>
  );
}

function NotFound({ search }: { search: URLSearchParams }) {
  return (
    <div className="grid gap-4">
      <h1 className="text-3xl font-semibold tracking-tight">Author not found</h1>
      <WidgetState
        status="empty"
        title="No author with this link in this project"
        description="The author may have been renamed away, or the link belongs to another project. The list shows every author the project has."
        action={
          <Button asChild variant="outline">
            <Link prefetch={false} href={authorsHref(search)}>
              Back to all authors
            </Link>
          </Button>
        }
      />
    </div>
  );
}

function Heading({
  data,
  scope,
  search,
}: {
  data: AuthorDetailResponse;
  scope: PropertyScope;
  search: URLSearchParams;
}) {
  const router = useRouter();
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="grid gap-1">
        <h1 className="text-3xl font-semibold tracking-tight wrap-anywhere">{data.author.name}</h1>
        <p className="text-muted-foreground">
          {formatNumber(data.pages)} {data.pages === 1 ? "page" : "pages"}
          {data.author.aliases.length > 0
            ? ` · also written as ${data.author.aliases.join(", ")}`
            : ""}
        </p>
      </div>
      <AuthorActions
        author={data.author}
        scope={scope}
        labelled
        onMerged={(into) => router.push(authorHref(into.id, search))}
      />
    </div>
  );
}

function Ready({ scope, authorId }: { scope: PropertyScope; authorId: string }) {
  const [state, setState, search] = useDetailState();
  const detail = useAuthorDetail(authorDetailRequest(scope, authorId));
  const status = errorStatus(detail.error);
  if (!detail.data && (status === 404 || status === 400)) return <NotFound search={search} />;
  const period = formatDateRange(scope.range);
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <BackLink search={search} />
      <QueryWidget query={detail} label="the author" skeleton="kpi">
        {(data) => (
          <div className="grid gap-6">
            <Heading data={data} scope={scope} search={search} />
            <section aria-label="Totals" className="grid grid-cols-2 gap-3 lg:grid-cols-5">
              <KpiCard label="Pages" value={formatNumber(data.pages)} />
              <MetricKpis
                totals={data.totals}
                previous={data.previousTotals}
                coverage={data.comparison}
                compare={scope.compare}
              />
              <ComparisonNote
                coverage={scope.compare ? data.comparison : null}
                className="col-span-full"
              />
            </section>
            <WidgetCard
              id="author-trend"
              title="Clicks and impressions"
              description={
                scope.previousRange && data.previousTrend
                  ? `${period}, dashed: ${formatDateRange(scope.previousRange)}`
                  : period
              }
            >
              <LazyTrendChart
                label="The author's clicks and impressions over time"
                data={trendPoints(data.trend)}
                previous={data.previousTrend ? trendPoints(data.previousTrend) : undefined}
                comparison={
                  data.previousTrend && scope.previousRange
                    ? { current: scope.range, previous: scope.previousRange }
                    : undefined
                }
              />
            </WidgetCard>
            <WidgetCard
              id="author-movers"
              title="Best and worst movers"
              description="The pages whose clicks changed most against the comparison period."
            >
              <Movers
                movers={data.movers}
                base={scope.property.property_uri}
                compared={scope.compare !== null && data.previousTotals !== null}
              />
            </WidgetCard>
            <WidgetCard
              id="author-published"
              title="Published per month and clicks after 28 days"
              description="Pages published in each of the last 12 months, and what they earned in their first 28 days."
            >
              <PublishedByMonth months={data.publishedByMonth} />
            </WidgetCard>
          </div>
        )}
      </QueryWidget>
      {/* The tables wait for the author, so an unknown one is not asked for three times. */}
      {detail.data ? (
        <>
          <AuthorPagesTable
            scope={scope}
            authorId={authorId}
            state={state.pages}
            onStateChange={(pages) => setState({ ...state, pages })}
          />
          <AuthorQueriesTable
            scope={scope}
            authorId={authorId}
            state={state.queries}
            onStateChange={(queries) => setState({ ...state, queries })}
          />
        </>
      ) : null}
    </div>
  );
}

/** One author: their figures, trend, movers, publishing, pages and queries. */
export function AuthorDetailView({ authorId }: { authorId: string | null }) {
  const params = useSearchParams();
  const search = new URLSearchParams(params.toString());
  if (authorId === null) return <NotFound search={search} />;
  return (
    <ScopedView
      source="gsc"
      skeleton={<AuthorDetailSkeleton />}
      noSource={{
        title: "No Search Console property yet",
        description:
          "An author's figures come from the Search Console property of the project. Connect one to a project in Settings, then come back.",
      }}
    >
      {(scope) => <Ready scope={scope} authorId={authorId} />}
    </ScopedView>
  );
}

export function AuthorDetailSkeleton() {
  return (
    <div className="grid gap-6">
      <WidgetState status="loading" label="the author" skeleton="kpi" />
      <WidgetState status="loading" label="the author's trend" skeleton="chart" />
      <WidgetState status="loading" label="the author's pages" skeleton="table" rows={8} />
    </div>
  );
}

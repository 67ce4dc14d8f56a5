"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { ComparisonNote, noChangeDelta } from "@/components/data-state/comparison-note";
import { KpiCard } from "@/components/data-state/kpi-card";
import { QueryWidget } from "@/components/data-state/query-widget";
import { ScopedView, type PropertyScope } from "@/components/data-state/scoped-view";
import { WidgetCard } from "@/components/data-state/widget-card";
import { WidgetState } from "@/components/data-state/widget-state";
import { useAuthorCrawl, useAuthorList } from "@/hooks/queries/use-authors";
import type { AuthorListResponse } from "@/lib/authors/api-types";
import { crawlActive } from "@/lib/authors-view/format";
import { authorListRequest, relativeChange } from "@/lib/authors-view/requests";
import {
  parseAuthorsState,
  withAuthorsState,
  type AuthorsListState,
} from "@/lib/authors-view/url-state";
import { formatDateRange } from "@/lib/dates/format";
import {
  formatCompact,
  formatDelta,
  formatNumber,
  formatPercent,
  judgeDelta,
} from "@/lib/format/numbers";
import { authorListExportHref } from "@/lib/query/authors";
import { replaceQuery } from "@/lib/routing/replace-query";
import { AuthorsTable } from "./authors-table";
import { CrawlCard, CrawlNowButton } from "./crawl-card";
import { COMPARE_LABEL } from "./figures";
import { RulesButton, useRulesSheet } from "./rules-entry";

function useAuthorsState(): [AuthorsListState, (next: AuthorsListState) => void, URLSearchParams] {
  const pathname = usePathname();
  const params = useSearchParams();
  const search = new URLSearchParams(params.toString());
  const set = (next: AuthorsListState) =>
    replaceQuery(pathname, withAuthorsState(search, next).toString());
  return [parseAuthorsState(params), set, search];
}

/** Authors, attributed clicks and what no one is credited with: nothing disappears silently. */
function Kpis({
  data,
  scope,
  searching,
}: {
  data: AuthorListResponse;
  scope: PropertyScope;
  searching: boolean;
}) {
  const noChange = scope.compare ? noChangeDelta(data.comparison) : null;
  const change = data.previousTotals
    ? relativeChange(data.totals.clicks, data.previousTotals.clicks)
    : null;
  const delta = scope.compare && data.previousTotals ? formatDelta(change, "percent") : undefined;
  const allClicks = data.totals.clicks + data.unattributed.metrics.clicks;
  return (
    <section aria-label="Totals" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <KpiCard
        label={searching ? "Authors matching the search" : "Authors"}
        value={formatNumber(data.total)}
      />
      <KpiCard
        label="Attributed clicks"
        value={formatCompact(data.totals.clicks)}
        delta={noChange ? noChange.delta : delta}
        improved={noChange ? null : judgeDelta(change, "percent")}
        deltaLabel={
          noChange
            ? noChange.deltaLabel
            : delta && scope.compare
              ? COMPARE_LABEL[scope.compare]
              : undefined
        }
      />
      <KpiCard label="Pages without an author" value={formatNumber(data.unattributed.pages)} />
      <KpiCard
        label={
          allClicks > 0
            ? `Clicks without an author (${formatPercent(data.unattributed.metrics.clicks / allClicks, 1)} of all)`
            : "Clicks without an author"
        }
        value={formatCompact(data.unattributed.metrics.clicks)}
      />
      <ComparisonNote coverage={scope.compare ? data.comparison : null} className="col-span-full" />
    </section>
  );
}

/** Why the table is empty, and what to do: crawl, wait for the crawl, or add rules. */
function NoAuthors({
  data,
  scope,
  rulesProps,
}: {
  data: AuthorListResponse;
  scope: PropertyScope;
  rulesProps: object;
}) {
  const crawl = useAuthorCrawl(scope.project.id);
  const status = crawl.data ?? data.crawl;
  if (crawlActive(status))
    return (
      <WidgetState
        status="empty"
        title="The crawl is reading your pages"
        description="Authors appear here as soon as it finishes; its progress is shown above."
      />
    );
  if (status.state === "never")
    return (
      <WidgetState
        status="empty"
        title="No author crawl yet"
        description="Rankwell finds who wrote each page by reading the bylines, author links and structured data of the site's pages. Start a crawl, or add rules or a CSV if you already know."
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <CrawlNowButton projectId={scope.project.id} status={status} />
            <RulesButton openProps={rulesProps} />
          </div>
        }
      />
    );
  return (
    <WidgetState
      status="empty"
      title="No authors found"
      description="The crawl found no author on the site's pages. Add rules (for example, every page under /blog/jane/ is Jane's) or import a CSV of pages and authors."
      action={<RulesButton openProps={rulesProps} label="Add rules or import" variant="default" />}
    />
  );
}

function Ready({ scope }: { scope: PropertyScope }) {
  const [state, setState, search] = useAuthorsState();
  const request = authorListRequest(scope, state);
  const query = useAuthorList(request);
  const rules = useRulesSheet(scope.project.id);
  const period = formatDateRange(scope.range);
  const searching = state.search.trim() !== "";
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <div className="flex flex-wrap justify-end gap-2">
        <RulesButton openProps={rules.openProps} />
      </div>
      {rules.sheet}
      <QueryWidget query={query} label="the authors' totals" skeleton="kpi">
        {(data) => <Kpis data={data} scope={scope} searching={searching} />}
      </QueryWidget>
      <CrawlCard projectId={scope.project.id} />
      <WidgetCard id="authors-table" title="Authors" description={period}>
        <QueryWidget query={query} label="the authors" skeleton="table" rows={8}>
          {(data) =>
            data.total === 0 && !searching ? (
              <NoAuthors data={data} scope={scope} rulesProps={rules.openProps} />
            ) : (
              <AuthorsTable
                data={data}
                scope={scope}
                state={state}
                onStateChange={setState}
                search={search}
                exportHref={authorListExportHref(request)}
                busy={query.isFetching && query.isPlaceholderData}
              />
            )
          }
        </QueryWidget>
      </WidgetCard>
    </div>
  );
}

/** Who wrote the site's pages, and how each author's pages do in search. */
export function AuthorsView() {
  return (
    <ScopedView
      source="gsc"
      skeleton={<AuthorsSkeleton />}
      noSource={{
        title: "No Search Console property yet",
        description:
          "Authors credits each author with the Search Console figures of the pages they wrote. Connect a property to a project in Settings, then come back.",
      }}
    >
      {(scope) => <Ready scope={scope} />}
    </ScopedView>
  );
}

export function AuthorsSkeleton() {
  return (
    <div className="grid gap-6">
      <WidgetState status="loading" label="the authors' totals" skeleton="kpi" />
      <WidgetState status="loading" label="the authors" skeleton="table" rows={8} />
    </div>
  );
}

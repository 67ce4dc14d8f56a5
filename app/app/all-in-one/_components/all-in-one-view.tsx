"use client";

import dynamic from "next/dynamic";
import { usePathname, useSearchParams } from "next/navigation";
import { ChangeText } from "@/components/data-state/change-text";
import { InfoNote } from "@/components/data-state/info-note";
import { NearViewport } from "@/components/data-state/near-viewport";
import { QueryWidget } from "@/components/data-state/query-widget";
import { ScopedView, type PropertyScope } from "@/components/data-state/scoped-view";
import { WidgetCard } from "@/components/data-state/widget-card";
import { WidgetState } from "@/components/data-state/widget-state";
import type { DataTableColumn } from "@/components/data-table/columns";
import { ServerDataTable } from "@/components/data-table/server-data-table";
import { useAllInOne } from "@/hooks/queries/use-all-in-one";
import {
  allInOneRequest,
  parseAllInOneState,
  withAllInOneState,
  type AllInOneState,
} from "@/lib/all-in-one/url-state";
import {
  ALL_IN_ONE_FILTERS,
  type AllInOneResponse,
  type AllInOneRow,
  type AllInOneSort,
} from "@/lib/all-in-one/view-types";
import { formatDateRange } from "@/lib/dates/format";
import { formatNumber } from "@/lib/format/numbers";
import { allInOneExportHref } from "@/lib/query/all-in-one";
import { replaceQuery } from "@/lib/routing/replace-query";
import { ClicksKeyEventsScatter } from "./scatter";

// Below the pages: its code loads as the page scrolls towards it.
const mapsSkeleton = () => (
  <WidgetState status="loading" label="the Maps keywords" skeleton="table" rows={6} />
);
const MapsVsOrganicCard = dynamic(
  () => import("./maps-vs-organic").then((m) => m.MapsVsOrganicCard),
  { ssr: false, loading: mapsSkeleton },
);

const SOURCE_LABELS = {
  gsc: "Search Console",
  ga4: "Analytics",
  gbp: "Business Profile",
  inspections: "URL Inspection",
  sitemaps: "Sitemaps",
} as const;

function useAllInOneState(): [AllInOneState, (next: AllInOneState) => void] {
  const pathname = usePathname();
  const params = useSearchParams();
  const state = parseAllInOneState(params);
  const set = (next: AllInOneState) =>
    replaceQuery(
      pathname,
      withAllInOneState(new URLSearchParams(params.toString()), next).toString(),
    );
  return [state, set];
}

const pathOf = (key: string) => {
  const at = key.indexOf("/", key.indexOf("//") + 2);
  return at < 0 ? "/" : key.slice(at);
};

const relativeChange = (now: number | null, then: number | null | undefined) =>
  now === null || then === null || then === undefined || then === 0 ? null : (now - then) / then;

function withChange(value: number | null, previous: number | null | undefined, compared: boolean) {
  return (
    <span className="inline-flex flex-col items-end">
      <span>{value === null ? "—" : formatNumber(value)}</span>
      {compared && value !== null ? (
        <span className="text-xs">
          <ChangeText value={relativeChange(value, previous)} style="percent" />
        </span>
      ) : null}
    </span>
  );
}

function columnsOf(data: AllInOneResponse): DataTableColumn<AllInOneRow>[] {
  const compared = data.compare !== null;
  const local = data.sources.gbp.status === "joined";
  const columns: DataTableColumn<AllInOneRow>[] = [
    {
      id: "key",
      header: "Page",
      value: (r) => r.key,
      sortDescFirst: false,
      cell: (r) => (
        <span className="grid min-w-48 gap-0.5">
          <span className="font-medium wrap-anywhere" title={r.key} data-slot="page-path">
            {pathOf(r.key)}
          </span>
          {r.topQuery ? (
            <span className="text-xs wrap-anywhere text-muted-foreground">
              Top query: {r.topQuery}
            </span>
          ) : null}
          <span className="flex flex-wrap gap-1 text-[11px]" data-slot="page-sources">
            {r.sources.gsc ? <span className="rounded bg-muted px-1">Search</span> : null}
            {r.sources.ga4 ? <span className="rounded bg-muted px-1">Analytics</span> : null}
            {r.sources.gbp ? <span className="rounded bg-muted px-1">Business Profile</span> : null}
          </span>
        </span>
      ),
    },
    {
      id: "clicks",
      header: "Clicks",
      value: (r) => r.clicks,
      format: "number",
      cell: (r) => withChange(r.clicks, r.previous?.clicks, compared),
    },
    { id: "impressions", header: "Impressions", value: (r) => r.impressions, format: "number" },
    { id: "ctr", header: "CTR", value: (r) => r.ctr, format: "percent" },
    { id: "position", header: "Position", value: (r) => r.position, format: "position" },
    {
      id: "sessions",
      header: "Sessions",
      value: (r) => r.sessions,
      format: "number",
      cell: (r) => withChange(r.sessions, r.previous?.sessions, compared),
    },
    {
      id: "engagementRate",
      header: "Engagement rate",
      value: (r) => r.engagementRate,
      format: "percent",
    },
    { id: "keyEvents", header: "Key events", value: (r) => r.keyEvents, format: "number" },
    { id: "revenue", header: "Revenue", value: (r) => r.revenue, format: "number" },
    {
      id: "organicSessions",
      header: "Organic sessions",
      value: (r) => r.organicSessions,
      format: "number",
    },
    {
      id: "organicKeyEvents",
      header: "Organic key events",
      value: (r) => r.organicKeyEvents,
      format: "number",
    },
    ...(local
      ? ([
          {
            id: "websiteClicks",
            header: "Profile website clicks",
            value: (r) => r.websiteClicks,
            format: "number",
          },
          { id: "calls", header: "Calls", value: (r) => r.calls, format: "number" },
          { id: "directions", header: "Directions", value: (r) => r.directions, format: "number" },
        ] satisfies DataTableColumn<AllInOneRow>[])
      : []),
    {
      id: "index",
      header: "Indexed",
      value: (r) => r.index?.verdict ?? null,
      sortable: false,
      cell: (r) =>
        r.index ? (
          <span
            title={`Inspected ${r.index.inspectedAt.slice(0, 10)}${r.index.issue ? `: ${r.index.issue}` : ""}`}
          >
            {r.index.verdict === "PASS" ? "Yes" : "No"}
          </span>
        ) : (
          <span className="text-muted-foreground" title="Not inspected yet">
            —
          </span>
        ),
    },
    {
      id: "sitemap",
      header: "In sitemap",
      value: (r) => (r.inSitemap === null ? null : r.inSitemap ? "yes" : "no"),
      sortable: false,
      cell: (r) => (r.inSitemap === null ? "—" : r.inSitemap ? "Yes" : "No"),
    },
  ];
  return columns;
}

function Counts({ data }: { data: AllInOneResponse }) {
  const c = data.counts;
  const unmatched = Object.values(c.unmatched).reduce(
    (n, reasons) => n + Object.values(reasons).reduce((m, v) => m + (v ?? 0), 0),
    0,
  );
  const items = [
    ["Pages", c.rows],
    ["In all three sources", c.matchedAll],
    ["Search Console and Analytics", c.gscAndGa4],
    ["Only Search Console", c.gscOnly],
    ["Only Analytics", c.ga4Only],
    ["Only Business Profile", c.gbpOnly],
    ["Left out (another site, not a page)", unmatched],
  ] as const;
  return (
    <section
      aria-label="How the sources matched"
      className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7"
    >
      {items.map(([label, value]) => (
        <div key={label} className="rounded-xl border p-3" data-slot="match-count">
          <p className="text-xs text-muted-foreground">{label}</p>
          <p className="text-xl font-semibold tabular-nums">{formatNumber(value)}</p>
        </div>
      ))}
    </section>
  );
}

function Sources({ data }: { data: AllInOneResponse }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Sources">
      {(Object.keys(SOURCE_LABELS) as (keyof typeof SOURCE_LABELS)[]).map((name) => {
        const state = data.sources[name];
        return (
          <li key={name} data-source={name} data-status={state.status}>
            <span className="font-medium">{SOURCE_LABELS[name]}:</span>{" "}
            {state.status === "joined" ? (
              state.label
            ) : state.status === "none" ? (
              <span className="text-muted-foreground">not connected</span>
            ) : (
              <span className="text-destructive">{state.message}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Ready({ scope }: { scope: PropertyScope }) {
  const [state, setState] = useAllInOneState();
  const request = allInOneRequest(scope, state);
  const query = useAllInOne(request);
  const period = formatDateRange(scope.range);
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <QueryWidget query={query} label="the pages" skeleton="kpi">
        {(data) => (
          <div className="grid gap-3">
            <Counts data={data} />
            <Sources data={data} />
            {data.sources.ga4.status === "none" ? (
              <InfoNote data-slot="all-in-one-no-ga4">
                Connect the project&apos;s GA4 property in Settings to see sessions and key events
                beside the clicks.
              </InfoNote>
            ) : null}
          </div>
        )}
      </QueryWidget>
      <WidgetCard
        id="all-in-one-scatter"
        title="Clicks and key events"
        description={`Each page's search clicks against its key events, ${period}.`}
      >
        <QueryWidget query={query} label="the chart" skeleton="chart" height={260}>
          {(data) => <ClicksKeyEventsScatter points={data.scatter} />}
        </QueryWidget>
      </WidgetCard>
      <WidgetCard id="all-in-one-pages" title="Pages" description={period}>
        <div className="grid min-w-0 grid-cols-1 gap-3">
          <div role="group" aria-label="Show" className="flex flex-wrap gap-2">
            {ALL_IN_ONE_FILTERS.map((f) => (
              <button
                key={f.id}
                type="button"
                aria-pressed={state.filter === f.id}
                onClick={() => setState({ ...state, filter: f.id, pageIndex: 0 })}
                className="h-8 rounded-md border px-3 text-sm aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground"
              >
                {f.label}
                {query.data ? (
                  <span className="ml-1 tabular-nums opacity-80">
                    {formatNumber(query.data.filterCounts[f.id])}
                  </span>
                ) : null}
              </button>
            ))}
          </div>
          <QueryWidget query={query} label="the pages" skeleton="table" rows={8}>
            {(data) => (
              <ServerDataTable
                columns={columnsOf(data)}
                rows={data.rows}
                total={data.total}
                query={{ ...state }}
                onQueryChange={(next) =>
                  setState({
                    ...state,
                    sort: next.sort as AllInOneSort,
                    desc: next.desc,
                    search: next.search ?? "",
                    pageIndex: next.pageIndex,
                    pageSize: next.pageSize,
                  })
                }
                caption="Every page with its figures from each source"
                search={{ label: "Search pages and top queries" }}
                exportHref={allInOneExportHref(request)}
                getRowId={(row) => row.key}
                busy={query.isFetching && query.isPlaceholderData}
                scrollLabel="Pages table"
                empty="No page matches this filter in this range."
              />
            )}
          </QueryWidget>
        </div>
      </WidgetCard>
      {query.data?.sources.gbp.status === "joined" ? (
        <NearViewport placeholder={mapsSkeleton()}>
          <MapsVsOrganicCard scope={scope} />
        </NearViewport>
      ) : null}
    </div>
  );
}

/** The site's pages across Search Console, Analytics and Business Profile. */
export function AllInOneView() {
  return (
    <ScopedView
      source="gsc"
      skeleton={<AllInOneSkeleton />}
      noSource={{
        title: "No Search Console property yet",
        description:
          "All in One joins every source on the pages of the project's Search Console property. Connect one to a project in Settings, then come back.",
      }}
    >
      {(scope) => <Ready scope={scope} />}
    </ScopedView>
  );
}

export function AllInOneSkeleton() {
  return <WidgetState status="loading" label="your pages" skeleton="table" rows={8} />;
}

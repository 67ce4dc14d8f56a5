"use client";

import { ChangeText } from "@/components/data-state/change-text";
import { InfoNote } from "@/components/data-state/info-note";
import { QueryWidget } from "@/components/data-state/query-widget";
import type { PropertyScope } from "@/components/data-state/scoped-view";
import { WidgetCard } from "@/components/data-state/widget-card";
import type { DataTableColumn } from "@/components/data-table/columns";
import { ServerDataTable } from "@/components/data-table/server-data-table";
import type { AnalyticsBreakdownResponse, BreakdownRow } from "@/lib/analytics/breakdown-types";
import { reportNotes } from "@/lib/analytics/kpis";
import {
  BREAKDOWN_METRICS,
  BREAKDOWNS,
  OTHER_ROW,
  breakdownValueLabel,
  type BreakdownId,
} from "@/lib/analytics/metrics";
import {
  analyticsRequests,
  breakdownDimension,
  DEFAULT_BREAKDOWN_TABLE,
  type BreakdownTable,
} from "@/lib/analytics/requests";
import type { AnalyticsState } from "@/lib/analytics/url-state";
import { propertyExportName } from "@/lib/csv/file-name";
import { formatDateRange, type DateRange } from "@/lib/dates/format";
import { formatNumber } from "@/lib/format/numbers";
import { ga4ExportHref } from "@/lib/query/google-data";
import { useBreakdownQuery } from "@/hooks/queries/use-analytics-breakdown";

// The breakdown card: one page of a tab, sorted, searched and paged by GA4, each row beside its
// change against the comparison period, landing pages beside their Search Console clicks.

const SESSIONS = BREAKDOWN_METRICS.findIndex((m) => m.id === "sessions");
const USERS = BREAKDOWN_METRICS.findIndex((m) => m.id === "totalUsers");

type CompareOptions = {
  range: DateRange;
  comparison: DateRange;
  /** False when the comparison period has no sessions at all: no change is shown against it. */
  comparable: boolean;
  searchClicks?: AnalyticsBreakdownResponse["searchClicks"];
};

/** A figure's change against the comparison period; its figure there on hover. */
function changeColumn(
  id: string,
  header: string,
  index: number,
  read: (previous: NonNullable<BreakdownRow["previous"]>) => number,
  noun: string,
  { comparison, comparable }: CompareOptions,
): DataTableColumn<BreakdownRow> {
  const change = (row: BreakdownRow) =>
    comparable && row.previous ? (row.values[index] ?? 0) - read(row.previous) : null;
  return {
    id,
    header,
    value: change,
    format: "number",
    cell: (row) => (
      <span
        title={
          row.previous
            ? `${formatNumber(read(row.previous))} ${noun}, ${formatDateRange(comparison)}`
            : undefined
        }
      >
        <ChangeText value={change(row)} />
      </span>
    ),
    // GA4 pages the range's rows: the page's comparison is asked after, so it cannot order them.
    sortable: false,
  };
}

/** Why the landing pages' search clicks read "—", or null when they are joined. */
function searchClicksGap(join: CompareOptions["searchClicks"]): string | null {
  if (!join || join.status === "joined") return null;
  if (join.status === "no-property")
    return "This project has no Search Console property: add one in Settings to see each page's search clicks.";
  return `Search Console did not answer (${join.message}): the search clicks are left out.`;
}

function breakdownColumns(
  tab: BreakdownId,
  options: CompareOptions,
): DataTableColumn<BreakdownRow>[] {
  const { label, dimension } = BREAKDOWNS.find((b) => b.id === tab)!;
  const metric = (i: number): DataTableColumn<BreakdownRow> => {
    const m = BREAKDOWN_METRICS[i]!;
    return {
      id: m.id,
      header: m.label,
      value: (row) => row.values[i] ?? 0,
      format: m.format === "percent" ? "percent" : "number",
    };
  };
  const gap = searchClicksGap(options.searchClicks);
  const searchClicks: DataTableColumn<BreakdownRow>[] =
    tab === "landing"
      ? [
          {
            id: "searchClicks",
            header: "Search clicks",
            value: (row) => row.searchClicks ?? null,
            format: "number",
            cell: (row) =>
              row.searchClicks == null ? (
                <span
                  className="text-muted-foreground"
                  title={gap ?? "Not a page path: Search Console has no clicks for it."}
                >
                  —
                </span>
              ) : (
                <span title={`Search Console clicks, ${formatDateRange(options.range)}`}>
                  {formatNumber(row.searchClicks)}
                </span>
              ),
            sortable: false,
          },
        ]
      : [];
  return [
    {
      id: "key",
      header: label,
      value: (row) => row.key,
      cell: (row) =>
        row.key === OTHER_ROW ? (
          <span title="Rows Google grouped past the property's limit of distinct values">
            (other)
          </span>
        ) : (
          <span className="wrap-anywhere">
            {row.key ? breakdownValueLabel(dimension, row.key) : "(not set)"}
          </span>
        ),
      sortDescFirst: false,
    },
    metric(SESSIONS),
    changeColumn(
      "sessionsChange",
      "Sessions change",
      SESSIONS,
      (p) => p.sessions,
      "sessions",
      options,
    ),
    ...searchClicks,
    metric(USERS),
    changeColumn("usersChange", "Users change", USERS, (p) => p.totalUsers, "users", options),
    ...BREAKDOWN_METRICS.flatMap((_, i) => (i === SESSIONS || i === USERS ? [] : [metric(i)])),
  ];
}

export function BreakdownCard({
  scope,
  state,
  setState,
  table,
  setTable,
  requests,
  comparable,
}: {
  scope: PropertyScope;
  state: AnalyticsState;
  setState: (patch: Partial<AnalyticsState>) => void;
  table: BreakdownTable;
  setTable: (table: BreakdownTable) => void;
  requests: ReturnType<typeof analyticsRequests>;
  comparable: boolean;
}) {
  const query = useBreakdownQuery(requests.breakdownPage);
  const comparison = requests.breakdownPage.compareWith;
  const { limit: _limit, offset: _offset, ...whole } = requests.breakdown.request;
  const exportHref = ga4ExportHref(
    { ...requests.breakdown, request: whole },
    propertyExportName(`ga4-${state.tab}`, scope.property.property_uri, scope.range),
  );
  const tabLabel = BREAKDOWNS.find((b) => b.id === state.tab)!.label;
  return (
    <WidgetCard
      id="analytics-breakdown"
      title="Where sessions come from"
      description={`${formatDateRange(scope.range)}${state.organic ? ", organic search only" : ""}; changes against ${formatDateRange(comparison)}.`}
    >
      <div className="grid min-w-0 grid-cols-1 gap-4">
        <div role="group" aria-label="Group by" className="flex flex-wrap gap-2">
          {BREAKDOWNS.map((b) => (
            <button
              key={b.id}
              type="button"
              aria-pressed={state.tab === b.id}
              onClick={() => {
                setTable(DEFAULT_BREAKDOWN_TABLE);
                setState({ tab: b.id });
              }}
              className="h-8 rounded-md border px-3 text-sm aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground"
            >
              {b.label}
            </button>
          ))}
        </div>
        <QueryWidget query={query} label="the breakdown" skeleton="table" rows={8}>
          {(data) => {
            const gap = state.tab === "landing" ? searchClicksGap(data.searchClicks) : null;
            return (
              <div className="grid min-w-0 grid-cols-1 gap-3">
                {reportNotes(data).map((note) => (
                  <InfoNote key={note} data-slot="ga4-note">
                    {note}
                  </InfoNote>
                ))}
                {!comparable ? (
                  <InfoNote data-slot="ga4-comparison">
                    {`GA4 has no sessions for ${formatDateRange(comparison)}: no change is shown against it.`}
                  </InfoNote>
                ) : null}
                <ServerDataTable
                  columns={breakdownColumns(state.tab, {
                    range: scope.range,
                    comparison,
                    comparable,
                    searchClicks: data.searchClicks,
                  })}
                  rows={data.rows}
                  total={data.rowCount}
                  query={{ ...table, sort: table.sort }}
                  onQueryChange={(next) =>
                    setTable({
                      ...next,
                      sort: next.sort === "key" ? "key" : (next.sort as BreakdownTable["sort"]),
                    })
                  }
                  caption={`Sessions by ${tabLabel.toLowerCase()}`}
                  search={{
                    label: `Search ${breakdownDimension(state.tab) === "landingPage" ? "landing pages" : "rows"}`,
                  }}
                  exportHref={exportHref}
                  getRowId={(row) => row.key}
                  busy={query.isFetching && query.isPlaceholderData}
                />
                {state.tab === "landing" ? (
                  <p data-slot="search-clicks-note" className="text-xs text-muted-foreground">
                    {gap ??
                      "Search clicks: the page's clicks from Google Search over the same days (Search Console, final data), on every URL with its path."}
                  </p>
                ) : null}
              </div>
            );
          }}
        </QueryWidget>
      </div>
    </WidgetCard>
  );
}

"use client";

import { QueryWidget } from "@/components/data-state/query-widget";
import { WidgetCard } from "@/components/data-state/widget-card";
import type { DataTableColumn } from "@/components/data-table/columns";
import { ServerDataTable } from "@/components/data-table/server-data-table";
import { UrlCell } from "@/components/data-table/url-cell";
import type { PropertyScope } from "@/components/data-state/scoped-view";
import { useAuthorPages, useAuthorQueries } from "@/hooks/queries/use-authors";
import type {
  AuthorPageRow,
  AuthorPageSort,
  AuthorQueryRow,
  AuthorQuerySort,
  AuthorshipSource,
} from "@/lib/authors/api-types";
import { authorPagesRequest, authorQueriesRequest } from "@/lib/authors-view/requests";
import type { TableState } from "@/lib/authors-view/url-state";
import { formatDateRange, formatDisplayDate } from "@/lib/dates/format";
import { authorPagesExportHref, authorQueriesExportHref } from "@/lib/query/authors";
import { metricColumns } from "../../_components/figures";

export const SOURCE_LABELS: Record<AuthorshipSource, string> = {
  manual: "Set by hand",
  import: "CSV import",
  rule: "Rule",
  crawl: "Crawl",
};

function pageColumns(scope: PropertyScope): DataTableColumn<AuthorPageRow>[] {
  return [
    {
      id: "url",
      header: "Page",
      value: (r) => r.url,
      sortDescFirst: false,
      cell: (r) => (
        <span className="grid min-w-48 gap-0.5">
          <UrlCell url={r.url} base={scope.property.property_uri} className="font-medium" />
          {r.title ? (
            <span className="text-xs wrap-anywhere text-muted-foreground">{r.title}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: "published",
      header: "Published",
      value: (r) => r.published,
      cell: (r) => (
        <span className="whitespace-nowrap">
          {r.published ? formatDisplayDate(r.published) : "—"}
        </span>
      ),
    },
    {
      id: "source",
      header: "Credited by",
      value: (r) => SOURCE_LABELS[r.source],
      sortable: false,
    },
    ...metricColumns<AuthorPageRow>(scope.compare !== null),
  ];
}

function queryColumns(scope: PropertyScope): DataTableColumn<AuthorQueryRow>[] {
  return [
    {
      id: "query",
      header: "Query",
      value: (r) => r.query,
      sortDescFirst: false,
      cell: (r) => <span className="wrap-anywhere">{r.query}</span>,
    },
    ...metricColumns<AuthorQueryRow>(scope.compare !== null),
  ];
}

type TableProps<S extends string> = {
  scope: PropertyScope;
  authorId: string;
  state: TableState<S>;
  onStateChange: (next: TableState<S>) => void;
};

const toState = <S extends string>(next: {
  sort: string;
  desc: boolean;
  search?: string;
  pageIndex: number;
  pageSize: number;
}): TableState<S> => ({
  sort: next.sort as S,
  desc: next.desc,
  search: next.search ?? "",
  pageIndex: next.pageIndex,
  pageSize: next.pageSize,
});

/** The author's pages, one page at a time, with where their authorship came from. */
export function AuthorPagesTable({
  scope,
  authorId,
  state,
  onStateChange,
}: TableProps<AuthorPageSort>) {
  const request = authorPagesRequest(scope, authorId, state);
  const query = useAuthorPages(request);
  return (
    <WidgetCard id="author-pages" title="Pages" description={formatDateRange(scope.range)}>
      <QueryWidget query={query} label="the author's pages" skeleton="table" rows={8}>
        {(data) => (
          <ServerDataTable
            columns={pageColumns(scope)}
            rows={data.rows}
            total={data.total}
            query={state}
            onQueryChange={(next) => onStateChange(toState<AuthorPageSort>(next))}
            caption="The author's pages with their search figures"
            search={{ label: "Search pages and titles" }}
            exportHref={authorPagesExportHref(request)}
            getRowId={(row) => row.url}
            busy={query.isFetching && query.isPlaceholderData}
            scrollLabel="The author's pages"
            empty="No page of this author matches this search."
          />
        )}
      </QueryWidget>
    </WidgetCard>
  );
}

/** The queries the author's pages were found for. */
export function AuthorQueriesTable({
  scope,
  authorId,
  state,
  onStateChange,
}: TableProps<AuthorQuerySort>) {
  const request = authorQueriesRequest(scope, authorId, state);
  const query = useAuthorQueries(request);
  return (
    <WidgetCard id="author-queries" title="Queries" description={formatDateRange(scope.range)}>
      <QueryWidget query={query} label="the author's queries" skeleton="table" rows={8}>
        {(data) => (
          <ServerDataTable
            columns={queryColumns(scope)}
            rows={data.rows}
            total={data.total}
            query={state}
            onQueryChange={(next) => onStateChange(toState<AuthorQuerySort>(next))}
            caption="The queries the author's pages were shown for"
            search={{ label: "Search queries" }}
            exportHref={authorQueriesExportHref(request)}
            getRowId={(row) => row.query}
            busy={query.isFetching && query.isPlaceholderData}
            scrollLabel="The author's queries"
            empty="No query matches this search. Search Console hides rare queries, so some clicks have none."
          />
        )}
      </QueryWidget>
    </WidgetCard>
  );
}

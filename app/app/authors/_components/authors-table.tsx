"use client";

import Link from "next/link";
import { Sparkline } from "@/components/charts/sparkline";
import type { DataTableColumn } from "@/components/data-table/columns";
import { ServerDataTable } from "@/components/data-table/server-data-table";
import type { AuthorListResponse, AuthorListRow, AuthorListSort } from "@/lib/authors/api-types";
import { cadenceText } from "@/lib/authors-view/format";
import type { AuthorsScope } from "@/lib/authors-view/requests";
import { authorHref, type AuthorsListState } from "@/lib/authors-view/url-state";
import { AuthorActions } from "./author-actions";
import { metricColumns } from "./figures";

function columnsOf(
  scope: AuthorsScope,
  search: URLSearchParams,
  compared: boolean,
): DataTableColumn<AuthorListRow>[] {
  return [
    {
      id: "name",
      header: "Author",
      value: (r) => r.name,
      sortDescFirst: false,
      cell: (r) => (
        <span className="grid min-w-40 gap-0.5">
          <Link
            prefetch={false}
            href={authorHref(r.id, search)}
            className="font-medium wrap-anywhere text-primary underline-offset-4 hover:underline"
            data-slot="author-name"
          >
            {r.name}
          </Link>
          {r.aliases.length > 0 ? (
            <span className="text-xs wrap-anywhere text-muted-foreground">
              Also: {r.aliases.join(", ")}
            </span>
          ) : null}
        </span>
      ),
    },
    { id: "pages", header: "Pages", value: (r) => r.pages, format: "number" },
    ...metricColumns<AuthorListRow>(compared),
    {
      id: "sparkline",
      header: "Weekly clicks",
      value: (r) => r.sparkline.join(" "),
      sortable: false,
      cell: (r) =>
        r.sparkline.length > 1 ? (
          <span className="block w-24">
            <Sparkline values={r.sparkline} />
          </span>
        ) : (
          <span className="text-muted-foreground">—</span>
        ),
    },
    {
      id: "lastPublished",
      header: "Publishing",
      value: (r) => r.cadence.lastPublished,
      cell: (r) => <span className="whitespace-nowrap">{cadenceText(r.cadence)}</span>,
    },
    {
      id: "actions",
      header: "Actions",
      value: () => null,
      sortable: false,
      cell: (r) => <AuthorActions author={r} scope={scope} />,
    },
  ];
}

/** One page of the authors, sorted and searched by the server, each name linking to its page. */
export function AuthorsTable({
  data,
  scope,
  state,
  onStateChange,
  search,
  exportHref,
  busy,
}: {
  data: AuthorListResponse;
  scope: AuthorsScope;
  state: AuthorsListState;
  onStateChange: (next: AuthorsListState) => void;
  search: URLSearchParams;
  exportHref: string;
  busy: boolean;
}) {
  return (
    <ServerDataTable
      columns={columnsOf(scope, search, scope.compare !== null)}
      rows={data.rows}
      total={data.total}
      query={state}
      onQueryChange={(next) =>
        onStateChange({
          sort: next.sort as AuthorListSort,
          desc: next.desc,
          search: next.search ?? "",
          pageIndex: next.pageIndex,
          pageSize: next.pageSize,
        })
      }
      caption="The project's authors with their pages' search figures"
      search={{ label: "Search authors" }}
      exportHref={exportHref}
      getRowId={(row) => row.id}
      busy={busy}
      scrollLabel="Authors table"
      empty="No author matches this search."
    />
  );
}

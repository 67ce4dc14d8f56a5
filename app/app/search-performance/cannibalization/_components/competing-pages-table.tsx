"use client";

import { Badge } from "@/components/ui/badge";
import { DataTable, type DataTableColumn } from "@/components/data-table/data-table";
import type { CompetingPage } from "@/lib/cannibalization/types";
import { PAGE_COLORS } from "../_lib/page-colors";

type Row = CompetingPage & { index: number; primary: boolean };

function columns(): DataTableColumn<Row>[] {
  return [
    {
      id: "page",
      header: "Page",
      value: (row) => row.page,
      cell: (row) => (
        <span className="flex min-w-0 items-center gap-2">
          <span
            aria-hidden
            className="size-2.5 shrink-0 rounded-full"
            style={{ background: PAGE_COLORS[row.index % PAGE_COLORS.length] }}
          />
          <a
            href={row.page}
            target="_blank"
            rel="noreferrer"
            className="truncate underline-offset-4 hover:underline"
          >
            {row.page}
          </a>
          {row.primary ? <Badge variant="success">Primary</Badge> : null}
        </span>
      ),
    },
    {
      id: "impressionShare",
      header: "Impression share",
      value: (r) => r.impressionShare,
      format: "percent",
    },
    { id: "clickShare", header: "Click share", value: (r) => r.clickShare, format: "percent" },
    { id: "clicks", header: "Clicks", value: (r) => r.clicks, format: "number" },
    { id: "impressions", header: "Impressions", value: (r) => r.impressions, format: "number" },
    { id: "position", header: "Position", value: (r) => r.position, format: "position" },
  ];
}

const COLUMNS = columns();

/** The pages competing for one query, the suggested primary first, coloured as in the chart. */
export function CompetingPagesTable({
  query,
  pages,
  primaryPage,
}: {
  query: string;
  pages: readonly CompetingPage[];
  primaryPage: string;
}) {
  const rows = pages.map((page, index) => ({ ...page, index, primary: page.page === primaryPage }));
  return (
    <DataTable
      caption={`Pages competing for “${query}”`}
      columns={COLUMNS}
      data={rows}
      getRowId={(row) => row.page}
      exportFilename={`cannibalization-${query.replace(/[^\p{L}\p{N}]+/gu, "-")}-pages.csv`}
    />
  );
}

"use client";

import { DataTable, type DataTableColumn } from "@/components/data-table/data-table";
import { UrlCell } from "@/components/data-table/url-cell";
import { MAX_CHILDREN, type SitemapCheck, type SitemapFileCheck } from "@/lib/sitemaps/types";
import { formatNumber } from "@/lib/format/numbers";
import { invalidTotal } from "../_lib/check-verdict";
import { sitemapsCsvName } from "../_lib/sitemap-list";

const columnsFor = (index: string): DataTableColumn<SitemapFileCheck>[] => [
  {
    id: "url",
    header: "Sitemap",
    value: (c) => c.url,
    cell: (c) => <UrlCell url={c.url} base={index} className="max-w-64 sm:max-w-64" />,
    sortDescFirst: false,
  },
  { id: "urls", header: "URLs", value: (c) => c.stats?.count ?? null, format: "number" },
  {
    id: "lastmod",
    header: "With lastmod",
    value: (c) => c.stats?.lastmod.share ?? null,
    format: "percent",
  },
  {
    id: "invalid",
    header: "Invalid",
    value: (c) => (c.stats ? invalidTotal(c.stats) : null),
    format: "number",
  },
  {
    id: "status",
    header: "Status",
    value: (c) => c.problem?.message ?? c.overLimits[0] ?? "Read",
    cell: (c) =>
      c.problem ? (
        <span className="block max-w-64 whitespace-normal text-destructive">
          {c.problem.message}
        </span>
      ) : (
        (c.overLimits[0] ?? "Read")
      ),
  },
];

/** The children of a sitemap index: the first ones Rankwell read, and how many it left. */
export function ChildSitemapsTable({ index }: { index: SitemapCheck }) {
  const children = index.children;
  if (!children) return null;
  const unread = children.listed - children.checked.length;
  return (
    <div className="grid grid-cols-1 gap-2">
      <DataTable
        columns={columnsFor(index.url)}
        data={children.checked}
        caption="Sitemaps listed in the index"
        exportFilename={sitemapsCsvName(index.url).replace(/^sitemaps-/, "index-")}
        getRowId={(c) => c.url}
        empty="The index lists no sitemap Rankwell could read."
      />
      {unread > 0 ? (
        <p className="text-sm text-muted-foreground">
          Rankwell read {formatNumber(children.checked.length)} of the index&apos;s{" "}
          {formatNumber(children.listed)} entries: at most {MAX_CHILDREN} sitemaps an index, and
          only entries that are web addresses.
        </p>
      ) : null}
    </div>
  );
}

"use client";

import { WidgetState } from "@/components/data-state/widget-state";
import { DataTable, type DataTableColumn } from "@/components/data-table/data-table";
import { UrlCell } from "@/components/data-table/url-cell";
import { useSitemapChildren } from "@/hooks/queries/use-sitemaps-data-query";
import type { PropertyRef } from "@/lib/data-api/schemas/common";
import type { SitemapDto } from "@/lib/data-api/types";
import { dataErrorToast } from "@/lib/notifications/catalog";
import { formatTimestamp, sitemapsCsvName, submittedOf } from "../_lib/sitemap-list";
import { countCell } from "./sitemaps-table";

// The children usually sit beside their index: their paths are what tells them apart.
const columnsFor = (index: string): DataTableColumn<SitemapDto>[] => [
  {
    id: "path",
    header: "Sitemap",
    value: (s) => s.path,
    cell: (s) => <UrlCell url={s.path} base={index} className="max-w-64 sm:max-w-64" />,
    sortDescFirst: false,
  },
  {
    id: "read",
    header: "Last read by Google",
    value: (s) => s.lastDownloaded,
    cell: (s) => formatTimestamp(s.lastDownloaded) ?? (s.isPending ? "Not yet" : "—"),
    sortDescFirst: true,
  },
  {
    id: "errors",
    header: "Errors",
    value: (s) => s.errors,
    format: "number",
    cell: (s) => countCell(s.errors, "destructive"),
  },
  {
    id: "warnings",
    header: "Warnings",
    value: (s) => s.warnings,
    format: "number",
    cell: (s) => countCell(s.warnings, "warning"),
  },
  { id: "pages", header: "Pages", value: (s) => submittedOf(s, "web"), format: "number" },
  { id: "images", header: "Images", value: (s) => submittedOf(s, "image"), format: "number" },
];

/** The sitemaps Search Console lists inside an index, with Google's figures for each. */
export function SearchConsoleChildren({
  property,
  index,
}: {
  property: PropertyRef;
  index: SitemapDto;
}) {
  const children = useSitemapChildren(
    { ...property, sitemapIndex: index.path },
    { enabled: index.isSitemapsIndex },
  );
  if (children.isPending)
    return <WidgetState status="loading" label="the index's sitemaps" skeleton="table" rows={3} />;
  if (children.isError) {
    const toast = dataErrorToast(children.error);
    return (
      <WidgetState
        status="error"
        title={toast.title}
        message={toast.message}
        onRetry={() => void children.refetch()}
        retrying={children.isFetching}
      />
    );
  }
  return (
    <DataTable
      columns={columnsFor(index.path)}
      data={children.data}
      caption="Sitemaps Search Console lists in this index"
      initialSort={{ id: "errors", desc: true }}
      exportFilename={sitemapsCsvName(index.path).replace(/^sitemaps-/, "index-children-")}
      getRowId={(s) => s.path}
      empty={
        index.isPending
          ? "Google has not read this index yet, so Search Console lists none of its sitemaps."
          : "Search Console lists no sitemap in this index."
      }
    />
  );
}

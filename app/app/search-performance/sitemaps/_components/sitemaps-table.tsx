"use client";

import { useMemo } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { DataTable, type DataTableColumn } from "@/components/data-table/data-table";
import { UrlCell } from "@/components/data-table/url-cell";
import type { PropertyRef } from "@/lib/data-api/schemas/common";
import type { SitemapDto } from "@/lib/data-api/types";
import type { SitemapCheck } from "@/lib/sitemaps/types";
import { cn } from "@/lib/utils";
import { checkVerdict } from "../_lib/check-verdict";
import {
  formatTimestamp,
  sitemapsCsvName,
  sitemapTypeLabel,
  submittedOf,
} from "../_lib/sitemap-list";
import { SitemapCheckCell } from "./sitemap-check-cell";
import { sitemapCheckKeys } from "./use-sitemap-check";

export const countCell = (value: number, tone: "destructive" | "warning") =>
  value > 0 ? (
    <span
      className={cn("font-medium", tone === "destructive" ? "text-destructive" : "text-warning")}
    >
      {value.toLocaleString("en-US")}
    </span>
  ) : (
    "0"
  );

function columnsFor(
  property: PropertyRef,
  propertyUri: string,
  readCheck: (url: string) => SitemapCheck | undefined,
): DataTableColumn<SitemapDto>[] {
  return [
    {
      id: "path",
      header: "Sitemap",
      value: (s) => s.path,
      cell: (s) => (
        <span className="flex items-center gap-2">
          <UrlCell url={s.path} base={propertyUri} className="font-medium" />
          {s.isSitemapsIndex ? <Badge variant="secondary">Index</Badge> : null}
          {s.isPending ? <Badge variant="warning">Pending</Badge> : null}
        </span>
      ),
      sortDescFirst: false,
    },
    { id: "type", header: "Type", value: sitemapTypeLabel, sortDescFirst: false },
    {
      id: "submitted",
      header: "Submitted",
      value: (s) => s.lastSubmitted,
      cell: (s) => formatTimestamp(s.lastSubmitted) ?? "—",
      sortDescFirst: true,
    },
    {
      id: "read",
      header: "Last read by Google",
      value: (s) => s.lastDownloaded,
      cell: (s) => formatTimestamp(s.lastDownloaded) ?? (s.isPending ? "Not yet" : "—"),
      sortDescFirst: true,
    },
    { id: "pages", header: "Pages", value: (s) => submittedOf(s, "web"), format: "number" },
    { id: "images", header: "Images", value: (s) => submittedOf(s, "image"), format: "number" },
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
    {
      id: "check",
      header: "Rankwell's read",
      value: () => null,
      cell: (s) => <SitemapCheckCell property={property} url={s.path} />,
      // The CSV takes each read that has finished; one still running is left empty.
      csv: (s) => {
        const check = readCheck(s.path);
        return check ? checkVerdict(check).text : null;
      },
      sortable: false,
    },
  ];
}

/** Search Console's sitemaps of the property, with Rankwell's read of each; a row opens its details. */
export function SitemapsTable({
  sitemaps,
  property,
  propertyUri,
  onOpen,
}: {
  sitemaps: SitemapDto[];
  property: PropertyRef;
  propertyUri: string;
  onOpen: (sitemap: SitemapDto) => void;
}) {
  const queryClient = useQueryClient();
  const columns = useMemo(
    () =>
      columnsFor(property, propertyUri, (url) =>
        queryClient.getQueryData<SitemapCheck>(sitemapCheckKeys.one(property, url)),
      ),
    [property, propertyUri, queryClient],
  );
  return (
    <DataTable
      columns={columns}
      data={sitemaps}
      caption="Sitemaps of the property"
      search={{ columnId: "path", label: "Search sitemaps", placeholder: "Search sitemaps…" }}
      initialSort={{ id: "submitted", desc: true }}
      exportFilename={sitemapsCsvName(propertyUri)}
      getRowId={(s) => s.path}
      onRowClick={onOpen}
    />
  );
}

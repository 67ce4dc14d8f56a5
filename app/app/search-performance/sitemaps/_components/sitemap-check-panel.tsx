"use client";

import { AlertCircle } from "lucide-react";
import { WidgetState } from "@/components/data-state/widget-state";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import type { PropertyRef } from "@/lib/data-api/schemas/common";
import { dataErrorToast } from "@/lib/notifications/catalog";
import type { SitemapCheck, SitemapFileCheck, SitemapKind } from "@/lib/sitemaps/types";
import { formatBytes, formatTimestamp } from "../_lib/sitemap-list";
import { ChildSitemapsTable } from "./child-sitemaps-table";
import { EntryStatsView } from "./entry-stats";
import { useSitemapCheck } from "./use-sitemap-check";

const KINDS: Record<SitemapKind, string> = {
  urlset: "XML sitemap",
  index: "Sitemap index",
  rss: "RSS feed",
  atom: "Atom feed",
  text: "Text list of URLs",
};

function fileFacts(file: SitemapFileCheck): string {
  return [
    file.status !== null ? `HTTP ${file.status}` : null,
    file.kind ? KINDS[file.kind] : null,
    file.bytes !== null ? formatBytes(file.bytes) : null,
    file.compressed ? "gzip" : null,
  ]
    .filter(Boolean)
    .join(" · ");
}

function Problems({ file }: { file: SitemapFileCheck }) {
  const lines = [file.problem?.message, ...file.overLimits].filter(Boolean);
  if (lines.length === 0) return null;
  return (
    <Alert variant="destructive">
      <AlertCircle aria-hidden />
      <AlertTitle>
        {file.problem ? "Rankwell could not read this sitemap" : "Over Google's limits"}
      </AlertTitle>
      <AlertDescription>
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </AlertDescription>
    </Alert>
  );
}

function CheckBody({ check }: { check: SitemapCheck }) {
  return (
    <div className="grid grid-cols-1 gap-4">
      <p className="text-sm text-muted-foreground">
        {fileFacts(check) || "Nothing was read"}
        {check.finalUrl ? ` · redirected to ${check.finalUrl}` : ""} · read{" "}
        {formatTimestamp(check.checkedAt)}
      </p>
      <Problems file={check} />
      {check.stats ? (
        <EntryStatsView stats={check.stats} noun={check.kind === "index" ? "sitemaps" : "URLs"} />
      ) : null}
      {check.children ? (
        <div className="grid grid-cols-1 gap-3">
          <h4 className="font-medium">Sitemaps in this index</h4>
          <ChildSitemapsTable index={check} />
          {check.totals ? (
            <>
              <h4 className="font-medium">Every URL of the sitemaps read</h4>
              <EntryStatsView stats={check.totals} noun="URLs" />
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** Rankwell's own fetch of a sitemap: what it found, or why it could not read it. */
export function SitemapCheckPanel({ property, url }: { property: PropertyRef; url: string }) {
  const check = useSitemapCheck(property, url);
  if (check.isPending)
    return <WidgetState status="loading" label="the sitemap" skeleton="table" rows={4} />;
  if (check.isError) {
    const toast = dataErrorToast(check.error);
    return (
      <WidgetState
        status="error"
        title={toast.title}
        message={toast.message}
        onRetry={() => void check.refetch()}
        retrying={check.isFetching}
      />
    );
  }
  return <CheckBody check={check.data} />;
}

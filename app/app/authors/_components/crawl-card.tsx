"use client";

import { RefreshCw } from "lucide-react";
import { QueryWidget } from "@/components/data-state/query-widget";
import { WidgetCard } from "@/components/data-state/widget-card";
import { Button } from "@/components/ui/button";
import { useAuthorCrawl, useStartAuthorCrawl } from "@/hooks/queries/use-authors";
import type { AuthorCrawlStatus } from "@/lib/authors/api-types";
import { CRAWL_STATE_LABELS, crawlActive, crawlProgress } from "@/lib/authors-view/format";
import { formatDateTime } from "@/lib/dates/format";
import { formatNumber } from "@/lib/format/numbers";
import { cn } from "@/lib/utils";

/** Starts a crawl; disabled while one is under way. */
export function CrawlNowButton({
  projectId,
  status,
  variant = "default",
}: {
  projectId: string;
  status: AuthorCrawlStatus | undefined;
  variant?: "default" | "outline";
}) {
  const start = useStartAuthorCrawl(projectId);
  const busy = start.isPending || crawlActive(status);
  return (
    <Button variant={variant} size="sm" disabled={busy} onClick={() => start.mutate()}>
      <RefreshCw aria-hidden className={cn(busy && "animate-spin motion-reduce:animate-none")} />
      {busy ? "Crawling…" : "Crawl now"}
    </Button>
  );
}

function ProgressBar({ status }: { status: AuthorCrawlStatus }) {
  const fraction = crawlProgress(status);
  const percent = fraction === null ? null : Math.round(fraction * 100);
  return (
    <div className="grid gap-1">
      <div
        role="progressbar"
        aria-label="Author crawl"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={
          status.total === null
            ? "Finding the pages to read"
            : `${formatNumber(status.done)} of ${formatNumber(status.total)} pages`
        }
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            "h-full rounded-full bg-primary transition-[width] motion-reduce:transition-none",
            percent === null && "w-1/4 animate-pulse",
          )}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
      <p className="text-xs text-muted-foreground tabular-nums" aria-live="polite">
        {status.total === null
          ? "Finding the pages to read…"
          : `${formatNumber(status.done)} of ${formatNumber(status.total)} pages read`}
      </p>
    </div>
  );
}

function Figures({ status }: { status: AuthorCrawlStatus }) {
  const items = [
    ["Pages crawled", status.pagesCrawled],
    ["With an author", status.pagesWithAuthor],
    ["Blocked by robots.txt", status.blockedByRobots],
    ["Failed", status.failed],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="grid gap-0.5" data-slot="crawl-figure">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatNumber(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The project's author crawl: its state and progress while it runs, and what the last one found. */
export function CrawlCard({ projectId }: { projectId: string }) {
  const query = useAuthorCrawl(projectId);
  return (
    <WidgetCard
      id="authors-crawl"
      title="Author crawl"
      description="Rankwell reads each page of the site (as RankwellBot, within robots.txt) to find who wrote it."
    >
      <QueryWidget query={query} label="the crawl's status" skeleton="kpi">
        {(status) => (
          <div className="grid gap-4" data-slot="crawl-status" data-state={status.state}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm">
                <span className="font-medium">{CRAWL_STATE_LABELS[status.state]}</span>
                {status.finishedAt ? (
                  <span className="text-muted-foreground">
                    {" "}
                    · last run {formatDateTime(status.finishedAt)}
                  </span>
                ) : null}
              </p>
              <CrawlNowButton projectId={projectId} status={status} variant="outline" />
            </div>
            {crawlActive(status) ? <ProgressBar status={status} /> : null}
            {status.error ? (
              <p role="alert" className="text-sm text-destructive">
                {status.error}
              </p>
            ) : null}
            {status.state !== "never" ? <Figures status={status} /> : null}
          </div>
        )}
      </QueryWidget>
    </WidgetCard>
  );
}

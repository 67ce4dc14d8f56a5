import { KpiCard } from "@/components/data-state/kpi-card";
import { Button } from "@/components/ui/button";
import { formatCompact, formatNumber } from "@/lib/format/numbers";
import type { SitemapSummary as Summary } from "../_lib/sitemap-list";

/**
 * The property's sitemaps in five figures, as Search Console reports them. Errors and warnings
 * wait for the indexes' children; `childrenMissing` counts indexes whose children did not come.
 */
export function SitemapSummary({
  summary,
  childrenPending,
  childrenMissing,
  onRetryChildren,
}: {
  summary: Summary;
  childrenPending: boolean;
  childrenMissing: number;
  onRetryChildren: () => void;
}) {
  return (
    <section aria-label="Sitemaps at a glance" className="grid grid-cols-1 gap-2">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <KpiCard label="Sitemaps" value={formatNumber(summary.sitemaps)} />
        <KpiCard label="Pages submitted" value={formatCompact(summary.submittedPages)} />
        <KpiCard label="Images submitted" value={formatCompact(summary.submittedImages)} />
        <KpiCard label="Errors" value={formatNumber(summary.errors)} loading={childrenPending} />
        <KpiCard
          label="Warnings"
          value={formatNumber(summary.warnings)}
          loading={childrenPending}
        />
      </div>
      {childrenMissing > 0 ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <p className="text-warning">
            Errors and warnings leave out the sitemaps inside {formatNumber(childrenMissing)}{" "}
            {childrenMissing === 1 ? "index" : "indexes"}: Search Console did not list them.
          </p>
          <Button variant="outline" size="sm" onClick={onRetryChildren}>
            Ask again
          </Button>
        </div>
      ) : null}
    </section>
  );
}

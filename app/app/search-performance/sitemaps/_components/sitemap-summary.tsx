import { KpiCard } from "@/components/data-state/kpi-card";
import { formatCompact, formatNumber } from "@/lib/format/numbers";
import type { SitemapSummary as Summary } from "../_lib/sitemap-list";

/** The property's sitemaps in five figures, as Search Console reports them. */
export function SitemapSummary({ summary }: { summary: Summary }) {
  return (
    <section aria-label="Sitemaps at a glance" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <KpiCard label="Sitemaps" value={formatNumber(summary.sitemaps)} />
      <KpiCard label="Pages submitted" value={formatCompact(summary.submittedPages)} />
      <KpiCard label="Images submitted" value={formatCompact(summary.submittedImages)} />
      <KpiCard label="Errors" value={formatNumber(summary.errors)} />
      <KpiCard label="Warnings" value={formatNumber(summary.warnings)} />
    </section>
  );
}

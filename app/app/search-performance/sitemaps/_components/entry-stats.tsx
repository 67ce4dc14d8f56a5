import { WrappingUrl } from "@/components/data-table/url-cell";
import { formatNumber, formatPercent } from "@/lib/format/numbers";
import type { EntryStats, InvalidReason } from "@/lib/sitemaps/types";
import { formatTimestamp } from "../_lib/sitemap-list";

const REASONS: Record<InvalidReason, string> = {
  bad_url: "Not a valid URL",
  outside_property: "Outside the property",
  invalid_lastmod: "Invalid last-modified date",
  duplicate: "Listed twice",
};

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid grid-cols-1 gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}

/** What a sitemap's entries say: how many, how fresh, and which are invalid and why. */
export function EntryStatsView({ stats, noun }: { stats: EntryStats; noun: "URLs" | "sitemaps" }) {
  const { lastmod } = stats;
  const reasons = (Object.keys(REASONS) as InvalidReason[]).filter((r) => stats.invalid[r] > 0);
  return (
    <div className="grid grid-cols-1 gap-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Fact
          label={noun === "URLs" ? "URLs listed" : "Sitemaps listed"}
          value={formatNumber(stats.count)}
        />
        <Fact
          label="With a last-modified date"
          value={`${formatNumber(lastmod.withLastmod)} (${formatPercent(lastmod.share, 0)})`}
        />
        <Fact label="Oldest last-modified" value={formatTimestamp(lastmod.oldest) ?? "—"} />
        <Fact label="Median last-modified" value={formatTimestamp(lastmod.median) ?? "—"} />
        <Fact label="Newest last-modified" value={formatTimestamp(lastmod.newest) ?? "—"} />
      </dl>
      {reasons.length === 0 ? (
        <p className="text-sm text-success">
          Every entry is a valid URL of the property, listed once.
        </p>
      ) : (
        <div className="grid grid-cols-1 gap-2">
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Invalid entries">
            {reasons.map((reason) => (
              <li key={reason}>
                <span className="font-medium text-destructive tabular-nums">
                  {formatNumber(stats.invalid[reason])}
                </span>{" "}
                {REASONS[reason].toLowerCase()}
              </li>
            ))}
          </ul>
          <details className="text-sm">
            <summary className="cursor-pointer text-muted-foreground">
              The first {formatNumber(stats.samples.length)} invalid entries
            </summary>
            <ul className="mt-2 grid grid-cols-1 gap-1.5">
              {stats.samples.map((sample, i) => (
                <li key={`${sample.reason}-${i}`} className="grid grid-cols-1">
                  <code className="text-xs">
                    {sample.loc ? <WrappingUrl url={sample.loc} /> : "(empty)"}
                  </code>
                  <span className="text-muted-foreground">{sample.detail}</span>
                </li>
              ))}
            </ul>
          </details>
        </div>
      )}
    </div>
  );
}

import { ChangeText } from "@/components/data-state/change-text";
import { UrlCell } from "@/components/data-table/url-cell";
import type { AuthorDetailResponse, AuthorPageRow } from "@/lib/authors/api-types";
import { monthLabel } from "@/lib/authors-view/format";
import { relativeChange } from "@/lib/authors-view/requests";
import { formatNumber } from "@/lib/format/numbers";

function MoverList({
  title,
  rows,
  base,
  empty,
}: {
  title: string;
  rows: AuthorPageRow[];
  base: string;
  empty: string;
}) {
  return (
    <section aria-label={title} className="grid min-w-0 content-start gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ol className="grid gap-2">
          {rows.map((row) => (
            <li
              key={row.url}
              data-slot="author-mover"
              className="flex min-w-0 items-center justify-between gap-3 text-sm"
            >
              <UrlCell url={row.url} base={base} className="min-w-0" />
              <span className="flex shrink-0 items-baseline gap-2 tabular-nums">
                <span>{formatNumber(row.metrics.clicks)}</span>
                <ChangeText value={row.metrics.clicks - (row.previous?.clicks ?? 0)} />
                <span className="text-xs">
                  <ChangeText
                    value={relativeChange(row.metrics.clicks, row.previous?.clicks)}
                    style="percent"
                  />
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The five pages gaining and losing the most clicks against the comparison period. */
export function Movers({
  movers,
  base,
  compared,
}: {
  movers: AuthorDetailResponse["movers"];
  base: string;
  compared: boolean;
}) {
  if (!compared)
    return (
      <p className="text-sm text-muted-foreground">
        Turn on a comparison in the date picker to see which pages gained and lost clicks.
      </p>
    );
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <MoverList
        title="Gaining clicks"
        rows={movers.best}
        base={base}
        empty="No page gained clicks."
      />
      <MoverList
        title="Losing clicks"
        rows={movers.worst}
        base={base}
        empty="No page lost clicks."
      />
    </div>
  );
}

/**
 * Pages published per month, and their clicks and impressions in the 28 days after: a table, with
 * a bar per month for the clicks (a few divs: a chart library would add nothing here).
 */
export function PublishedByMonth({ months }: { months: AuthorDetailResponse["publishedByMonth"] }) {
  if (months.every((m) => m.pages === 0))
    return (
      <p className="text-sm text-muted-foreground">
        None of this author&apos;s pages says when it was published in the last 12 months.
      </p>
    );
  const most = Math.max(1, ...months.map((m) => m.clicksAfter28));
  return (
    <div className="overflow-x-auto" role="region" aria-label="Published per month" tabIndex={0}>
      <table className="w-full text-sm">
        <caption className="sr-only">
          Pages published per month, and their clicks and impressions in the 28 days after
        </caption>
        <thead className="text-left text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              Month
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Pages
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Clicks after 28 days
            </th>
            <th scope="col" className="hidden py-2 pr-3 font-medium sm:table-cell">
              <span className="sr-only">Clicks, as a bar</span>
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Impressions after 28 days
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month} className="border-t" data-slot="published-month">
              <th scope="row" className="py-2 pr-3 text-left font-normal whitespace-nowrap">
                {monthLabel(m.month)}
              </th>
              <td className="py-2 pr-3 text-right tabular-nums">{formatNumber(m.pages)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">
                {formatNumber(m.clicksAfter28)}
                {m.pending > 0 ? (
                  <span className="block text-xs text-muted-foreground">
                    {formatNumber(m.pending)} still within 28 days
                  </span>
                ) : null}
              </td>
              <td className="hidden w-1/3 py-2 pr-3 sm:table-cell" aria-hidden>
                <span
                  className="block h-2 rounded-full bg-primary/70"
                  style={{ width: `${(m.clicksAfter28 / most) * 100}%` }}
                />
              </td>
              <td className="py-2 text-right tabular-nums">{formatNumber(m.impressionsAfter28)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

"use client";

import { QueryWidget } from "@/components/data-state/query-widget";
import { WidgetCard } from "@/components/data-state/widget-card";
import { useGa4Realtime } from "@/hooks/queries/use-ga4-data-query";
import type { RealtimeResponse } from "@/lib/analytics/realtime-types";
import { formatNumber } from "@/lib/format/numbers";

/** Thirty bars, one a minute, the newest on the right; the figures are in the list for readers. */
function MinuteBars({ minutes }: { minutes: readonly number[] }) {
  const top = Math.max(1, ...minutes);
  return (
    <div aria-hidden className="flex h-16 items-end gap-px" data-slot="realtime-minutes">
      {minutes.map((value, i) => (
        <span
          key={i}
          className="min-w-0 flex-1 rounded-t-sm bg-[var(--chart-1)]"
          style={{ height: `${Math.max(2, (value / top) * 100)}%` }}
        />
      ))}
    </div>
  );
}

function Realtime({ data }: { data: RealtimeResponse }) {
  const busiest = Math.max(0, ...data.minutes);
  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,14rem)]">
      <div className="grid gap-2">
        <p className="flex items-baseline gap-2">
          <span className="text-3xl font-semibold tabular-nums" data-testid="realtime-users">
            {formatNumber(data.activeUsers)}
          </span>
          <span className="text-sm text-muted-foreground">active users, last 30 minutes</span>
        </p>
        <MinuteBars minutes={data.minutes} />
        <p className="text-xs text-muted-foreground">
          Per minute, 30 minutes ago to now; the busiest minute had {formatNumber(busiest)}. Asked
          again every minute while this page is open.
        </p>
      </div>
      <div className="grid content-start gap-1 text-sm">
        <p className="font-medium">Where they are</p>
        {data.countries.length === 0 ? (
          <p className="text-muted-foreground">Nobody in the last 30 minutes.</p>
        ) : (
          <ul className="grid gap-1">
            {data.countries.map((c) => (
              <li key={c.country} className="flex justify-between gap-2">
                <span className="truncate">{c.country || "(not set)"}</span>
                <span className="tabular-nums">{formatNumber(c.activeUsers)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** Active users now (GA4's Realtime API), refreshed every minute while the page is visible. */
export function RealtimeCard({ projectId, propertyId }: { projectId: string; propertyId: string }) {
  const query = useGa4Realtime({ projectId, propertyId });
  return (
    <WidgetCard
      id="analytics-realtime"
      title="Right now"
      description="GA4 Realtime: who is on the site."
    >
      <QueryWidget query={query} label="active users" skeleton="chart" height={96}>
        {(data) => <Realtime data={data} />}
      </QueryWidget>
    </WidgetCard>
  );
}

"use client";

import { formatNumber } from "@/lib/format/numbers";
import { whenText } from "@/lib/format/time-until";
import { useNow } from "@/hooks/use-now";
import type { InspectionQuotaDto } from "@/lib/url-inspection/types";
import { cn } from "@/lib/utils";

/** The property's URL Inspection budget: what is left today and this minute, and when it returns. */
export function QuotaMeter({ quota }: { quota: InspectionQuotaDto }) {
  const now = useNow();
  const share = quota.perDay === 0 ? 0 : quota.dayRemaining / quota.perDay;
  const spent = quota.dayRemaining === 0;
  return (
    <div className="grid gap-2" data-testid="inspection-quota">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
        <p>
          <span className="font-semibold tabular-nums">{formatNumber(quota.dayRemaining)}</span> of{" "}
          {formatNumber(quota.perDay)} inspections left today
          <span className="text-muted-foreground">
            {" "}
            · {formatNumber(quota.minuteRemaining)} of {formatNumber(quota.perMinute)} this minute
          </span>
        </p>
        <p className="text-muted-foreground">
          Resets at midnight Pacific ({whenText(quota.dayResetsAt, now)})
        </p>
      </div>
      <div
        role="meter"
        aria-label="Inspections left today"
        aria-valuemin={0}
        aria-valuemax={quota.perDay}
        aria-valuenow={quota.dayRemaining}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            "h-full rounded-full",
            spent ? "bg-destructive" : share < 0.1 ? "bg-amber-500" : "bg-primary",
          )}
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      </div>
      {spent ? (
        <p role="status" className="text-sm text-destructive">
          Today&apos;s inspections for this property are used up. Google gives{" "}
          {formatNumber(quota.perDay)} a day per property; they return at midnight Pacific time (
          {whenText(quota.dayResetsAt, now)}). Bulk inspections pause and go on by themselves then.
        </p>
      ) : null}
    </div>
  );
}

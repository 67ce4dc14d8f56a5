import { DashedSwatch } from "./dashed-swatch";
import { FRESH_NOTE } from "./trend-tooltip";

/** What the dashed line and the shaded days of a trend chart mean, when the chart has them. */
export function TrendLegend({ comparing, fresh }: { comparing: boolean; fresh: boolean }) {
  if (!comparing && !fresh) return null;
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
      {comparing ? (
        <span className="inline-flex items-center gap-1.5">
          <DashedSwatch />
          Previous period
        </span>
      ) : null}
      {fresh ? (
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden className="size-3 rounded-sm bg-muted-foreground/20" />
          {FRESH_NOTE}
        </span>
      ) : null}
    </div>
  );
}

import { ArrowDownRight, ArrowUpRight, Minus } from "lucide-react";
import { Sparkline } from "@/components/charts/sparkline";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

export type KpiCardProps = {
  label: string;
  /** The figure, already formatted: "12.3K". */
  value: string;
  /** The signed change, already formatted: "+4.2%"; its sign picks the arrow. */
  delta?: string;
  /** Whether the change is good (for position, a fall is): colours the change; null or absent is neutral. */
  improved?: boolean | null;
  /** What the change is measured against, read after it: "vs previous period". */
  deltaLabel?: string;
  sparkline?: readonly number[];
  /** Draw the sparkline upside down, for metrics where lower is better. */
  invertSparkline?: boolean;
  loading?: boolean;
  className?: string;
};

function DeltaIcon({ delta }: { delta: string }) {
  if (delta.startsWith("+")) return <ArrowUpRight aria-hidden className="size-4" />;
  if (delta.startsWith("-")) return <ArrowDownRight aria-hidden className="size-4" />;
  return <Minus aria-hidden className="size-4" />;
}

/** One headline figure with its change and an optional sparkline; a skeleton of the same size while loading. */
export function KpiCard({
  label,
  value,
  delta,
  improved,
  deltaLabel,
  sparkline,
  invertSparkline,
  loading = false,
  className,
}: KpiCardProps) {
  const tone =
    improved === true
      ? "text-success"
      : improved === false
        ? "text-destructive"
        : "text-muted-foreground";
  return (
    <Card
      data-slot="kpi-card"
      aria-busy={loading || undefined}
      className={cn("gap-2 px-4 py-4", className)}
    >
      <p className="text-sm text-muted-foreground">{label}</p>
      {loading ? (
        <>
          <span role="status" className="sr-only">{`Loading ${label}...`}</span>
          <Skeleton aria-hidden className="h-8 w-24" />
          <Skeleton aria-hidden className="h-4 w-32" />
        </>
      ) : (
        <>
          <p className="text-2xl font-semibold tracking-tight tabular-nums">{value}</p>
          {delta ? (
            <p className="flex flex-wrap items-center gap-x-1 text-sm">
              <span
                className={cn("inline-flex items-center gap-0.5 font-medium tabular-nums", tone)}
              >
                <DeltaIcon delta={delta} />
                {delta}
                {improved != null ? (
                  <span className="sr-only">{improved ? " (better)" : " (worse)"}</span>
                ) : null}
              </span>
              {deltaLabel ? <span className="text-muted-foreground">{deltaLabel}</span> : null}
            </p>
          ) : null}
          {sparkline ? <Sparkline values={sparkline} inverted={invertSparkline} /> : null}
        </>
      )}
    </Card>
  );
}

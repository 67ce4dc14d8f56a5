import { formatDelta, formatNumber } from "@/lib/format/numbers";
import { cn } from "@/lib/utils";

export type WaterfallStep = { id: string; label: string; value: number };

type Bar = {
  id: string;
  label: string;
  /** The figure written under the bar: a total, or a signed step. */
  text: string;
  /** The total, or the step's signed value. */
  value: number;
  from: number;
  to: number;
  kind: "total" | "up" | "down";
};

const TONES: Record<Bar["kind"], string> = {
  total: "bg-chart-1",
  up: "bg-success",
  down: "bg-destructive",
};

/** The bars: the first total, each step from the running total, the last total. */
function barsOf(start: WaterfallStep, steps: readonly WaterfallStep[], end: WaterfallStep): Bar[] {
  const bars: Bar[] = [
    { ...start, text: formatNumber(start.value), from: 0, to: start.value, kind: "total" },
  ];
  let running = start.value;
  for (const step of steps) {
    const next = running + step.value;
    bars.push({
      ...step,
      text: formatDelta(step.value),
      from: running,
      to: next,
      kind: step.value < 0 ? "down" : "up",
    });
    running = next;
  }
  bars.push({ ...end, text: formatNumber(end.value), from: 0, to: end.value, kind: "total" });
  return bars;
}

/**
 * The axis: from a floor under the lowest running total (not from zero, which would flatten steps
 * of a few percent of the total into lines) to the highest. The totals' bars start at the floor.
 */
function axisOf(bars: readonly Bar[]): { floor: number; top: number } {
  const levels = bars.flatMap((bar) => (bar.kind === "total" ? [bar.to] : [bar.from, bar.to]));
  const low = Math.min(...levels);
  const high = Math.max(...levels);
  const spread = Math.max(high - low, Math.abs(high) * 0.02, 1);
  const floor = Math.max(0, Math.min(low, high) - spread * 0.6);
  return { floor, top: high + spread * 0.05 };
}

/**
 * A waterfall: the first total, the steps that lead from it to the last total, and the last total.
 * Drawn with CSS on the server's HTML (no chart library): each bar is a box placed by percentages of
 * the axis. The steps must sum to `end.value − start.value`; the caller's numbers are shown as
 * given. Screen readers read the figure's table instead of the bars.
 */
export function Waterfall({
  start,
  steps,
  end,
  caption,
  className,
}: {
  start: WaterfallStep;
  steps: readonly WaterfallStep[];
  end: WaterfallStep;
  caption: string;
  className?: string;
}) {
  const bars = barsOf(start, steps, end);
  const { floor, top } = axisOf(bars);
  const scale = (value: number) => ((Math.max(value, floor) - floor) / (top - floor)) * 100;
  /** Where a bar starts and ends on the axis, in percent: a total from the floor, a step from the running total. */
  const extent = (bar: Bar) => {
    const low = scale(bar.kind === "total" ? floor : Math.min(bar.from, bar.to));
    const high = scale(bar.kind === "total" ? bar.to : Math.max(bar.from, bar.to));
    return { low, high: Math.max(high, low) };
  };
  return (
    <figure className={cn("grid gap-2", className)} data-testid="waterfall">
      {/* Columns from the width of a small tablet; on a phone, one row per bar with its label. */}
      <div aria-hidden className="hidden gap-2 sm:grid">
        <div
          className="grid h-56 items-stretch gap-2 border-b border-border"
          style={{ gridTemplateColumns: `repeat(${bars.length}, minmax(0, 1fr))` }}
        >
          {bars.map((bar) => {
            const { low, high } = extent(bar);
            return (
              <div key={bar.id} className="relative">
                <div
                  className={cn("absolute inset-x-0 min-h-px rounded-sm", TONES[bar.kind])}
                  style={{ bottom: `${low}%`, height: `${high - low}%` }}
                />
                <span
                  className="absolute inset-x-0 truncate text-center text-xs font-medium tabular-nums"
                  style={{ bottom: `calc(${high}% + 2px)` }}
                >
                  {bar.text}
                </span>
              </div>
            );
          })}
        </div>
        <div
          className="grid gap-2"
          style={{ gridTemplateColumns: `repeat(${bars.length}, minmax(0, 1fr))` }}
        >
          {bars.map((bar) => (
            <span key={bar.id} className="text-center text-xs leading-tight text-muted-foreground">
              {bar.label}
            </span>
          ))}
        </div>
      </div>
      <div aria-hidden className="grid gap-1.5 sm:hidden">
        {bars.map((bar) => {
          const { low, high } = extent(bar);
          return (
            <div key={bar.id} className="grid grid-cols-[8.5rem_minmax(0,1fr)] items-center gap-2">
              <span className="flex justify-between gap-1 text-xs">
                <span className="truncate text-muted-foreground">{bar.label}</span>
                <span className="font-medium tabular-nums">{bar.text}</span>
              </span>
              <span className="relative h-4 border-l border-border">
                <span
                  className={cn("absolute inset-y-0 min-w-px rounded-sm", TONES[bar.kind])}
                  style={{ left: `${low}%`, width: `${high - low}%` }}
                />
              </span>
            </div>
          );
        })}
      </div>
      <figcaption className="text-xs text-muted-foreground">
        {caption}
        {floor > 0 ? ` The axis starts at ${formatNumber(Math.round(floor))}.` : ""}
      </figcaption>
      {/* sr-only on a wrapper: a table keeps its content's width whatever width it is given. */}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.id} data-step={bar.id} data-value={bar.value}>
                <th scope="row">{bar.label}</th>
                <td>{bar.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

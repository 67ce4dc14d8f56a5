"use client";

import { formatMonthDay, fromDateKey } from "@/lib/dates/format";
import { formatNumber } from "@/lib/format/numbers";
import type { CoverageResponse } from "@/lib/coverage/types";

// Indexed and not indexed URLs per day as stacked columns, drawn as plain SVG (it is on the first
// screen, and a chart library would add to the first load for two series); a screen reader reads
// the table under it.

const HEIGHT = 180;

export function IndexChart({ points }: { points: CoverageResponse["chart"] }) {
  if (points.length === 0) {
    return (
      <p className="py-8 text-center text-sm text-muted-foreground">
        No history yet. Inspections and search data fill this chart day by day.
      </p>
    );
  }
  const max = Math.max(1, ...points.map((p) => p.indexed + p.notIndexed));
  const width = Math.max(points.length * 8, 240);
  const bar = width / points.length;
  const y = (n: number) => (n / max) * (HEIGHT - 20);
  const last = points.at(-1)!;
  return (
    <figure className="grid gap-2">
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-44 w-full"
        role="img"
        aria-label={`Indexed and not indexed URLs by day; on ${last.day}: ${formatNumber(last.indexed)} indexed, ${formatNumber(last.notIndexed)} not indexed`}
      >
        {points.map((p, i) => {
          const indexed = y(p.indexed);
          const not = y(p.notIndexed);
          return (
            <g key={p.day}>
              <rect
                x={i * bar + 0.5}
                width={Math.max(1, bar - 1)}
                y={HEIGHT - indexed}
                height={indexed}
                className="fill-emerald-600"
              />
              <rect
                x={i * bar + 0.5}
                width={Math.max(1, bar - 1)}
                y={HEIGHT - indexed - not}
                height={not}
                className="fill-amber-500"
              />
            </g>
          );
        })}
      </svg>
      <figcaption className="flex flex-wrap justify-between gap-2 text-xs text-muted-foreground">
        <span>{formatMonthDay(fromDateKey(points[0]!.day))}</span>
        <span className="flex gap-3">
          <span className="inline-flex items-center gap-1">
            <span aria-hidden className="size-2 rounded-sm bg-emerald-600" /> Indexed
          </span>
          <span className="inline-flex items-center gap-1">
            <span aria-hidden className="size-2 rounded-sm bg-amber-500" /> Not indexed
          </span>
        </span>
        <span>{formatMonthDay(fromDateKey(last.day))}</span>
      </figcaption>
      <table className="sr-only">
        <caption>Indexed and not indexed URLs by day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Indexed</th>
            <th scope="col">Not indexed</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.day}>
              <td>{p.day}</td>
              <td>{p.indexed}</td>
              <td>{p.notIndexed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

"use client";

import { formatNumber } from "@/lib/format/numbers";
import type { AllInOneResponse } from "@/lib/all-in-one/view-types";

const WIDTH = 640;
const HEIGHT = 260;
const PAD = { left: 48, right: 12, top: 12, bottom: 32 };

/** A root scale, so a site's few big pages do not squash the many small ones into a corner. */
const scale = (value: number, max: number, span: number) =>
  max > 0 ? (Math.sqrt(value) / Math.sqrt(max)) * span : 0;

/** Search clicks against key events, one dot per page: pages that draw clicks and convert nothing stand out. */
export function ClicksKeyEventsScatter({ points }: { points: AllInOneResponse["scatter"] }) {
  if (points.length === 0)
    return (
      <p className="py-8 text-center text-sm text-muted-foreground">
        No page has search clicks or key events in this range.
      </p>
    );
  const maxX = Math.max(...points.map((p) => p.clicks));
  const maxY = Math.max(...points.map((p) => p.keyEvents));
  const spanX = WIDTH - PAD.left - PAD.right;
  const spanY = HEIGHT - PAD.top - PAD.bottom;
  return (
    <figure aria-label="Search clicks against key events, one dot per page" className="grid gap-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full max-w-full"
        role="img"
        aria-label={`${points.length} pages: search clicks from 0 to ${formatNumber(maxX)}, key events from 0 to ${formatNumber(maxY)}`}
      >
        <line
          x1={PAD.left}
          y1={HEIGHT - PAD.bottom}
          x2={WIDTH - PAD.right}
          y2={HEIGHT - PAD.bottom}
          className="stroke-border"
        />
        <line
          x1={PAD.left}
          y1={PAD.top}
          x2={PAD.left}
          y2={HEIGHT - PAD.bottom}
          className="stroke-border"
        />
        <text x={PAD.left} y={HEIGHT - 8} className="fill-muted-foreground text-[11px]">
          0
        </text>
        <text
          x={WIDTH - PAD.right}
          y={HEIGHT - 8}
          textAnchor="end"
          className="fill-muted-foreground text-[11px]"
        >
          {formatNumber(maxX)} search clicks
        </text>
        <text
          x={PAD.left - 6}
          y={PAD.top + 10}
          textAnchor="end"
          className="fill-muted-foreground text-[11px]"
        >
          {formatNumber(maxY)}
        </text>
        <text
          x={12}
          y={PAD.top + spanY / 2}
          transform={`rotate(-90 12 ${PAD.top + spanY / 2})`}
          textAnchor="middle"
          className="fill-muted-foreground text-[11px]"
        >
          key events
        </text>
        {points.map((p) => (
          <circle
            key={p.key}
            cx={PAD.left + scale(p.clicks, maxX, spanX)}
            cy={HEIGHT - PAD.bottom - scale(p.keyEvents, maxY, spanY)}
            r={3}
            className={p.keyEvents === 0 ? "fill-destructive/70" : "fill-primary/70"}
          >
            <title>{`${p.key}: ${formatNumber(p.clicks)} clicks, ${formatNumber(p.keyEvents)} key events`}</title>
          </circle>
        ))}
      </svg>
      <figcaption className="text-xs text-muted-foreground">
        Both axes on a square-root scale. Red: pages with clicks and no key events.
      </figcaption>
    </figure>
  );
}

import { cn } from "@/lib/utils";
import {
  MetricCards,
  QueryTable,
  TrendChart,
} from "@/components/marketing/product-illustration-panels";

const SIDEBAR_ITEMS = [70, 88, 64, 92, 76, 84, 60, 80];
const ACTIVE_ITEM = 3;

/** A drawing of a project in Rankwell: filter bar, sidebar, totals, a compared trend and a table. */
export function ProductIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 640 400"
      role="img"
      aria-labelledby="product-illustration-title"
      className={cn("h-auto w-full", className)}
    >
      <title id="product-illustration-title">
        Drawing of the Rankwell dashboard: a sidebar of views, four totals, a trend line drawn
        against the previous period, and a table of queries.
      </title>
      <defs>
        <clipPath id="product-illustration-frame">
          <rect x="1" y="1" width="638" height="398" rx="16" />
        </clipPath>
      </defs>
      <g clipPath="url(#product-illustration-frame)">
        <rect x="1" y="1" width="638" height="398" className="fill-card" />
        <rect x="1" y="44" width="130" height="356" className="fill-muted" />
        <line x1="1" y1="44" x2="639" y2="44" className="stroke-border" strokeWidth="2" />
        {[24, 40, 56].map((cx) => (
          <circle key={cx} cx={cx} cy="22" r="5" className="fill-muted-foreground/40" />
        ))}
        <rect x="150" y="12" width="120" height="20" rx="10" className="fill-muted" />
        <rect x="280" y="12" width="92" height="20" rx="10" className="fill-muted" />
        <rect
          x="382"
          y="12"
          width="128"
          height="20"
          rx="10"
          className="fill-accent stroke-primary/50"
        />
        <rect
          x="10"
          y={56 + ACTIVE_ITEM * 28}
          width="112"
          height="22"
          rx="6"
          className="fill-primary/15"
        />
        {SIDEBAR_ITEMS.map((width, i) => (
          <rect
            key={i}
            x="20"
            y={63 + i * 28}
            width={width}
            height="8"
            rx="4"
            className={i === ACTIVE_ITEM ? "fill-primary" : "fill-muted-foreground/30"}
          />
        ))}
        <MetricCards />
        <TrendChart />
        <QueryTable />
      </g>
      <rect
        x="1"
        y="1"
        width="638"
        height="398"
        rx="16"
        fill="none"
        className="stroke-border"
        strokeWidth="2"
      />
    </svg>
  );
}

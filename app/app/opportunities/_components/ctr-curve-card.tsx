"use client";

import { useState } from "react";
import { WidgetCard } from "@/components/data-state/widget-card";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { formatNumber, formatPercent } from "@/lib/format/numbers";
import { THRESHOLD_LIMITS } from "@/lib/opportunities/limits";
import type { OpportunityListResponse } from "@/lib/opportunities/types";
import { THRESHOLD_KEYS, type OpportunityThresholdParams } from "@/lib/opportunities/view-params";

const WIDTH = 320;
const HEIGHT = 160;
const PAD = 24;

/** The site's CTR at each whole position (dots sized by impressions) and the fitted curve. */
function CurveChart({ curve }: { curve: NonNullable<OpportunityListResponse["curve"]> }) {
  const maxPosition = Math.max(...curve.points.map((p) => p.position), 1);
  const maxCtr = Math.max(
    ...curve.points.map((p) => p.ctr),
    ...curve.pools.map((p) => p.ctr),
    0.01,
  );
  const maxImpressions = Math.max(...curve.pools.map((p) => p.impressions), 1);
  const x = (position: number) =>
    PAD + ((position - 1) / Math.max(maxPosition - 1, 1)) * (WIDTH - 2 * PAD);
  const y = (ctr: number) => HEIGHT - PAD - (ctr / maxCtr) * (HEIGHT - 2 * PAD);
  const line = curve.points
    .map((p) => `${x(p.position).toFixed(1)},${y(p.ctr).toFixed(1)}`)
    .join(" ");
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-auto w-full max-w-md text-muted-foreground"
      role="img"
      aria-label={`Your CTR by position: ${curve.points
        .slice(0, 3)
        .map((p) => `position ${p.position} ${formatPercent(p.ctr, 1)}`)
        .join(", ")} by the fitted curve.`}
    >
      <line
        x1={PAD}
        x2={WIDTH - PAD}
        y1={HEIGHT - PAD}
        y2={HEIGHT - PAD}
        stroke="currentColor"
        strokeOpacity={0.4}
      />
      <line
        x1={PAD}
        x2={PAD}
        y1={PAD}
        y2={HEIGHT - PAD}
        stroke="currentColor"
        strokeOpacity={0.4}
      />
      {curve.pools.map((pool) => (
        <circle
          key={pool.position}
          cx={x(pool.position)}
          cy={y(pool.ctr)}
          r={2 + 5 * Math.sqrt(pool.impressions / maxImpressions)}
          className="fill-chart-2"
          fillOpacity={0.6}
        />
      ))}
      <polyline points={line} fill="none" className="stroke-chart-1" strokeWidth={2} />
      <text x={PAD} y={HEIGHT - 6} fontSize={10} fill="currentColor">
        1
      </text>
      <text x={WIDTH - PAD} y={HEIGHT - 6} fontSize={10} fill="currentColor" textAnchor="end">
        position {maxPosition}
      </text>
      <text x={PAD + 4} y={PAD - 8} fontSize={10} fill="currentColor">
        CTR {formatPercent(maxCtr, 0)}
      </text>
    </svg>
  );
}

type Field = keyof OpportunityThresholdParams;

const FIELDS: { name: Field; label: string; hint: string; percent: boolean }[] = [
  {
    name: "strikingMaxPosition",
    label: "Striking distance up to position",
    hint: "Queries ranking from 4 to this position count.",
    percent: false,
  },
  {
    name: "strikingMinImpressions",
    label: "Striking distance from impressions",
    hint: "Fewer impressions over the range are not worth a push.",
    percent: false,
  },
  {
    name: "lowCtrRatio",
    label: "Low CTR below (% of the curve)",
    hint: "A query's CTR at most this share of what the curve expects at its position.",
    percent: true,
  },
  {
    name: "decayRatio",
    label: "Decay below (% of earlier months)",
    hint: "The last three months' clicks at most this share of the three before.",
    percent: true,
  },
  {
    name: "sitemapMinImpressions",
    label: "Missing from sitemaps from impressions",
    hint: "A page no sitemap lists counts once it has this many impressions over the range.",
    percent: false,
  },
];

/** The thresholds in force, changeable; Apply writes them to the URL, Reset removes them. */
function ThresholdForm({
  thresholds,
  onApply,
}: {
  thresholds: OpportunityListResponse["thresholds"];
  onApply: (next: OpportunityThresholdParams) => void;
}) {
  const shown = (field: (typeof FIELDS)[number]) =>
    String(field.percent ? Math.round(thresholds[field.name] * 100) : thresholds[field.name]);
  const [values, setValues] = useState(() =>
    Object.fromEntries(FIELDS.map((f) => [f.name, shown(f)])),
  );
  const [error, setError] = useState<string | null>(null);
  const apply = (event: React.FormEvent) => {
    event.preventDefault();
    const next: OpportunityThresholdParams = {};
    for (const field of FIELDS) {
      const limits = THRESHOLD_LIMITS[field.name];
      const raw = Number(values[field.name]);
      const value = field.percent ? raw / 100 : raw;
      if (!Number.isFinite(raw) || value < limits.min || value > limits.max) {
        const [min, max] = field.percent
          ? [limits.min * 100, limits.max * 100]
          : [limits.min, limits.max];
        setError(`${field.label} must be between ${formatNumber(min)} and ${formatNumber(max)}.`);
        return;
      }
      next[field.name] = limits.integer ? Math.round(value) : Math.round(value * 100) / 100;
    }
    setError(null);
    onApply(next);
  };
  return (
    <form onSubmit={apply} className="grid gap-3" aria-label="Thresholds">
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <label key={field.name} className="grid gap-1 text-sm">
            <span className="font-medium">{field.label}</span>
            <Input
              type="number"
              inputMode="decimal"
              name={THRESHOLD_KEYS[field.name]}
              value={values[field.name]}
              onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
              className="w-28"
            />
            <span className="text-xs text-muted-foreground">{field.hint}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm">
          Apply thresholds
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => onApply({})}>
          Reset
        </Button>
      </div>
    </form>
  );
}

/** The curve the CTR rules measure against, and the thresholds the rules use. */
export function CurveCard({
  data,
  onThresholds,
}: {
  data: OpportunityListResponse;
  onThresholds: (next: OpportunityThresholdParams) => void;
}) {
  return (
    <WidgetCard
      id="opportunities-curve"
      title="Your CTR curve and thresholds"
      description="Fitted to your own queries' clicks and impressions at each position, not to a published average."
    >
      <div className="grid gap-6 lg:grid-cols-2">
        {data.curve ? (
          <CurveChart curve={data.curve} />
        ) : (
          <p className="text-sm text-muted-foreground">
            Too few positions have enough impressions to fit a curve: the striking-distance, low-CTR
            and weaker-page rules wait for more data.
          </p>
        )}
        <ThresholdForm
          key={JSON.stringify(data.thresholds)}
          thresholds={data.thresholds}
          onApply={onThresholds}
        />
      </div>
    </WidgetCard>
  );
}

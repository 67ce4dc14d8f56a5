"use client";

import {
  Area,
  CartesianGrid,
  ComposedChart,
  Line,
  ReferenceArea,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { formatDateTick, tickIndexes } from "@/components/charts/trend-data";
import type { ProfileChartRow } from "@/lib/business-profile/chart-rows";
import { formatCompact } from "@/lib/format/numbers";
import { ChartTooltip } from "./chart-tooltip";
import { CHART_SERIES, type ChartMode } from "./chart-series";

const AXIS_TICK = { fontSize: 12, fill: "var(--muted-foreground)" };

/** One tab of the trend: the day's views or actions stacked by kind, the comparison's total dashed. */
export function ProfileChart({
  rows,
  mode,
  label,
}: {
  rows: readonly ProfileChartRow[];
  mode: ChartMode;
  label: string;
}) {
  const config = CHART_SERIES[mode];
  const comparing = rows.some((row) => row[config.previous] !== null);
  const unreportedFrom = rows.findIndex((row) => row.unreported);
  const last = Math.max(rows.length - 1, 0);
  return (
    <figure aria-label={label} data-slot="profile-chart" className="h-72">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={[...rows]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke="var(--border)" />
          <XAxis
            dataKey="index"
            type="number"
            domain={[0, last]}
            ticks={tickIndexes(rows.length, 6, true)}
            tickFormatter={(index: number) =>
              rows[index] ? formatDateTick(rows[index].date, "day") : ""
            }
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
          />
          <YAxis
            allowDecimals={false}
            tickFormatter={(value: number) => formatCompact(value)}
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
            width={44}
          />
          {unreportedFrom >= 0 ? (
            <ReferenceArea
              x1={Math.max(0, unreportedFrom - 0.5)}
              x2={last}
              ifOverflow="hidden"
              fill="var(--muted-foreground)"
              fillOpacity={0.12}
            />
          ) : null}
          <Tooltip
            cursor={{ stroke: "var(--border)" }}
            content={({ active, payload }) => {
              const row = payload?.[0]?.payload as ProfileChartRow | undefined;
              return active && row ? <ChartTooltip row={row} mode={mode} /> : null;
            }}
          />
          {config.series.map((s) => (
            <Area
              key={s.key}
              type="linear"
              // A day Google has not reported is left out rather than drawn as a fall to zero.
              dataKey={(row: ProfileChartRow) => (row.unreported ? null : row[s.key])}
              name={s.label}
              stackId="day"
              stroke={s.color}
              fill={s.color}
              fillOpacity={0.35}
              strokeWidth={1.5}
              isAnimationActive={false}
            />
          ))}
          {comparing ? (
            <Line
              type="linear"
              dataKey={config.previous}
              name={`${config.total}, comparison period`}
              stroke="var(--foreground)"
              strokeOpacity={0.6}
              strokeDasharray="4 4"
              strokeWidth={1.5}
              dot={false}
              isAnimationActive={false}
            />
          ) : null}
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  );
}

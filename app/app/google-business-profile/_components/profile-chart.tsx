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
import { formatDateTick } from "@/components/charts/trend-data";
import type { ProfileChartRow } from "@/lib/business-profile/chart-rows";
import { formatDisplayDate } from "@/lib/dates/format";
import { formatCompact, formatNumber } from "@/lib/format/numbers";
import { CHART_SERIES, type ChartMode } from "./chart-series";

const AXIS_TICK = { fontSize: 12, fill: "var(--muted-foreground)" };

function ChartTooltip({ row, mode }: { row: ProfileChartRow; mode: ChartMode }) {
  const config = CHART_SERIES[mode];
  const previous = row[config.previous] as number | null;
  return (
    <div className="grid min-w-44 gap-1 rounded-md border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md">
      <p className="font-medium">{formatDisplayDate(row.date)}</p>
      {row.unreported ? <p className="text-muted-foreground">Not reported by Google yet</p> : null}
      {config.series.map((s) => (
        <p key={s.key} className="flex items-center justify-between gap-4">
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden className="size-2 rounded-full" style={{ background: s.color }} />
            {s.label}
          </span>
          <span className="tabular-nums">{formatNumber(row[s.key] as number)}</span>
        </p>
      ))}
      <p className="flex justify-between gap-4 border-t pt-1 font-medium">
        <span>{config.total}</span>
        <span className="tabular-nums">{formatNumber(row[mode])}</span>
      </p>
      {previous !== null && row.previousDate ? (
        <p className="flex justify-between gap-4 text-muted-foreground">
          <span>{formatDisplayDate(row.previousDate)}</span>
          <span className="tabular-nums">{formatNumber(previous)}</span>
        </p>
      ) : null}
    </div>
  );
}

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
  const unreported = rows.find((row) => row.unreported);
  return (
    <figure aria-label={label} data-slot="profile-chart" className="h-72">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={[...rows]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke="var(--border)" />
          <XAxis
            dataKey="date"
            tickFormatter={(date: string) => formatDateTick(date, "day")}
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
            minTickGap={24}
          />
          <YAxis
            allowDecimals={false}
            tickFormatter={(value: number) => formatCompact(value)}
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
            width={44}
          />
          {unreported ? (
            <ReferenceArea
              x1={unreported.date}
              x2={rows[rows.length - 1]!.date}
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
              dataKey={s.key}
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

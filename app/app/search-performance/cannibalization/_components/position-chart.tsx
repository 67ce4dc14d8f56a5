"use client";

import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { formatDateTick } from "@/components/charts/trend-data";
import { formatDisplayDate } from "@/lib/dates/format";
import { formatPosition } from "@/lib/format/numbers";
import type { PositionDay } from "@/lib/cannibalization/position-series";
import { pagePath } from "@/lib/cannibalization/explain";
import { PAGE_COLORS } from "../_lib/page-colors";

const AXIS_TICK = { fontSize: 12, fill: "var(--muted-foreground)" };

/** Each competing page's daily position for the query, best at the top; a day without the page is a gap. */
export function PositionChart({
  days,
  pages,
  label,
}: {
  days: readonly PositionDay[];
  pages: readonly string[];
  label: string;
}) {
  return (
    <figure aria-label={label} data-slot="position-chart" className="h-72">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={[...days]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
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
            reversed
            allowDecimals={false}
            domain={[1, "auto"]}
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
            width={32}
          />
          <Tooltip
            labelFormatter={(date) => formatDisplayDate(String(date))}
            formatter={(value) => formatPosition(Number(value))}
            contentStyle={{
              background: "var(--popover)",
              color: "var(--popover-foreground)",
              border: "1px solid var(--border)",
              borderRadius: 6,
              fontSize: 12,
            }}
            // Recharts writes each row in its line's colour, which some chart colours fail as text
            // (WCAG contrast); the legend and the table carry the colours.
            itemStyle={{ color: "var(--popover-foreground)" }}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {pages.map((page, i) => (
            <Line
              key={page}
              dataKey={`p${i}`}
              name={pagePath(page)}
              stroke={PAGE_COLORS[i % PAGE_COLORS.length]}
              strokeWidth={2}
              dot={false}
              connectNulls={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}

"use client";

import dynamic from "next/dynamic";
import { WidgetState } from "@/components/data-state/widget-state";

/** TrendChart loaded on demand, so recharts stays out of a view's first JavaScript. */
export const LazyTrendChart = dynamic(
  () => import("./trend-chart").then((module) => module.TrendChart),
  {
    ssr: false,
    loading: () => <WidgetState status="loading" label="the chart" skeleton="chart" height={344} />,
  },
);

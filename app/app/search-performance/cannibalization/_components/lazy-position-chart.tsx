"use client";

import dynamic from "next/dynamic";
import { WidgetState } from "@/components/data-state/widget-state";

/** The position chart loaded when an issue opens, so recharts stays out of the view's first JavaScript. */
export const LazyPositionChart = dynamic(
  () => import("./position-chart").then((module) => module.PositionChart),
  {
    ssr: false,
    loading: () => (
      <WidgetState status="loading" label="the position chart" skeleton="chart" height={288} />
    ),
  },
);

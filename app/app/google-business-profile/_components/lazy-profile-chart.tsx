"use client";

import dynamic from "next/dynamic";
import { WidgetState } from "@/components/data-state/widget-state";

/** The profile chart loaded on demand, so recharts stays out of the view's first JavaScript. */
export const LazyProfileChart = dynamic(
  () => import("./profile-chart").then((module) => module.ProfileChart),
  {
    ssr: false,
    loading: () => <WidgetState status="loading" label="the chart" skeleton="chart" height={288} />,
  },
);

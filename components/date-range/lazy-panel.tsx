"use client";

import dynamic from "next/dynamic";

export const loadDateRangePanel = () => import("./date-range-panel");

/** The panel (presets + react-day-picker) loads when the popover first opens, not with the page. */
export const LazyDateRangePanel = dynamic(
  () => loadDateRangePanel().then((module) => module.DateRangePanel),
  {
    ssr: false,
    loading: () => <div aria-busy="true" className="h-80 w-[min(36rem,calc(100vw-1rem))]" />,
  },
);

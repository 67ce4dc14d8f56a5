import type { ProfileChartRow } from "@/lib/business-profile/chart-rows";

export type ChartMode = "views" | "actions";

type Series = { key: keyof ProfileChartRow; label: string; color: string };

/** What each tab of the chart stacks, and the comparison period's total drawn dashed over it. */
export const CHART_SERIES: Record<
  ChartMode,
  { label: string; total: string; previous: keyof ProfileChartRow; series: Series[] }
> = {
  views: {
    label: "Profile views",
    total: "Views",
    previous: "previousViews",
    series: [
      { key: "searchMobile", label: "Search (mobile)", color: "var(--chart-1)" },
      { key: "searchDesktop", label: "Search (desktop)", color: "var(--chart-2)" },
      { key: "mapsMobile", label: "Maps (mobile)", color: "var(--chart-3)" },
      { key: "mapsDesktop", label: "Maps (desktop)", color: "var(--chart-4)" },
    ],
  },
  actions: {
    label: "Actions",
    total: "Actions",
    previous: "previousActions",
    series: [
      { key: "calls", label: "Calls", color: "var(--chart-1)" },
      { key: "websiteClicks", label: "Website clicks", color: "var(--chart-3)" },
      { key: "directions", label: "Direction requests", color: "var(--chart-4)" },
    ],
  },
};

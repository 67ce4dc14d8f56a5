import { formatDelta, formatPercent } from "@/lib/format/numbers";
import { countKpi, type Kpi } from "@/lib/overview/kpis";
import { profileTotals, type ProfileDay, type ProfileTotals } from "./profile-metrics";

export type { Kpi };

/**
 * The comparison period's totals over as many days as the current period has reported, so days
 * Google has not reported yet do not count as a drop. Day i of both periods is the same weekday.
 */
export function comparableTotals(previous: readonly ProfileDay[], reportedCount: number) {
  return profileTotals(previous.slice(0, reportedCount));
}

// A share moves in percentage points; a relative change of a share would read as a change in volume.
function shareKpi(
  current: ProfileTotals,
  days: readonly ProfileDay[],
  previous: ProfileTotals | null,
): Kpi {
  const { searchShare, mapsShare } = current;
  const change =
    previous && searchShare !== null && previous.searchShare !== null
      ? searchShare - previous.searchShare
      : null;
  return {
    id: "share",
    label: "Search / Maps share",
    value:
      searchShare === null || mapsShare === null
        ? "—"
        : `${formatPercent(searchShare, 1)} / ${formatPercent(mapsShare, 1)}`,
    ...(change === null
      ? {}
      : { delta: `${formatDelta(change * 100, "position")} pts`, improved: null }),
    sparkline: days
      .filter((d) => d.views > 0)
      .map((d) => (d.searchDesktop + d.searchMobile) / d.views),
  };
}

/**
 * The view's six cards: profile views, the Search / Maps split, calls, website clicks, direction
 * requests and all actions. `days` are the reported days; `previous` is set in comparison mode.
 */
export function profileKpis(days: readonly ProfileDay[], previous: ProfileTotals | null): Kpi[] {
  const totals = profileTotals(days);
  const series = (field: keyof Omit<ProfileDay, "date">) =>
    days.map((d) => ({ date: d.date, value: d[field] }));
  const count = (
    id: string,
    label: string,
    field: "views" | "calls" | "websiteClicks" | "directions" | "actions",
  ) => countKpi(id, label, totals[field], series(field), previous ? previous[field] : null);
  return [
    count("views", "Profile views", "views"),
    shareKpi(totals, days, previous),
    count("calls", "Calls", "calls"),
    count("website", "Website clicks", "websiteClicks"),
    count("directions", "Direction requests", "directions"),
    count("actions", "Total actions", "actions"),
  ];
}

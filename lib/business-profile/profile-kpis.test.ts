import type { ProfileDay } from "./profile-metrics";
import { comparableTotals, profileKpis } from "./profile-kpis";

function day(
  date: string,
  search: number,
  maps: number,
  calls: number,
  web = 0,
  dirs = 0,
): ProfileDay {
  return {
    date,
    searchDesktop: search,
    searchMobile: 0,
    mapsDesktop: 0,
    mapsMobile: maps,
    views: search + maps,
    calls,
    websiteClicks: web,
    directions: dirs,
    actions: calls + web + dirs,
  };
}

const current = [day("2026-03-09", 600, 400, 10, 5, 5), day("2026-03-10", 900, 100, 20, 0, 0)];
const previous = [day("2026-03-02", 500, 500, 10, 0, 0), day("2026-03-03", 500, 500, 10, 0, 0)];

describe("profileKpis", () => {
  it("gives six cards, formatted for people, with sparklines of the days", () => {
    const kpis = profileKpis(current, null);
    expect(kpis.map((k) => [k.label, k.value])).toEqual([
      ["Profile views", "2K"],
      ["Search / Maps share", "75.0% / 25.0%"],
      ["Calls", "30"],
      ["Website clicks", "5"],
      ["Direction requests", "5"],
      ["Total actions", "40"],
    ]);
    expect(kpis[0]!.sparkline).toEqual([1000, 1000]);
    expect(kpis[1]!.sparkline).toEqual([0.6, 0.9]);
    expect(kpis.every((k) => k.delta === undefined)).toBe(true);
  });

  it("in comparison mode: relative changes of counts, percentage points of the share", () => {
    const kpis = profileKpis(current, comparableTotals(previous, 2));
    const byId = Object.fromEntries(kpis.map((k) => [k.id, k]));
    expect(byId.views).toMatchObject({ delta: "0.0%", improved: null });
    expect(byId.share).toMatchObject({ delta: "+25.0 pts", improved: null });
    expect(byId.calls).toMatchObject({ delta: "+50.0%", improved: true });
    expect(byId.actions).toMatchObject({ delta: "+100.0%", improved: true });
    // Nothing to compare against: no percentage, no colour.
    expect(byId.website).toMatchObject({ delta: "—" });
  });

  it("compares only as many days of the previous period as the current one has reported", () => {
    const totals = comparableTotals(previous, 1);
    expect(totals.views).toBe(1000);
    expect(totals.calls).toBe(10);
  });
});

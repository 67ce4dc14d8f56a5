import { reportRequest } from "@/lib/cannibalization/requests";
import { DEFAULT_VIEW_PARAMS } from "@/lib/cannibalization/view-params";
import {
  cannibalizationRequest,
  changePeriod,
  dailyRequests,
  moversRequest,
  opportunitiesRequest,
  organicSessionsRequest,
  profileActionsQueries,
  searchRequest,
  sessionsRequests,
  TOP_TABLE_PAGE,
  topTableRequest,
} from "./requests";
import { overviewScope } from "./scope";
import { greenleaf, SOURCES } from "@/tests/support/overview-project";

const ref = {
  projectId: "6f1c1f3e-2b7a-4c55-9b1e-3f7e0d0c9a11",
  propertyId: "0b3c5d7e-1a2b-4c3d-8e9f-a0b1c2d3e4f5",
};
const range = { startDate: "2026-01-05", endDate: "2026-02-01" };
const today = new Date(2026, 1, 3);

describe("changePeriod", () => {
  it("is the 28 days before, or 52 weeks back, each day on its weekday", () => {
    expect(changePeriod(range, null)).toEqual({
      startDate: "2025-12-08",
      endDate: "2026-01-04",
    });
    expect(changePeriod(range, "previous")).toEqual(changePeriod(range, null));
    expect(changePeriod(range, "year")).toEqual({
      startDate: "2025-01-06",
      endDate: "2025-02-02",
    });
  });
});

describe("requests", () => {
  it("asks Search Console for final data, and for fresh days too when the view includes them", () => {
    expect(searchRequest(ref, range, ["query"], false)).toEqual({
      ...ref,
      ...range,
      dimensions: ["query"],
      dataState: "final",
    });
    expect(searchRequest(ref, range, ["query"], true).dataState).toBe("all");
  });

  it("asks GA4 for the organic search channel's sessions by day", () => {
    const { request } = organicSessionsRequest(ref, range);
    expect(request.dimensionFilter?.filter).toEqual({
      fieldName: "sessionDefaultChannelGroup",
      stringFilter: { matchType: "EXACT", value: "Organic Search" },
    });
    expect(request.metrics).toEqual([{ name: "sessions" }]);
  });
});

describe("the widgets' requests", () => {
  const project = greenleaf();
  const scope = overviewScope({ project, range, compare: null }, today);
  const gsc = { projectId: project.id, propertyId: SOURCES.domain.id };
  const before = { startDate: "2025-12-08", endDate: "2026-01-04" };

  it("ask for the days of the range in one page, and the comparison's in compare mode", () => {
    const { current, previous } = dailyRequests(scope);
    expect(current).toMatchObject({ ...gsc, ...range, dimensions: ["date"], dataState: "final" });
    expect(current).not.toHaveProperty("compareWith");
    expect(current!.table).toMatchObject({ sort: "key", desc: false, pageSize: 500 });
    expect(previous).toBeNull();
    const compared = dailyRequests(overviewScope({ project, range, compare: "previous" }, today));
    expect(compared.previous).toMatchObject({ ...before, dimensions: ["date"] });
    // The range's request names the comparison, so the server answers the totals to compare with.
    expect(compared.current).toMatchObject({ ...range, compareWith: before });
  });

  it("ask for one page of a top table beside the period changes are measured against", () => {
    expect(topTableRequest(scope, "page")).toEqual({
      ...searchRequest(gsc, range, ["page"], false),
      compareWith: before,
      table: TOP_TABLE_PAGE,
    });
    const next = { ...TOP_TABLE_PAGE, sort: "clicksChange" as const, pageIndex: 2 };
    expect(topTableRequest(scope, "query", next)?.table).toBe(next);
  });

  it("ask the analysis routes for the range, and the movers for the comparison too", () => {
    expect(moversRequest(scope, "query")).toEqual({
      ...gsc,
      ...range,
      compareWith: before,
      dimension: "query",
      dataState: "final",
    });
    expect(opportunitiesRequest(scope)).toEqual({ ...gsc, ...range, dataState: "final" });
  });

  it("ask every widget alike for fresh days when the view includes them", () => {
    const fresh = overviewScope({ project, range, compare: "previous", fresh: true }, today);
    const { current, previous } = dailyRequests(fresh);
    const states = [
      current,
      previous,
      topTableRequest(fresh, "query"),
      topTableRequest(fresh, "page"),
      moversRequest(fresh, "query"),
      opportunitiesRequest(fresh),
      cannibalizationRequest(fresh, 3),
    ].map((request) => request?.dataState);
    expect(states).toEqual(Array(7).fill("all"));
    expect(fresh.coverage).toEqual({ status: "fresh", days: 28 });
  });

  it("send nothing to Search Console without a Search Console property", () => {
    const ga4Only = overviewScope(
      { project: greenleaf([SOURCES.ga4]), range, compare: "year" },
      today,
    );
    expect(dailyRequests(ga4Only)).toEqual({ current: null, previous: null });
    expect(topTableRequest(ga4Only, "query")).toBeNull();
    expect(moversRequest(ga4Only, "page")).toBeNull();
    expect(opportunitiesRequest(ga4Only)).toBeNull();
    expect(sessionsRequests(ga4Only).previous).not.toBeNull();
  });

  it("ask GA4 and each location for the comparison only in compare mode", () => {
    expect(sessionsRequests(scope).previous).toBeNull();
    expect(profileActionsQueries(scope)).toEqual({
      current: [expect.objectContaining({ locationId: "4527103946251903846", ...range })],
      previous: [],
    });
    const compared = overviewScope({ project, range, compare: "previous" }, today);
    expect(profileActionsQueries(compared).previous).toEqual([
      expect.objectContaining({ locationId: "4527103946251903846", ...before }),
    ]);
  });

  it("ask the cannibalization report for the view's default detection and the worst few issues", () => {
    const request = cannibalizationRequest(scope, 3)!;
    const view = reportRequest(
      { ref: gsc, range, params: DEFAULT_VIEW_PARAMS, brandTerms: ["greenleaf"] },
      null,
    );
    // The same detection as the Cannibalization view opens with, so the server runs it once.
    expect({ ...request, table: null }).toEqual({ ...view, table: null });
    expect(request.table).toEqual({ ...view.table, pageSize: 3 });
    expect(
      cannibalizationRequest(
        overviewScope({ project: greenleaf([]), range, compare: null }, today),
        3,
      ),
    ).toBeNull();
  });
});

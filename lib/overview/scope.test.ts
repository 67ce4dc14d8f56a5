import { sessionsRequests } from "./requests";
import { ga4DaysNote, overviewScope } from "./scope";
import { greenleaf, PROJECT_ID, source, SOURCES } from "@/tests/support/overview-project";

const range = { startDate: "2026-01-05", endDate: "2026-02-01" };
const today = new Date(2026, 1, 3);

describe("overviewScope", () => {
  it("reads the domain property, the GA4 property and the locations of the project", () => {
    const scope = overviewScope({ project: greenleaf(), range, compare: null }, today);
    expect(scope.gsc).toEqual({ projectId: PROJECT_ID, propertyId: SOURCES.domain.id });
    expect(scope.gscSource).toBe(SOURCES.domain);
    expect(scope.ga4).toEqual({ projectId: PROJECT_ID, propertyId: SOURCES.ga4.id });
    expect(scope.locations).toEqual(["4527103946251903846"]);
  });

  it("measures changes against the period before even without compare mode", () => {
    const project = greenleaf();
    expect(overviewScope({ project, range, compare: null }, today)).toMatchObject({
      compare: null,
      comparison: { startDate: "2025-12-08", endDate: "2026-01-04" },
    });
    expect(overviewScope({ project, range, compare: "year" }, today).comparison).toEqual({
      startDate: "2025-01-06",
      endDate: "2025-02-02",
    });
  });

  it("leaves out what the project does not connect", () => {
    const scope = overviewScope({ project: greenleaf([SOURCES.ga4]), range, compare: null }, today);
    expect(scope).toMatchObject({ gsc: null, gscSource: null, locations: [] });
  });
});

describe("the GA4 card's days", () => {
  // 23:30 Pacific on Feb 2: Google's day is Feb 2, Chicago's already Feb 3.
  const now = new Date("2026-02-03T07:30:00Z");
  const googleDay = new Date(2026, 1, 2);
  const defaultRange = { startDate: "2026-01-05", endDate: "2026-02-01" };
  const chicago = source(SOURCES.ga4.id, "ga4", SOURCES.ga4.property_uri, "America/Chicago");
  const withZone = () => greenleaf([SOURCES.domain, chicago]);

  it("end the default range on the property's own yesterday, and say so", () => {
    const scope = overviewScope(
      { project: withZone(), range: defaultRange, compare: "previous", rangeIsDefault: true },
      googleDay,
      now,
    );
    expect(scope.range).toEqual(defaultRange);
    expect(scope.ga4TimeZone).toBe("America/Chicago");
    expect(scope.ga4Range).toEqual({ startDate: "2026-01-06", endDate: "2026-02-02" });
    expect(scope.ga4Comparison).toEqual({ startDate: "2025-12-09", endDate: "2026-01-05" });
    const requests = sessionsRequests(scope);
    expect(requests.current?.request.dateRanges).toEqual([scope.ga4Range]);
    expect(requests.previous?.request.dateRanges).toEqual([scope.ga4Comparison]);
    expect(ga4DaysNote(scope)).toBe(
      "Organic sessions (GA4) count the property's own days (America/Chicago): Jan 06, 2026 - Feb 02, 2026.",
    );
  });

  it("are the view's when the range is chosen, or the property counts Pacific days", () => {
    const chosen = overviewScope(
      { project: withZone(), range: defaultRange, compare: null, rangeIsDefault: false },
      googleDay,
      now,
    );
    expect(chosen.ga4Range).toEqual(defaultRange);
    expect(ga4DaysNote(chosen)).toBeNull();
    const pacific = overviewScope(
      { project: greenleaf(), range: defaultRange, compare: null, rangeIsDefault: true },
      googleDay,
      now,
    );
    expect(pacific.ga4Range).toEqual(defaultRange);
    expect(ga4DaysNote(pacific)).toBeNull();
  });
});

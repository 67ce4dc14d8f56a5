import { overviewScope } from "./scope";
import { greenleaf, PROJECT_ID, SOURCES } from "@/tests/support/overview-project";

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

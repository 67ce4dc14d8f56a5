import { viewHref } from "./links";

describe("viewHref", () => {
  it("carries the project, property, range, comparison and the view's own params", () => {
    const href = viewHref(
      "/app/search-performance/cannibalization/",
      {
        gsc: { projectId: "p", propertyId: "s" },
        range: { startDate: "2026-01-01", endDate: "2026-01-28" },
        compare: "previous",
      },
      { issue: "sweet corn" },
    );
    expect(href).toBe(
      "/app/search-performance/cannibalization/?project=p&property=s&start=2026-01-01&end=2026-01-28&compare=previous&issue=sweet+corn",
    );
  });
});

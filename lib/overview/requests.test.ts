import { changePeriod, organicSessionsRequest, searchRequest } from "./requests";

const ref = {
  projectId: "6f1c1f3e-2b7a-4c55-9b1e-3f7e0d0c9a11",
  propertyId: "0b3c5d7e-1a2b-4c3d-8e9f-a0b1c2d3e4f5",
};
const range = { startDate: "2026-01-05", endDate: "2026-02-01" };

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
  it("asks Search Console for fresh days too", () => {
    expect(searchRequest(ref, range, ["query"])).toEqual({
      ...ref,
      ...range,
      dimensions: ["query"],
      dataState: "all",
    });
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

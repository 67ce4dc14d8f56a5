import { chartKind, isDateDimension } from "./chart";

describe("the chart an exploration draws", () => {
  it("is a line along a date-like dimension, whatever else is chosen", () => {
    for (const dimension of [
      "date",
      "dateHour",
      "isoYearIsoWeek",
      "yearWeek",
      "yearMonth",
      "week",
      "month",
      "year",
    ])
      expect(chartKind({ dimensions: [dimension] })).toBe("line");
    expect(chartKind({ dimensions: ["country", "date"] })).toBe("line");
    expect(chartKind({ dimensions: ["country", "deviceCategory", "yearMonth"] })).toBe("line");
  });

  it("is a pivot for exactly two dimensions that are not dates", () => {
    expect(chartKind({ dimensions: ["sessionDefaultChannelGroup", "deviceCategory"] })).toBe(
      "pivot",
    );
  });

  it("is bars otherwise, the totals as bars without a dimension", () => {
    expect(chartKind({ dimensions: [] })).toBe("bar");
    expect(chartKind({ dimensions: ["country"] })).toBe("bar");
    expect(chartKind({ dimensions: ["country", "city", "deviceCategory"] })).toBe("bar");
    // Hour of day and day of week repeat: categories, not time.
    expect(chartKind({ dimensions: ["hour"] })).toBe("bar");
    expect(chartKind({ dimensions: ["dayOfWeekName"] })).toBe("bar");
  });

  it("knows its date-like dimensions by API name", () => {
    expect(isDateDimension("dateHourMinute")).toBe(true);
    expect(isDateDimension("nthDay")).toBe(true);
    expect(isDateDimension("customEvent:date")).toBe(false);
    expect(isDateDimension("pagePath")).toBe(false);
  });
});

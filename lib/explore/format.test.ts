import { describe, expect, it } from "vitest";
import { formatExploreValue, metricChange, metricFormat } from "./format";

describe("GA4 Explore's metric formats", () => {
  it("follows GA4's type, and writes its rates as percentages", () => {
    expect(metricFormat("sessions", "TYPE_INTEGER")).toBe("number");
    expect(metricFormat("engagementRate", "TYPE_FLOAT")).toBe("percent");
    expect(metricFormat("keyEvents", "TYPE_FLOAT")).toBe("number");
    expect(metricFormat("averageSessionDuration", "TYPE_SECONDS")).toBe("seconds");
    expect(metricFormat("totalRevenue", "TYPE_CURRENCY")).toBe("currency");
  });

  it("writes values for people", () => {
    expect(formatExploreValue(1234567, "sessions", "TYPE_INTEGER")).toBe("1,234,567");
    expect(formatExploreValue(0.4567, "engagementRate", "TYPE_FLOAT")).toBe("45.7%");
    expect(formatExploreValue(1234.5, "totalRevenue", "TYPE_CURRENCY", "EUR")).toBe("€1,234.50");
    expect(formatExploreValue(2.345, "screenPageViewsPerSession", "TYPE_FLOAT")).toBe("2.35");
    expect(formatExploreValue(65, "averageSessionDuration", "TYPE_SECONDS")).toBe(
      formatExploreValue(65_000, "x", "TYPE_MILLISECONDS"),
    );
    expect(formatExploreValue(null, "sessions", "TYPE_INTEGER")).toBe("—");
  });

  it("changes counts by their ratio and rates by their difference in points", () => {
    expect(metricChange(150, 100, "sessions", "TYPE_INTEGER")).toEqual({
      value: 0.5,
      points: false,
    });
    expect(metricChange(0.5, 0.45, "engagementRate", "TYPE_FLOAT")?.value).toBeCloseTo(0.05);
    expect(metricChange(0.5, 0.45, "engagementRate", "TYPE_FLOAT")?.points).toBe(true);
    expect(metricChange(10, 0, "sessions", "TYPE_INTEGER")).toBeNull();
    expect(metricChange(10, null, "sessions", "TYPE_INTEGER")).toBeNull();
  });
});

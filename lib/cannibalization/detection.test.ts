import type { SearchRow } from "@/lib/seo/search-metrics";
import { runDetection, type DetectionRows } from "./detection";

const row = (query: string, page: string, clicks: number, impressions: number): SearchRow => ({
  keys: [query, `https://www.example.com${page}`],
  clicks,
  impressions,
  ctr: clicks / impressions,
  position: 4,
});

const params = {
  startDate: "2026-01-01",
  endDate: "2026-01-28",
  minShare: 20,
  minImpressions: 100,
  brandTerms: [],
};

describe("runDetection's meta", () => {
  const rows = [row("prune roses", "/a/", 10, 1000), row("tulips", "/b/", 5, 500)];
  const source = (pairs: Awaited<ReturnType<DetectionRows["pairs"]>>): DetectionRows => ({
    pairs: async () => pairs,
    daily: async () => [],
  });

  it("passes on the days Google capped, so the view can name them", async () => {
    const detection = await runDetection(
      source({ rows, capped: true, cappedDays: ["2026-01-05", "2026-01-06"] }),
      params,
    );
    expect(detection.meta).toEqual({
      rowCount: 2,
      capped: true,
      cappedDays: ["2026-01-05", "2026-01-06"],
    });
  });

  it("names no day when the source says none", async () => {
    const detection = await runDetection(source({ rows, capped: false }), params);
    expect(detection.meta).toEqual({ rowCount: 2, capped: false, cappedDays: [] });
  });
});

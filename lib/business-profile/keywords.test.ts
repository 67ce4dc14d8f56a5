import { gbpKeywordsSearchParams } from "@/lib/data-api/gbp-search-params";
import * as z from "@/lib/zod-mini";
import {
  gbpKeywordsQueryFromSearchParams,
  gbpKeywordsQuerySchema,
  keywordImpressionsText,
  keywordSummary,
  monthsLabel,
  monthsOfRange,
  sortKeywords,
  type GbpKeyword,
} from "./keywords";

const keywords: GbpKeyword[] = [
  { keyword: "soil delivery", value: null, threshold: 15 },
  { keyword: "garden centre", value: 1200, threshold: null },
  { keyword: "compost", value: null, threshold: 15 },
  { keyword: "plant nursery", value: 87, threshold: null },
];

describe("search keyword months", () => {
  it("are the calendar months the range touches", () => {
    expect(monthsOfRange({ startDate: "2026-01-20", endDate: "2026-02-18" })).toEqual({
      startMonth: "2026-01",
      endMonth: "2026-02",
    });
    expect(monthsLabel({ startMonth: "2026-01", endMonth: "2026-02" })).toBe("Jan 2026 – Feb 2026");
    expect(monthsLabel({ startMonth: "2026-02", endMonth: "2026-02" })).toBe("Feb 2026");
  });

  it("travel in the query string and back", () => {
    const query = { locationId: "4527103946251903846", startMonth: "2026-01", endMonth: "2026-02" };
    const parsed = z.safeParse(
      gbpKeywordsQuerySchema,
      gbpKeywordsQueryFromSearchParams(gbpKeywordsSearchParams(query)),
    );
    expect(parsed).toMatchObject({ success: true, data: query });
  });

  it("must be real months in order", () => {
    const check = (startMonth: string, endMonth: string) =>
      z.safeParse(gbpKeywordsQuerySchema, { locationId: "12", startMonth, endMonth }).success;
    expect(check("2026-00", "2026-01")).toBe(false);
    expect(check("2026-1", "2026-02")).toBe(false);
    expect(check("2026-03", "2026-02")).toBe(false);
    expect(check("2025-12", "2026-01")).toBe(true);
  });
});

describe("keyword rows", () => {
  it("show a count, or the threshold Google gives instead", () => {
    expect(keywords.map(keywordImpressionsText)).toEqual(["< 15", "1,200", "< 15", "87"]);
  });

  it("sort counted keywords by impressions, then thresholded ones by name", () => {
    expect(sortKeywords(keywords).map((k) => k.keyword)).toEqual([
      "garden centre",
      "plant nursery",
      "compost",
      "soil delivery",
    ]);
  });

  it("are summed up only where Google counted them", () => {
    expect(keywordSummary(keywords)).toEqual({
      total: 4,
      counted: 2,
      countedImpressions: 1287,
      belowThreshold: 2,
      threshold: 15,
    });
  });
});

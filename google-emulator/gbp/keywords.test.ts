import { dataApiHarness } from "@/tests/support/google-emulator/ga4-harness";

const PERF = "businessprofileperformance.googleapis.com/v1/locations";
const LANDSCAPING = "4527103946251903848";

describe("searchkeywords.impressions.monthly", () => {
  const months = (
    start: [number, number],
    end: [number, number],
    extra: Record<string, string> = {},
  ) => ({
    "monthlyRange.startMonth.year": String(start[0]),
    "monthlyRange.startMonth.month": String(start[1]),
    "monthlyRange.endMonth.year": String(end[0]),
    "monthlyRange.endMonth.month": String(end[1]),
    ...extra,
  });

  it("lists lower-cased keywords, most users first, the tail as a threshold, in pages", async () => {
    const h = dataApiHarness();
    const token = await h.token();
    const url = `${PERF}/${LANDSCAPING}/searchkeywords/impressions/monthly`;
    const all = await (await h.get(url, token, months([2025, 10], [2026, 1]))).json();
    const counts: {
      searchKeyword: string;
      insightsValue: { value?: string; threshold?: string };
    }[] = all.searchKeywordsCounts;
    expect(counts.length).toBeGreaterThan(20);
    expect(counts.every((c) => c.searchKeyword === c.searchKeyword.toLowerCase())).toBe(true);
    const values = counts
      .filter((c) => c.insightsValue.value)
      .map((c) => Number(c.insightsValue.value));
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(
      counts.some((c) => c.insightsValue.threshold === "15" && !("value" in c.insightsValue)),
    ).toBe(true);
    const first = await (
      await h.get(url, token, months([2025, 10], [2026, 1], { pageSize: "10" }))
    ).json();
    const second = await (
      await h.get(
        url,
        token,
        months([2025, 10], [2026, 1], { pageSize: "10", pageToken: first.nextPageToken }),
      )
    ).json();
    expect([...first.searchKeywordsCounts, ...second.searchKeywordsCounts]).toEqual(
      counts.slice(0, 20),
    );
    expect((await h.get(url, token, months([2026, 2], [2025, 12]))).status).toBe(400);
    expect((await h.get(url, token, months([2026, 2], [2026, 4]))).status).toBe(400);
  });
});

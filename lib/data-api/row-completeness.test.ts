import { rowCompletenessSentence, type RowCompletenessMeta } from "./row-completeness";

const meta = (overrides: Partial<RowCompletenessMeta>): RowCompletenessMeta => ({
  capped: false,
  complete: true,
  slicedBy: "range",
  cappedDays: [],
  ...overrides,
});

describe("rowCompletenessSentence", () => {
  it("says nothing when the range fits in one answer", () => {
    expect(rowCompletenessSentence(meta({}))).toBeNull();
  });

  it("says the rows are all there when the range was read in slices", () => {
    expect(rowCompletenessSentence(meta({ slicedBy: "halves" }), "query rows")).toBe(
      "Complete: this range has more query rows than Google returns at once (50,000), so they were read in shorter date ranges and added up.",
    );
    expect(rowCompletenessSentence(meta({ slicedBy: "day" }))).toContain(
      "read in shorter date ranges, down to single days, and added up",
    );
  });

  it("names the days Google caps, a few of them by date", () => {
    const capped = { capped: true, complete: false, slicedBy: "day" as const };
    expect(rowCompletenessSentence(meta({ ...capped, cappedDays: ["2026-03-03"] }))).toBe(
      "Complete except 1 day (Mar 03, 2026) where Google returns at most 50,000 rows a day: the least-seen ones of that day are missing.",
    );
    expect(
      rowCompletenessSentence(
        meta({ ...capped, cappedDays: ["2026-03-03", "2026-03-04", "2026-03-05", "2026-03-06"] }),
        "query×page pairs",
      ),
    ).toBe(
      "Complete except 4 days (Mar 03, 2026, Mar 04, 2026, Mar 05, 2026 and 1 more day) where Google returns at most 50,000 query×page pairs a day: the least-seen ones of those days are missing.",
    );
    expect(
      rowCompletenessSentence(meta({ ...capped, cappedDays: ["2026-03-03", "2026-03-04"] })),
    ).toContain("(Mar 03, 2026 and Mar 04, 2026)");
  });

  it("falls back to the plain cap when no day is named (a request's own row limit)", () => {
    expect(rowCompletenessSentence(meta({ capped: true, complete: false }))).toBe(
      "Capped by Google's row limit: the least-seen rows are missing.",
    );
  });
});

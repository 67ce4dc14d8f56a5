import { defaultDateRange } from "@/lib/filters/filter-context";
import { runInTimeZone } from "@/tests/support/time-zone";
import { toDateKey } from "./format";
import { dayKeyIn, GOOGLE_TIME_ZONE, googleToday } from "./google-day";
import { datePresets, retentionStart } from "./presets";

// Search Console's days are Pacific days: a browser or server anywhere counts them the same way.

describe("dayKeyIn", () => {
  it("names the day an instant falls on in the time zone", () => {
    // Pacific midnight of 2026-03-01 (PST, UTC-8) is 08:00 UTC.
    expect(dayKeyIn(GOOGLE_TIME_ZONE, new Date("2026-03-01T07:59:59Z"))).toBe("2026-02-28");
    expect(dayKeyIn(GOOGLE_TIME_ZONE, new Date("2026-03-01T08:00:00Z"))).toBe("2026-03-01");
    // In summer (PDT, UTC-7) it is 07:00 UTC.
    expect(dayKeyIn(GOOGLE_TIME_ZONE, Date.parse("2026-07-01T06:59:59Z"))).toBe("2026-06-30");
    expect(dayKeyIn(GOOGLE_TIME_ZONE, Date.parse("2026-07-01T07:00:00Z"))).toBe("2026-07-01");
    expect(dayKeyIn("Asia/Tokyo", new Date("2026-02-28T15:00:00Z"))).toBe("2026-03-01");
    expect(dayKeyIn("UTC", new Date("2026-02-28T23:59:59Z"))).toBe("2026-02-28");
  });
});

// One minute either side of Pacific midnight of 2026-03-01: Tokyo and UTC are on March 1st both
// times, Los Angeles only after it.
const BEFORE = new Date("2026-03-01T07:59:00Z");
const AFTER = new Date("2026-03-01T08:01:00Z");

const rangeOf = (label: string) => datePresets(googleToday()).find((p) => p.label === label)?.range;

describe.each(["Asia/Tokyo", "UTC", "America/Los_Angeles"])("Google's day in %s", (timeZone) => {
  runInTimeZone(timeZone);
  afterEach(() => vi.useRealTimers());
  const at = (instant: Date) => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(instant);
  };

  it("is still the Pacific day before Pacific midnight", () => {
    at(BEFORE);
    expect(toDateKey(googleToday())).toBe("2026-02-28");
    expect(rangeOf("Last 7 days")).toEqual({ startDate: "2026-02-21", endDate: "2026-02-27" });
    expect(rangeOf("This month")).toEqual({ startDate: "2026-02-01", endDate: "2026-02-27" });
    expect(rangeOf("Last month")).toEqual({ startDate: "2026-01-01", endDate: "2026-01-31" });
    expect(defaultDateRange(googleToday())).toEqual({
      startDate: "2026-01-31",
      endDate: "2026-02-27",
    });
    expect(retentionStart(googleToday())).toBe("2024-10-28");
  });

  it("turns with Pacific midnight", () => {
    at(AFTER);
    expect(toDateKey(googleToday())).toBe("2026-03-01");
    expect(rangeOf("Last 7 days")).toEqual({ startDate: "2026-02-22", endDate: "2026-02-28" });
    expect(rangeOf("This month")).toEqual({ startDate: "2026-03-01", endDate: "2026-03-01" });
    expect(rangeOf("Last month")).toEqual({ startDate: "2026-02-01", endDate: "2026-02-28" });
    expect(defaultDateRange(googleToday(), 30)).toEqual({
      startDate: "2026-01-30",
      endDate: "2026-02-28",
    });
    expect(retentionStart(googleToday())).toBe("2024-11-01");
  });

  it("counts the instant it is given", () => {
    expect(toDateKey(googleToday(BEFORE))).toBe("2026-02-28");
    expect(toDateKey(googleToday(AFTER))).toBe("2026-03-01");
  });
});

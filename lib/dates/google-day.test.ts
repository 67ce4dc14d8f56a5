import { defaultDateRange } from "@/lib/filters/filter-context";
import { runInTimeZone } from "@/tests/support/time-zone";
import { toDateKey } from "./format";
import {
  dayKeyIn,
  daysAheadOfGoogle,
  GOOGLE_TIME_ZONE,
  googleToday,
  sourceTimeZone,
  todayIn,
} from "./google-day";
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

// A GA4 property counts its days in its own reporting time zone: at 23:30 Pacific on Feb 28 it is
// already March 1st in Chicago and Tokyo, and still Feb 28 in Honolulu.
const LATE_PACIFIC = new Date("2026-03-01T07:30:00Z");

describe("a GA4 property's day", () => {
  it("is the day in the property's own time zone", () => {
    expect(toDateKey(todayIn("America/Chicago", LATE_PACIFIC))).toBe("2026-03-01");
    expect(toDateKey(todayIn("Pacific/Honolulu", LATE_PACIFIC))).toBe("2026-02-28");
    expect(daysAheadOfGoogle("America/Chicago", LATE_PACIFIC)).toBe(1);
    expect(daysAheadOfGoogle("Asia/Tokyo", LATE_PACIFIC)).toBe(1);
    expect(daysAheadOfGoogle(GOOGLE_TIME_ZONE, LATE_PACIFIC)).toBe(0);
    // Early on a Pacific day Honolulu is still on the one before.
    expect(daysAheadOfGoogle("Pacific/Honolulu", new Date("2026-03-01T08:30:00Z"))).toBe(-1);
  });

  it("is Google's Pacific day for a zone the runtime does not know", () => {
    expect(toDateKey(todayIn("Mars/Olympus_Mons", LATE_PACIFIC))).toBe("2026-02-28");
  });

  it("is counted in the property's zone for GA4 only, and when the zone is known", () => {
    expect(sourceTimeZone({ type: "ga4", time_zone: "Asia/Tokyo" })).toBe("Asia/Tokyo");
    expect(sourceTimeZone({ type: "ga4", time_zone: null })).toBe(GOOGLE_TIME_ZONE);
    expect(sourceTimeZone({ type: "gsc", time_zone: "Asia/Tokyo" })).toBe(GOOGLE_TIME_ZONE);
    expect(sourceTimeZone(null)).toBe(GOOGLE_TIME_ZONE);
  });
});

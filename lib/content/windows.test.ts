import { daysIn } from "@/lib/dates/compare";
import { afterWindowState, publishWindows, WINDOW_DAYS } from "./windows";

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
const weekdays = (window: { startDate: string; endDate: string }) => {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (let i = 0; i < daysIn(window); i++) {
    const day = new Date(`${window.startDate}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + i);
    counts[day.getUTCDay()]! += 1;
  }
  return counts;
};

describe("the windows around a publish day", () => {
  it("are the 28 days before and the 28 days after, the publish day in neither", () => {
    expect(publishWindows("2026-01-15")).toEqual({
      before: { startDate: "2025-12-18", endDate: "2026-01-14" },
      after: { startDate: "2026-01-16", endDate: "2026-02-12" },
    });
  });

  it("hold every weekday four times each, whatever the publish day, across month and year ends", () => {
    for (const day of ["2026-01-01", "2026-02-28", "2024-02-29", "2026-03-08", "2026-12-31"]) {
      const { before, after } = publishWindows(day);
      expect(daysIn(before)).toBe(WINDOW_DAYS);
      expect(daysIn(after)).toBe(WINDOW_DAYS);
      expect(weekdays(before)).toEqual([4, 4, 4, 4, 4, 4, 4]);
      expect(weekdays(after)).toEqual([4, 4, 4, 4, 4, 4, 4]);
      // Both end where the other begins, one day apart from the publish day.
      expect(weekday(before.startDate)).toBe(weekday(day));
      expect(weekday(after.endDate)).toBe(weekday(day));
    }
  });
});

describe("whether the after window is complete", () => {
  const { after } = publishWindows("2026-01-15");

  it("is complete once its last day is final", () => {
    expect(afterWindowState(after, { today: "2026-02-20", lastFinalDate: "2026-02-12" })).toEqual({
      complete: true,
      daysToWait: 0,
      readyOn: "2026-02-20",
    });
  });

  it("waits for Search Console's last final day, and says how many days", () => {
    expect(afterWindowState(after, { today: "2026-02-13", lastFinalDate: "2026-02-10" })).toEqual({
      complete: false,
      daysToWait: 2,
      readyOn: "2026-02-15",
    });
  });

  it("estimates the usual three-day lag without Google's word", () => {
    expect(afterWindowState(after, { today: "2026-02-15" })).toMatchObject({ complete: true });
    expect(afterWindowState(after, { today: "2026-02-14" })).toMatchObject({
      complete: false,
      daysToWait: 1,
    });
    const fresh = publishWindows("2026-02-28").after;
    expect(afterWindowState(fresh, { today: "2026-03-01" })).toEqual({
      complete: false,
      daysToWait: 30,
      readyOn: "2026-03-31",
    });
  });
});

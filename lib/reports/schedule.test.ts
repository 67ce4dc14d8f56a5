import { describeTiming, nextRunAt } from "./schedule";

describe("nextRunAt", () => {
  it("sends weekly on the chosen weekday at the Pacific hour, never at the moment just passed", () => {
    // 2026-03-02 is a Monday; 07:00 Pacific is 15:00 UTC (standard time).
    const monday = { cadence: "weekly" as const, day: 1, hour: 7 };
    expect(nextRunAt(monday, new Date("2026-03-01T10:00:00Z")).toISOString()).toBe(
      "2026-03-02T15:00:00.000Z",
    );
    expect(nextRunAt(monday, new Date("2026-03-02T15:00:00Z")).toISOString()).toBe(
      "2026-03-09T14:00:00.000Z", // daylight saving time starts on March 8
    );
  });

  it("sends monthly on the chosen day, moving to next month once it has passed", () => {
    const fourth = { cadence: "monthly" as const, day: 4, hour: 7 };
    expect(nextRunAt(fourth, new Date("2026-03-01T10:00:00Z")).toISOString()).toBe(
      "2026-03-04T15:00:00.000Z",
    );
    expect(nextRunAt(fourth, new Date("2026-03-05T10:00:00Z")).toISOString()).toBe(
      "2026-04-04T14:00:00.000Z",
    );
  });

  it("says when it sends in words", () => {
    expect(describeTiming({ cadence: "weekly", day: 7, hour: 9 })).toBe(
      "Every Sunday at 09:00 (Pacific)",
    );
    expect(describeTiming({ cadence: "monthly", day: 4, hour: 7 })).toBe(
      "On day 4 of every month at 07:00 (Pacific)",
    );
  });
});

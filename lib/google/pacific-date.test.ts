import { describe, expect, it } from "vitest";
import { nextPacificMidnight, pacificDate } from "./pacific-date";

describe("nextPacificMidnight", () => {
  it("is 08:00 UTC in winter and 07:00 UTC in summer", () => {
    expect(nextPacificMidnight(Date.parse("2026-03-01T10:00:00Z")).toISOString()).toBe(
      "2026-03-02T08:00:00.000Z",
    );
    expect(nextPacificMidnight(Date.parse("2026-07-01T10:00:00Z")).toISOString()).toBe(
      "2026-07-02T07:00:00.000Z",
    );
  });

  it("counts from the Pacific day, not the UTC one", () => {
    // 02:00 UTC on 2 March is still 1 March in California.
    expect(nextPacificMidnight(Date.parse("2026-03-02T02:00:00Z")).toISOString()).toBe(
      "2026-03-02T08:00:00.000Z",
    );
  });

  it("crosses the clock changes", () => {
    // Summer time starts on 8 March 2026: that midnight is still winter time.
    expect(nextPacificMidnight(Date.parse("2026-03-07T20:00:00Z")).toISOString()).toBe(
      "2026-03-08T08:00:00.000Z",
    );
    expect(nextPacificMidnight(Date.parse("2026-03-08T20:00:00Z")).toISOString()).toBe(
      "2026-03-09T07:00:00.000Z",
    );
    const at = nextPacificMidnight(Date.parse("2026-11-01T20:00:00Z"));
    expect(at.toISOString()).toBe("2026-11-02T08:00:00.000Z");
    expect(pacificDate(at)).toBe("2026-11-02");
    expect(pacificDate(+at - 1)).toBe("2026-11-01");
  });
});

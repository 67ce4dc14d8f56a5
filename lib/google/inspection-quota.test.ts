import { InspectionQuota } from "./inspection-quota";

const SITE = "sc-domain:greenleaf.example";

describe("InspectionQuota", () => {
  it("counts down per property and refuses the 601st inspection of a minute", () => {
    let now = Date.parse("2026-03-02T18:00:00Z");
    const quota = new InspectionQuota({ now: () => now });
    expect(quota.remaining(SITE)).toEqual({ minuteRemaining: 600, dayRemaining: 2000 });
    expect(quota.take(SITE)).toEqual({ minuteRemaining: 599, dayRemaining: 1999 });
    for (let i = 1; i < 600; i += 1) {
      now += 50;
      quota.take(SITE);
    }
    expect(quota.remaining(SITE)).toEqual({ minuteRemaining: 0, dayRemaining: 1400 });
    const refused = (() => {
      try {
        quota.take(SITE);
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toMatchObject({ kind: "rate_limit", status: 429, api: "searchConsole" });
    // The oldest inspection leaves the window 60 s after it was made.
    expect((refused as { retryAfterMs: number }).retryAfterMs).toBe(60_000 - 599 * 50);
    expect(quota.remaining("https://other.example/").minuteRemaining).toBe(600);
    now += 60_000;
    expect(quota.take(SITE).minuteRemaining).toBe(599);
  });

  it("refuses after 2,000 a Pacific day and starts again after midnight Pacific", () => {
    // 07:59 UTC on 3 March is 23:59 on 2 March in Los Angeles (PST).
    let now = Date.parse("2026-03-03T07:00:00Z");
    const quota = new InspectionQuota({ now: () => now });
    for (let i = 0; i < 2000; i += 1) {
      now += 1000;
      quota.take(SITE);
    }
    expect(now).toBeLessThan(Date.parse("2026-03-03T08:00:00Z"));
    expect(() => quota.take(SITE)).toThrowError(
      expect.objectContaining({ kind: "quota_daily", retryable: false }),
    );
    now = Date.parse("2026-03-03T08:00:01Z");
    expect(quota.take(SITE).dayRemaining).toBe(1999);
  });
});

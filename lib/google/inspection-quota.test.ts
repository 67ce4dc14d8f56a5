import { createTestDb, type TestDb } from "@/tests/support/db";
import { InspectionQuota } from "./inspection-quota";

const SITE = "sc-domain:greenleaf.example";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());
beforeEach(() => t.client.exec("delete from url_inspection_usage"));

type QuotaOptions = ConstructorParameters<typeof InspectionQuota>[0];

async function refusal(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error("The inspection was not refused.");
}

// Google's own limits in process memory; small ones in Postgres, where each inspection is a transaction.
describe.each([
  {
    counted: "in this process",
    perMinute: 600,
    perDay: 2000,
    quota: (o: QuotaOptions) => new InspectionQuota(o),
  },
  {
    counted: "in Postgres",
    perMinute: 6,
    perDay: 20,
    quota: (o: QuotaOptions) =>
      new InspectionQuota({ ...o, perMinute: 6, perDay: 20, db: async () => t.db }),
  },
])("InspectionQuota counted $counted", ({ perMinute, perDay, quota: make }) => {
  it("counts down per property and refuses past the minute's limit (the 601st by default)", async () => {
    let now = Date.parse("2026-03-02T18:00:00Z");
    const quota = make({ now: () => now });
    expect(await quota.remaining(SITE)).toEqual({
      minuteRemaining: perMinute,
      dayRemaining: perDay,
    });
    expect(await quota.take(SITE)).toEqual({
      minuteRemaining: perMinute - 1,
      dayRemaining: perDay - 1,
    });
    for (let i = 1; i < perMinute; i += 1) {
      now += 50;
      await quota.take(SITE);
    }
    expect(await quota.remaining(SITE)).toEqual({
      minuteRemaining: 0,
      dayRemaining: perDay - perMinute,
    });
    const refused = await refusal(quota.take(SITE));
    expect(refused).toMatchObject({ kind: "rate_limit", status: 429, api: "searchConsole" });
    expect((refused as Error).message).toBe(
      `URL Inspection allows ${perMinute} inspections a minute per property. Wait a minute and try again.`,
    );
    // The minute that began at 18:00:00 ends 60 s later.
    expect((refused as { retryAfterMs: number }).retryAfterMs).toBe(60_000 - (perMinute - 1) * 50);
    expect((await quota.remaining("https://other.example/")).minuteRemaining).toBe(perMinute);
    now += 60_000;
    expect((await quota.take(SITE)).minuteRemaining).toBe(perMinute - 1);
  });

  it("refuses past the day's limit (2,000 by default) and starts again after midnight Pacific", async () => {
    // 07:59 UTC on 3 March is 23:59 on 2 March in Los Angeles (PST).
    let now = Date.parse("2026-03-03T07:00:00Z");
    const quota = make({ now: () => now });
    // Half the minute's limit, so that only the day's can refuse.
    const spacing = 120_000 / perMinute;
    for (let i = 0; i < perDay; i += 1) {
      now += spacing;
      await quota.take(SITE);
    }
    expect(now).toBeLessThan(Date.parse("2026-03-03T08:00:00Z"));
    await expect(quota.take(SITE)).rejects.toMatchObject({
      kind: "quota_daily",
      retryable: false,
      message: `Today's URL Inspection quota for this property (${perDay.toLocaleString("en-US")} a day) is used up. It resets at midnight Pacific time.`,
    });
    now = Date.parse("2026-03-03T08:00:01Z");
    expect((await quota.take(SITE)).dayRemaining).toBe(perDay - 1);
  });

  it("counts nothing in either window when one of them refuses", async () => {
    const now = Date.parse("2026-03-02T18:00:00Z");
    const quota = make({ now: () => now });
    for (let i = 0; i < perMinute; i += 1) await quota.take(SITE);
    await expect(quota.take(SITE)).rejects.toMatchObject({ kind: "rate_limit" });
    expect(await quota.remaining(SITE)).toEqual({
      minuteRemaining: 0,
      dayRemaining: perDay - perMinute,
    });
  });
});

describe("InspectionQuota shared through Postgres", () => {
  const shared = (options: QuotaOptions = {}) =>
    new InspectionQuota({ ...options, db: async () => t.db });

  it("lets two servers spend one budget together", async () => {
    const now = () => Date.parse("2026-03-02T18:00:30Z");
    const a = shared({ now, perMinute: 3 });
    const b = shared({ now, perMinute: 3 });
    await a.take(SITE);
    expect(await b.take(SITE)).toEqual({ minuteRemaining: 1, dayRemaining: 1998 });
    expect(await a.remaining(SITE)).toEqual({ minuteRemaining: 1, dayRemaining: 1998 });
    await a.take(SITE);
    await expect(b.take(SITE)).rejects.toMatchObject({ kind: "rate_limit", retryAfterMs: 30_000 });
  });

  it("never overspends under concurrent reservations", async () => {
    const servers = [shared({ perDay: 10 }), shared({ perDay: 10 })];
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => servers[i % 2]!.take(SITE)),
    );
    const granted = outcomes.filter((o) => o.status === "fulfilled");
    expect(granted).toHaveLength(10);
    expect(outcomes.filter((o) => o.status === "rejected")).toHaveLength(40);
    expect(outcomes.find((o) => o.status === "rejected")).toMatchObject({
      reason: { kind: "quota_daily" },
    });
    expect(granted.map((o) => o.value.dayRemaining).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("removes windows that have ended", async () => {
    let now = Date.parse("2026-03-02T18:00:00Z");
    const quota = shared({ now: () => now });
    await quota.take(SITE);
    await quota.take("https://other.example/");
    const windows = async () =>
      (
        await t.client.query<{ site_url: string; window_kind: string }>(
          "select site_url, window_kind from url_inspection_usage order by site_url, window_kind",
        )
      ).rows;
    expect(await windows()).toHaveLength(4);
    now += 11 * 60_000;
    await quota.take(SITE);
    // The old minutes are gone; the days go on, and a new minute has begun.
    expect(await windows()).toEqual([
      { site_url: "https://other.example/", window_kind: "day" },
      { site_url: SITE, window_kind: "day" },
      { site_url: SITE, window_kind: "minute" },
    ]);
  });

  it("counts in this process, and logs once, while the database is unreachable", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    let now = Date.parse("2026-03-02T18:00:00Z");
    const quota = new InspectionQuota({
      now: () => now,
      perMinute: 2,
      db: () => Promise.reject(new Error("connection refused")),
    });
    expect(await quota.take(SITE)).toEqual({ minuteRemaining: 1, dayRemaining: 1999 });
    now += 40_000;
    expect(await quota.take(SITE)).toEqual({ minuteRemaining: 0, dayRemaining: 1998 });
    await expect(quota.take(SITE)).rejects.toMatchObject({ kind: "rate_limit" });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import report from "@/tests/fixtures/google/ga4-runreport-by-date-two-dateranges.json";
import { fakeGoogle, json, testContext } from "@/tests/support/google-fake";
import { createTestDb, type TestDb } from "@/tests/support/db";
import { GoogleApiError } from "./api-error";
import { analyticsData } from "./analytics-data";
import { Ga4TokenLedger } from "./ga4-token-ledger";

// GA4's token buckets counted in Postgres: every server sees what another spent and what Google
// said is left, and an empty bucket stops all of them until its window ends.

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

// 2026-03-02 10:15 Pacific (18:15 UTC).
const NOON = Date.parse("2026-03-02T18:15:00Z");
const clock = (at: number) => ({ now: () => at });
const server = (at = NOON) => new Ga4TokenLedger({ db: async () => t.db, ...clock(at) });
let n = 0;
const property = () => `properties/9000${++n}`;

async function refused(work: Promise<unknown>): Promise<GoogleApiError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GoogleApiError);
  return error as GoogleApiError;
}

describe("Ga4TokenLedger", () => {
  it("adds up what every server spent and keeps the least Google said is left", async () => {
    const p = property();
    await server().record(p, {
      tokensPerDay: { consumed: 5, remaining: 199_000 },
      tokensPerHour: { consumed: 5, remaining: 39_500 },
      tokensPerProjectPerHour: { consumed: 5, remaining: 13_900 },
    });
    // Another server's answer, sent earlier and arriving later, says more was left.
    await server().record(p, {
      tokensPerDay: { consumed: 3, remaining: 199_400 },
      tokensPerHour: { consumed: 3, remaining: 39_600 },
    });
    const usage = await server().usage(p);
    expect(usage.map((w) => [w.kind, w.consumed, w.remaining])).toEqual([
      ["day", 8, 199_000],
      ["hour", 8, 39_500],
      ["project_hour", 5, 13_900],
    ]);
    // Midnight Pacific is 08:00 UTC in March (PST).
    expect(usage[0]!.resetsAt).toBe("2026-03-03T08:00:00.000Z");
    expect(usage[1]!.resetsAt).toBe("2026-03-02T19:00:00.000Z");
    await expect(server().check(p)).resolves.toBeUndefined();
  });

  it("refuses on every server once the day's bucket is empty, until midnight Pacific", async () => {
    const p = property();
    await server().record(p, { tokensPerDay: { consumed: 40, remaining: 0 } });
    const error = await refused(server().check(p));
    expect(error.kind).toBe("quota_daily");
    expect(error.message).toMatch(/quota is used up\. It resets at midnight Pacific time\./);
    // 23:59 Pacific: still the same day; 00:01 the next day: a new bucket.
    await refused(server(Date.parse("2026-03-03T07:59:00Z")).check(p));
    await expect(server(Date.parse("2026-03-03T08:01:00Z")).check(p)).resolves.toBeUndefined();
  });

  it("refuses for the rest of the hour when an hourly bucket is empty, saying when to come back", async () => {
    const p = property();
    await server().record(p, { tokensPerProjectPerHour: { consumed: 12, remaining: 0 } });
    const error = await refused(server().check(p));
    expect(error.kind).toBe("rate_limit");
    expect(error.retryAfterMs).toBe(45 * 60_000);
    expect(error.message).toMatch(/after 19:00 UTC/);
    await expect(server(Date.parse("2026-03-02T19:00:01Z")).check(p)).resolves.toBeUndefined();
  });

  it("counts in memory when it has no database", async () => {
    const ledger = new Ga4TokenLedger(clock(NOON));
    const p = property();
    await ledger.record(p, { tokensPerHour: { consumed: 2, remaining: 0 } });
    expect((await refused(ledger.check(p))).kind).toBe("rate_limit");
  });
});

describe("analyticsData and the ledger", () => {
  it("asks for the buckets with every report and stops asking once Google says one is empty", async () => {
    const ledger = server();
    const empty = {
      ...report,
      propertyQuota: {
        tokensPerDay: { consumed: 7, remaining: 1_000 },
        tokensPerHour: { consumed: 7 },
      },
    };
    const google = fakeGoogle([[/runReport$/, () => json(200, empty)]]);
    const ga4 = analyticsData(testContext({ fetch: google.fetch }), { tokens: ledger });
    const request = {
      dateRanges: [{ startDate: "2026-03-01", endDate: "2026-03-01" }],
      metrics: [{ name: "sessions" }],
    };
    await ga4.runReport("41", request);
    expect(google.requests).toHaveLength(1);
    expect(google.requests[0]!.body).toMatchObject({ returnPropertyQuota: true });
    // The hourly bucket's remaining was left out: zero, in proto3's JSON.
    const error = await refused(ga4.runReport("41", request));
    expect(error.kind).toBe("rate_limit");
    expect(google.requests).toHaveLength(1);
  });

  it("takes Google's own RESOURCE_EXHAUSTED for the day as the day's bucket spent", async () => {
    const ledger = server();
    const google = fakeGoogle([
      [
        /runReport$/,
        () =>
          json(429, {
            error: {
              code: 429,
              message:
                "Exhausted property tokens per day quota. Consider upgrading to Analytics 360.",
              status: "RESOURCE_EXHAUSTED",
            },
          }),
      ],
    ]);
    const ga4 = analyticsData(testContext({ fetch: google.fetch }), { tokens: ledger });
    const request = {
      dateRanges: [{ startDate: "2026-03-01", endDate: "2026-03-01" }],
      metrics: [{ name: "sessions" }],
    };
    expect((await refused(ga4.runReport("42", request))).kind).toBe("quota_daily");
    const sent = google.requests.length;
    // Another server, the same property: refused before it asks.
    const other = analyticsData(testContext({ fetch: google.fetch }), { tokens: server() });
    expect((await refused(other.runReport("42", request))).kind).toBe("quota_daily");
    expect(google.requests).toHaveLength(sent);
  });
});

import {
  cacheKeyOf,
  createResponseCache,
  FINAL_TTL_MS,
  FRESH_TTL_MS,
  ttlForRange,
} from "./response-cache";

const key = (request: unknown, userId = "u1") => ({
  userId,
  property: "sc-domain:a.example",
  request,
});
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("ttlForRange", () => {
  const today = "2026-03-10";

  it("keeps final data of settled days for 6 hours", () => {
    expect(ttlForRange({ endDate: "2026-03-07", dataState: "final", today })).toBe(FINAL_TTL_MS);
    expect(ttlForRange({ endDate: "2026-02-01", today })).toBe(6 * 60 * 60 * 1000);
  });

  it("keeps ranges that reach the last days, or fresh data, for 2 minutes", () => {
    expect(ttlForRange({ endDate: "2026-03-08", dataState: "final", today })).toBe(FRESH_TTL_MS);
    expect(ttlForRange({ endDate: today, today })).toBe(2 * 60 * 1000);
    expect(ttlForRange({ endDate: "2026-01-31", dataState: "all", today })).toBe(FRESH_TTL_MS);
    expect(ttlForRange({ endDate: "30daysAgo", today })).toBe(FRESH_TTL_MS);
    expect(ttlForRange({ endDate: "2026-01-31", dataState: "hourly_all", today })).toBe(
      FRESH_TTL_MS,
    );
  });
});

describe("createResponseCache", () => {
  it("shares one call among identical concurrent requests, whatever the key order", async () => {
    const cache = createResponseCache();
    const load = vi.fn(async () => {
      await wait(5);
      return { rows: [1, 2, 3] };
    });
    const [a, b] = await Promise.all([
      cache.get(key({ startDate: "2026-01-01", endDate: "2026-01-31" }), 60_000, load),
      cache.get(key({ endDate: "2026-01-31", startDate: "2026-01-01" }), 60_000, load),
    ]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get(key({ startDate: "2026-01-01", endDate: "2026-01-31" }), 60_000, load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps users and requests apart", () => {
    expect(cacheKeyOf(key({ a: 1 }))).not.toBe(cacheKeyOf(key({ a: 1 }, "u2")));
    expect(cacheKeyOf(key({ a: 1 }))).not.toBe(cacheKeyOf(key({ a: 2 })));
    expect(cacheKeyOf(key({ a: 1, b: undefined }))).toBe(cacheKeyOf(key({ a: 1 })));
  });

  it("does not keep a failure", async () => {
    const cache = createResponseCache();
    const failing = vi.fn(async () => Promise.reject(new Error("quota")));
    await expect(cache.get(key("r"), 60_000, failing)).rejects.toThrow("quota");
    await expect(cache.get(key("r"), 60_000, async () => "ok")).resolves.toBe("ok");
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it("forgets an answer after its time to live", async () => {
    const cache = createResponseCache();
    const load = vi.fn(async () => "v");
    await cache.get(key("r"), 20, load);
    await cache.get(key("r"), 20, load);
    expect(load).toHaveBeenCalledTimes(1);
    await wait(40);
    await cache.get(key("r"), 20, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("stays within its entry and byte bounds", async () => {
    const cache = createResponseCache({ maxEntries: 2, maxBytes: 1000 });
    const load = vi.fn(async () => "x".repeat(100));
    for (const r of ["a", "b", "c"]) await cache.get(key(r), 60_000, load);
    await cache.get(key("a"), 60_000, load);
    expect(load).toHaveBeenCalledTimes(4);
    const big = vi.fn(async () => "y".repeat(600));
    await cache.get(key("big"), 60_000, big);
    await cache.get(key("big"), 60_000, big);
    expect(big).toHaveBeenCalledTimes(2);
  });
});

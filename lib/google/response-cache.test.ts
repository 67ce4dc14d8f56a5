import { createTestDb, type TestDb } from "@/tests/support/db";
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

describe("createResponseCache shared through Postgres", () => {
  let t: TestDb;
  let user: string;
  beforeAll(async () => {
    t = await createTestDb();
    user = await t.createUser();
  }, 60_000);
  afterAll(() => t.close());
  beforeEach(() => t.client.exec("delete from google_response_cache"));

  /** A second app server: its own memory, the same database. */
  const server = (options: Parameters<typeof createResponseCache>[0] = {}) =>
    createResponseCache({ ...options, db: async () => t.db });
  const storedKeys = async () =>
    (
      await t.client.query<{ cache_key: string }>(
        "select cache_key from google_response_cache order by expires_at",
      )
    ).rows.map((r) => r.cache_key);

  it("answers one server from what another asked Google", async () => {
    const [a, b] = [server(), server()];
    const load = vi.fn(async () => ({ rows: [{ keys: ["shoes"], clicks: 3 }] }));
    const first = await a.get(key("r", user), 60_000, load);
    const second = await b.get(key("r", user), 60_000, load);
    expect(second).toEqual(first);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await storedKeys()).toEqual([cacheKeyOf(key("r", user))]);
    // Another user's identical request is their own.
    const other = await t.createUser();
    await b.get(key("r", other), 60_000, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shares one call among identical concurrent requests and reads the table once", async () => {
    const cache = server();
    const load = vi.fn(async () => {
      await wait(5);
      return "v";
    });
    const reads = vi.spyOn(t.db, "select");
    await Promise.all([
      cache.get(key("r", user), 60_000, load),
      cache.get(key("r", user), 60_000, load),
    ]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(reads).toHaveBeenCalledTimes(1);
    reads.mockRestore();
  });

  it("does not answer from the table after the time to live", async () => {
    const [a, b] = [server(), server()];
    const load = vi.fn(async () => "v");
    await a.get(key("r", user), 20, load);
    await wait(40);
    await b.get(key("r", user), 20, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps an answer read from the table only for the time it had left", async () => {
    const start = Date.parse("2026-03-02T18:00:00Z");
    const a = server({ now: () => start });
    const b = server({ now: () => start + 60_000 - 30 });
    const load = vi.fn(async () => "v");
    await a.get(key("r", user), 60_000, load);
    await b.get(key("r", user), 60_000, load);
    expect(load).toHaveBeenCalledTimes(1);
    await t.client.exec("delete from google_response_cache");
    await wait(60);
    await b.get(key("r", user), 60_000, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps answers above the shared size limit in memory only", async () => {
    const [a, b] = [server({ maxSharedBytes: 100 }), server({ maxSharedBytes: 100 })];
    const load = vi.fn(async () => "x".repeat(200));
    await a.get(key("big", user), 60_000, load);
    await a.get(key("big", user), 60_000, load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await storedKeys()).toEqual([]);
    await b.get(key("big", user), 60_000, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("removes expired answers as it writes new ones", async () => {
    let now = Date.parse("2026-03-02T18:00:00Z");
    const cache = server({ now: () => now });
    await cache.get(key("old", user), 60_000, async () => "old");
    await cache.get(key("kept", user), 60 * 60_000, async () => "kept");
    now += 11 * 60_000;
    await cache.get(key("new", user), 60_000, async () => "new");
    expect(await storedKeys()).toEqual([
      cacheKeyOf(key("new", user)),
      cacheKeyOf(key("kept", user)),
    ]);
  });

  it("carries on in memory, and logs once, while the database is unreachable", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    let now = Date.parse("2026-03-02T18:00:00Z");
    const cache = createResponseCache({
      now: () => now,
      db: () => Promise.reject(new Error("connection refused")),
    });
    const load = vi.fn(async () => "v");
    await expect(cache.get(key("r", user), 60_000, load)).resolves.toBe("v");
    await expect(cache.get(key("r", user), 60_000, load)).resolves.toBe("v");
    now += 60_000;
    await expect(cache.get(key("s", user), 60_000, load)).resolves.toBe("v");
    expect(load).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it("carries on when the table cannot be read", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await t.client.exec("alter table google_response_cache rename to google_response_cache_moved");
    try {
      await expect(server().get(key("r", user), 60_000, async () => "v")).resolves.toBe("v");
    } finally {
      await t.client.exec(
        "alter table google_response_cache_moved rename to google_response_cache",
      );
    }
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

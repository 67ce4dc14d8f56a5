import { InspectionQuota } from "./inspection-quota";
import { searchConsole } from "./search-console";
import {
  finalRange,
  startEmulatorSession,
  type EmulatorSession,
} from "@/tests/support/google-emulator-session";

// Search Console over real HTTP against the emulator: the same client code as against Google.
let session: EmulatorSession;
beforeAll(async () => {
  session = await startEmulatorSession();
});
afterAll(() => session.close());
afterEach(() => session.reset());

const { startDate, endDate } = finalRange();

describe("Search Console against the emulator", () => {
  const SITE = "sc-domain:greenleaf.example";

  it("lists Dana's properties with their permission levels", async () => {
    expect(await searchConsole(session.ctx).listSites()).toEqual(
      expect.arrayContaining([
        { siteUrl: SITE, permissionLevel: "siteOwner" },
        { siteUrl: "https://www.greenleaf.example/", permissionLevel: "siteFullUser" },
        { siteUrl: "https://blog.greenleaf.example/", permissionLevel: "siteRestrictedUser" },
        { siteUrl: "https://www.harborlaw.example/", permissionLevel: "siteUnverifiedUser" },
      ]),
    );
  });

  it("queries by date and by query, and pages through every query row", async () => {
    const gsc = searchConsole(session.ctx);
    const byDate = await gsc.query(SITE, { startDate, endDate, dimensions: ["date"] });
    expect(byDate.rows.length).toBeGreaterThan(20);
    expect(byDate.rows.every((r) => r.clicks <= r.impressions && r.position >= 1)).toBe(true);

    const request = { startDate, endDate, dimensions: ["query" as const] };
    const one = await gsc.query(SITE, { ...request, rowLimit: 25_000 });
    const all = await gsc.queryAll(SITE, request, { pageSize: 1000 });
    expect(one.rows.length).toBeGreaterThan(1000);
    expect(all.rows.map((r) => r.keys[0])).toEqual(one.rows.map((r) => r.keys[0]));
    expect(all.capped).toBe(false);
    // The pages that hold rows, plus at most the three others already in flight.
    const needed = Math.ceil((one.rows.length + 1) / 1000);
    expect(all.pages).toBeGreaterThanOrEqual(needed);
    expect(all.pages).toBeLessThanOrEqual(needed + 3);
  });

  it("refreshes the token transparently when the emulator refuses it once", async () => {
    await session.fault("401", "webmasters/v3/sites");
    expect((await searchConsole(session.ctx).listSites()).length).toBeGreaterThan(0);
    expect(session.sleeps).toEqual([]);
  });

  it("retries a rate limit once, and reports a refusal as access denied", async () => {
    await session.fault("429", "webmasters/v3/sites");
    expect((await searchConsole(session.ctx).listSites()).length).toBeGreaterThan(0);
    expect(session.sleeps).toEqual([1000]);
    await session.fault("403", "webmasters/v3/sites");
    await expect(searchConsole(session.ctx).listSites()).rejects.toMatchObject({
      kind: "access_denied",
    });
  });

  it("reads sitemaps, and asks for consent before submitting one with a read-only grant", async () => {
    const gsc = searchConsole(session.ctx);
    const sitemaps = await gsc.listSitemaps(SITE);
    expect(sitemaps.length).toBeGreaterThan(0);
    expect(
      sitemaps.every((s) => typeof s.warnings === "number" && typeof s.errors === "number"),
    ).toBe(true);
    const first = sitemaps[0]!;
    expect(await gsc.getSitemap(SITE, first.path)).toMatchObject({ path: first.path });
    await expect(gsc.submitSitemap(SITE, first.path)).rejects.toMatchObject({
      kind: "insufficient_scope",
      requiresReauth: true,
    });
  });

  it("inspects a URL and counts the property's inspections", async () => {
    const quota = new InspectionQuota();
    const gsc = searchConsole(session.ctx, { inspectionQuota: quota });
    const { result, quota: left } = await gsc.inspectUrl(SITE, "https://www.greenleaf.example/");
    expect(result.indexStatusResult?.verdict).toMatch(/^(PASS|NEUTRAL|FAIL|PARTIAL)$/);
    expect(left).toEqual({ minuteRemaining: 599, dayRemaining: 1999 });
  });

  it("does not retry a daily quota", async () => {
    await session.fault("429-daily", "webmasters/v3/sites");
    await expect(searchConsole(session.ctx).listSites()).rejects.toMatchObject({
      kind: "quota_daily",
    });
    expect(session.sleeps).toEqual([]);
  });

  it("refuses a property Dana does not have", async () => {
    await expect(
      searchConsole(session.ctx).query("sc-domain:brightsmile-dental.example", {
        startDate,
        endDate,
      }),
    ).rejects.toMatchObject({ kind: "access_denied", status: 403 });
  });
});

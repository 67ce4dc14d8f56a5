import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { vi } from "vitest";

// The alert check end to end: real PGlite with the migrations, the Google emulator over HTTP with a
// drop planted on its last final day, real SMTP to a local server and a local webhook receiver.
// The app's clock stands where the emulator's does (2026-03-01, 02:00 in California).

const state = vi.hoisted(() => {
  process.env.AUTH_SECRET = "alert-check-test-secret-0123456789abcdef";
  process.env.TOKEN_ENCRYPTION_KEY = "0123456789abcdef".repeat(4);
  return { origin: "" };
});
vi.mock("@/lib/db/client", () => ({ getDb: vi.fn() }));
vi.mock("@/lib/google/hosts", async (importOriginal) => {
  const { EMBEDDED_GOOGLE_BASE_PATH } = await import("@/lib/google/base-urls");
  const actual = await importOriginal<typeof import("@/lib/google/hosts")>();
  return {
    ...actual,
    googleApiRoots: () => actual.googleApiRootsAt(`${state.origin}${EMBEDDED_GOOGLE_BASE_PATH}`),
  };
});
vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-01T10:00:00Z") });

const { emulatorRoutes } = await import("@/tests/support/emulator-routes");
const { DANA } = await import("@/tests/support/google-emulator/ga4-harness");
const { checkUserAlerts } = await import("./check");
const { createMailer } = await import("./deliver/mail");
const { createRule, listAlerts, saveOutboxMail } = await import("./store");
const { withUser } = await import("@/lib/db/user-scope");
const { searchConsole } = await import("@/lib/google/search-console");
const { googleCallContext } = await import("@/lib/google/call-context");
const { recordInspection } = await import("@/lib/url-inspection/store");

const SITE = "sc-domain:greenleaf.example";
/** Greenleaf's GA4 property in Dana's account. */
const GA4_PROPERTY = "properties/312845067";
const routes = emulatorRoutes(state);

type Received = { to: string[]; raw: string };
const mails: Received[] = [];
const posts: { contentType: string | undefined; body: string }[] = [];
let smtp: SMTPServer;
let smtpPort = 0;
let receiver: Server;
let receiverHost = "";

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on("data", (c: Buffer) => chunks.push(c));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
  });

beforeAll(async () => {
  await routes.start();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
  receiver = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      posts.push({ contentType: request.headers["content-type"], body });
      response.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverHost = `127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  await routes.stop();
  vi.useRealTimers();
});

/** A signed-in user (Dana's Google account) with a project on Greenleaf's Search Console property. */
async function userWithGreenleaf(email: string) {
  const user = await routes.signedInUser(email);
  const { projectId } = await routes.dataSource(user, "gsc", SITE, "Greenleaf");
  return { user, projectId };
}

/** The last day Search Console calls final, asked without the app's cache. */
async function lastFinalDay(userId: string): Promise<string> {
  const final = await searchConsole(googleCallContext(userId)).query(SITE, {
    startDate: "2026-02-01",
    endDate: "2026-02-28",
    dimensions: ["date"],
    dataState: "final",
  });
  return final.rows
    .map((r) => r.keys[0]!)
    .sort()
    .at(-1)!;
}

/** The page or query of the property with the most clicks in February's final days. */
async function topKey(userId: string, dimension: "page" | "query"): Promise<string> {
  const answer = await searchConsole(googleCallContext(userId)).query(SITE, {
    startDate: "2026-02-01",
    endDate: "2026-02-27",
    dimensions: [dimension],
    dataState: "final",
    rowLimit: 1,
  });
  return answer.rows[0]!.keys[0]!;
}

/** Plants the emulator's drop fault (Dana's account) on `date` while `run` runs. */
async function withDrop<T>(
  fault: { date: string; factor: number; positionShift?: number },
  run: () => Promise<T>,
): Promise<T> {
  routes.harness.emulator.faults.set({ account: DANA.account, kind: "drop", ...fault });
  try {
    return await run();
  } finally {
    routes.harness.emulator.faults.clear();
  }
}

const deps = (userId: string) => ({
  db: routes.t.db,
  origin: "https://rankwell.example",
  webhookAllowHosts: [receiverHost],
  mailer: createMailer({
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    from: "Rankwell <alerts@rankwell.example>",
    outbox: (mail) => saveOutboxMail(routes.t.db, userId, mail),
  }),
});

describe("the alert check on the emulator's world", () => {
  it("stays quiet on the world as it is", async () => {
    const { user } = await userWithGreenleaf("quiet@example.com");
    // Search Console and the Google connection are checked; GA4 and Business Profile have no source.
    expect(await checkUserAlerts(user.id, deps(user.id))).toEqual({
      checked: 10,
      created: 0,
      failed: 0,
    });
    expect((await withUser(user.id, (tx) => listAlerts(tx), routes.t.db)).alerts).toEqual([]);
    // The sitemap errors were read and kept, for the next check to compare with.
    const { rows } = await routes.t.client.query<{ day: string; value: number }>(
      "select o.day::text as day, o.value from alert_observations o join alert_rules r on r.id = o.rule_id where r.user_id = $1 and r.metric = 'gsc_sitemap_errors'",
      [user.id],
    );
    expect(rows).toEqual([{ day: "2026-03-01", value: 2 }]);
  });

  it("finds a drop planted on the last final day, once, in the app, by email and by webhook", async () => {
    const { user, projectId } = await userWithGreenleaf("planted@example.com");
    await routes.t.client.query(
      "update alert_rules set email = true where project_id = $1 and metric in ('gsc_clicks', 'gsc_impressions')",
      [projectId],
    );
    await routes.t.client.query(
      "update alert_rules set webhook_url = $2 where project_id = $1 and metric = 'gsc_clicks'",
      [projectId, `http://${receiverHost}/hook`],
    );
    const lastFinal = await lastFinalDay(user.id);
    await withDrop({ date: lastFinal, factor: 0.15 }, async () => {
      expect(await checkUserAlerts(user.id, deps(user.id))).toEqual({
        checked: 10,
        created: 2,
        failed: 0,
      });
      // A second check of the same day (a retry, another server, the next sweep) raises nothing.
      expect(await checkUserAlerts(user.id, deps(user.id))).toEqual({
        checked: 10,
        created: 0,
        failed: 0,
      });
    });

    const { alerts, unread } = await withUser(user.id, (tx) => listAlerts(tx), routes.t.db);
    expect(unread).toBe(2);
    expect(alerts.map((a) => a.title).sort()).toEqual([
      "Search clicks fell on greenleaf.example",
      "Search impressions fell on greenleaf.example",
    ]);
    for (const alert of alerts) {
      expect(alert.day).toBe(lastFinal);
      expect(alert.observed!).toBeLessThan(alert.expected! * 0.5);
      expect(alert.chart.at(-1)).toMatchObject({ date: lastFinal, value: alert.observed });
      expect(alert.href).toMatch(
        new RegExp(
          `^/app/search-performance/\\?project=${projectId}&start=\\d{4}-\\d{2}-\\d{2}&end=${lastFinal}&property=`,
        ),
      );
    }

    // One email with both alerts, over SMTP.
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual(["planted@example.com"]);
    expect(mails[0]!.raw).toMatch(/Subject: Rankwell: 2 new alerts/);
    // One webhook post, for the rule that has one.
    expect(posts).toHaveLength(1);
    expect(posts[0]!.contentType).toMatch(/application\/json/);
    const payload = JSON.parse(posts[0]!.body) as { text: string };
    expect(payload.text).toContain("Search clicks fell on greenleaf.example");
    expect(payload.text).toContain("https://rankwell.example/app/search-performance/");

    const { rows } = await routes.t.client.query<{ channel: string; state: string }>(
      "select channel, state from alert_deliveries d join alerts a on a.id = d.alert_id where a.user_id = $1 order by channel",
      [user.id],
    );
    expect(rows).toEqual([
      { channel: "email", state: "sent" },
      { channel: "email", state: "sent" },
      { channel: "webhook", state: "sent" },
    ]);
  });

  it("finds the planted drop in a page's and a query group's clicks, and keeps a steady tracked query quiet", async () => {
    const { user, projectId } = await userWithGreenleaf("targets@example.com");
    const [page, query] = [await topKey(user.id, "page"), await topKey(user.id, "query")];
    // A group of the queries that share the top query's first word.
    const group = `^${query.split(" ")[0]!.replace(/[^a-z0-9]/g, ".")}\\b`;
    for (const [metric, target] of [
      ["gsc_page_clicks", page],
      ["gsc_query_clicks", group],
      ["gsc_query_position", query],
    ] as const) {
      const created = await createRule(routes.t.db, user.id, { projectId, metric, target });
      expect(created).toHaveProperty("rule");
    }
    const lastFinal = await lastFinalDay(user.id);
    // The property's clicks and impressions, the page and the group; the steady query is quiet.
    expect(
      await withDrop({ date: lastFinal, factor: 0.15 }, () =>
        checkUserAlerts(user.id, deps(user.id)),
      ),
    ).toEqual({
      checked: 13,
      created: 4,
      failed: 0,
    });
    const { alerts } = await withUser(user.id, (tx) => listAlerts(tx), routes.t.db);
    const byMetric = new Map(alerts.map((a) => [a.metric, a]));
    const pageAlert = byMetric.get("gsc_page_clicks")!;
    expect(pageAlert.title).toBe(`Clicks of ${page} fell on greenleaf.example`);
    expect(pageAlert.day).toBe(lastFinal);
    expect(pageAlert.observed!).toBeLessThan(pageAlert.expected! * 0.5);
    expect(pageAlert.href).toContain(`&page=${encodeURIComponent(page)}&pageOp=equals`);
    const groupAlert = byMetric.get("gsc_query_clicks")!;
    expect(groupAlert.title).toBe(
      `Clicks of the queries matching “${group}” fell on greenleaf.example`,
    );
    expect(groupAlert.href).toContain(`&query=${encodeURIComponent(group)}&queryOp=regex`);
    // The group's clicks are a part of the property's.
    const propertyAlert = byMetric.get("gsc_clicks")!;
    expect(groupAlert.observed!).toBeLessThanOrEqual(propertyAlert.observed!);
    expect(groupAlert.observed!).toBeGreaterThan(0);
    expect(byMetric.has("gsc_query_position")).toBe(false);
  });

  it("finds a tracked query that lost positions on the last final day, once", async () => {
    const { user, projectId } = await userWithGreenleaf("tracked@example.com");
    const query = await topKey(user.id, "query");
    await createRule(routes.t.db, user.id, {
      projectId,
      metric: "gsc_query_position",
      target: query,
    });
    const lastFinal = await lastFinalDay(user.id);
    // Its counts stay; on the last final day it ranks 40 places lower, which moves the week's
    // average by about 40 / 7 ≈ 5.7 positions, beyond the default 3.
    await withDrop({ date: lastFinal, factor: 1, positionShift: 40 }, async () => {
      expect(await checkUserAlerts(user.id, deps(user.id))).toEqual({
        checked: 11,
        created: 1,
        failed: 0,
      });
      expect(await checkUserAlerts(user.id, deps(user.id))).toMatchObject({ created: 0 });
    });
    const { alerts } = await withUser(user.id, (tx) => listAlerts(tx), routes.t.db);
    expect(alerts).toHaveLength(1);
    const [alert] = alerts;
    expect(alert).toMatchObject({
      metric: "gsc_query_position",
      day: lastFinal,
      title: `“${query}” lost positions on greenleaf.example`,
    });
    expect(alert!.observed! - alert!.expected!).toBeGreaterThanOrEqual(3);
    expect(alert!.message).toContain(`in the 7 days to ${lastFinal}`);
    expect(alert!.chart.at(-1)!.value).toBeGreaterThan(40);
    expect(alert!.href).toContain(`&query=${encodeURIComponent(query)}&queryOp=equals`);
  });

  it("finds a drop in GA4's organic sessions and key events on the last settled day", async () => {
    const user = await routes.signedInUser("ga4-planted@example.com");
    const { projectId } = await routes.dataSource(user, "ga4", GA4_PROPERTY, "Greenleaf GA4");
    // GA4 keeps processing a day for two days: at the clock's Pacific 2026-03-01, Feb 27 is the last.
    const settled = "2026-02-27";
    await withDrop({ date: settled, factor: 0.15 }, async () => {
      expect(await checkUserAlerts(user.id, deps(user.id))).toEqual({
        checked: 10,
        created: 2,
        failed: 0,
      });
    });
    const { alerts } = await withUser(user.id, (tx) => listAlerts(tx), routes.t.db);
    expect(alerts.map((a) => a.metric).sort()).toEqual(["ga4_key_events", "ga4_sessions"]);
    for (const alert of alerts) {
      expect(alert.day).toBe(settled);
      expect(alert.observed!).toBeLessThan(alert.expected! * 0.5);
      expect(alert.href).toMatch(new RegExp(`^/app/analytics/\\?project=${projectId}&`));
    }
    expect(alerts.find((a) => a.metric === "ga4_key_events")!.title).toMatch(
      /^GA4 organic key events fell on /,
    );
  });

  it("raises sitemap errors once when Google reports more than at the last earlier check", async () => {
    const { user, projectId } = await userWithGreenleaf("sitemaps@example.com");
    const {
      rows: [rule],
    } = await routes.t.client.query<{ id: string }>(
      "update alert_rules set email = true where project_id = $1 and metric = 'gsc_sitemap_errors' returning id",
      [projectId],
    );
    // Yesterday's check read no errors; a reading of long ago is past keeping.
    await routes.t.client.query(
      "insert into alert_observations (rule_id, user_id, day, value) values ($1, $2, '2026-02-28', 0), ($1, $2, '2025-11-01', 9)",
      [rule!.id, user.id],
    );
    mails.length = 0;
    expect(await checkUserAlerts(user.id, deps(user.id))).toEqual({
      checked: 10,
      created: 1,
      failed: 0,
    });
    // Checked again the same day: the alert is there already.
    expect(await checkUserAlerts(user.id, deps(user.id))).toMatchObject({ created: 0 });

    const { alerts } = await withUser(user.id, (tx) => listAlerts(tx), routes.t.db);
    expect(alerts).toHaveLength(1);
    const [alert] = alerts;
    expect(alert).toMatchObject({
      metric: "gsc_sitemap_errors",
      day: "2026-03-01",
      title: "Sitemap errors rose on greenleaf.example",
      observed: 2,
      expected: 0,
      chart: [
        { date: "2026-02-28", value: 0, expected: null },
        { date: "2026-03-01", value: 2, expected: null },
      ],
    });
    expect(alert!.message).toMatch(
      /^Google reports 2 errors in the sitemaps on 2026-03-01, up from 0 on 2026-02-28: https:\/\/[^ ]+\.xml \(2\)\.$/,
    );
    expect(alert!.href).toMatch(
      new RegExp(
        `^/app/search-performance/sitemaps/\\?project=${projectId}&property=[0-9a-f-]{36}$`,
      ),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain("Sitemap errors rose on greenleaf.example");
    const { rows: kept } = await routes.t.client.query<{ day: string; value: number }>(
      "select day::text as day, value from alert_observations where rule_id = $1 order by day",
      [rule!.id],
    );
    expect(kept).toEqual([
      { day: "2026-02-28", value: 0 },
      { day: "2026-03-01", value: 2 },
    ]);
  });

  it("raises pages dropping out of the index from the stored inspections, once", async () => {
    const { user, projectId } = await userWithGreenleaf("index-drop@example.com");
    await routes.t.client.query(
      "update alert_rules set email = true where project_id = $1 and metric = 'gsc_index_drop'",
      [projectId],
    );
    const page = (path: string) => `https://greenleaf.example/${path}`;
    const inspect = (
      path: string,
      at: string,
      status: { verdict: string } & Record<string, string>,
    ) =>
      recordInspection(routes.t.db, {
        userId: user.id,
        siteUrl: SITE,
        url: page(path),
        result: { indexStatusResult: { sitemap: [], referringUrls: [], ...status } },
        at: new Date(at),
      });
    const indexed = { verdict: "PASS", coverageState: "Submitted and indexed" };
    const crawled = {
      verdict: "NEUTRAL",
      coverageState: "Crawled - currently not indexed",
      lastCrawlTime: "2026-02-28T12:00:00Z",
    };
    await inspect("dropped/", "2026-02-26T18:00:00Z", indexed);
    await inspect("dropped/", "2026-03-01T09:00:00Z", crawled);
    // Never indexed, and still indexed: no news.
    await inspect("never/", "2026-02-26T18:00:00Z", crawled);
    await inspect("never/", "2026-03-01T09:00:00Z", crawled);
    await inspect("kept/", "2026-02-26T18:00:00Z", indexed);
    await inspect("kept/", "2026-03-01T09:00:00Z", indexed);
    mails.length = 0;

    expect(await checkUserAlerts(user.id, deps(user.id))).toEqual({
      checked: 10,
      created: 1,
      failed: 0,
    });
    expect(await checkUserAlerts(user.id, deps(user.id))).toMatchObject({ created: 0 });
    const { alerts } = await withUser(user.id, (tx) => listAlerts(tx), routes.t.db);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      metric: "gsc_index_drop",
      label: "Pages dropping out of the index",
      day: "2026-03-01",
      title: "A page dropped out of the index on greenleaf.example",
      message: `URL Inspection no longer finds it indexed: ${page("dropped/")} is now “Crawled – currently not indexed” (indexed at 2026-02-26).`,
      observed: 1,
      expected: null,
    });
    expect(alerts[0]!.href).toMatch(
      new RegExp(
        `^/app/url-inspection/\\?project=${projectId}&property=[0-9a-f-]{36}&url=${encodeURIComponent(page("dropped/"))}$`,
      ),
    );
    expect(mails).toHaveLength(1);
    // Quoted-printable: soft line breaks undone.
    expect(mails[0]!.raw.replace(/=\r?\n/g, "")).toContain(
      "A page dropped out of the index on greenleaf.example",
    );

    // The next day: the same drop is not news again; a new one is, alone, linked to Coverage with
    // another as they both drop.
    await routes.t.client.query(
      "update alert_rules set muted = true where project_id = $1 and metric <> 'gsc_index_drop'",
      [projectId],
    );
    vi.setSystemTime(new Date("2026-03-02T10:00:00Z"));
    try {
      expect(await checkUserAlerts(user.id, deps(user.id))).toEqual({
        checked: 1,
        created: 0,
        failed: 0,
      });
      await inspect("kept/", "2026-03-02T09:00:00Z", {
        verdict: "FAIL",
        pageFetchState: "NOT_FOUND",
      });
      await inspect("also/", "2026-02-27T09:00:00Z", indexed);
      await inspect("also/", "2026-03-02T09:30:00Z", crawled);
      expect(await checkUserAlerts(user.id, deps(user.id))).toEqual({
        checked: 1,
        created: 1,
        failed: 0,
      });
    } finally {
      vi.setSystemTime(new Date("2026-03-01T10:00:00Z"));
    }
    const { alerts: after } = await withUser(user.id, (tx) => listAlerts(tx), routes.t.db);
    const newest = after.find((a) => a.day === "2026-03-02")!;
    expect(newest.title).toBe("2 pages dropped out of the index on greenleaf.example");
    expect(newest.message).toBe(
      `URL Inspection no longer finds them indexed: ${page("also/")} is now “Crawled – currently not indexed” (indexed at 2026-02-27); ${page("kept/")} is now “Not found (404)” (indexed at 2026-03-01).`,
    );
    expect(newest.href).toMatch(new RegExp(`^/app/coverage/\\?project=${projectId}&property=`));
  });

  it("raises the URL Inspection quota once a Pacific day when the property's budget is used up", async () => {
    const { user, projectId } = await userWithGreenleaf("quota@example.com");
    // Budget left: no alert.
    expect(await checkUserAlerts(user.id, deps(user.id))).toMatchObject({ created: 0 });
    // The property's Pacific day 2026-03-01 starts at 08:00 UTC; all 2,000 are spent.
    await routes.t.client.query(
      "insert into url_inspection_usage (site_url, window_kind, window_start, window_end, used) values ($1, 'day', '2026-03-01T08:00:00Z', '2026-03-02T08:00:00Z', 2000)",
      [SITE],
    );
    try {
      expect(await checkUserAlerts(user.id, deps(user.id))).toEqual({
        checked: 10,
        created: 1,
        failed: 0,
      });
      expect(await checkUserAlerts(user.id, deps(user.id))).toMatchObject({ created: 0 });
    } finally {
      await routes.t.client.query("delete from url_inspection_usage where site_url = $1", [SITE]);
    }
    const { alerts } = await withUser(user.id, (tx) => listAlerts(tx), routes.t.db);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      metric: "inspection_quota",
      day: "2026-03-01",
      title: "URL Inspection quota used up on greenleaf.example",
      message:
        "Google allows 2,000 URL inspections a day for the property, and none are left for 2026-03-01. They return at midnight Pacific time (2026-03-02 08:00 UTC).",
      observed: 2000,
      href: expect.stringMatching(
        new RegExp(`^/app/url-inspection/\\?project=${projectId}&property=[0-9a-f-]{36}$`),
      ),
    });
  });

  it("skips muted and snoozed rules", async () => {
    const { user, projectId } = await userWithGreenleaf("muted@example.com");
    await routes.t.client.query(
      "update alert_rules set muted = true where project_id = $1 and metric = 'gsc_clicks'",
      [projectId],
    );
    await routes.t.client.query(
      "update alert_rules set snoozed_until = now() + interval '1 day' where project_id = $1 and metric = 'gsc_impressions'",
      [projectId],
    );
    expect(await checkUserAlerts(user.id, deps(user.id))).toEqual({
      checked: 8,
      created: 0,
      failed: 0,
    });
  });

  it("counts the rules of a property Google refuses as failed, and still checks the others", async () => {
    const user = await routes.signedInUser("refused@example.com");
    // A site that is not in Dana's Search Console: Google answers 403 for it.
    await routes.dataSource(user, "gsc", "sc-domain:not-dana.example", "Someone else's");
    // Clicks, impressions and sitemap errors fail; the Google connection, GA4 (two rules),
    // Business Profile (no source) and the three read from Rankwell's own tables pass.
    expect(await checkUserAlerts(user.id, deps(user.id))).toEqual({
      checked: 7,
      created: 0,
      failed: 3,
    });
  });

  it("raises the connection alert when Google refused the refresh token", async () => {
    const { user } = await userWithGreenleaf("revoked@example.com");
    await routes.t.client.query(
      "update google_tokens set refresh_token = null where user_id = $1",
      [user.id],
    );
    expect(await checkUserAlerts(user.id, deps(user.id))).toMatchObject({ created: 1 });
    const { alerts } = await withUser(user.id, (tx) => listAlerts(tx), routes.t.db);
    expect(alerts.map((a) => a.metric)).toEqual(["google_connection"]);
    expect(alerts[0]!.href).toBe("/app/settings/#google");
  });
});

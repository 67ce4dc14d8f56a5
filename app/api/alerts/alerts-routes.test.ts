import { vi } from "vitest";
import { createTestDb, type TestDb } from "@/tests/support/db";

vi.hoisted(() => {
  process.env.AUTH_SECRET = "alerts-routes-test-secret-0123456789abcdef";
  process.env.JOB_WORKERS = "off";
  process.env.CRON_SECRET = "alerts-cron-secret-0123456789";
});
vi.mock("@/lib/db/client", () => ({ getDb: vi.fn() }));

const { getDb } = await import("@/lib/db/client");
const { stopJobQueue } = await import("@/lib/jobs/process");
const { insertAlert, saveOutboxMail } = await import("@/lib/alerts/store");
const { apiRequest, paramsOf, UNKNOWN_ID } = await import("@/tests/support/signed-in-requests");
const list = await import("./route");
const read = await import("./read/route");
const rules = await import("./rules/route");
const rule = await import("./rules/[ruleId]/route");
const outbox = await import("./outbox/route");
const cron = await import("../cron/alerts/route");

// The alert routes over a real database: each user sees and changes their own rules and alerts only.

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  vi.mocked(getDb).mockResolvedValue(t.db);
});
afterAll(async () => {
  await stopJobQueue();
  await t.close();
});

type User = { id: string; email: string };
type Rule = { id: string; metric: string; muted: boolean; email: boolean; threshold: number };

const signedIn = async (): Promise<User> => {
  const email = `alerts${crypto.randomUUID().slice(0, 8)}@example.com`;
  return { id: await t.createUser(email), email };
};

async function project(user: User, name = "Greenleaf"): Promise<string> {
  const { rows } = await t.client.query<{ id: string }>(
    "insert into projects (user_id, name) values ($1, $2) returning id",
    [user.id, name],
  );
  return rows[0]!.id;
}

async function rulesOf(user: User, projectId: string) {
  const response = await rules.GET(
    await apiRequest(`/api/alerts/rules/?project=${projectId}`, { user }),
    paramsOf({}),
  );
  return { status: response.status, body: (await response.json()) as { rules: Rule[] } };
}

const patch = async (user: User, ruleId: string, body: unknown) =>
  rule.PATCH(
    await apiRequest(`/api/alerts/rules/${ruleId}/`, { user, method: "PATCH", body }),
    paramsOf({ ruleId }),
  );

async function raise(user: User, projectId: string, metric = "gsc_clicks", day = "2026-03-01") {
  const { rows } = await t.client.query<{ id: string; in_app: boolean }>(
    "select id, in_app from alert_rules where project_id = $1 and metric = $2",
    [projectId, metric],
  );
  const candidate = {
    day,
    title: "Search clicks fell on greenleaf.example",
    message: "60 on 2026-03-01 against 400 expected for that weekday.",
    observed: 60,
    expected: 400,
    chart: [{ date: day, value: 60, expected: 400 }],
  };
  const ruleRow = { ...rows[0]!, user_id: user.id, project_id: projectId, metric } as const;
  return insertAlert(
    t.db,
    ruleRow as Parameters<typeof insertAlert>[1],
    candidate,
    "/app/search-performance/",
  );
}

describe("alert rules", () => {
  it("gives a new project a rule per metric, on, in-app only, at the default sensitivity", async () => {
    const alice = await signedIn();
    const { status, body } = await rulesOf(alice, await project(alice));
    expect(status).toBe(200);
    expect(body.rules.map((r) => r.metric).sort()).toEqual([
      "content_not_indexed",
      "ga4_key_events",
      "ga4_sessions",
      "gbp_actions",
      "google_connection",
      "gsc_clicks",
      "gsc_impressions",
      "gsc_index_drop",
      "gsc_sitemap_errors",
      "inspection_quota",
    ]);
    expect(body.rules.every((r) => !r.muted && !r.email && r.threshold === 3.5)).toBe(true);
  });

  it("answers 404 for another user's project and 400 for a malformed id", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    expect((await rulesOf(bob, await project(alice))).status).toBe(404);
    expect((await rulesOf(bob, "nope")).status).toBe(400);
  });

  it("changes a rule's sensitivity, channels, mute and snooze", async () => {
    const alice = await signedIn();
    const { body } = await rulesOf(alice, await project(alice));
    const clicks = body.rules.find((r) => r.metric === "gsc_clicks")!;
    const until = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
    const response = await patch(alice, clicks.id, {
      threshold: 5,
      direction: "both",
      email: true,
      webhookUrl: "https://hooks.slack.com/services/T0/B0/X",
      muted: true,
      snoozedUntil: until,
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { rule: unknown }).rule).toMatchObject({
      threshold: 5,
      direction: "both",
      email: true,
      webhookUrl: "https://hooks.slack.com/services/T0/B0/X",
      muted: true,
      snoozedUntil: until,
    });
    const ended = await patch(alice, clicks.id, { snoozedUntil: null, muted: false });
    expect(await ended.json()).toMatchObject({ rule: { snoozedUntil: null, muted: false } });
  });

  it("refuses bad input with the catalogue's shape and changes nothing", async () => {
    const alice = await signedIn();
    const projectId = await project(alice);
    const { body } = await rulesOf(alice, projectId);
    const id = body.rules[0]!.id;
    for (const bad of [
      { threshold: 1 },
      { threshold: "high" },
      { webhookUrl: "http://hooks.example.com/x" },
      { webhookUrl: "javascript:alert(1)" },
      { snoozedUntil: "2020-01-01T00:00:00Z" },
      { direction: "sideways" },
      { unknown: true },
      {},
    ]) {
      const response = await patch(alice, id, bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: "invalid_input", message: expect.any(String) },
      });
    }
    const after = (await rulesOf(alice, projectId)).body;
    expect(after.rules.find((r) => r.id === id)).toEqual(body.rules[0]);
  });

  it("answers 404 for another user's rule, and leaves it as it was", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const { body } = await rulesOf(alice, await project(alice));
    const response = await patch(bob, body.rules[0]!.id, { muted: true });
    expect(response.status).toBe(404);
    expect((await patch(bob, UNKNOWN_ID, { muted: true })).status).toBe(404);
  });
});

describe("alerts", () => {
  it("lists the user's alerts with their project and chart, counts the unread, and marks them read", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const projectId = await project(alice, "Greenleaf");
    const first = await raise(alice, projectId, "gsc_clicks");
    const second = await raise(alice, projectId, "gsc_impressions");
    await raise(bob, await project(bob, "Bob's"), "gsc_clicks");

    const listed = await list.GET(await apiRequest("/api/alerts/", { user: alice }), paramsOf({}));
    const body = (await listed.json()) as {
      alerts: { id: string; projectName: string }[];
      unread: number;
    };
    expect(body.unread).toBe(2);
    expect(body.alerts.map((a) => a.id).sort()).toEqual([first!.id, second!.id].sort());
    expect(body.alerts[0]).toMatchObject({
      projectName: "Greenleaf",
      chart: [{ date: "2026-03-01", value: 60, expected: 400 }],
      readAt: null,
      href: "/app/search-performance/",
    });

    const one = await read.POST(
      await apiRequest("/api/alerts/read/", {
        user: alice,
        method: "POST",
        body: { ids: [first!.id] },
      }),
      paramsOf({}),
    );
    expect(await one.json()).toEqual({ unread: 1 });
    // Bob cannot mark Alice's alert read.
    await read.POST(
      await apiRequest("/api/alerts/read/", {
        user: bob,
        method: "POST",
        body: { ids: [second!.id] },
      }),
      paramsOf({}),
    );
    const all = await read.POST(
      await apiRequest("/api/alerts/read/", { user: alice, method: "POST", body: {} }),
      paramsOf({}),
    );
    expect(await all.json()).toEqual({ unread: 0 });
    const bad = await read.POST(
      await apiRequest("/api/alerts/read/", { user: alice, method: "POST", body: { ids: ["x"] } }),
      paramsOf({}),
    );
    expect(bad.status).toBe(400);
  });

  it("raises a rule's alert for a day once", async () => {
    const alice = await signedIn();
    const projectId = await project(alice);
    expect(await raise(alice, projectId)).not.toBeNull();
    expect(await raise(alice, projectId)).toBeNull();
  });

  it("answers 401 without a session", async () => {
    const response = await list.GET(await apiRequest("/api/alerts/", { user: null }), paramsOf({}));
    expect(response.status).toBe(401);
  });
});

describe("GET /api/alerts/outbox/", () => {
  it("lists the user's own kept emails", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const mail = {
      from: "Rankwell <alerts@localhost>",
      subject: "Rankwell alert",
      text: "t",
      html: "<p>t</p>",
    };
    await saveOutboxMail(t.db, alice.id, { ...mail, to: alice.email });
    await saveOutboxMail(t.db, bob.id, { ...mail, to: bob.email });
    const response = await outbox.GET(
      await apiRequest("/api/alerts/outbox/", { user: alice }),
      paramsOf({}),
    );
    const body = (await response.json()) as { smtp: boolean; mails: { to: string }[] };
    expect(body.smtp).toBe(false);
    expect(body.mails.map((m) => m.to)).toEqual([alice.email]);
  });
});

describe("GET /api/cron/alerts/", () => {
  it("refuses a request without the cron secret", async () => {
    for (const authorization of [undefined, "Bearer wrong", "alerts-cron-secret-0123456789"]) {
      const request = await apiRequest("/api/cron/alerts/", { user: null });
      if (authorization) request.headers.set("authorization", authorization);
      const response = await cron.GET(request);
      expect(response.status).toBe(401);
    }
  });

  it("queues one alert check per user with a rule that is on", async () => {
    const alice = await signedIn();
    const muted = await signedIn();
    await project(alice);
    const mutedProject = await project(muted);
    await t.client.query("update alert_rules set muted = true where project_id = $1", [
      mutedProject,
    ]);
    const request = await apiRequest("/api/cron/alerts/", { user: null });
    request.headers.set("authorization", "Bearer alerts-cron-secret-0123456789");
    const response = await cron.GET(request);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { queued: number }).queued).toBeGreaterThanOrEqual(1);
    const { rows } = await t.client.query<{ user_id: string }>(
      "select user_id from job_runs where kind = 'alert-check' and user_id = any($1)",
      [[alice.id, muted.id]],
    );
    expect(rows.map((r) => r.user_id)).toEqual([alice.id]);
  });
});

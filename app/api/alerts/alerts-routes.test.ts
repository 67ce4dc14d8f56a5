import { vi } from "vitest";
import { createTestDb, type TestDb } from "@/tests/support/db";

vi.hoisted(() => {
  process.env.AUTH_SECRET = "alerts-routes-test-secret-0123456789abcdef";
  process.env.JOB_WORKERS = "off";
  process.env.CRON_SECRET = "alerts-cron-secret-0123456789";
});
vi.mock("@/lib/db/client", () => ({ getDb: vi.fn() }));

const { getDb } = await import("@/lib/db/client");
await import("@/lib/boot/jobs");
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

const create = async (user: User, body: unknown) =>
  rules.POST(await apiRequest("/api/alerts/rules/", { user, method: "POST", body }), paramsOf({}));

const remove = async (user: User, ruleId: string) =>
  rule.DELETE(
    await apiRequest(`/api/alerts/rules/${ruleId}/`, { user, method: "DELETE" }),
    paramsOf({ ruleId }),
  );

describe("page and query rules", () => {
  it("adds a page, a query group and a tracked query to a project, each once", async () => {
    const alice = await signedIn();
    const projectId = await project(alice);
    const page = await create(alice, {
      projectId,
      metric: "gsc_page_clicks",
      target: " https://greenleaf.example/pricing/ ",
    });
    expect(page.status).toBe(201);
    expect(((await page.json()) as { rule: unknown }).rule).toMatchObject({
      metric: "gsc_page_clicks",
      label: "A page's clicks",
      target: "https://greenleaf.example/pricing/",
      threshold: 3.5,
      inApp: true,
      email: false,
    });
    const group = await create(alice, {
      projectId,
      metric: "gsc_query_clicks",
      target: "garden (planner|planning)",
      threshold: 4,
    });
    expect(group.status).toBe(201);
    const tracked = await create(alice, {
      projectId,
      metric: "gsc_query_position",
      target: "  Garden   Planner ",
    });
    // Google reports queries in lower case with single spaces; the default counts positions.
    expect(await tracked.json()).toMatchObject({
      rule: { target: "garden planner", threshold: 3 },
    });
    const again = await create(alice, {
      projectId,
      metric: "gsc_query_position",
      target: "garden planner",
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: { code: "rule_exists", message: "This project already has a rule for that." },
    });
    const listed = (await rulesOf(alice, projectId)).body.rules;
    expect(listed).toHaveLength(13);
    // The rules every project has come first, the added ones after them.
    expect(listed.slice(-3).map((r) => r.metric)).toEqual([
      "gsc_page_clicks",
      "gsc_query_clicks",
      "gsc_query_position",
    ]);
  });

  it("refuses a bad target or threshold with the catalogue's shape, and adds nothing", async () => {
    const alice = await signedIn();
    const projectId = await project(alice);
    for (const [bad, message] of [
      [{ metric: "gsc_page_clicks", target: "/pricing/" }, "target: Enter the page's full URL"],
      [
        { metric: "gsc_page_clicks", target: "ftp://greenleaf.example/a" },
        "target: Enter the page",
      ],
      [
        { metric: "gsc_page_clicks", target: "https://greenleaf.example/#top" },
        "target: Leave out",
      ],
      [{ metric: "gsc_query_clicks", target: "garden(?=planner)" }, "target: Invalid regular"],
      [{ metric: "gsc_query_position", target: "   " }, "target: Enter the query to track."],
      [{ metric: "gsc_query_position", target: "x".repeat(2049) }, "target: At most 2,048"],
      [{ metric: "gsc_query_position", target: "a", threshold: 25 }, "threshold: The threshold"],
      [
        { metric: "gsc_page_clicks", target: "https://a.example/", threshold: 1 },
        "threshold: The sensitivity must be between 2 and 8.",
      ],
      [{ metric: "gsc_clicks", target: "x" }, "metric: Choose what the rule watches."],
      [{ metric: "gsc_query_position" }, "target: Enter what the rule watches."],
    ] as const) {
      const response = await create(alice, { projectId, ...bad });
      expect(response.status, JSON.stringify(bad)).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("invalid_input");
      expect(body.error.message).toContain(message);
    }
    expect((await rulesOf(alice, projectId)).body.rules).toHaveLength(10);
  });

  it("checks a tracked query's threshold in positions and the others' in deviations", async () => {
    const alice = await signedIn();
    const projectId = await project(alice);
    const tracked = (await (
      await create(alice, { projectId, metric: "gsc_query_position", target: "seed guide" })
    ).json()) as { rule: Rule };
    expect((await patch(alice, tracked.rule.id, { threshold: 1 })).status).toBe(200);
    const clicks = (await rulesOf(alice, projectId)).body.rules.find(
      (r) => r.metric === "gsc_clicks",
    )!;
    const refused = await patch(alice, clicks.id, { threshold: 12 });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: {
        code: "invalid_input",
        message: "threshold: The sensitivity must be between 2 and 8.",
      },
    });
  });

  it("deletes an added rule but not one every project keeps, and not another user's", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const projectId = await project(alice);
    const added = (await (
      await create(alice, { projectId, metric: "gsc_page_clicks", target: "https://a.example/x" })
    ).json()) as { rule: Rule };
    expect((await remove(bob, added.rule.id)).status).toBe(404);
    expect((await remove(alice, added.rule.id)).status).toBe(200);
    expect((await remove(alice, added.rule.id)).status).toBe(404);
    const clicks = (await rulesOf(alice, projectId)).body.rules.find(
      (r) => r.metric === "gsc_clicks",
    )!;
    const kept = await remove(alice, clicks.id);
    expect(kept.status).toBe(409);
    expect(await kept.json()).toEqual({
      error: {
        code: "rule_not_deletable",
        message: "Every project keeps this rule: mute it to stop its alerts.",
      },
    });
    expect((await rulesOf(alice, projectId)).body.rules).toHaveLength(10);
  });

  it("adds none to another user's project, and at most 50 to a project", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const projectId = await project(alice);
    const foreign = await create(bob, { projectId, metric: "gsc_query_position", target: "a" });
    expect(foreign.status).toBe(404);
    for (let i = 0; i < 50; i++)
      expect(
        (await create(alice, { projectId, metric: "gsc_query_position", target: `q${i}` })).status,
      ).toBe(201);
    const over = await create(alice, { projectId, metric: "gsc_query_position", target: "q50" });
    expect(over.status).toBe(409);
    expect(((await over.json()) as { error: { code: string } }).error.code).toBe("too_many_rules");
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

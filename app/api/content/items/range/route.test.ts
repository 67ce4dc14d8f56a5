import { vi } from "vitest";
import { createTestDb, type TestDb } from "@/tests/support/db";
import type { ContentItem } from "@/lib/content/types";
import type { CalendarRangeItems } from "@/lib/content-calendar/types";

vi.hoisted(() => {
  process.env.AUTH_SECRET = "content-range-test-secret-0123456789abcdef";
  process.env.JOB_WORKERS = "off";
});
vi.mock("@/lib/db/client", () => ({ getDb: vi.fn() }));
vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-01T10:00:00Z") });

const { getDb } = await import("@/lib/db/client");
const { apiRequest, paramsOf, UNKNOWN_ID } = await import("@/tests/support/signed-in-requests");
const items = await import("../route");
const range = await import("./route");
const { CALENDAR_LIMITS } = await import("@/lib/content-calendar/types");

// The calendar's range over a real database: the items whose due or publish date falls in the
// days asked, only from the user's own project, and a range that is not one answers 400.

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  vi.mocked(getDb).mockResolvedValue(t.db);
});
afterAll(() => t.close());

type User = { id: string; email: string };

const signedIn = async (): Promise<User> => {
  const email = `calendar${crypto.randomUUID().slice(0, 8)}@example.com`;
  return { id: await t.createUser(email), email };
};

async function project(user: User): Promise<string> {
  const { rows } = await t.client.query<{ id: string }>(
    "insert into projects (user_id, name) values ($1, 'Greenleaf') returning id",
    [user.id],
  );
  return rows[0]!.id;
}

async function created(user: User, projectId: string, body: Record<string, unknown>) {
  const response = await items.POST(
    await apiRequest("/api/content/items/", {
      user,
      method: "POST",
      body: { projectId, ...body },
    }),
    paramsOf({}),
  );
  expect(response.status).toBe(201);
  return (await response.json()) as ContentItem;
}

async function get(user: User | null, query: string) {
  const response = await range.GET(
    await apiRequest(`/api/content/items/range/?${query}`, { user }),
    paramsOf({}),
  );
  return { status: response.status, body: (await response.json()) as unknown };
}

describe("GET /api/content/items/range/", () => {
  it("answers the items with a due or a publish date in the range, both ends included", async () => {
    const user = await signedIn();
    const projectId = await project(user);
    const due = await created(user, projectId, {
      title: "Due on the first",
      dueDate: "2026-03-01",
    });
    const publish = await created(user, projectId, {
      title: "Publishes on the last",
      status: "scheduled",
      publishDate: "2026-04-05",
    });
    const both = await created(user, projectId, {
      title: "Due before, publishes within",
      dueDate: "2026-02-10",
      publishDate: "2026-03-20",
    });
    await created(user, projectId, { title: "After", dueDate: "2026-04-06" });
    await created(user, projectId, { title: "Before", publishDate: "2026-02-22" });
    await created(user, projectId, { title: "No dates" });

    const answer = await get(user, `projectId=${projectId}&start=2026-02-23&end=2026-04-05`);
    expect(answer.status).toBe(200);
    const body = answer.body as CalendarRangeItems;
    expect(body.truncated).toBe(false);
    expect(body.items.map((i) => i.id).sort()).toEqual([due.id, publish.id, both.id].sort());
    expect(body.items.find((i) => i.id === both.id)).toMatchObject({
      dueDate: "2026-02-10",
      publishDate: "2026-03-20",
      version: 1,
    });
  });

  it("says when the range holds more items than one answer", async () => {
    const user = await signedIn();
    const projectId = await project(user);
    await t.client.query(
      `insert into content_items (project_id, user_id, title, due_date, position)
       select $1, $2, 'Item ' || n, date '2026-03-02' + (n % 20), n
       from generate_series(1, $3::int) as n`,
      [projectId, user.id, CALENDAR_LIMITS.items + 1],
    );
    const answer = await get(user, `projectId=${projectId}&start=2026-03-01&end=2026-03-31`);
    expect(answer.status).toBe(200);
    const body = answer.body as CalendarRangeItems;
    expect(body.items).toHaveLength(CALENDAR_LIMITS.items);
    expect(body.truncated).toBe(true);
  });

  it("answers 404 for another user's project and for no project, without its items", async () => {
    const owner = await signedIn();
    const projectId = await project(owner);
    await created(owner, projectId, { title: "Private plan", dueDate: "2026-03-03" });
    const stranger = await signedIn();
    for (const id of [projectId, UNKNOWN_ID]) {
      const answer = await get(stranger, `projectId=${id}&start=2026-03-01&end=2026-03-31`);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ error: { code: "not_found" } });
      expect(JSON.stringify(answer.body)).not.toContain("Private plan");
    }
  });

  it("refuses a range that is not one with a 400 and the reason", async () => {
    const user = await signedIn();
    const projectId = await project(user);
    for (const [query, message] of [
      ["start=2026-03-31&end=2026-03-01", /start date must not be after the end date/],
      ["start=2026-01-01&end=2026-03-31", /at most 62 days/],
      ["start=2026-02-30&end=2026-03-31", /real days/],
      ["start=2026-03-01", /end/],
    ] as const) {
      const answer = await get(user, `projectId=${projectId}&${query}`);
      expect(answer.status, query).toBe(400);
      expect((answer.body as { error: { message: string } }).error.message).toMatch(message);
    }
    expect((await get(user, "start=2026-03-01&end=2026-03-02")).status).toBe(400);
  });

  it("asks for a session", async () => {
    const answer = await get(null, `projectId=${UNKNOWN_ID}&start=2026-03-01&end=2026-03-31`);
    expect(answer.status).toBe(401);
  });
});

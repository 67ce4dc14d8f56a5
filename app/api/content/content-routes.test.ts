import ICAL from "ical.js";
import { vi } from "vitest";
import { createTestDb, type TestDb } from "@/tests/support/db";
import type {
  ChartAnnotation,
  ContentBoard,
  ContentItem,
  ContentItemPage,
} from "@/lib/content/types";

vi.hoisted(() => {
  process.env.AUTH_SECRET = "content-routes-test-secret-0123456789abcdef";
  process.env.JOB_WORKERS = "off";
});
vi.mock("@/lib/db/client", () => ({ getDb: vi.fn() }));
vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-01T18:00:00Z") });

const { getDb } = await import("@/lib/db/client");
const { apiRequest, paramsOf, UNKNOWN_ID } = await import("@/tests/support/signed-in-requests");
const items = await import("./items/route");
const board = await import("./items/board/route");
const exportRoute = await import("./items/export/route");
const item = await import("./items/[id]/route");
const calendar = await import("./calendar/route");
const feed = await import("./calendar/feed/route");
const publicFeed = await import("./feed/[token]/route");
const annotations = await import("./annotations/route");
const annotation = await import("./annotations/[id]/route");
const { contentItemsHref } = await import("@/lib/query/content");

// The content planning routes over a real database: each user plans, sees and changes only their
// own projects' items; a stale save is refused and changes nothing; the calendar parses back.

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  vi.mocked(getDb).mockResolvedValue(t.db);
});
afterAll(() => t.close());

type User = { id: string; email: string };

const signedIn = async (): Promise<User> => {
  const email = `content${crypto.randomUUID().slice(0, 8)}@example.com`;
  return { id: await t.createUser(email), email };
};

async function project(user: User, name = "Greenleaf"): Promise<string> {
  const { rows } = await t.client.query<{ id: string }>(
    "insert into projects (user_id, name) values ($1, $2) returning id",
    [user.id, name],
  );
  return rows[0]!.id;
}

type Json = Record<string, unknown>;

async function create(user: User, projectId: string, body: Json = {}) {
  const response = await items.POST(
    await apiRequest("/api/content/items/", {
      user,
      method: "POST",
      body: { projectId, title: "Seed starting guide", ...body },
    }),
    paramsOf({}),
  );
  return { status: response.status, body: await response.json() };
}

async function created(user: User, projectId: string, body: Json = {}): Promise<ContentItem> {
  const answer = await create(user, projectId, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as ContentItem;
}

async function patch(user: User, id: string, body: Json) {
  const response = await item.PATCH(
    await apiRequest(`/api/content/items/${id}/`, { user, method: "PATCH", body }),
    paramsOf({ id }),
  );
  return { status: response.status, body: await response.json() };
}

async function list(user: User, path: string) {
  const response = await items.GET(await apiRequest(path, { user }), paramsOf({}));
  return { status: response.status, body: (await response.json()) as ContentItemPage };
}

async function annotationsOf(user: User, projectId: string) {
  const response = await annotations.GET(
    await apiRequest(`/api/content/annotations/?projectId=${projectId}`, { user }),
    paramsOf({}),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { annotations: ChartAnnotation[] }).annotations;
}

const rowOf = async (id: string) =>
  (await t.client.query<Record<string, unknown>>("select * from content_items where id = $1", [id]))
    .rows[0];

const URL_A = "https://www.greenleaf.example/guides/seed-starting/";

describe("creating and listing items", () => {
  it("creates an item at the bottom of its column with the defaults, and from an opportunity with its fields", async () => {
    const user = await signedIn();
    const projectId = await project(user);
    const first = await created(user, projectId, { title: "  Seed starting guide  " });
    expect(first).toMatchObject({
      title: "Seed starting guide",
      status: "idea",
      priority: "medium",
      source: "manual",
      sourceRef: null,
      version: 1,
      targetQueries: [],
      publishedAt: null,
    });
    const fromOpportunity = await created(user, projectId, {
      title: "Rewrite: tomato seedlings",
      source: "opportunity",
      sourceRef: "striking-distance:tomato seedlings:https://www.greenleaf.example/tomatoes/",
      targetQueries: ["Tomato Seedlings", "when to plant tomatoes"],
      targetUrl: "https://www.greenleaf.example/tomatoes/",
      priority: "high",
    });
    expect(fromOpportunity).toMatchObject({
      source: "opportunity",
      targetQueries: ["tomato seedlings", "when to plant tomatoes"],
      priority: "high",
    });
    expect(fromOpportunity.position).toBeGreaterThan(first.position);
  });

  it("refuses invalid input with a message for the field", async () => {
    const user = await signedIn();
    const projectId = await project(user);
    for (const [body, message] of [
      [{ title: " " }, /title: Please give the item a title/],
      [{ targetUrl: "ftp://x.example/" }, /targetUrl: .*https:\/\//],
      [{ targetQueries: ["a", "A"] }, /only once/],
      [{ targetQueries: Array.from({ length: 21 }, (_, i) => `q${i}`) }, /at most 20 queries/],
      [{ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, /at most 20 tags/],
      [{ briefMd: "x".repeat(50_001) }, /at most 50,000 characters/],
      [{ source: "search_query" }, /sourceRef: Say which/],
      [{ dueDate: "2026-02-30" }, /real days/],
      [{ priority: "critical" }, /low, medium, high or urgent/],
    ] as const) {
      const answer = await create(user, projectId, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.error.message).toMatch(message);
    }
  });

  it("pages, sorts, searches and filters on the server, with every status's count", async () => {
    const user = await signedIn();
    const projectId = await project(user);
    for (let i = 1; i <= 12; i++) {
      await created(user, projectId, {
        title: `Guide ${String(i).padStart(2, "0")}`,
        status: i <= 3 ? "writing" : "idea",
        dueDate: i % 2 === 0 ? `2026-03-${String(i).padStart(2, "0")}` : null,
        tags: i % 3 === 0 ? ["Spring"] : [],
        author: i <= 6 ? "Dana" : null,
        targetQueries: i === 7 ? ["raised beds"] : [],
      });
    }
    const base = `/api/content/items/?projectId=${projectId}`;
    const page = await list(user, `${base}&sort=title&desc=false&pageSize=5&pageIndex=1`);
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(12);
    expect(page.body.items.map((i) => i.title)).toEqual([
      "Guide 06",
      "Guide 07",
      "Guide 08",
      "Guide 09",
      "Guide 10",
    ]);
    expect(page.body.counts).toEqual({
      idea: 9,
      brief: 0,
      writing: 3,
      review: 0,
      scheduled: 0,
      published: 0,
    });
    const byDue = await list(user, `${base}&sort=dueDate&desc=true&pageSize=100`);
    const due = byDue.body.items.map((i) => i.dueDate);
    expect(due.slice(0, 6)).toEqual([
      "2026-03-12",
      "2026-03-10",
      "2026-03-08",
      "2026-03-06",
      "2026-03-04",
      "2026-03-02",
    ]);
    expect(due.slice(6)).toEqual(Array(6).fill(null));

    const writing = await list(user, `${base}&status=writing`);
    expect(writing.body.total).toBe(3);
    expect(writing.body.counts.idea).toBe(9);
    const tagged = await list(user, `${base}&tag=spring&author=dana`);
    expect(tagged.body.items.map((i) => i.title).sort()).toEqual(["Guide 03", "Guide 06"]);
    expect(tagged.body.counts).toMatchObject({ idea: 1, writing: 1 });
    const searched = await list(user, `${base}&q=raised`);
    expect(searched.body.items.map((i) => i.title)).toEqual(["Guide 07"]);
    // LIKE's own characters are searched for as written.
    expect((await list(user, `${base}&q=%25`)).body.total).toBe(0);

    const beyond = await list(user, `${base}&pageSize=5&pageIndex=40`);
    expect(beyond.body.pageIndex).toBe(2);
    expect(beyond.body.items).toHaveLength(2);
    expect((await list(user, `${base}&pageSize=101`)).status).toBe(400);
  });

  it("builds the board: every column in position order, up to its cap, with its count", async () => {
    const user = await signedIn();
    const projectId = await project(user);
    const a = await created(user, projectId, { title: "A" });
    const b = await created(user, projectId, { title: "B" });
    const c = await created(user, projectId, { title: "C" });
    // Dragged between A and B in the Writing column, then C above it there.
    const moved = await patch(user, c.id, {
      projectId,
      version: 1,
      status: "writing",
      position: 0.5,
    });
    expect(moved.status).toBe(200);
    await patch(user, a.id, { projectId, version: 1, status: "writing" });
    const response = await board.GET(
      await apiRequest(`/api/content/items/board/?projectId=${projectId}`, { user }),
      paramsOf({}),
    );
    const { columns } = (await response.json()) as ContentBoard;
    expect(columns.map((c) => c.status)).toEqual([
      "idea",
      "brief",
      "writing",
      "review",
      "scheduled",
      "published",
    ]);
    expect(columns[0]!.items.map((i) => i.title)).toEqual(["B"]);
    expect(columns[2]!.items.map((i) => i.title)).toEqual(["C", "A"]);
    expect(columns[2]!.total).toBe(2);
    expect(b.position).toBeGreaterThan(0);
  });

  it("answers 404 for another user's project, and lists nothing of it", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const projectId = await project(owner);
    await created(owner, projectId);
    expect((await create(other, projectId)).status).toBe(404);
    expect((await list(other, `/api/content/items/?projectId=${projectId}`)).status).toBe(404);
    const response = await board.GET(
      await apiRequest(`/api/content/items/board/?projectId=${projectId}`, { user: other }),
      paramsOf({}),
    );
    expect(response.status).toBe(404);
  });
});

describe("editing an item", () => {
  it("increments the version on each save and refuses a stale one with 409, changing nothing", async () => {
    const user = await signedIn();
    const projectId = await project(user);
    const opened = await created(user, projectId, { briefMd: "First draft" });
    // Two tabs opened the item at version 1; the first saves.
    const first = await patch(user, opened.id, {
      projectId,
      version: 1,
      title: "Seed starting: the guide",
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ version: 2, title: "Seed starting: the guide" });
    const before = await rowOf(opened.id);
    const second = await patch(user, opened.id, {
      projectId,
      version: 1,
      briefMd: "Second tab's brief",
      status: "writing",
    });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      error: {
        code: "edit_conflict",
        message:
          "Someone else changed this item since you opened it. Reload it to see their changes; yours are still in the form.",
      },
    });
    expect(await rowOf(opened.id)).toEqual(before);
    // Reloaded at version 2, the second tab's change goes through.
    const retried = await patch(user, opened.id, {
      projectId,
      version: 2,
      briefMd: "Second tab's brief",
    });
    expect(retried.body).toMatchObject({ version: 3, briefMd: "Second tab's brief" });
  });

  it("lets only one of two simultaneous saves on the same version through", async () => {
    const user = await signedIn();
    const projectId = await project(user);
    const opened = await created(user, projectId);
    const answers = await Promise.all(
      ["One", "Two"].map((title) => patch(user, opened.id, { projectId, version: 1, title })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await rowOf(opened.id))!.version).toBe(2);
  });

  it("runs status changes through the workflow, answering its reason when it refuses", async () => {
    const user = await signedIn();
    const projectId = await project(user);
    const opened = await created(user, projectId);
    const scheduled = await patch(user, opened.id, { projectId, version: 1, status: "scheduled" });
    expect(scheduled.status).toBe(400);
    expect(scheduled.body.error).toMatchObject({
      code: "status_change_refused",
      message: expect.stringMatching(/publish date/),
    });
    const published = await patch(user, opened.id, { projectId, version: 1, status: "published" });
    expect(published.status).toBe(400);
    expect(published.body.error.message).toMatch(/URL/);
    expect((await rowOf(opened.id))!.version).toBe(1);
    const back = await patch(user, opened.id, {
      projectId,
      version: 1,
      status: "scheduled",
      publishDate: "2026-03-20",
    });
    expect(back.body).toMatchObject({ status: "scheduled", version: 2 });
    expect((await patch(user, opened.id, { projectId, version: 2, status: "idea" })).status).toBe(
      200,
    );
    expect((await patch(user, opened.id, { projectId, version: 3 })).body.error.message).toBe(
      "Nothing to change.",
    );
  });

  it("answers 404 for another user's item, for reading, changing and deleting it", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const projectId = await project(owner);
    const mine = await created(owner, projectId);
    const path = `/api/content/items/${mine.id}/?projectId=${projectId}`;
    expect((await patch(other, mine.id, { projectId, version: 1, title: "Taken" })).status).toBe(
      404,
    );
    expect(
      (await item.GET(await apiRequest(path, { user: other }), paramsOf({ id: mine.id }))).status,
    ).toBe(404);
    expect(
      (
        await item.DELETE(
          await apiRequest(path, { user: other, method: "DELETE" }),
          paramsOf({ id: mine.id }),
        )
      ).status,
    ).toBe(404);
    expect((await rowOf(mine.id))!.title).toBe("Seed starting guide");
    expect(
      (
        await item.DELETE(
          await apiRequest(path, { user: owner, method: "DELETE" }),
          paramsOf({ id: mine.id }),
        )
      ).status,
    ).toBe(204);
    expect(await rowOf(mine.id)).toBeUndefined();
    const unknown = await patch(owner, UNKNOWN_ID, { projectId, version: 1, title: "x" });
    expect(unknown.status).toBe(404);
  });
});

describe("annotations", () => {
  it("appear when an item is published with its URL, follow its date and go when it is unpublished", async () => {
    const user = await signedIn();
    const projectId = await project(user);
    const draft = await created(user, projectId, { targetUrl: URL_A });
    const published = await patch(user, draft.id, {
      projectId,
      version: 1,
      status: "published",
      publishDate: "2026-02-10",
    });
    expect(published.body).toMatchObject({
      status: "published",
      publishDate: "2026-02-10",
      publishedAt: "2026-03-01T18:00:00.000Z",
    });
    expect(await annotationsOf(user, projectId)).toEqual([
      expect.objectContaining({
        day: "2026-02-10",
        label: "Published: Seed starting guide",
        source: "content_item",
        contentItemId: draft.id,
      }),
    ]);
    await patch(user, draft.id, {
      projectId,
      version: 2,
      publishDate: "2026-02-12",
      title: "Seeds",
    });
    expect(await annotationsOf(user, projectId)).toEqual([
      expect.objectContaining({ day: "2026-02-12", label: "Published: Seeds" }),
    ]);
    const back = await patch(user, draft.id, { projectId, version: 3, status: "review" });
    expect(back.body).toMatchObject({ status: "review", publishedAt: null });
    expect(await annotationsOf(user, projectId)).toEqual([]);
  });

  it("are added by hand, listed within a range and deleted by their owner; an item's is not deleted by hand", async () => {
    const user = await signedIn();
    const other = await signedIn();
    const projectId = await project(user);
    const add = async (caller: User, body: Json) =>
      annotations.POST(
        await apiRequest("/api/content/annotations/", { user: caller, method: "POST", body }),
        paramsOf({}),
      );
    const added = await add(user, { projectId, day: "2026-02-03", label: " Site migration " });
    expect(added.status).toBe(201);
    const note = (await added.json()) as ChartAnnotation;
    expect(note).toMatchObject({ label: "Site migration", source: "manual" });
    expect((await add(user, { projectId, day: "2026-02-04", label: "" })).status).toBe(400);
    expect((await add(other, { projectId, day: "2026-02-04", label: "x" })).status).toBe(404);
    await created(user, projectId, {
      title: "Live",
      status: "published",
      targetUrl: URL_A,
      publishDate: "2026-01-20",
    });
    const ranged = await annotations.GET(
      await apiRequest(
        `/api/content/annotations/?projectId=${projectId}&startDate=2026-02-01&endDate=2026-02-28`,
        { user },
      ),
      paramsOf({}),
    );
    expect(((await ranged.json()) as { annotations: ChartAnnotation[] }).annotations).toEqual([
      expect.objectContaining({ id: note.id }),
    ]);
    const all = await annotationsOf(user, projectId);
    expect(all.map((a) => a.day)).toEqual(["2026-01-20", "2026-02-03"]);

    const remove = async (caller: User, id: string) =>
      annotation.DELETE(
        await apiRequest(`/api/content/annotations/${id}/?projectId=${projectId}`, {
          user: caller,
          method: "DELETE",
        }),
        paramsOf({ id }),
      );
    const fromItem = all.find((a) => a.source === "content_item")!;
    expect((await remove(user, fromItem.id)).status).toBe(409);
    expect((await remove(other, note.id)).status).toBe(404);
    expect((await remove(user, note.id)).status).toBe(204);
    expect((await annotationsOf(user, projectId)).map((a) => a.id)).toEqual([fromItem.id]);
  });
});

function parseCalendar(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  return component.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
}

describe("the calendar", () => {
  it("downloads as an .ics file that parses back and holds the items' dates", async () => {
    const user = await signedIn();
    const projectId = await project(user, "Greenleaf Garden");
    const guide = await created(user, projectId, {
      dueDate: "2026-03-05",
      publishDate: "2026-03-12",
    });
    await created(user, projectId, { title: "Undated" });
    const response = await calendar.GET(
      await apiRequest(`/api/content/calendar/?projectId=${projectId}`, { user }),
      paramsOf({}),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="content-calendar-greenleaf-garden.ics"',
    );
    const events = parseCalendar(await response.text());
    expect(events.map((e) => [e.uid, e.startDate.toString(), e.summary])).toEqual([
      [`${guide.id}-due@content.rankwell`, "2026-03-05", "Due: Seed starting guide [Idea]"],
      [`${guide.id}-publish@content.rankwell`, "2026-03-12", "Publish: Seed starting guide [Idea]"],
    ]);
    const other = await signedIn();
    const foreign = await calendar.GET(
      await apiRequest(`/api/content/calendar/?projectId=${projectId}`, { user: other }),
      paramsOf({}),
    );
    expect(foreign.status).toBe(404);
  });

  it("has a secret feed URL: answered once, working without a session, and dead once regenerated", async () => {
    const user = await signedIn();
    const projectId = await project(user);
    await created(user, projectId, { dueDate: "2026-03-05" });
    const rotate = async (caller: User) =>
      feed.POST(
        await apiRequest(`/api/content/calendar/feed/?projectId=${projectId}`, {
          user: caller,
          method: "POST",
        }),
        paramsOf({}),
      );
    const openFeed = async (url: string) => {
      const token = new URL(url).pathname.split("/").at(-2)!;
      return publicFeed.GET(await apiRequest(url, { user: null }), paramsOf({ token }));
    };
    const status = async () =>
      (
        await feed.GET(
          await apiRequest(`/api/content/calendar/feed/?projectId=${projectId}`, { user }),
          paramsOf({}),
        )
      ).json();
    expect(await status()).toEqual({ exists: false, createdAt: null });

    const first = await rotate(user);
    expect(first.status).toBe(201);
    const { url } = (await first.json()) as { url: string };
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/content\/feed\/[\w-]{43}\/$/);
    expect(await status()).toMatchObject({ exists: true });
    const { rows } = await t.client.query<{ token_hash: string }>(
      "select token_hash from content_calendar_feeds where project_id = $1",
      [projectId],
    );
    expect(rows[0]!.token_hash).not.toContain(url.split("/").at(-2));

    const answered = await openFeed(url);
    expect(answered.status).toBe(200);
    expect(answered.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(parseCalendar(await answered.text()).map((e) => e.startDate.toString())).toEqual([
      "2026-03-05",
    ]);

    const second = await rotate(user);
    const { url: newUrl } = (await second.json()) as { url: string };
    expect(newUrl).not.toBe(url);
    const old = await openFeed(url);
    expect(old.status).toBe(404);
    expect((await openFeed(newUrl)).status).toBe(200);
    // Unknown and malformed tokens answer the same: nothing says whether a project exists.
    const unknown = await openFeed(`http://localhost:3000/api/content/feed/${"A".repeat(43)}/`);
    const malformed = await openFeed("http://localhost:3000/api/content/feed/not-a-token/");
    expect([old.status, unknown.status, malformed.status]).toEqual([404, 404, 404]);
    const bodies = await Promise.all([old, unknown, malformed].map((r) => r.text()));
    expect(new Set(bodies).size).toBe(1);
    expect((await rotate(await signedIn())).status).toBe(404);
  });
});

describe("the public feed route", () => {
  it("slows down anyone trying tokens: past the limit, wrong tokens get 429 with Retry-After", async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 40 && !statuses.includes(429); i++) {
      const token = `${"B".repeat(40)}${String(i).padStart(3, "0")}`;
      const response = await publicFeed.GET(
        await apiRequest(`/api/content/feed/${token}/`, { user: null }),
        paramsOf({ token }),
      );
      statuses.push(response.status);
      retryAfter = response.headers.get("retry-after");
    }
    expect(statuses.at(-1)).toBe(429);
    expect(new Set(statuses.slice(0, -1))).toEqual(new Set([404]));
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});

describe("the CSV", () => {
  it("holds every matching row in the table's order", async () => {
    const user = await signedIn();
    const projectId = await project(user);
    for (const title of ["Beta", "Alpha", "=cmd()", "Gamma"])
      await created(user, projectId, { title, tags: title === "Gamma" ? [] : ["x"] });
    const href = contentItemsHref("export", { projectId, tag: "x", sort: "title", desc: false });
    const response = await exportRoute.GET(await apiRequest(href, { user }), paramsOf({}));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toMatch(/^Title,Status,Priority,Author,Due date,Publish date,Target URL/);
    expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual([`"'=cmd()"`, "Alpha", "Beta"]);
  });
});

import { vi } from "vitest";
import { and, eq } from "drizzle-orm";
import type { ContentItem, ContentPerformance } from "@/lib/content/types";
import type { SearchConsoleDataResponse } from "@/lib/data-api/types";

// A published item's index state: its URL handed to URL Inspection three days after its publish
// date, inspected through the bulk inspection job against the emulator over real HTTP, read back
// in its performance, and the content_not_indexed alert raised once per item seven days on.

const state = vi.hoisted(() => {
  process.env.AUTH_SECRET = "content-index-test-secret-0123456789abcdef";
  process.env.TOKEN_ENCRYPTION_KEY = "0123456789abcdef".repeat(4);
  return {
    origin: "",
    enqueued: [] as { kind: string; userId: string; options?: Record<string, unknown> }[],
  };
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
// The queue is recorded, not worked: the test runs each job's code itself, at the time it chooses.
vi.mock("@/lib/jobs/process", () => {
  const queue = {
    enqueue: vi.fn(async (kind: string, userId: string, options?: Record<string, unknown>) => {
      state.enqueued.push({ kind, userId, ...(options ? { options } : {}) });
      return "00000000-0000-4000-8000-000000000000";
    }),
  };
  return {
    getJobQueue: vi.fn(async () => queue),
    stopJobQueue: vi.fn(async () => {}),
    setQueueWork: vi.fn(),
  };
});
vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-01T10:00:00Z") });

const { emulatorRoutes } = await import("@/tests/support/emulator-routes");
const { apiRequest, paramsOf } = await import("@/tests/support/signed-in-requests");
const searchConsoleRoute = await import("@/app/api/data/search-console/route");
const itemsRoute = await import("./items/route");
const performanceRoute = await import("./items/[id]/performance/route");
const { runContentIndexChecks } = await import("@/lib/content/index-check");
const { getJobQueue } = await import("@/lib/jobs/process");
const { runInspectionBatches } = await import("@/lib/url-inspection/run-batches");
const { searchConsole } = await import("@/lib/google/search-console");
const { googleCallContext } = await import("@/lib/google/call-context");
const { checkContentNotIndexed } = await import("@/lib/alerts/content-checks");
const { insertAlert } = await import("@/lib/alerts/store");
const { listDataSources } = await import("@/lib/db/queries/data-sources");
const { withUser } = await import("@/lib/db/user-scope");
const { alertRules, inspectionBatches } = await import("@/lib/db/schema");

type User = { id: string; email: string };
type Measured = Exclude<ContentPerformance, { status: "unpublished" }>;

const routes = emulatorRoutes(state);
let user: User;
let ref: { projectId: string; propertyId: string };
let page: string;
const NEW_PAGE = "https://www.greenleaf.example/brand-new-seed-guide/";

async function publish(body: Record<string, unknown>) {
  const response = await itemsRoute.POST(
    await apiRequest("/api/content/items/", {
      user,
      method: "POST",
      body: { projectId: ref.projectId, title: "Seed guide", status: "published", ...body },
    }),
    paramsOf({}),
  );
  const item = await response.json();
  expect(response.status, JSON.stringify(item)).toBe(201);
  return item as ContentItem;
}

async function indexOf(item: ContentItem) {
  const response = await performanceRoute.GET(
    await apiRequest(`/api/content/items/${item.id}/performance/?projectId=${item.projectId}`, {
      user,
    }),
    paramsOf({ id: item.id }),
  );
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return (body as Measured).index;
}

const sweep = (at: string) =>
  runContentIndexChecks(user.id, { db: routes.t.db, queue: getJobQueue, now: new Date(at) });

const inspectBatches = () =>
  runInspectionBatches(user.id, {
    db: routes.t.db,
    signal: new AbortController().signal,
    progress: async () => {},
    inspect: (siteUrl, url) => searchConsole(googleCallContext(user.id)).inspectUrl(siteUrl, url),
    schedule: async () => {},
  });

let indexed: ContentItem;
let unknown: ContentItem;

beforeAll(async () => {
  await routes.start();
  user = await routes.signedInUser("dana@example.com");
  ref = await routes.dataSource(user, "gsc", "sc-domain:greenleaf.example", "Greenleaf");
  const response = await searchConsoleRoute.POST(
    await apiRequest("/api/data/search-console/", {
      user,
      method: "POST",
      body: {
        ...ref,
        type: "web",
        dataState: "final",
        startDate: "2026-02-01",
        endDate: "2026-02-26",
        dimensions: ["page"],
        table: { sort: "clicks", desc: true, pageIndex: 0, pageSize: 1 },
      },
    }),
    paramsOf({}),
  );
  page = ((await response.json()) as SearchConsoleDataResponse).rows[0]!.keys[0]!;
});

afterAll(() => routes.stop());

describe("a published item's index state", () => {
  it("queues the check for midnight Pacific three days after the publish date", async () => {
    state.enqueued.length = 0;
    indexed = await publish({ targetUrl: page, publishDate: "2026-02-27" });
    unknown = await publish({ targetUrl: NEW_PAGE, publishDate: "2026-02-27" });
    expect(state.enqueued[0]).toEqual({
      kind: "content-index-check",
      userId: user.id,
      options: {
        // Midnight in California on March 2 is 08:00 UTC (summer time starts on March 8).
        startAfter: new Date("2026-03-02T08:00:00Z"),
        singletonKey: `${user.id}:content-index:2026-03-02`,
        step: "Waits to check the index state of published content",
      },
    });
    // A draft, or a page outside the project's property, queues nothing.
    state.enqueued.length = 0;
    await publish({ status: "writing" });
    await publish({ targetUrl: "https://elsewhere.example/post/", publishDate: "2026-02-27" });
    expect(state.enqueued).toEqual([]);
    expect(await indexOf(indexed)).toEqual({ status: "not_inspected", checkOn: "2026-03-02" });
  });

  it("hands the due URLs to URL Inspection once, and shows Google's verdict after the inspection", async () => {
    state.enqueued.length = 0;
    expect(await sweep("2026-03-01T12:00:00Z")).toEqual({ queued: 0 });
    expect(await sweep("2026-03-02T12:00:00Z")).toEqual({ queued: 2 });
    expect(state.enqueued.map((e) => e.kind)).toEqual(["content-index-check", "url-inspection"]);
    // Already handed over: a second sweep queues nothing again.
    expect(await sweep("2026-03-02T13:00:00Z")).toEqual({ queued: 0 });
    const batches = await routes.t.db
      .select()
      .from(inspectionBatches)
      .where(eq(inspectionBatches.user_id, user.id));
    expect(batches).toHaveLength(1);
    expect(batches[0]).toMatchObject({ total: 2, site_url: "sc-domain:greenleaf.example" });

    expect(await inspectBatches()).toMatchObject({ inspected: 2 });
    expect(await indexOf(indexed)).toMatchObject({ status: "indexed", verdict: "PASS" });
    expect(await indexOf(unknown)).toMatchObject({
      status: "not_indexed",
      coverageState: "URL is unknown to Google",
      checkOn: "2026-03-02",
    });
  });

  it("raises content_not_indexed once per item, seven days after publishing", async () => {
    const [rule] = await routes.t.db
      .select()
      .from(alertRules)
      .where(
        and(eq(alertRules.project_id, ref.projectId), eq(alertRules.metric, "content_not_indexed")),
      );
    expect(rule, "every project has the rule").toBeDefined();
    const [source] = await withUser(
      user.id,
      (tx) => listDataSources(tx, ref.projectId),
      routes.t.db,
    );
    const check = (today: string) =>
      checkContentNotIndexed({
        db: routes.t.db,
        userId: user.id,
        rule: rule!,
        source: source!,
        today,
        now: new Date(`${today}T12:00:00Z`),
      });

    expect((await check("2026-03-05")).candidate).toBeNull();
    const found = await check("2026-03-06");
    expect(found.candidate).toMatchObject({
      title: "A published item is not indexed on greenleaf.example",
      observed: 1,
    });
    expect(found.candidate!.message).toContain(NEW_PAGE);
    expect(found.href).toBe(`/app/content-planning/?project=${ref.projectId}&item=${unknown.id}`);
    const row = await insertAlert(routes.t.db, rule!, found.candidate!, found.href);
    await found.settle?.(row !== null);
    expect((await check("2026-03-07")).candidate).toBeNull();
  });
});

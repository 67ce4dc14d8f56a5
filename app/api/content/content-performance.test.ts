import { vi } from "vitest";
import type { ContentItem, ContentPerformance } from "@/lib/content/types";
import type { SearchConsoleDataResponse } from "@/lib/data-api/types";

// A published item's figures before and after, against the Search Console emulator over real HTTP:
// each is the figure Search Performance's own route answers for the same page (or query) and days.

const state = vi.hoisted(() => {
  process.env.AUTH_SECRET = "content-performance-test-secret-0123456789";
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
const { apiRequest, paramsOf } = await import("@/tests/support/signed-in-requests");
const searchConsoleRoute = await import("@/app/api/data/search-console/route");
const itemsRoute = await import("./items/route");
const performanceRoute = await import("./items/[id]/performance/route");

type User = { id: string; email: string };
type Window = { startDate: string; endDate: string };
type Measured = Exclude<ContentPerformance, { status: "unpublished" }>;

const routes = emulatorRoutes(state);
let user: User;
let other: User;
let ref: { projectId: string; propertyId: string };
let page: string;
let queries: string[];

async function searchConsole(body: Record<string, unknown>) {
  const response = await searchConsoleRoute.POST(
    await apiRequest("/api/data/search-console/", {
      user,
      method: "POST",
      body: { ...ref, type: "web", dataState: "final", ...body },
    }),
    paramsOf({}),
  );
  const answer = await response.json();
  expect(response.status, JSON.stringify(answer)).toBe(200);
  return answer as SearchConsoleDataResponse;
}

async function publish(body: Record<string, unknown>, projectId = ref.projectId) {
  const response = await itemsRoute.POST(
    await apiRequest("/api/content/items/", {
      user,
      method: "POST",
      body: { projectId, title: "Seed guide", status: "published", ...body },
    }),
    paramsOf({}),
  );
  const item = await response.json();
  expect(response.status, JSON.stringify(item)).toBe(201);
  return item as ContentItem;
}

async function performance(item: ContentItem, caller = user) {
  const response = await performanceRoute.GET(
    await apiRequest(`/api/content/items/${item.id}/performance/?projectId=${item.projectId}`, {
      user: caller,
    }),
    paramsOf({ id: item.id }),
  );
  return { status: response.status, body: await response.json() };
}

const metrics = ({ clicks, impressions, ctr, position }: SearchConsoleDataResponse["totals"]) => ({
  clicks,
  impressions,
  ctr,
  position,
});

const pageTotals = async (window: Window) =>
  metrics(
    (
      await searchConsole({
        ...window,
        dimensions: [],
        filters: [{ dimension: "page", operator: "equals", expression: page }],
      })
    ).totals,
  );

async function queryRow(query: string, window: Window) {
  const answer = await searchConsole({
    ...window,
    dimensions: ["query"],
    filters: [{ dimension: "query", operator: "equals", expression: query }],
  });
  const row = answer.rows[0];
  return row ? metrics(row) : { clicks: 0, impressions: 0, ctr: 0, position: 0 };
}

beforeAll(async () => {
  await routes.start();
  user = await routes.signedInUser("dana@example.com");
  other = await routes.signedInUser("eve@example.com");
  ref = await routes.dataSource(user, "gsc", "sc-domain:greenleaf.example", "Greenleaf");
  const range = { startDate: "2025-12-18", endDate: "2026-02-12" };
  const pages = await searchConsole({
    ...range,
    dimensions: ["page"],
    table: { sort: "clicks", desc: true, pageIndex: 0, pageSize: 1 },
  });
  page = pages.rows[0]!.keys[0]!;
  const top = await searchConsole({
    ...range,
    dimensions: ["query"],
    filters: [{ dimension: "page", operator: "equals", expression: page }],
    table: { sort: "clicks", desc: true, pageIndex: 0, pageSize: 2 },
  });
  queries = top.rows.map((r) => r.keys[0]!);
  expect(queries).toHaveLength(2);
});

afterAll(() => routes.stop());

describe("a published item's performance", () => {
  it("holds the URL's figures for the 28 days before and after, as Search Console answers them", async () => {
    const item = await publish({
      targetUrl: page,
      publishDate: "2026-01-15",
      targetQueries: [...queries, "no such query (really)"],
    });
    const { status, body } = await performance(item);
    expect(status, JSON.stringify(body)).toBe(200);
    const result = body as Measured;
    expect(result).toMatchObject({
      status: "ready",
      url: page,
      publishDate: "2026-01-15",
      before: { startDate: "2025-12-18", endDate: "2026-01-14" },
      after: { startDate: "2026-01-16", endDate: "2026-02-12" },
      daysToWait: 0,
    });
    expect(result.beforeMetrics).toEqual(await pageTotals(result.before));
    expect(result.afterMetrics).toEqual(await pageTotals(result.after));
    expect(result.beforeMetrics.clicks).toBeGreaterThan(0);
    expect(result.afterMetrics).not.toEqual(result.beforeMetrics);
  });

  it("gives each target query's figures across the property, before and after", async () => {
    const item = await publish({
      targetUrl: page,
      publishDate: "2026-01-15",
      targetQueries: [...queries, "no such query (really)"],
    });
    const result = (await performance(item)).body as Measured;
    expect(result.queries.map((q) => q.query)).toEqual([...queries, "no such query (really)"]);
    for (const entry of result.queries.slice(0, 2)) {
      expect(entry.before).toEqual(await queryRow(entry.query, result.before));
      expect(entry.after).toEqual(await queryRow(entry.query, result.after));
      expect(entry.before.impressions).toBeGreaterThan(0);
    }
    const zero = { clicks: 0, impressions: 0, ctr: 0, position: 0 };
    expect(result.queries[2]).toEqual({
      query: "no such query (really)",
      before: zero,
      after: zero,
    });
  });

  it("is pending until the after window is final data, saying how long to wait", async () => {
    const item = await publish({
      targetUrl: page,
      publishDate: "2026-02-20",
      targetQueries: queries,
    });
    const result = (await performance(item)).body as Measured;
    // Pacific 02:00 on March 1: the emulator's last final day is February 26.
    expect(result).toMatchObject({
      status: "pending",
      after: { startDate: "2026-02-21", endDate: "2026-03-20" },
      afterMetrics: null,
      daysToWait: 22,
      readyOn: "2026-03-23",
    });
    expect(result.beforeMetrics).toEqual(await pageTotals(result.before));
    expect(result.queries.every((q) => q.after === null)).toBe(true);
  });

  it("says so for an item not published, answers 404 for another user's, and 409 without Search Console", async () => {
    const draft = await publish({ status: "writing" });
    expect((await performance(draft)).body).toMatchObject({ status: "unpublished" });
    const live = await publish({ targetUrl: page, publishDate: "2026-01-15" });
    expect((await performance(live, other)).status).toBe(404);

    const bare = await routes.t.client.query<{ id: string }>(
      "insert into projects (user_id, name) values ($1, 'No sources') returning id",
      [user.id],
    );
    const orphan = await publish({ targetUrl: page, publishDate: "2026-01-15" }, bare.rows[0]!.id);
    const answer = await performance(orphan);
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe("no_search_console");
  });
});

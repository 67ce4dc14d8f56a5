import { vi } from "vitest";
import type { CannibalizationResult, ContentItem } from "@/lib/content/types";
import type { SearchConsoleDataResponse } from "@/lib/data-api/types";

// A cannibalization fix's result against the Search Console emulator over real HTTP: the primary
// page's share equals what Search Performance's own route answers for the query's rows by page.

const state = vi.hoisted(() => {
  process.env.AUTH_SECRET = "content-cannibalization-test-secret-0123456789";
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
const itemRoute = await import("./items/[id]/route");
const resultRoute = await import("./items/[id]/cannibalization/route");

type User = { id: string; email: string };
type Window = { startDate: string; endDate: string };
type Measured = Extract<CannibalizationResult, { status: "ready" | "pending" }>;

const routes = emulatorRoutes(state);
let user: User;
let other: User;
let ref: { projectId: string; propertyId: string };
let query: string;
let pages: string[];

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

async function create(body: Record<string, unknown>) {
  const response = await itemsRoute.POST(
    await apiRequest("/api/content/items/", {
      user,
      method: "POST",
      body: { projectId: ref.projectId, title: "Fix", ...body },
    }),
    paramsOf({}),
  );
  const item = await response.json();
  expect(response.status, JSON.stringify(item)).toBe(201);
  return item as ContentItem;
}

async function result(item: ContentItem, caller = user) {
  const response = await resultRoute.GET(
    await apiRequest(`/api/content/items/${item.id}/cannibalization/?projectId=${item.projectId}`, {
      user: caller,
    }),
    paramsOf({ id: item.id }),
  );
  return { status: response.status, body: await response.json() };
}

/** The primary page's share, from Search Performance's own answer for the query by page. */
async function expectedShare(primary: string, window: Window) {
  const answer = await searchConsole({
    ...window,
    dimensions: ["query", "page"],
    filters: [{ dimension: "query", operator: "equals", expression: query }],
    table: { sort: "clicks", desc: true, pageIndex: 0, pageSize: 500 },
  });
  const sum = (rows: typeof answer.rows, key: "clicks" | "impressions") =>
    rows.reduce((total, row) => total + row[key], 0);
  const mine = answer.rows.filter((row) => row.keys[1] === primary);
  return {
    clicks: sum(mine, "clicks") / sum(answer.rows, "clicks"),
    impressions: sum(mine, "impressions") / sum(answer.rows, "impressions"),
  };
}

const fix = (actionDate: string | null) => ({
  source: "cannibalization",
  sourceRef: `cannibalization:${query}:`,
  targetQueries: [query],
  targetUrl: pages[0],
  cannibalQuery: query,
  primaryUrl: pages[0],
  cannibalAction: "consolidate_redirect",
  actionDate,
});

beforeAll(async () => {
  await routes.start();
  user = await routes.signedInUser("dana@example.com");
  other = await routes.signedInUser("eve@example.com");
  ref = await routes.dataSource(user, "gsc", "sc-domain:greenleaf.example", "Greenleaf");
  // A query that several pages share, with clicks on more than one of them.
  const rows = await searchConsole({
    startDate: "2025-12-18",
    endDate: "2026-02-12",
    dimensions: ["query", "page"],
    table: { sort: "clicks", desc: true, pageIndex: 0, pageSize: 500 },
  });
  const byQuery = new Map<string, string[]>();
  for (const row of rows.rows)
    if (row.clicks > 0)
      byQuery.set(row.keys[0]!, [...(byQuery.get(row.keys[0]!) ?? []), row.keys[1]!]);
  const shared = [...byQuery].find(([, list]) => list.length >= 2);
  expect(shared, "the emulator plants cannibalized queries").toBeDefined();
  [query, pages] = shared!;
});

afterAll(() => routes.stop());

describe("a cannibalization fix's result", () => {
  it("stores the fix's fields, and answers the primary page's share before and after the fix date", async () => {
    const item = await create(fix("2026-01-15"));
    expect(item).toMatchObject({
      cannibalQuery: query,
      primaryUrl: pages[0],
      cannibalAction: "consolidate_redirect",
      actionDate: "2026-01-15",
    });
    const { status, body } = await result(item);
    expect(status, JSON.stringify(body)).toBe(200);
    const answer = body as Measured;
    expect(answer).toMatchObject({
      status: "ready",
      query,
      primaryUrl: pages[0],
      before: { startDate: "2025-12-18", endDate: "2026-01-14" },
      after: { startDate: "2026-01-16", endDate: "2026-02-12" },
      daysToWait: 0,
    });
    const before = await expectedShare(pages[0]!, answer.before);
    const after = await expectedShare(pages[0]!, answer.after);
    expect(answer.beforeShare.clickShare).toBeCloseTo(before.clicks, 10);
    expect(answer.beforeShare.impressionShare).toBeCloseTo(before.impressions, 10);
    expect(answer.afterShare!.clickShare).toBeCloseTo(after.clicks, 10);
    expect(answer.afterShare!.impressionShare).toBeCloseTo(after.impressions, 10);
    expect(answer.beforeShare.clickShare).toBeGreaterThan(0);
    expect(answer.beforeShare.clickShare).toBeLessThan(1);
  });

  it("is pending until the 28 days after the fix are final data", async () => {
    const item = await create(fix("2026-02-20"));
    const answer = (await result(item)).body as Measured;
    expect(answer).toMatchObject({
      status: "pending",
      after: { startDate: "2026-02-21", endDate: "2026-03-20" },
      afterShare: null,
      daysToWait: 22,
      readyOn: "2026-03-23",
    });
  });

  it("waits for the fix date, which an edit sets; says so for an item that is no fix", async () => {
    const item = await create(fix(null));
    expect((await result(item)).body).toMatchObject({ status: "no_action_date" });
    const response = await itemRoute.PATCH(
      await apiRequest(`/api/content/items/${item.id}/`, {
        user,
        method: "PATCH",
        body: { projectId: ref.projectId, version: item.version, actionDate: "2026-01-15" },
      }),
      paramsOf({ id: item.id }),
    );
    expect(response.status).toBe(200);
    expect((await result(item)).body).toMatchObject({ status: "ready" });
    const plain = await create({});
    expect((await result(plain)).body).toMatchObject({ status: "not_a_fix" });
  });

  it("answers 404 for another user's item and refuses a fix action it does not know", async () => {
    const item = await create(fix("2026-01-15"));
    expect((await result(item, other)).status).toBe(404);
    const response = await itemsRoute.POST(
      await apiRequest("/api/content/items/", {
        user,
        method: "POST",
        body: { projectId: ref.projectId, title: "Fix", ...fix(null), cannibalAction: "delete" },
      }),
      paramsOf({}),
    );
    expect(response.status).toBe(400);
  });
});

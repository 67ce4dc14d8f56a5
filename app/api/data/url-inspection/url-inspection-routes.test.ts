import { vi } from "vitest";

// The URL Inspection routes over real HTTP to the emulator: one inspection kept in the URL's history,
// the budget, a URL outside the property refused before Google is asked, bulk inspections run by the
// job queue, and nobody reading or cancelling another user's.

const state = vi.hoisted(() => {
  process.env.AUTH_SECRET = "url-inspection-routes-secret-0123456789ab";
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
// The sitemaps' .example hosts are read from the emulator this test serves.
vi.mock("@/lib/coverage/site-urls", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/coverage/site-urls")>();
  return {
    ...actual,
    readSitemapUrls: (
      propertyUri: string,
      paths: string[],
      options: Parameters<typeof actual.readSitemapUrls>[2] = {},
    ) => actual.readSitemapUrls(propertyUri, paths, { ...options, origin: state.origin }),
  };
});
vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-01T10:00:00Z") });

const { apiRequest } = await import("@/tests/support/signed-in-requests");
const { emulatorRoutes } = await import("@/tests/support/emulator-routes");
const inspectRoute = await import("./route");
const historyRoute = await import("./history/route");
const batchesRoute = await import("./batches/route");
const batchRoute = await import("./batches/[batchId]/route");
const { siteUrlsOf } = await import("@/google-emulator/gsc/site-files");

type Handler = (request: never, context: unknown) => Promise<Response>;
type User = { id: string; email: string };

const SITE = "sc-domain:greenleaf.example";
const routes = emulatorRoutes(state);
let dana: User;
let other: User;
let ref: { projectId: string; propertyId: string };
let otherRef: { projectId: string; propertyId: string };

beforeAll(async () => {
  await routes.start();
  dana = await routes.signedInUser("dana@example.com");
  other = await routes.signedInUser("other@example.com");
  ref = await routes.dataSource(dana, "gsc", SITE);
  otherRef = await routes.dataSource(other, "gsc", SITE);
}, 60_000);
afterAll(() => routes.stop());

async function call(
  handler: Handler,
  path: string,
  {
    method = "GET",
    body,
    user = dana,
    context,
  }: {
    method?: string;
    body?: unknown;
    user?: User;
    context?: unknown;
  } = {},
) {
  const response = await handler(
    (await apiRequest(path, { user, method, body })) as never,
    context,
  );
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
const inspect = (url: string, user = dana, at = ref) =>
  call(inspectRoute.POST as Handler, "/api/data/url-inspection/", {
    method: "POST",
    body: { ...at, url },
    user,
  });
const history = (url: string, user = dana, at = ref) =>
  call(historyRoute.GET as Handler, `/api/data/url-inspection/history/?${query({ ...at, url })}`, {
    user,
  });
const batches = (user = dana, at = ref) =>
  call(batchesRoute.GET as Handler, `/api/data/url-inspection/batches/?${query(at)}`, { user });

async function waitForBatch(id: string) {
  for (let i = 0; i < 600; i += 1) {
    const batch = (await batches()).body.batches.find((b: { id: string }) => b.id === id);
    if (batch && !["queued", "running"].includes(batch.state)) return batch;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("The bulk inspection did not finish.");
}

describe("POST /api/data/url-inspection/", () => {
  it("inspects a URL, keeps it in the URL's history and answers the budget left", async () => {
    const url = "https://www.greenleaf.example/";
    const first = await inspect(url);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      url,
      result: { indexStatusResult: { verdict: expect.stringMatching(/^[A-Z_]+$/) } },
      quota: { dayRemaining: 1_999, perDay: 2_000, perMinute: 600, minuteRemaining: 599 },
    });
    // Midnight Pacific after 02:00 on 1 March in California.
    expect(first.body.quota.dayResetsAt).toBe("2026-03-02T08:00:00.000Z");
    vi.setSystemTime(new Date("2026-03-01T10:30:00Z"));
    const second = await inspect(url);
    expect(second.status).toBe(200);
    const kept = await history(url);
    expect(kept.status).toBe(200);
    expect(kept.body.latest.result).toEqual(first.body.result);
    expect(kept.body.history).toHaveLength(2);
    expect(kept.body.history[0].inspectedAt).toBe("2026-03-01T10:30:00.000Z");
    expect(kept.body.history[1].changed).toEqual([]);
  });

  it("refuses a URL outside the property without spending the budget", async () => {
    const before = (await batches()).body.quota.dayRemaining;
    const refused = await inspect("https://elsewhere.example/page/");
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe("url_outside_property");
    expect(refused.body.error.message).toMatch(/is not part of the property sc-domain:greenleaf/);
    expect((await batches()).body.quota.dayRemaining).toBe(before);
  });

  it("answers 400 for a URL that is not one, and 404 for another user's property", async () => {
    expect((await inspect("not a url")).body.error.code).toBe("invalid_input");
    expect((await inspect("https://www.greenleaf.example/", dana, otherRef)).status).toBe(404);
    expect((await history("https://www.greenleaf.example/", dana, otherRef)).status).toBe(404);
  });

  it("keeps each user's inspections to themselves", async () => {
    const url = "https://www.greenleaf.example/about/";
    await inspect(url);
    expect((await history(url, other, otherRef)).body).toEqual({
      url,
      latest: null,
      history: [],
    });
  });
});

describe("bulk inspections", () => {
  it("inspects a pasted list in the background, once per URL, and counts it in the budget", async () => {
    const urls = Array.from({ length: 12 }, (_, i) => `https://www.greenleaf.example/list/p${i}/`);
    const before = (await batches()).body.quota.dayRemaining;
    const created = await call(batchesRoute.POST as Handler, "/api/data/url-inspection/batches/", {
      method: "POST",
      // A repeated URL and blank lines count once.
      body: { ...ref, source: "list", urls: `${urls.join("\n")}\n\n${urls[0]}\n` },
    });
    expect(created.status).toBe(201);
    expect(created.body.batch).toMatchObject({ total: 12, label: "12 pasted URLs" });
    const done = await waitForBatch(created.body.batch.id);
    expect(done).toMatchObject({ state: "completed", done: 12, failed: 0 });
    expect((await batches()).body.quota.dayRemaining).toBe(before - 12);
    expect((await history(urls[3]!)).body.history).toHaveLength(1);
  }, 60_000);

  it("inspects the top pages by impressions", async () => {
    const created = await call(batchesRoute.POST as Handler, "/api/data/url-inspection/batches/", {
      method: "POST",
      body: { ...ref, source: "top_pages", count: 5 },
    });
    expect(created.status).toBe(201);
    expect(created.body.batch).toMatchObject({ total: 5, label: "Top 5 pages by impressions" });
    expect(await waitForBatch(created.body.batch.id)).toMatchObject({ state: "completed" });
  }, 60_000);

  it("inspects every URL a sitemap of the property lists", async () => {
    const planned = siteUrlsOf(SITE, new Date());
    const sitemap = planned[0]!.sitemap;
    const listed = planned.filter((u) => u.sitemap === sitemap).length;
    const created = await call(batchesRoute.POST as Handler, "/api/data/url-inspection/batches/", {
      method: "POST",
      body: { ...ref, source: "sitemap", sitemap },
    });
    expect(created.status).toBe(201);
    expect(created.body.batch.label).toBe(`Sitemap ${sitemap}`);
    // The file lists the planned sitemap-only URLs and the section's pages.
    expect(created.body.batch.total).toBeGreaterThanOrEqual(listed);
    const outside = await call(batchesRoute.POST as Handler, "/api/data/url-inspection/batches/", {
      method: "POST",
      body: { ...ref, source: "sitemap", sitemap: "https://elsewhere.example/sitemap.xml" },
    });
    expect(outside.status).toBe(400);
    expect(outside.body.error.message).toMatch(/is not part of the property/);
    await call(
      batchRoute.DELETE as Handler,
      `/api/data/url-inspection/batches/${created.body.batch.id}/`,
      {
        method: "DELETE",
        context: { params: Promise.resolve({ batchId: created.body.batch.id }) },
      },
    );
  }, 60_000);

  it("refuses a list with a URL outside the property, saying which", async () => {
    const refused = await call(batchesRoute.POST as Handler, "/api/data/url-inspection/batches/", {
      method: "POST",
      body: {
        ...ref,
        source: "list",
        urls: "https://www.greenleaf.example/a/\nhttps://other.example/b/",
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/1 URL is not part of the property.*other\.example/);
    const empty = await call(batchesRoute.POST as Handler, "/api/data/url-inspection/batches/", {
      method: "POST",
      body: { ...ref, source: "list", urls: "  \n " },
    });
    expect(empty.status).toBe(400);
  });

  it("lets nobody list or cancel another user's bulk inspections", async () => {
    const created = await call(batchesRoute.POST as Handler, "/api/data/url-inspection/batches/", {
      method: "POST",
      body: { ...ref, source: "list", urls: "https://www.greenleaf.example/mine/" },
    });
    const id = created.body.batch.id as string;
    expect((await batches(dana, otherRef)).status).toBe(404);
    expect((await batches(other, otherRef)).body.batches).toEqual([]);
    const foreign = await call(
      batchRoute.DELETE as Handler,
      `/api/data/url-inspection/batches/${id}/`,
      {
        method: "DELETE",
        user: other,
        context: { params: Promise.resolve({ batchId: id }) },
      },
    );
    expect(foreign.status).toBe(404);
    await waitForBatch(id);
    const finished = await call(
      batchRoute.DELETE as Handler,
      `/api/data/url-inspection/batches/${id}/`,
      {
        method: "DELETE",
        context: { params: Promise.resolve({ batchId: id }) },
      },
    );
    expect(finished.status).toBe(409);
  }, 60_000);
});

import { vi } from "vitest";
import type {
  AuthorCrawlStatus,
  AuthorDetailResponse,
  AuthorImportResult,
  AuthorListResponse,
  AuthorPageRow,
  AuthorQueryRow,
  AuthorRuleDto,
  AuthorSummary,
  AuthorTablePage,
} from "@/lib/authors/api-types";
import type { SearchConsoleDataResponse } from "@/lib/data-api/types";

// The Authors routes against the Google emulator over real HTTP: the author crawl reads the blog's
// pages through the safe fetcher (which reaches the emulator's sites in embedded mode), finds the
// authors each page carries and never asks for a path robots.txt disallows; the figures per author
// and the unattributed pages add up to Search Console's own; rules, imports, edits, merges and
// renames decide who wrote what in the promised order.

const state = vi.hoisted(() => {
  process.env.AUTH_SECRET = "authors-routes-test-secret-0123456789abcd";
  process.env.TOKEN_ENCRYPTION_KEY = "0123456789abcdef".repeat(4);
  return { origin: "", fetched: [] as string[] };
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
// The world's sites answer from the emulator's server, as they do from the app in embedded mode.
vi.mock("@/lib/env", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/env")>()),
  runMode: () => "embedded",
  selfOrigin: () => state.origin,
}));
// Every URL the crawl asks for, robots.txt included.
vi.mock("@/lib/security/safe-fetch", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/security/safe-fetch")>();
  return {
    ...actual,
    safeFetch: (url: string, options?: Parameters<typeof actual.safeFetch>[1]) => {
      state.fetched.push(url);
      return actual.safeFetch(url, options);
    },
  };
});
vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-01T10:00:00Z") });

const { emulatorRoutes } = await import("@/tests/support/emulator-routes");
const { apiRequest, paramsOf, UNKNOWN_ID } = await import("@/tests/support/signed-in-requests");
const { plantedAuthors } = await import("@/google-emulator/gsc/site-pages");
const { authorIdOf } = await import("@/lib/authors/names");
const { pageKey, siteRuleOf } = await import("@/lib/all-in-one/normalize-url");
const listRoute = await import("@/app/api/data/authors/route");
const listExport = await import("@/app/api/data/authors/export/route");
const detailRoute = await import("@/app/api/data/authors/detail/route");
const pagesRoute = await import("@/app/api/data/authors/pages/route");
const pagesExport = await import("@/app/api/data/authors/pages/export/route");
const queriesRoute = await import("@/app/api/data/authors/queries/route");
const crawlRoute = await import("./crawl/route");
const rulesRoute = await import("./rules/route");
const ruleRoute = await import("./rules/[ruleId]/route");
const importRoute = await import("./import/route");
const pageEditRoute = await import("./pages/route");
const mergeRoute = await import("./merge/route");
const renameRoute = await import("./[authorId]/route");
const gscRoute = await import("@/app/api/data/search-console/route");

type Handler = (request: never, context: never) => Promise<Response>;
type User = { id: string; email: string };

const BLOG = "https://blog.greenleaf.example";
const RANGE = { startDate: "2026-01-05", endDate: "2026-02-01" };
const NOW = new Date("2026-03-01T10:00:00Z");

const routes = emulatorRoutes(state);
let user: User;
let other: User;
let blog: { projectId: string; propertyId: string };
let othersProject: { projectId: string; propertyId: string };

beforeAll(async () => {
  await routes.start();
  user = await routes.signedInUser("dana@example.com");
  other = await routes.signedInUser("eve@example.com");
  blog = await routes.dataSource(user, "gsc", `${BLOG}/`, "Greenleaf blog");
  othersProject = await routes.dataSource(other, "gsc", `${BLOG}/`, "Eve's blog");
});

afterAll(() => routes.stop());

async function call(
  handler: Handler,
  path: string,
  init: { method?: string; body?: unknown; caller?: User; params?: object } = {},
) {
  const response = await handler(
    (await apiRequest(path, {
      user: init.caller ?? user,
      method: init.method ?? "GET",
      body: init.body,
    })) as never,
    paramsOf(init.params ?? {}) as never,
  );
  return {
    status: response.status,
    body: response.headers.get("content-type")?.includes("csv")
      ? await response.text()
      : await response.json(),
  };
}

async function ok<T>(
  handler: Handler,
  path: string,
  init: Parameters<typeof call>[2] = {},
  status = 200,
) {
  const answer = await call(handler, path, init);
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body as T;
}

const scope = (extra: Record<string, unknown> = {}) => ({
  ...blog,
  ...RANGE,
  compare: "previous",
  ...extra,
});

const list = (extra: Record<string, unknown> = {}) =>
  ok<AuthorListResponse>(listRoute.POST as Handler, "/api/data/authors/", {
    method: "POST",
    body: scope({ table: { pageSize: 100 }, ...extra }),
  });

const authorPages = (authorId: string) =>
  ok<AuthorTablePage<AuthorPageRow>>(pagesRoute.POST as Handler, "/api/data/authors/pages/", {
    method: "POST",
    body: scope({ authorId, table: { pageSize: 100 } }),
  });

async function crawlToEnd(): Promise<AuthorCrawlStatus> {
  const started = await ok<{ jobId: string }>(
    crawlRoute.POST as Handler,
    "/api/authors/crawl/",
    { method: "POST", body: { projectId: blog.projectId } },
    202,
  );
  // One crawl at a time per project: asking again answers the same job.
  const again = await ok<{ jobId: string }>(
    crawlRoute.POST as Handler,
    "/api/authors/crawl/",
    { method: "POST", body: { projectId: blog.projectId } },
    202,
  );
  expect(again.jobId).toBe(started.jobId);
  const path = `/api/authors/crawl/?projectId=${blog.projectId}`;
  for (let i = 0; i < 600; i++) {
    const status = await ok<AuthorCrawlStatus>(crawlRoute.GET as Handler, path);
    if (status.state === "completed" || status.state === "failed") return status;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("The crawl did not finish in two minutes.");
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe("the author crawl", () => {
  it("has never run before it is asked for", async () => {
    const status = await ok<AuthorCrawlStatus>(
      crawlRoute.GET as Handler,
      `/api/authors/crawl/?projectId=${blog.projectId}`,
    );
    expect(status).toMatchObject({ state: "never", jobId: null, pagesCrawled: 0 });
  });

  it("finds every planted author of the blog and never fetches a path robots.txt disallows", async () => {
    const status = await crawlToEnd();
    expect(status.state, status.error ?? "").toBe("completed");
    expect(status.pagesCrawled).toBeGreaterThan(100);
    expect(status.pagesWithAuthor).toBeGreaterThan(100);
    expect(status.done).toBe(status.total);
    // The sitemaps list printer copies under /print/: counted, never fetched.
    expect(status.blockedByRobots).toBeGreaterThan(0);

    const pagesFetched = state.fetched.filter((url) => url.startsWith(`${BLOG}/`));
    expect(pagesFetched).toContain(`${BLOG}/robots.txt`);
    expect(pagesFetched.filter((url) => new URL(url).pathname.startsWith("/print/"))).toEqual([]);

    const planted = plantedAuthors("blog.greenleaf.example", NOW);
    const fetched = new Set(pagesFetched);
    const marked = [...planted].filter(
      ([url, p]) => p.author && p.markup !== "none" && !p.disallowed && fetched.has(url),
    );
    expect(marked.length).toBeGreaterThan(100);
    const names = new Set([...planted.values()].flatMap((p) => (p.author ? [p.author] : [])));

    const { rows } = await list({ compare: null });
    const found = new Set(rows.map((r) => r.id));
    for (const name of names) expect(found, name).toContain(authorIdOf(name));
    // Each marked page is its planted author's.
    for (const name of names) {
      const mine = new Set((await authorPages(authorIdOf(name))).rows.map((r) => r.url));
      for (const [url, p] of marked) {
        const key = pageKey(url, siteRuleOf(`${BLOG}/`));
        if (p.author === name) expect(mine, `${url} is ${name}'s`).toContain(key);
      }
    }
  }, 180_000);
});

describe("the figures per author", () => {
  it("add up, with the unattributed pages, to Search Console's totals for the range", async () => {
    const answer = await list();
    expect(answer.comparison.status).toBe("full");
    expect(answer.crawl.state).toBe("completed");
    const gsc = await ok<SearchConsoleDataResponse>(
      gscRoute.POST as Handler,
      "/api/data/search-console/",
      { method: "POST", body: { ...blog, ...RANGE, dimensions: ["page"], dataState: "final" } },
    );
    const clicks = sum(gsc.rows.map((r) => r.clicks));
    const impressions = sum(gsc.rows.map((r) => r.impressions));
    expect(clicks).toBeGreaterThan(0);
    expect(answer.totals.clicks).toBeGreaterThan(0);
    expect(sum(answer.rows.map((r) => r.metrics.clicks))).toBe(answer.totals.clicks);
    expect(answer.totals.clicks + answer.unattributed.metrics.clicks).toBe(clicks);
    expect(answer.totals.impressions + answer.unattributed.metrics.impressions).toBe(impressions);
    for (const row of answer.rows) {
      expect(row.sparkline).toHaveLength(4);
      expect(sum(row.sparkline)).toBe(row.metrics.clicks);
      expect(row.previous).not.toBeNull();
    }
  });

  it("pages, sorts and searches on the server, and exports every author", async () => {
    const all = await list();
    const page = await list({ table: { sort: "name", desc: false, pageIndex: 0, pageSize: 2 } });
    expect(page.rows).toHaveLength(2);
    expect(page.total).toBe(all.total);
    const names = page.rows.map((r) => r.name.toLowerCase());
    expect([...names].sort()).toEqual(names);
    const first = all.rows[0]!;
    const searched = await list({ table: { search: first.name.slice(0, 5), pageSize: 100 } });
    expect(searched.rows.map((r) => r.id)).toContain(first.id);

    const href = `/api/data/authors/export/?request=${encodeURIComponent(JSON.stringify(scope()))}`;
    const csv = await ok<string>(listExport.GET as Handler, href);
    expect(csv.trim().split(/\r?\n/)).toHaveLength(all.total + 1);
  });

  it("gives one author's trend, movers, pages, queries and months", async () => {
    const { rows } = await list();
    const top = rows[0]!;
    const detail = await ok<AuthorDetailResponse>(
      detailRoute.POST as Handler,
      "/api/data/authors/detail/",
      { method: "POST", body: scope({ authorId: top.id }) },
    );
    expect(detail.author.id).toBe(top.id);
    expect(detail.trend).toHaveLength(28);
    expect(sum(detail.trend.map((p) => p.clicks))).toBe(top.metrics.clicks);
    expect(detail.previousTrend).toHaveLength(28);
    expect(detail.publishedByMonth).toHaveLength(12);
    expect(detail.publishedByMonth.at(-1)!.month).toBe("2026-02");
    for (const mover of detail.movers.best) {
      expect(mover.metrics.clicks).toBeGreaterThan(mover.previous!.clicks);
    }

    const pages = await authorPages(top.id);
    expect(pages.total).toBe(top.pages);
    const clicks = pages.rows.map((r) => r.metrics.clicks);
    expect([...clicks].sort((a, b) => b - a)).toEqual(clicks);
    const href = `/api/data/authors/pages/export/?request=${encodeURIComponent(
      JSON.stringify(scope({ authorId: top.id })),
    )}`;
    const csv = await ok<string>(pagesExport.GET as Handler, href);
    expect(csv.trim().split(/\r?\n/)).toHaveLength(top.pages + 1);

    const queries = await ok<AuthorTablePage<AuthorQueryRow>>(
      queriesRoute.POST as Handler,
      "/api/data/authors/queries/",
      { method: "POST", body: scope({ authorId: top.id, table: { pageSize: 10 } }) },
    );
    expect(queries.rows.length).toBeGreaterThan(0);
    expect(queries.rows.length).toBeLessThanOrEqual(10);
    expect(sum(queries.rows.map((r) => r.metrics.clicks))).toBeLessThanOrEqual(top.metrics.clicks);
  });
});

describe("who wrote a page", () => {
  let target: string;

  it("lets a rule reassign the pages under a path", async () => {
    const before = await list({ compare: null });
    const pages2020 = (await Promise.all(before.rows.map((r) => authorPages(r.id))))
      .flatMap((p) => p.rows)
      .filter((r) => new URL(r.url).pathname.startsWith("/2020/"));
    expect(pages2020.length).toBeGreaterThan(0);
    target = pages2020[0]!.url;

    const { rule } = await ok<{ rule: AuthorRuleDto }>(
      rulesRoute.POST as Handler,
      "/api/authors/rules/",
      {
        method: "POST",
        body: { projectId: blog.projectId, pattern: "/2020/**", author: "Rule Writer" },
      },
      201,
    );
    expect(rule).toMatchObject({ authorId: "rule-writer", position: 0 });
    expect(rule.matches).toBeGreaterThanOrEqual(pages2020.length);
    const ruled = await authorPages("rule-writer");
    expect(ruled.rows.map((r) => r.url).sort()).toEqual(
      expect.arrayContaining(pages2020.map((r) => r.url)),
    );
    expect(ruled.rows.every((r) => r.source === "rule")).toBe(true);
    const { rules } = await ok<{ rules: AuthorRuleDto[] }>(
      rulesRoute.GET as Handler,
      `/api/authors/rules/?projectId=${blog.projectId}`,
    );
    expect(rules.map((r) => r.id)).toEqual([rule.id]);
  });

  it("takes an import over a rule, and a manual edit over an import", async () => {
    const result = await ok<AuthorImportResult>(
      importRoute.POST as Handler,
      "/api/authors/import/",
      {
        method: "POST",
        body: {
          projectId: blog.projectId,
          csv: `url,author\n${target},Imported Writer\nnot a url,Someone\nhttps://elsewhere.example/x,Other\n`,
        },
      },
    );
    expect(result.imported).toBe(1);
    expect(result.errors.map((e) => e.line)).toEqual([3, 4]);
    const imported = await authorPages("imported-writer");
    expect(imported.rows.map((r) => [r.url, r.source])).toEqual([[target, "import"]]);
    expect((await authorPages("rule-writer")).rows.map((r) => r.url)).not.toContain(target);

    const edited = await ok<{ url: string; author: string | null }>(
      pageEditRoute.PUT as Handler,
      "/api/authors/pages/",
      {
        method: "PUT",
        body: { projectId: blog.projectId, url: `${target}?utm_source=x`, author: "Manual Writer" },
      },
    );
    expect(edited).toEqual({ url: target, author: "Manual Writer" });
    const manual = await authorPages("manual-writer");
    expect(manual.rows.map((r) => [r.url, r.source])).toEqual([[target, "manual"]]);
    const gone = await call(pagesRoute.POST as Handler, "/api/data/authors/pages/", {
      method: "POST",
      body: scope({ authorId: "imported-writer" }),
    });
    expect(gone.status).toBe(404);
  });

  it("merges one author into another and renames an author, keeping old ids valid", async () => {
    const into = authorIdOf("Tom Lindqvist");
    const beforeInto = (await list({ compare: null })).rows.find((r) => r.id === into)!;
    const ruled = (await list({ compare: null })).rows.find((r) => r.id === "rule-writer")!;
    const merged = await ok<{ author: AuthorSummary }>(
      mergeRoute.POST as Handler,
      "/api/authors/merge/",
      {
        method: "POST",
        body: { projectId: blog.projectId, fromId: "rule-writer", intoId: into },
      },
    );
    expect(merged.author).toMatchObject({ id: into, name: "Tom Lindqvist" });
    expect(merged.author.aliases).toContain("Rule Writer");
    const after = (await list({ compare: null })).rows;
    expect(after.map((r) => r.id)).not.toContain("rule-writer");
    expect(after.find((r) => r.id === into)!.pages).toBe(beforeInto.pages + ruled.pages);
    // The old id still leads to the author it joined.
    const old = await ok<AuthorDetailResponse>(
      detailRoute.POST as Handler,
      "/api/data/authors/detail/",
      {
        method: "POST",
        body: scope({ authorId: "rule-writer" }),
      },
    );
    expect(old.author.id).toBe(into);

    const renamed = await ok<{ author: AuthorSummary }>(
      renameRoute.PATCH as Handler,
      `/api/authors/${into}/`,
      {
        method: "PATCH",
        body: { projectId: blog.projectId, name: "Thomas Lindqvist" },
        params: { authorId: into },
      },
    );
    expect(renamed.author).toMatchObject({ id: "thomas-lindqvist", name: "Thomas Lindqvist" });
    const byOldId = await ok<AuthorDetailResponse>(
      detailRoute.POST as Handler,
      "/api/data/authors/detail/",
      {
        method: "POST",
        body: scope({ authorId: into }),
      },
    );
    expect(byOldId.author.id).toBe("thomas-lindqvist");
  });

  it("deletes a rule", async () => {
    const { rules } = await ok<{ rules: AuthorRuleDto[] }>(
      rulesRoute.GET as Handler,
      `/api/authors/rules/?projectId=${blog.projectId}`,
    );
    const ruleId = rules[0]!.id;
    const path = `/api/authors/rules/${ruleId}/?projectId=${blog.projectId}`;
    expect(
      await ok(ruleRoute.DELETE as Handler, path, { method: "DELETE", params: { ruleId } }),
    ).toEqual({
      deleted: true,
    });
    const again = await call(ruleRoute.DELETE as Handler, path, {
      method: "DELETE",
      params: { ruleId },
    });
    expect(again.status).toBe(404);
  });
});

describe("refusals", () => {
  it("answers 404 for another user's project", async () => {
    const foreign = { caller: other };
    const cases: [Handler, string, Parameters<typeof call>[2]][] = [
      [listRoute.POST as Handler, "/api/data/authors/", { method: "POST", body: scope() }],
      [crawlRoute.GET as Handler, `/api/authors/crawl/?projectId=${blog.projectId}`, {}],
      [
        crawlRoute.POST as Handler,
        "/api/authors/crawl/",
        { method: "POST", body: { projectId: blog.projectId } },
      ],
      [rulesRoute.GET as Handler, `/api/authors/rules/?projectId=${blog.projectId}`, {}],
      [
        rulesRoute.POST as Handler,
        "/api/authors/rules/",
        { method: "POST", body: { projectId: blog.projectId, pattern: "/x/*", author: "Eve" } },
      ],
      [
        importRoute.POST as Handler,
        "/api/authors/import/",
        { method: "POST", body: { projectId: blog.projectId, csv: `${BLOG}/a/,Eve` } },
      ],
      [
        mergeRoute.POST as Handler,
        "/api/authors/merge/",
        { method: "POST", body: { projectId: blog.projectId, fromId: "a", intoId: "b" } },
      ],
    ];
    for (const [handler, path, init] of cases) {
      const answer = await call(handler, path, { ...init, ...foreign });
      expect(answer.status, path).toBe(404);
      expect(answer.body.error.code).toBe("not_found");
    }
    // Eve's own project over the same property holds none of Dana's authors.
    const evesList = await call(listRoute.POST as Handler, "/api/data/authors/", {
      method: "POST",
      body: { ...othersProject, ...RANGE },
      caller: other,
    });
    expect(evesList.status).toBe(200);
    expect((evesList.body as AuthorListResponse).rows).toEqual([]);
    const unknown = await call(listRoute.POST as Handler, "/api/data/authors/", {
      method: "POST",
      body: scope({ projectId: UNKNOWN_ID }),
    });
    expect(unknown.status).toBe(404);
  });

  it("answers 400 with a clear message for bad input", async () => {
    const cases: [Handler, string, Parameters<typeof call>[2], RegExp][] = [
      [
        rulesRoute.POST as Handler,
        "/api/authors/rules/",
        { method: "POST", body: { projectId: blog.projectId, pattern: "blog/*", author: "A" } },
        /starts with “\/”/,
      ],
      [
        rulesRoute.POST as Handler,
        "/api/authors/rules/",
        { method: "POST", body: { projectId: blog.projectId, pattern: "/blog/*", author: "  " } },
        /author's name/,
      ],
      [
        listRoute.POST as Handler,
        "/api/data/authors/",
        { method: "POST", body: scope({ table: { pageSize: 1000 } }) },
        /at most 100/,
      ],
      [
        listRoute.POST as Handler,
        "/api/data/authors/",
        { method: "POST", body: scope({ startDate: "2026-02-10" }) },
        /start date/,
      ],
      [
        detailRoute.POST as Handler,
        "/api/data/authors/detail/",
        { method: "POST", body: scope({ authorId: "Not An Id!" }) },
        /not an author id/,
      ],
      [
        pageEditRoute.PUT as Handler,
        "/api/authors/pages/",
        {
          method: "PUT",
          body: { projectId: blog.projectId, url: "https://elsewhere.example/a", author: "A" },
        },
        /not a page of the project/,
      ],
      [
        mergeRoute.POST as Handler,
        "/api/authors/merge/",
        { method: "POST", body: { projectId: blog.projectId, fromId: "a", intoId: "a" } },
        /into itself/,
      ],
      [
        crawlRoute.POST as Handler,
        "/api/authors/crawl/",
        { method: "POST", body: { projectId: "nope" } },
        /UUID/,
      ],
    ];
    for (const [handler, path, init, message] of cases) {
      const answer = await call(handler, path, init);
      expect(answer.status, `${path} ${JSON.stringify(init)}`).toBe(400);
      expect(answer.body.error.message).toMatch(message);
    }
  });
});

import { vi } from "vitest";
import {
  createTestDb,
  INSUFFICIENT_PRIVILEGE,
  queryAsAnon,
  queryAsUser,
  seedUserRows,
  sqlState,
  type SeededRows,
  type TestDb,
} from "@/tests/support/db";
import type { SafeFetchResult } from "@/lib/security/safe-fetch";

// The Authors tables under row level security (a user reads their own rows, only the server
// writes), and the crawl against a site faked in memory: robots.txt, the pace per host, the cap,
// batches, progress and cancellation.

vi.mock("@/lib/db/client", () => ({ getDb: vi.fn() }));

const { crawlSite, crawlList, MAX_CRAWL_URLS } = await import("./crawl");
const { claimCrawl, queueCrawl, readAuthorInputs } = await import("./store");
const { sweepAuthorCrawls } = await import("./schedule");

let t: TestDb;
let a: SeededRows;
let b: SeededRows;

beforeAll(async () => {
  t = await createTestDb();
  a = await seedUserRows(t.client, await t.createUser("a@example.com"), "alpha");
  b = await seedUserRows(t.client, await t.createUser("b@example.com"), "bravo");
});
afterAll(() => t.close());

const TABLES: Record<string, (r: SeededRows) => [string, unknown[]]> = {
  author_crawls: (r) => [
    "insert into author_crawls (user_id, project_id, site_url, state) values ($1, $2, 'sc-domain:x.example', 'completed')",
    [r.userId, r.projectId],
  ],
  author_pages: (r) => [
    "insert into author_pages (project_id, user_id, url, authors) values ($2, $1, 'https://x.example/a', array['Jane Doe'])",
    [r.userId, r.projectId],
  ],
  author_rules: (r) => [
    "insert into author_rules (project_id, user_id, pattern, author_name, position) values ($2, $1, '/blog/*', 'Jane', 0)",
    [r.userId, r.projectId],
  ],
  author_assignments: (r) => [
    "insert into author_assignments (project_id, user_id, url, source, author_name) values ($2, $1, 'https://x.example/a', 'import', 'Jane')",
    [r.userId, r.projectId],
  ],
  author_aliases: (r) => [
    "insert into author_aliases (project_id, user_id, from_id, into_id) values ($2, $1, 'j-doe', 'jane-doe')",
    [r.userId, r.projectId],
  ],
  author_names: (r) => [
    "insert into author_names (project_id, user_id, author_id, name) values ($2, $1, 'jane-doe', 'Jane Doe')",
    [r.userId, r.projectId],
  ],
};

describe("row level security", () => {
  it("shows a user only their own authors' rows, and lets only the server write them", async () => {
    for (const [table, insert] of Object.entries(TABLES)) {
      for (const owner of [a, b]) await t.client.query(...insert(owner));
      const seen = await queryAsUser<{ user_id: string }>(
        t.client,
        b.userId,
        `select user_id from ${table}`,
      );
      expect(seen.rows, table).toEqual([{ user_id: b.userId }]);
      expect(await sqlState(queryAsAnon(t.client, `select 1 from ${table}`)), table).toBe(
        INSUFFICIENT_PRIVILEGE,
      );
      // B can neither write A's rows nor B's own: the server writes after its ownership check.
      const [query, params] = insert(a);
      expect(await sqlState(queryAsUser(t.client, b.userId, query, params)), table).toBe(
        INSUFFICIENT_PRIVILEGE,
      );
      expect(await sqlState(queryAsUser(t.client, b.userId, `delete from ${table}`)), table).toBe(
        INSUFFICIENT_PRIVILEGE,
      );
      await t.client.query(`delete from ${table}`);
    }
  });

  it("keeps one waiting or running crawl per project, and rows within their limits", async () => {
    const first = await queueCrawl(t.db, {
      userId: a.userId,
      projectId: a.projectId,
      siteUrl: "sc-domain:alpha.example",
    });
    const second = await queueCrawl(t.db, {
      userId: a.userId,
      projectId: a.projectId,
      siteUrl: "sc-domain:alpha.example",
    });
    expect(first.created).toBe(true);
    expect(second).toEqual({ crawl: first.crawl, created: false });
    const CHECK_VIOLATION = "23514";
    expect(
      await sqlState(
        t.client.query(
          "insert into author_assignments (project_id, user_id, url, source, author_name) values ($1, $2, 'https://x.example/', 'import', null)",
          [a.projectId, a.userId],
        ),
      ),
    ).toBe(CHECK_VIOLATION);
    expect(
      await sqlState(
        t.client.query(
          "insert into author_aliases (project_id, user_id, from_id, into_id) values ($1, $2, 'x', 'x')",
          [a.projectId, a.userId],
        ),
      ),
    ).toBe(CHECK_VIOLATION);
    await t.client.query("delete from author_crawls");
  });
});

// ─── The crawl against a fake site ─────────────────────────────────────────────────────────────

const SITE = "https://www.fake.example";

function fakeSite(pages: number, robots = "User-agent: *\nDisallow: /private/\n") {
  const fetched: { url: string; at: number }[] = [];
  const fetchPage = async (url: string): Promise<SafeFetchResult> => {
    fetched.push({ url, at: performance.now() });
    const path = new URL(url).pathname;
    const body =
      path === "/robots.txt"
        ? robots
        : `<html><head><title>Page ${path}</title><meta name="author" content="Writer ${path.length % 3}"></head><body></body></html>`;
    return {
      requestedUrl: url,
      url,
      redirects: [],
      status: path.startsWith("/gone/") ? 404 : 200,
      headers: {},
      contentType: path === "/robots.txt" ? "text/plain" : "text/html",
      body,
      bytes: body.length,
      truncated: false,
      timingMs: 1,
    };
  };
  const urls = [
    ...Array.from({ length: pages }, (_, i) => `${SITE}/post-${i}/`),
    `${SITE}/private/secret/`,
    `${SITE}/gone/page/`,
    `${SITE}/post-0`,
  ];
  return { fetched, fetchPage, urls };
}

async function claimed(siteUrl: string) {
  await queueCrawl(t.db, { userId: a.userId, projectId: a.projectId, siteUrl });
  return (await claimCrawl(t.db, a.userId, null))!;
}

describe("the crawl", () => {
  afterEach(async () => {
    await t.client.query("delete from author_crawls");
    await t.client.query("delete from author_pages");
  });

  it("keys and deduplicates the URLs and keeps at most the cap", () => {
    const many = Array.from({ length: MAX_CRAWL_URLS + 7 }, (_, i) => `${SITE}/p/${i}`);
    const list = crawlList(`${SITE}/`, [`${SITE}/p/0/`, ...many, "https://other.example/x"]);
    expect(list.pages).toHaveLength(MAX_CRAWL_URLS);
    expect(list.capped).toBe(7);
    expect(list.pages[0]).toEqual({ key: `${SITE}/p/0`, url: `${SITE}/p/0/` });
  });

  it("reads the allowed pages at the set pace, stores them in batches and reports progress", async () => {
    const site = fakeSite(120);
    const crawl = await claimed(`${SITE}/`);
    const progress: { done: number; total: number }[] = [];
    const summary = await crawlSite(
      crawl,
      {
        db: t.db,
        signal: new AbortController().signal,
        progress: async () => {},
        fetchPage: site.fetchPage,
        urlsOf: async () => site.urls,
        rate: { concurrency: 4, perSecond: 50 },
      },
      async (counts) => {
        progress.push({ done: counts.done, total: counts.total });
      },
    );
    expect(summary).toMatchObject({
      total: 122,
      pagesCrawled: 120,
      pagesWithAuthor: 120,
      blockedByRobots: 1,
      failed: 1,
    });
    expect(site.fetched.map((f) => f.url)).not.toContain(`${SITE}/private/secret/`);
    expect(site.fetched[0]!.url).toBe(`${SITE}/robots.txt`);
    // 121 pages at 50 a second take more than two seconds.
    const pages = site.fetched.slice(1);
    expect(pages.at(-1)!.at - pages[0]!.at).toBeGreaterThan(1900);
    expect(progress.at(-1)).toEqual({ done: 122, total: 122 });
    expect(progress.length).toBeGreaterThan(2);
    const stored = await readAuthorInputs(t.db, a.userId, a.projectId);
    expect(stored.pages).toHaveLength(122);
    const one = stored.pages.find((p) => p.url === `${SITE}/post-1`)!;
    expect(one).toMatchObject({
      title: "Page /post-1/",
      authors: ["Writer 2"],
      author_source: "meta",
    });
    expect(stored.pages.find((p) => p.url === `${SITE}/private/secret`)!.robots_blocked).toBe(true);
  }, 20_000);

  it("stops when the crawl is cancelled, keeping what it read", async () => {
    const site = fakeSite(200);
    const crawl = await claimed(`${SITE}/`);
    const controller = new AbortController();
    const run = crawlSite(crawl, {
      db: t.db,
      signal: controller.signal,
      progress: async () => {},
      fetchPage: site.fetchPage,
      urlsOf: async () => site.urls,
      rate: { concurrency: 2, perSecond: 40 },
    });
    setTimeout(() => controller.abort(new Error("stopped")), 600);
    await expect(run).rejects.toThrow("stopped");
    expect(site.fetched.length).toBeLessThan(100);
  });

  it("waits as long as robots.txt's Crawl-delay asks", async () => {
    const site = fakeSite(3, "User-agent: RankwellBot\nCrawl-delay: 1\n");
    const crawl = await claimed(`${SITE}/`);
    await crawlSite(crawl, {
      db: t.db,
      signal: new AbortController().signal,
      progress: async () => {},
      fetchPage: site.fetchPage,
      urlsOf: async () => site.urls,
    });
    const pages = site.fetched.slice(1);
    // Five pages (three posts, the private one is allowed here, one gone), a second apart.
    expect(pages).toHaveLength(5);
    expect(pages.at(-1)!.at - pages[0]!.at).toBeGreaterThan(3900);
  }, 20_000);
});

describe("the weekly crawl", () => {
  it("queues one crawl per project crawled before, and none twice", async () => {
    await t.client.query(
      "insert into author_crawls (user_id, project_id, site_url, state) values ($1, $2, 'sc-domain:alpha.example', 'completed'), ($3, $4, 'sc-domain:bravo.example', 'failed')",
      [a.userId, a.projectId, b.userId, b.projectId],
    );
    const enqueued: string[] = [];
    const queue = {
      enqueue: async (kind: string, userId: string) => {
        enqueued.push(`${kind}:${userId}`);
        return crypto.randomUUID();
      },
    } as unknown as Parameters<typeof sweepAuthorCrawls>[1];
    expect(await sweepAuthorCrawls(t.db, queue)).toBe(2);
    expect(enqueued.sort()).toEqual(
      [`author-crawl:${a.userId}`, `author-crawl:${b.userId}`].sort(),
    );
    const waiting = await t.client.query<{ site_url: string }>(
      "select site_url from author_crawls where state = 'queued' order by site_url",
    );
    expect(waiting.rows.map((r) => r.site_url)).toEqual([
      "sc-domain:alpha.example",
      "sc-domain:bravo.example",
    ]);
    // A second sweep while they wait queues nothing new.
    await sweepAuthorCrawls(t.db, queue);
    const count = await t.client.query<{ n: number }>(
      "select count(*)::int as n from author_crawls where state = 'queued'",
    );
    expect(count.rows[0]!.n).toBe(2);
    await t.client.query("delete from author_crawls");
  });
});

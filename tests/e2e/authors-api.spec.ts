import { expect } from "@playwright/test";
import type { AuthorCrawlStatus, AuthorListResponse, AuthorRuleDto } from "@/lib/authors/api-types";
import { analystTest } from "./support/roles";
import { projectWithSources } from "./support/search-project";
import { finalWeeks, syncedPropertyUri } from "./support/synced-properties";

// The Authors API on the production server, as the views call it: the crawl runs as a background
// job, reads the blog's pages from the embedded demo site and the list answers authors whose
// figures add up with the unattributed pages; a rule takes pages over, and the CSV holds every author.

analystTest(
  "crawls the blog, lists its authors with their figures and lets a rule take pages over",
  async ({ page }) => {
    analystTest.setTimeout(240_000);
    const uri = await syncedPropertyUri(page, "gsc", /blog\.greenleaf\.example/);
    const projectId = await projectWithSources(page, "Greenleaf authors", [{ type: "gsc", uri }]);
    const listedSources = await page.request.get(`/api/projects/${projectId}/data-sources/`);
    const { dataSources } = (await listedSources.json()) as { dataSources: { id: string }[] };
    const propertyId = dataSources[0]!.id;

    const started = await page.request.post("/api/authors/crawl/", { data: { projectId } });
    expect(started.status()).toBe(202);
    const { jobId } = (await started.json()) as { jobId: string };
    expect(jobId).toMatch(/^[0-9a-f-]{36}$/);

    let status: AuthorCrawlStatus | null = null;
    await expect
      .poll(
        async () => {
          const answer = await page.request.get(`/api/authors/crawl/?projectId=${projectId}`);
          status = (await answer.json()) as AuthorCrawlStatus;
          return status.state;
        },
        { timeout: 180_000, intervals: [1000] },
      )
      .toBe("completed");
    expect(status!.pagesWithAuthor).toBeGreaterThan(50);

    const { start, end } = finalWeeks();
    const request = {
      projectId,
      propertyId,
      startDate: start,
      endDate: end,
      compare: "previous",
      table: { sort: "clicks", desc: true, pageIndex: 0, pageSize: 25 },
    };
    const listed = await page.request.post("/api/data/authors/", { data: request });
    expect(listed.status()).toBe(200);
    const list = (await listed.json()) as AuthorListResponse;
    expect(list.rows.length).toBeGreaterThan(0);
    const gsc = await page.request.post("/api/data/search-console/", {
      data: {
        projectId,
        propertyId,
        startDate: start,
        endDate: end,
        dimensions: ["page"],
        dataState: "final",
      },
    });
    const rows = ((await gsc.json()) as { rows: { clicks: number }[] }).rows;
    const clicks = rows.reduce((sum, row) => sum + row.clicks, 0);
    expect(list.totals.clicks + list.unattributed.metrics.clicks).toBe(clicks);

    const created = await page.request.post("/api/authors/rules/", {
      data: { projectId, pattern: "/2021/**", author: "Guest Desk" },
    });
    expect(created.status()).toBe(201);
    const { rule } = (await created.json()) as { rule: AuthorRuleDto };
    expect(rule.matches).toBeGreaterThan(0);
    const after = (await (
      await page.request.post("/api/data/authors/", {
        data: { ...request, table: { ...request.table, pageSize: 100 } },
      })
    ).json()) as AuthorListResponse;
    expect(after.rows.find((row) => row.id === "guest-desk")?.pages).toBe(rule.matches);

    const csv = await page.request.get(
      `/api/data/authors/export/?request=${encodeURIComponent(JSON.stringify(request))}`,
    );
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect((await csv.text()).trim().split(/\r?\n/)).toHaveLength(after.total + 1);

    // Another project's id answers 404, never another user's authors.
    const foreign = await page.request.post("/api/data/authors/", {
      data: { ...request, projectId: "6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b" },
    });
    expect(foreign.status()).toBe(404);
  },
);

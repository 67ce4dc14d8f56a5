import { expect, test, type Page, type Response, type TestInfo } from "@playwright/test";
import { googleToday } from "@/lib/dates/google-day";
import { defaultDateRange } from "@/lib/filters/filter-context";
import { formatNumber } from "@/lib/format/numbers";
import { projectWithSources } from "./support/search-project";
import { signInOverHttp, uniqueEmail } from "./support/sign-in";

// The server does the work and the browser shows it: a view's first HTML holds its figures, the
// layout's prefetch spares the browser the projects request, and no answer is more than a page.

const GREENLEAF = "sc-domain:greenleaf.example";
const MAX_JSON_BYTES = 250 * 1024;
const MAX_PAGE_ROWS = 500;

/**
 * A user of its own with one project on Greenleaf's Search Console property. Not the shared
 * analyst: these tests rest on which project is the newest and on no projects request at all, and
 * the analyst's other tests make projects (and their realtime events) in parallel.
 */
async function signedInWithGreenleaf(page: Page, testInfo: TestInfo): Promise<string> {
  await page.goto("/app/");
  await signInOverHttp(page, { email: uniqueEmail(testInfo) });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overview", { timeout: 45_000 });
  return projectWithSources(page, "Greenleaf", [{ type: "gsc", uri: GREENLEAF }]);
}

/** The clicks total Search Console gives the view's trend request, read through the data route. */
async function clicksTotal(
  page: Page,
  projectId: string,
  range: { startDate: string; endDate: string },
) {
  const sources = await page.request.get(`/api/projects/${projectId}/data-sources/`);
  const { dataSources } = (await sources.json()) as { dataSources: { id: string }[] };
  const answer = await page.request.post("/api/data/search-console/", {
    data: {
      projectId,
      propertyId: dataSources[0]!.id,
      ...range,
      dimensions: ["date"],
      type: "web",
      // Final data, as the view reads by default (fresh=1 adds the fresh days).
      dataState: "final",
      table: { sort: "key", desc: false, pageIndex: 0, pageSize: MAX_PAGE_ROWS },
    },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { totals: { clicks: number } }).totals.clicks;
}

test("the first HTML of Search Performance holds the property's clicks total", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const projectId = await signedInWithGreenleaf(page, testInfo);
  const range = { startDate: "2026-01-01", endDate: "2026-01-28" };
  const expected = formatNumber(await clicksTotal(page, projectId, range));

  // Straight from the server, with the session cookie: no script has run.
  const html = await (
    await page.request.get(
      `/app/search-performance/?project=${projectId}&start=${range.startDate}&end=${range.endDate}`,
    )
  ).text();
  expect(html).toContain(`${expected} clicks and`);

  // With no parameters at all the server picks the same project, property and default range,
  // which ends the day before Google's today (Pacific time), not the machine's.
  const plain = await (await page.request.get("/app/search-performance/")).text();
  const fallback = formatNumber(
    await clicksTotal(page, projectId, defaultDateRange(googleToday())),
  );
  expect(plain).toContain(`${fallback} clicks and`);
});

test("a view's first load asks no projects of the API and no answer exceeds one page", async ({
  page: signInPage,
}, testInfo) => {
  test.setTimeout(180_000);
  const projectId = await signedInWithGreenleaf(signInPage, testInfo);
  // A tab of its own: the first page still hears the realtime events of the project just made.
  const page = await signInPage.context().newPage();
  await signInPage.close();
  for (const path of [
    "/app/search-performance/",
    `/app/search-performance/?project=${projectId}&tab=pages&compare=previous`,
  ]) {
    const answers: Response[] = [];
    const listen = (response: Response) => {
      if (new URL(response.url()).pathname.startsWith("/api/")) answers.push(response);
    };
    page.on("response", listen);
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("region", { name: "Totals" })).toContainText(/\d/);
    await expect(page.getByRole("tabpanel").getByRole("row").nth(1)).toBeVisible({
      timeout: 30_000,
    });
    // The change stream stays open, so "network idle" never comes: give late requests a moment.
    await page.waitForTimeout(2000);
    // The first screen came with the HTML; the next table page is asked of the server.
    const nextPage = page.waitForResponse(
      (answer) => new URL(answer.url()).pathname === "/api/data/search-console/",
    );
    await page.getByRole("tabpanel").getByRole("button", { name: "Next page" }).click();
    await nextPage;
    page.off("response", listen);

    const paths = answers.map((answer) => new URL(answer.url()).pathname);
    expect(paths).not.toContain("/api/projects/");
    // JSON answers only: the change stream is an event stream that stays open.
    const json = answers.filter((answer) =>
      answer.headers()["content-type"]?.includes("application/json"),
    );
    expect(json.length).toBeGreaterThan(0);
    for (const answer of json) {
      const body = await answer.body();
      expect(body.length, answer.url()).toBeLessThanOrEqual(MAX_JSON_BYTES);
      if (new URL(answer.url()).pathname === "/api/data/search-console/") {
        const { rows } = JSON.parse(body.toString()) as { rows: unknown[] };
        expect(rows.length).toBeLessThanOrEqual(MAX_PAGE_ROWS);
      }
    }
  }
});

test("the other views' first loads ask no projects of the API either, and no answer exceeds 250 KB", async ({
  page: signInPage,
}, testInfo) => {
  test.setTimeout(240_000);
  const projectId = await signedInWithGreenleaf(signInPage, testInfo);
  const page = await signInPage.context().newPage();
  await signInPage.close();
  for (const view of [
    "/app/",
    "/app/all-in-one/",
    "/app/url-inspection/",
    "/app/coverage/",
    "/app/gsc-insights/",
    "/app/opportunities/",
    "/app/ai-insights/",
    "/app/authors/",
    "/app/content-planning/",
    "/app/content-calendar/",
    "/app/reports/",
  ]) {
    const answers: Response[] = [];
    const listen = (response: Response) => {
      if (new URL(response.url()).pathname.startsWith("/api/")) answers.push(response);
    };
    page.on("response", listen);
    await page.goto(`${view}?project=${projectId}`, { waitUntil: "load" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
    // The change stream stays open, so "network idle" never comes: give late requests a moment.
    await page.waitForTimeout(2500);
    page.off("response", listen);
    const paths = answers.map((answer) => new URL(answer.url()).pathname);
    expect(paths, view).not.toContain("/api/projects/");
    for (const answer of answers.filter((a) =>
      a.headers()["content-type"]?.includes("application/json"),
    )) {
      const body = await answer.body().catch(() => Buffer.alloc(0));
      expect(body.length, `${view}: ${answer.url()}`).toBeLessThanOrEqual(MAX_JSON_BYTES);
    }
  }
});

import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { choosePreset, kpiValue, projectWithSources, settledKpi } from "./support/search-project";
import { analystTest } from "./support/roles";
import { signInOverHttp, uniqueEmail } from "./support/sign-in";

const VIEW = "/app/search-performance/";
const GREENLEAF = "sc-domain:greenleaf.example";

/** Opens the view on a new Greenleaf project; signs in as `email` first, else the page is signed in. */
async function openView(page: Page, email?: string): Promise<string> {
  if (email) {
    await page.goto("/app/");
    await signInOverHttp(page, { email });
  }
  const projectId = await projectWithSources(page, "Greenleaf", [{ type: "gsc", uri: GREENLEAF }]);
  await page.goto(`${VIEW}?project=${projectId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search Performance");
  await showTables(page);
  return projectId;
}

/** The tables load once they come near the viewport. */
async function showTables(page: Page): Promise<void> {
  await page.getByRole("tablist", { name: "Break down by" }).scrollIntoViewIfNeeded();
}

const tabPanel = (page: Page) => page.getByRole("tabpanel");

analystTest(
  "loads the property's data and follows the date range, a query filter and comparison",
  async ({ page }) => {
    test.setTimeout(120_000);
    await openView(page);
    const clicks = await settledKpi(page, "Total clicks");
    await settledKpi(page, "Total impressions");
    await expect(page.getByText(/greenleaf\.example/).first()).toBeVisible();
    await expect(tabPanel(page).getByRole("row").nth(1)).toBeVisible({ timeout: 30_000 });

    await choosePreset(page, "Last 3 months");
    await expect(page).toHaveURL(/start=\d{4}-\d{2}-\d{2}&end=\d{4}-\d{2}-\d{2}/);
    await expect(kpiValue(page, "Total clicks")).not.toHaveText(clicks, { timeout: 30_000 });
    const threeMonths = await settledKpi(page, "Total clicks");

    await page
      .getByRole("group", { name: "Search filters" })
      .getByRole("button", { name: "Query", exact: true })
      .click();
    const filter = page.getByRole("dialog", { name: "Query filter" });
    await filter.getByLabel("Query text").fill("tomato");
    await filter.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/[?&]query=tomato(&|$)/);
    await expect(page.getByRole("list", { name: "Active filters" })).toContainText(
      "Query contains “tomato”",
    );
    await expect(kpiValue(page, "Total clicks")).not.toHaveText(threeMonths, { timeout: 30_000 });
    await settledKpi(page, "Total clicks");
    // Every query row left holds the text.
    const firstQuery = tabPanel(page).getByRole("row").nth(1).getByRole("cell").first();
    await expect(firstQuery).toContainText("tomato", { timeout: 30_000 });

    await page.locator('[data-slot="date-range-trigger"]').click();
    await page.getByRole("button", { name: "Compare vs Previous Period" }).click();
    await expect(page).toHaveURL(/compare=previous/);
    const totals = page.getByRole("region", { name: "Totals" });
    await expect(totals.getByText("vs previous period").first()).toBeVisible({ timeout: 30_000 });
    await expect(totals.getByText(/^[+-]\d/).first()).toBeVisible();
    await expect(tabPanel(page).getByRole("columnheader", { name: /Clicks change/ })).toBeVisible({
      timeout: 30_000,
    });

    // All of it survives a reload.
    const url = page.url();
    await page.reload();
    expect(page.url()).toBe(url);
    await expect(page.getByRole("list", { name: "Active filters" })).toContainText("tomato");
    await expect(totals.getByText("vs previous period").first()).toBeVisible({ timeout: 30_000 });
  },
);

analystTest(
  "CSV export holds every row of the table, not just the page shown",
  async ({ page }) => {
    test.setTimeout(120_000);
    const projectId = await openView(page);
    await page.goto(`${VIEW}?project=${projectId}&tab=pages`);
    await showTables(page);
    await expect(page.getByRole("tab", { name: "Pages" })).toHaveAttribute("aria-selected", "true");
    const status = tabPanel(page).getByText(/^1–\d+ of [\d,]+$/);
    await expect(status).toBeVisible({ timeout: 30_000 });
    const rowCount = Number((await status.textContent())!.split(" of ")[1]!.replace(/,/g, ""));
    expect(rowCount).toBeGreaterThan(25);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      tabPanel(page).getByRole("button", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^search-performance-pages-.*\.csv$/);
    const csv = await readFile((await download.path())!, "utf8");
    const lines = csv.split("\r\n").filter((line) => line.length > 0);
    expect(lines[0]).toContain("Page,Clicks,Impressions,CTR,Position");
    expect(lines.length).toBe(rowCount + 1);
  },
);

analystTest(
  "a row filters the view, its panel lists the query's pages, and the tab is kept in the URL",
  async ({ page }) => {
    test.setTimeout(90_000);
    await openView(page);
    const firstRow = tabPanel(page).getByRole("row").nth(1);
    await expect(firstRow).toBeVisible({ timeout: 30_000 });
    const query = ((await firstRow.getByRole("cell").first().textContent()) ?? "").trim();

    await firstRow.getByRole("button", { name: `Pages for “${query}”` }).click();
    const sheet = page.getByRole("dialog", { name: `Pages for “${query}”` });
    await expect(sheet).toBeVisible();
    await expect(page).toHaveURL(/drillQuery=/);
    await expect(sheet.getByRole("row").nth(1)).toContainText("greenleaf.example", {
      timeout: 30_000,
    });
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(page).not.toHaveURL(/drillQuery=/);

    await firstRow.click();
    await expect(page).toHaveURL(/queryOp=equals/);
    await expect(page.getByRole("list", { name: "Active filters" })).toContainText(
      `Query equals “${query}”`,
    );
    await page.getByRole("tab", { name: "Countries" }).click();
    await expect(page).toHaveURL(/tab=countries/);
    await expect(tabPanel(page).getByRole("columnheader", { name: /Country/ })).toBeVisible();
    await expect(tabPanel(page).getByRole("row").nth(1)).toBeVisible({ timeout: 30_000 });
  },
);

test("a rate limit fails only the widget that met it", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail(testInfo);
  await openView(page, email);
  const clicks = await settledKpi(page, "Total clicks");
  await expect(tabPanel(page).getByRole("row").nth(1)).toBeVisible({ timeout: 30_000 });

  // From now on every Search Console analytics call of this account answers 429: only the Pages
  // table, opened next, asks for new rows; the totals are already on screen.
  const faults = "/emulator/google/_emulator/faults";
  const injected = await page.request.post(faults, {
    data: { account: email, kind: "429", match: "searchAnalytics" },
  });
  expect(injected.ok()).toBe(true);
  try {
    await page.getByRole("tab", { name: "Pages" }).click();
    const panel = tabPanel(page);
    await expect(panel.getByRole("alert")).toContainText("Rate Limit Reached", { timeout: 45_000 });
    await expect(panel.getByRole("button", { name: "Retry" })).toBeVisible();
    await expect(kpiValue(page, "Total clicks")).toHaveText(clicks);
    await expect(page.getByRole("region", { name: "Performance over time" })).toBeVisible();
  } finally {
    await page.request.delete(`${faults}?account=${encodeURIComponent(email)}`);
  }
  await tabPanel(page).getByRole("button", { name: "Retry" }).click();
  await expect(tabPanel(page).getByRole("row").nth(1)).toBeVisible({ timeout: 30_000 });
});

analystTest(
  "the data route answers 404 for a property that is not the user's",
  async ({ page, browser }, testInfo) => {
    test.setTimeout(90_000);
    const projectId = await openView(page);
    // Another user with the same property in a project of their own.
    // A context without the analyst's session: the test's own contexts start from it.
    const otherContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const other = await otherContext.newPage();
    const otherProject = await openView(other, uniqueEmail(testInfo));
    const sources = await other.request.get(`/api/projects/${otherProject}/data-sources/`);
    const { dataSources } = (await sources.json()) as { dataSources: { id: string }[] };
    const otherSource = dataSources[0]!.id;
    const request = (ids: { projectId: string; propertyId: string }) =>
      page.request.post("/api/data/search-console/", {
        data: { ...ids, startDate: "2026-01-01", endDate: "2026-01-28", dimensions: ["query"] },
      });

    const ownAnswer = await other.request.post("/api/data/search-console/", {
      data: {
        projectId: otherProject,
        propertyId: otherSource,
        startDate: "2026-01-01",
        endDate: "2026-01-28",
        dimensions: [],
      },
    });
    expect(ownAnswer.status()).toBe(200);
    for (const ids of [
      { projectId, propertyId: otherSource },
      { projectId: otherProject, propertyId: otherSource },
      { projectId, propertyId: randomUUID() },
    ]) {
      const answer = await request(ids);
      expect(answer.status()).toBe(404);
      expect((await answer.json()).error.code).toBe("not_found");
    }
    await otherContext.close();
  },
);

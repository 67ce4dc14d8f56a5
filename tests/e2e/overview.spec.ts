import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./support/audit";
import { choosePreset, projectWithSources } from "./support/search-project";
import { analystTest } from "./support/roles";
import { signInOverHttp, uniqueEmail } from "./support/sign-in";
import { syncedPropertyUri } from "./support/synced-properties";

const GREENLEAF = "sc-domain:greenleaf.example";

/**
 * A project with Greenleaf's Search Console, GA4 and first Business Profile location, shown on the
 * Overview; signs in as `email` first, else the page is already signed in.
 */
async function greenleafOverview(page: Page, email?: string): Promise<string> {
  if (email) {
    await page.goto("/app/");
    await signInOverHttp(page, { email });
  }
  const ga4 = await syncedPropertyUri(page, "ga4", /greenleaf\.example - GA4/);
  const gmb = await syncedPropertyUri(page, "gmb", /^Greenleaf/);
  const projectId = await projectWithSources(page, "Greenleaf", [
    { type: "gsc", uri: GREENLEAF },
    { type: "ga4", uri: ga4 },
    { type: "gmb", uri: gmb },
  ]);
  await page.goto(`/app/?project=${projectId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overview");
  return projectId;
}

const kpi = (page: Page, label: string) =>
  page
    .getByRole("region", { name: "Key figures" })
    .locator('[data-slot="kpi-card"]')
    .filter({ has: page.getByText(label, { exact: true }) });

analystTest(
  "shows the project's search, analytics and profile figures, with deltas in compare mode",
  async ({ page }) => {
    test.setTimeout(120_000);
    await greenleafOverview(page);
    for (const label of [
      "Clicks",
      "Impressions",
      "CTR",
      "Average position",
      "Organic sessions (GA4)",
      "Business Profile actions",
    ])
      await expect(kpi(page, label)).toContainText(/\d/, { timeout: 30_000 });
    await expect(
      page.getByRole("figure", { name: "Clicks and impressions over time" }),
    ).toBeVisible();
    await expect(page.getByText(/^Final data through /)).toBeVisible();
    await expect(page.getByText(/^Hidden queries: [\d.]+% of clicks$/)).toBeVisible();
    // The tables far below the fold load their code when the page scrolls towards them.
    const topQueries = page.getByRole("region", { name: "Top queries" });
    await expect(topQueries).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await topQueries.scrollIntoViewIfNeeded({ timeout: 30_000 });
    await expect(topQueries.getByRole("row").nth(1)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("region", { name: "Winners and losers" })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    const opportunities = page.getByRole("region", { name: "Top opportunities" });
    await expect(opportunities.getByRole("listitem").first().getByRole("link")).toBeVisible();
    await expect(opportunities.getByRole("link", { name: "All opportunities" })).toHaveAttribute(
      "href",
      /\/app\/opportunities\/\?project=/,
    );
    await expect(
      page
        .getByRole("region", { name: "Winners and losers" })
        .getByRole("link", { name: "Why clicks changed" }),
    ).toHaveAttribute("href", /\/app\/gsc-insights\/\?project=/);
    const cannibalization = page.getByRole("region", { name: "Cannibalization" });
    await expect(cannibalization.getByRole("link", { name: "All issues" })).toHaveAttribute(
      "href",
      /\/app\/search-performance\/cannibalization\/\?project=/,
    );
    // The card asks for its rows when it comes near the viewport.
    await cannibalization.scrollIntoViewIfNeeded();
    await expect(cannibalization.getByText(/\d+ queries: \d+ high/)).toBeVisible({
      timeout: 60_000,
    });
    await expect(kpi(page, "Clicks")).not.toContainText("vs previous period");
    expect(await seriousViolations(page)).toEqual([]);

    // Another range: other numbers, and the range in the URL.
    const clicks = kpi(page, "Clicks").locator("p").nth(1);
    const before = (await clicks.textContent()) ?? "";
    await choosePreset(page, "Last 3 months");
    await expect(page).toHaveURL(/start=\d{4}-\d{2}-\d{2}&end=\d{4}-\d{2}-\d{2}/);
    await expect(clicks).not.toHaveText(before, { timeout: 30_000 });
    await expect(clicks).toHaveText(/^\d[\d.,]*[KM]?$/);

    await page.locator('[data-slot="date-range-trigger"]').click();
    await page.getByRole("button", { name: "Compare vs Previous Period" }).click();
    await expect(page).toHaveURL(/compare=previous/);
    for (const label of [
      "Clicks",
      "Impressions",
      "Organic sessions (GA4)",
      "Business Profile actions",
    ]) {
      await expect(kpi(page, label)).toContainText("vs previous period", { timeout: 30_000 });
      await expect(kpi(page, label).getByText(/^[+-]\d[\d.,]*%/)).toBeVisible();
    }
    await expect(page.getByText("Previous period", { exact: true })).toBeVisible();

    // The dark theme reads as well.
    await page.evaluate(() => localStorage.setItem("theme", "dark"));
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(kpi(page, "Clicks")).toContainText("vs previous period", { timeout: 30_000 });
    await page.getByRole("region", { name: "Cannibalization" }).scrollIntoViewIfNeeded();
    await expect(page.getByText(/\d+ queries: \d+ high/)).toBeVisible({ timeout: 60_000 });
    expect(await seriousViolations(page)).toEqual([]);
  },
);

test("a rate limit on Search Console fails its widgets alone", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail(testInfo);
  const projectId = await greenleafOverview(page, email);
  await expect(kpi(page, "Organic sessions (GA4)")).toContainText(/\d/, { timeout: 30_000 });
  const fault = await page.request.post("/emulator/google/_emulator/faults", {
    data: { account: email, kind: "429", match: "searchAnalytics" },
  });
  expect(fault.ok()).toBe(true);
  // A range not seen yet, so nothing comes from a cache.
  await page.goto(`/app/?project=${projectId}&start=2026-01-05&end=2026-02-01`);
  const trend = page.getByRole("region", { name: "Clicks and impressions" });
  await expect(trend.getByRole("alert")).toContainText("Rate Limit Reached", { timeout: 60_000 });
  await expect(kpi(page, "Organic sessions (GA4)")).toContainText(/\d/);
  await page.request.delete(
    `/emulator/google/_emulator/faults?account=${encodeURIComponent(email)}`,
  );
});

test("a user without a project sees onboarding instead of figures", async ({ page }) => {
  await page.goto("/app/");
  await signInOverHttp(page, {
    email: `empty-${randomBytes(6).toString("hex")}@e2e.rankwell.dev`,
  });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overview");
  const panel = page.getByRole("region", { name: "Create your first project" });
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel("Project name")).toBeVisible();
  await expect(page.getByRole("region", { name: "Key figures" })).toHaveCount(0);
});

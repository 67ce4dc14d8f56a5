import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./support/audit";

const FIXTURE = `http://127.0.0.1:${process.env.E2E_FIXTURE_PORT ?? 3199}`;
const FAST_PAGE = `${FIXTURE}/page-speed/fast/`;

async function runTest(page: Page, url: string) {
  await page.getByLabel("Page URL").fill(url);
  await page.getByRole("button", { name: "Test page speed" }).click();
}

const results = (page: Page) => page.getByRole("region", { name: "Mobile results" });

test.describe("Page Speed", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/tools/page-speed/");
  });

  test("renders the tool page statically", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Speed");
    await expect(page).toHaveTitle(/Page Speed Test/);
    await expect(
      page.getByRole("heading", { level: 2, name: "How Rankwell runs the test" }),
    ).toBeVisible();
    await expect(page.getByRole("radio", { name: "Mobile" })).toBeChecked();
  });

  // One real Lighthouse run of the fixture page in the server's Chromium.
  test("shows the progress of a real Lighthouse run, then the scores", async ({ page }) => {
    test.setTimeout(120_000);
    await runTest(page, FAST_PAGE);
    const progress = page.getByRole("status").filter({ hasText: "Testing the page" });
    await expect(progress).toBeVisible();
    await expect(progress.locator('[aria-current="step"]')).toContainText(
      /Running Lighthouse|Waiting in line/,
      {
        timeout: 30_000,
      },
    );
    await expect(results(page)).toBeVisible({ timeout: 110_000 });
    expect(new URL(page.url()).searchParams.get("url")).toBe(FAST_PAGE);

    for (const name of ["Performance", "Accessibility", "Best Practices", "SEO"]) {
      await expect(results(page).getByRole("figure").filter({ hasText: name })).toContainText(
        /\d+/,
      );
    }
    await expect(results(page)).toContainText("Largest Contentful Paint (LCP)");
    await expect(results(page)).toContainText("Cumulative Layout Shift (CLS)");
    await expect(results(page)).toContainText("Total Blocking Time (TBT)");
    await expect(results(page)).toContainText("Good ≤ 2.5 s, poor > 4.0 s");
    await expect(results(page).getByRole("heading", { name: "Top opportunities" })).toBeVisible();
  });

  test("explains a bad URL and a page that answers 404", async ({ page }) => {
    await runTest(page, "ftp://example.com/");
    await expect(
      page.getByText("Only http:// and https:// addresses can be checked, not ftp:."),
    ).toBeVisible();
    await expect(page.getByLabel("Page URL")).toBeFocused();

    await runTest(page, `${FIXTURE}/page-speed/missing-page/`);
    await expect(page.getByRole("alert").filter({ hasText: "could not run" })).toContainText(
      "The page answered HTTP 404, so there is nothing to measure.",
      { timeout: 20_000 },
    );
  });

  for (const theme of ["light", "dark"] as const) {
    // Served from the 10-minute cache after the run above; a fresh run when this test runs alone.
    test(`results have no serious accessibility violation (${theme})`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
      await page.goto(`/tools/page-speed/?url=${encodeURIComponent(FAST_PAGE)}`);
      await expect(results(page)).toBeVisible({ timeout: 110_000 });
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

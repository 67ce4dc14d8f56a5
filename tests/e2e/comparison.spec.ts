import { expect, test, type Page } from "@playwright/test";
import { choosePreset, projectWithSources, settledKpi } from "./support/search-project";
import { analystTest } from "./support/roles";

// Numbers you can trust: a comparison period Google no longer fully holds is marked partial and
// shows no change; final data by default, fresh days on a switch, marked where they are included.

const VIEW = "/app/search-performance/";

const totals = (page: Page) => page.getByRole("region", { name: "Totals" });
const filters = (page: Page) => page.getByRole("group", { name: "Filters", exact: true });

/** Resolves with the next Search Console data request the page sends for the date series. */
const nextTrendRequest = (page: Page) =>
  page.waitForRequest(
    (request) =>
      request.url().includes("/api/data/search-console/") &&
      request.method() === "POST" &&
      (request.postDataJSON() as { dimensions?: string[] }).dimensions?.[0] === "date",
  );

analystTest(
  "marks a comparison past Google's 16 months as partial, and marks fresh days when they are on",
  async ({ page }) => {
    test.setTimeout(150_000);
    const projectId = await projectWithSources(page, "Greenleaf", [
      { type: "gsc", uri: "sc-domain:greenleaf.example" },
    ]);
    await page.goto(`${VIEW}?project=${projectId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search Performance");
    await settledKpi(page, "Total clicks");
    // Final data by default, and said so.
    await expect(filters(page).getByRole("switch", { name: "Fresh days" })).not.toBeChecked();
    await expect(page.getByText("Fresh days left out", { exact: true })).toBeVisible();

    await choosePreset(page, "Last 12 months");
    await page.locator('[data-slot="date-range-trigger"]').click();
    await page.getByRole("button", { name: "Compare vs Previous Period" }).click();
    await expect(page).toHaveURL(/compare=previous/);

    // The previous 12 months reach past the 16 months Google keeps: no "+287%", a marked dash.
    const note = totals(page).locator('[data-slot="comparison-note"]');
    await expect(note).toContainText(
      /Partial comparison: Google keeps 16 months; the previous period has data for \d+ of its 36[56] days\./,
      { timeout: 45_000 },
    );
    await expect(totals(page).getByText("Partial comparison", { exact: true })).toHaveCount(4);
    await expect(totals(page).getByText(/^[+-]\d/)).toHaveCount(0);
    await expect(totals(page).getByText("(better)")).toHaveCount(0);
    // The table's change column has no change either, and says why.
    await page.getByRole("tablist", { name: "Break down by" }).scrollIntoViewIfNeeded();
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("columnheader", { name: /Clicks change/ })).toBeVisible({
      timeout: 45_000,
    });
    await expect(panel.locator('[data-slot="comparison-note"]')).toContainText(
      "Partial comparison",
    );
    await expect(panel.getByRole("row").nth(1)).not.toContainText(/[+]\d/);

    // A period Google holds in full compares: changes come back, over final days.
    await choosePreset(page, "Last 28 days");
    await expect(
      totals(page)
        .getByText(/^[+-]\d/)
        .first(),
    ).toBeVisible({ timeout: 45_000 });
    await expect(totals(page).getByText("Partial comparison", { exact: true })).toHaveCount(0);

    // Fresh days on: every request asks for them, the view marks them, and changes wait.
    const asked = nextTrendRequest(page);
    await filters(page).getByRole("switch", { name: "Fresh days" }).click();
    await expect(page).toHaveURL(/[?&]fresh=1(&|$)/);
    expect((await asked).postDataJSON()).toMatchObject({ dataState: "all" });
    await expect(page.getByText(/^Includes fresh days from /)).toBeVisible({ timeout: 45_000 });
    await expect(
      totals(page).getByText("No change while fresh days are included", { exact: true }),
    ).toHaveCount(4);
    await expect(totals(page).locator('[data-slot="comparison-note"]')).toContainText(
      "Fresh days are only partly counted",
    );

    // It is the URL's state: a reload keeps it.
    await page.reload();
    await expect(filters(page).getByRole("switch", { name: "Fresh days" })).toBeChecked();
    await expect(page.getByText(/^Includes fresh days from /)).toBeVisible({ timeout: 45_000 });
  },
);

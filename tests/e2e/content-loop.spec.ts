import { expect, test, type Page } from "@playwright/test";
import { analystTest } from "./support/roles";
import { projectWithSources } from "./support/search-project";
import { lastMonths } from "./support/synced-properties";

// Closing the content loop: an opportunity or a Search Performance row becomes a planned item
// (the planning view's create form opens prefilled), and a note added by hand marks the trend.

const GREENLEAF = "sc-domain:greenleaf.example";

async function greenleafProject(page: Page, name: string): Promise<string> {
  return projectWithSources(page, name, [{ type: "gsc", uri: GREENLEAF }]);
}

analystTest(
  "adds an opportunity to the content plan with its title prefilled",
  async ({ page }) => {
    test.setTimeout(150_000);
    const projectId = await greenleafProject(page, "Greenleaf plan");
    const { start, end } = lastMonths(1);
    await page.goto(`/app/opportunities/?project=${projectId}&start=${start}&end=${end}`);
    const table = page.getByRole("table", { name: "Opportunities" });
    const add = table.getByRole("link", { name: /to the content plan$/ }).first();
    await expect(add).toBeVisible({ timeout: 60_000 });
    const href = await add.getAttribute("href");
    const prefill = new URL(href!, page.url()).searchParams;
    expect(prefill.get("project")).toBe(projectId);
    expect(prefill.get("new")).toBe("1");
    expect(prefill.get("source")).toMatch(/^(opportunity|cannibalization)$/);
    const title = prefill.get("title")!;
    expect(title.length).toBeGreaterThan(0);

    await add.click();
    await expect(page).toHaveURL(/\/app\/content-planning\/\?.*new=1/);
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title, { timeout: 30_000 });

    // Added, it is on the board with where it came from.
    const created = page.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().includes("/api/content/items/"),
    );
    await page.getByRole("button", { name: "Add item" }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const item = (await response.json()) as { source: string; sourceRef: string | null };
    expect(item.source).toBe(prefill.get("source"));
    expect(item.sourceRef).toBe(prefill.get("sourceRef"));
    await expect(
      page.locator('[data-slot="board-card"]').filter({ hasText: title }).first(),
    ).toBeVisible({ timeout: 30_000 });
  },
);

analystTest(
  "a query row's plan link keeps the table's keyboard use, and a note marks the chart",
  async ({ page }) => {
    test.setTimeout(150_000);
    const projectId = await greenleafProject(page, "Greenleaf notes");
    await page.goto(`/app/search-performance/?project=${projectId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search Performance");

    // The row action is a link of its own: Enter on it opens the plan, not the row's filter.
    await page.getByRole("tablist", { name: "Break down by" }).scrollIntoViewIfNeeded();
    const plan = page
      .getByRole("tabpanel")
      .getByRole("link", { name: /to the content plan$/ })
      .first();
    await expect(plan).toBeVisible({ timeout: 60_000 });
    expect(await plan.getAttribute("href")).toMatch(/source=search_query/);

    // A note by hand, on the range's last day: drawn on the chart, and in the next first HTML.
    const label = `Launch ${Date.now()}`;
    const chart = page.getByRole("region", { name: "Performance over time" });
    await chart.getByRole("button", { name: "Add note" }).click();
    await chart.getByLabel("Note", { exact: true }).fill(label);
    await chart.getByRole("button", { name: "Save note" }).click();
    await expect(page.getByText("Annotation added to the charts.")).toBeVisible();
    await expect(chart.locator('[data-slot="chart-note"]', { hasText: label })).toBeVisible({
      timeout: 30_000,
    });
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain(label);

    // It can be deleted again, from the same panel.
    await chart.getByRole("button", { name: "Add note" }).click();
    await chart.getByRole("button", { name: `Delete the note “${label}”` }).click();
    await expect(chart.locator('[data-slot="chart-note"]', { hasText: label })).toHaveCount(0, {
      timeout: 30_000,
    });

    await plan.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/app\/content-planning\/\?.*new=1.*source=search_query/);
  },
);

analystTest(
  "a published item marks the Search Performance chart and shows its figures before and after",
  async ({ page }) => {
    test.setTimeout(150_000);
    const projectId = await greenleafProject(page, "Greenleaf published");
    const { start, end } = lastMonths(3);
    // Published 45 days before the range's end: both 28-day windows are inside the range.
    const day = new Date(`${end}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() - 45);
    const publishDate = day.toISOString().slice(0, 10);
    const title = `Seed guide ${Date.now()}`;
    const created = await page.request.post("/api/content/items/", {
      data: {
        projectId,
        title,
        status: "published",
        targetUrl: "https://www.greenleaf.example/",
        publishDate,
        targetQueries: ["greenleaf"],
      },
    });
    expect(created.status()).toBe(201);
    const item = (await created.json()) as { id: string; publishDate: string };
    expect(item.publishDate).toBe(publishDate);

    // Its annotation stands on the chart, in the first HTML too.
    await page.goto(`/app/search-performance/?project=${projectId}&start=${start}&end=${end}`);
    const chart = page.getByRole("region", { name: "Performance over time" });
    await expect(
      chart.locator('[data-slot="chart-note"]', { hasText: `Published: ${title}` }),
    ).toBeVisible({ timeout: 60_000 });
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain(`Published: ${title}`);

    // The item's sheet measures the page over the 28 days before and after.
    await page.goto(`/app/content-planning/?project=${projectId}&item=${item.id}`);
    const panel = page.locator('[data-slot="item-performance"]');
    await expect(
      panel.getByRole("table", { name: "The page before and after publishing" }),
    ).toBeVisible({ timeout: 60_000 });
    await expect(panel).toContainText("28 days before");
    await expect(panel).toContainText("28 days after");
    await expect(panel).not.toContainText("Pending");
  },
);

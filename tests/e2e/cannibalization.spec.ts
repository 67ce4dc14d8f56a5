import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./support/audit";
import { projectWithSources } from "./support/search-project";
import { analystTest } from "./support/roles";
import { lastMonths } from "./support/synced-properties";

const VIEW = "/app/search-performance/cannibalization/";
// Planted in the emulator's greenleaf world (see plantedCannibalization): two pages share it.
const PLANTED = {
  query: "radish seeds",
  pages: [
    "https://www.greenleaf.example/products/radish-seeds/",
    "https://www.greenleaf.example/guides/how-to-grow-radishes/",
  ],
};

/** As the signed-in analyst: a new Greenleaf project, and the view over its last three months. */
async function openView(page: Page) {
  const projectId = await projectWithSources(page, "Greenleaf", [
    { type: "gsc", uri: "sc-domain:greenleaf.example" },
  ]);
  const { start, end } = lastMonths(3);
  await page.goto(`${VIEW}?project=${projectId}&start=${start}&end=${end}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cannibalization");
  // The view reads the project's Search Console property without one named in the URL.
  const filters = page.getByRole("banner").getByRole("group", { name: "Filters" });
  await expect(filters.getByRole("combobox", { name: "Project" })).toHaveText("Greenleaf");
}

const issuesTable = (page: Page) => page.getByRole("table", { name: "Cannibalized queries" });

analystTest(
  "lists the planted queries over three months and opens one's competing pages",
  async ({ page }) => {
    test.setTimeout(120_000);
    await openView(page);
    const row = issuesTable(page).getByRole("row").filter({ hasText: PLANTED.query });
    await expect(row).toBeVisible({ timeout: 60_000 });
    await expect(
      page.locator('[data-slot="kpi-card"]').filter({ hasText: "Cannibalized queries" }),
    ).toContainText(/[1-9]/);

    expect(await seriousViolations(page)).toEqual([]);

    await row.click();
    await expect(page).toHaveURL(/[?&]issue=radish(\+|%20)seeds/);
    const detail = page.getByRole("dialog", { name: PLANTED.query });
    await expect(detail).toBeVisible();
    const pages = detail.getByRole("table", { name: `Pages competing for “${PLANTED.query}”` });
    for (const url of PLANTED.pages)
      await expect(pages.getByRole("link", { name: url })).toBeVisible();
    await expect(detail.getByText(/^Suggested: /)).toBeVisible();
    await expect(
      detail.getByRole("figure", {
        name: `Daily position of each competing page for “${PLANTED.query}”`,
      }),
    ).toBeVisible({ timeout: 30_000 });

    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(detail).toBeHidden();
    await expect(page).not.toHaveURL(/[?&]issue=/);

    // Compare mode runs the detection over the previous period too and shows the change.
    await page.goto(`${page.url()}&compare=previous`);
    const summary = page
      .locator('[data-slot="kpi-card"]')
      .filter({ hasText: "Cannibalized queries" });
    await expect(summary).toContainText("vs previous period", { timeout: 60_000 });
  },
);

analystTest("thresholds live in the URL and the CSV holds every issue", async ({ page }) => {
  test.setTimeout(120_000);
  await openView(page);
  await expect(issuesTable(page).getByRole("row").nth(1)).toBeVisible({ timeout: 60_000 });

  await page.getByLabel("Minimum share per page (%)").fill("5");
  await page.getByRole("button", { name: "Apply thresholds" }).click();
  await expect(page).toHaveURL(/[?&]minShare=5(&|$)/);
  const status = page.getByText(/^1–25 of [\d,]+$/);
  await expect(status).toBeVisible({ timeout: 60_000 });
  const count = Number((await status.textContent())!.split(" of ")[1]!.replace(/,/g, ""));
  expect(count).toBeGreaterThan(25);
  await expect(
    page.locator('[data-slot="kpi-card"]').filter({ hasText: "Cannibalized queries" }),
  ).toContainText(count.toLocaleString("en-US"));

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^cannibalization-greenleaf-example-.*\.csv$/);
  const csv = await readFile((await download.path())!, "utf8");
  const lines = csv.split("\r\n").filter((line) => line.length > 0);
  expect(lines[0]).toContain("Query,Pages,Severity,Lost clicks,Impressions,Action,Primary page");
  expect(lines).toHaveLength(count + 1);
  const planted = lines.find((line) => line.startsWith(`${PLANTED.query},`));
  for (const url of PLANTED.pages) expect(planted).toContain(url);

  await page.getByLabel("Exclude branded queries").click();
  await expect(page).toHaveURL(/[?&]branded=include/);
});

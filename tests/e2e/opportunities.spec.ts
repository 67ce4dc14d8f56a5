import { expect, test, type Page } from "@playwright/test";
import { seriousViolations, settledForAudit } from "./support/audit";
import { analystTest } from "./support/roles";
import { projectWithSources } from "./support/search-project";
import { lastMonths } from "./support/synced-properties";

const VIEW = "/app/opportunities/";

/** As the analyst: a new Greenleaf project, and the view over its last month. */
async function openView(page: Page): Promise<string> {
  const projectId = await projectWithSources(page, "Greenleaf", [
    { type: "gsc", uri: "sc-domain:greenleaf.example" },
  ]);
  const { start, end } = lastMonths(1);
  await page.goto(`${VIEW}?project=${projectId}&start=${start}&end=${end}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Opportunities");
  return projectId;
}

const table = (page: Page) => page.getByRole("table", { name: "Opportunities" });
const bodyRows = (page: Page) => table(page).locator("tbody tr");

analystTest(
  "lists opportunities by gain, filters by type, and a dismissal survives a reload",
  async ({ page }) => {
    test.setTimeout(150_000);
    await openView(page);
    await expect(bodyRows(page).first()).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole("img", { name: /Your CTR by position/ })).toBeVisible();

    // A type card filters the list to its rule, and the URL keeps it.
    const group = page.getByRole("group", { name: "Filter by type" });
    await group.getByRole("button", { name: /Cannibalization/ }).click();
    await expect(page).toHaveURL(/type=cannibalization/);
    await expect(bodyRows(page).first()).toContainText("Cannibalization");
    for (const cell of await table(page).locator("tbody tr td:first-child").allTextContents())
      expect(cell).toBe("Cannibalization");

    // Dismiss the first one: gone from the open list, still gone after a reload, listed as dismissed.
    const first = bodyRows(page).first();
    const label = await first.getByRole("button", { name: /^Dismiss / }).getAttribute("aria-label");
    const query = label!.replace(/^Dismiss /, "");
    // The first page came with the HTML: straight from the server, no script run.
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain(`aria-label="Dismiss ${query}"`);
    await first.getByRole("button", { name: `Dismiss ${query}` }).click();
    await expect(page.getByText("Dismissed: it stays out of the list")).toBeVisible();
    await expect(table(page).getByRole("button", { name: `Dismiss ${query}` })).toHaveCount(0);
    await page.reload();
    await expect(bodyRows(page).first()).toBeVisible({ timeout: 60_000 });
    await expect(table(page).getByRole("button", { name: `Dismiss ${query}` })).toHaveCount(0);
    await page
      .getByRole("group", { name: "Show" })
      .getByRole("button", { name: /Dismissed/ })
      .click();
    await expect(table(page).getByRole("button", { name: `Restore ${query}` })).toBeVisible({
      timeout: 30_000,
    });
  },
);

analystTest("reads well on a phone and passes the audit", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await openView(page);
  await expect(bodyRows(page).first()).toBeVisible({ timeout: 60_000 });
  // Nothing wider than the screen: the table scrolls inside its own box.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await settledForAudit(page, /^Opportunities/);
  expect(await seriousViolations(page)).toEqual([]);
});

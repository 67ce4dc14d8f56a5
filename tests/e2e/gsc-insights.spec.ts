import { expect, test, type Page } from "@playwright/test";
import { formatCompact, formatDelta } from "@/lib/format/numbers";
import { seriousViolations, settledForAudit } from "./support/audit";
import { analystTest } from "./support/roles";
import { projectWithSources } from "./support/search-project";
import { finalWeeks } from "./support/synced-properties";

const VIEW = "/app/gsc-insights/";

/** The waterfall's bars as the figure's table gives them: step id → value. */
async function waterfallBars(page: Page): Promise<Map<string, number>> {
  const rows = page.getByTestId("waterfall").locator("tr[data-step]");
  await expect(rows.first()).toBeAttached({ timeout: 60_000 });
  const bars = await rows.evaluateAll((trs) =>
    trs.map((tr) => [tr.getAttribute("data-step")!, Number(tr.getAttribute("data-value"))]),
  );
  return new Map(bars as [string, number][]);
}

const overviewKpi = (page: Page, label: string) =>
  page
    .getByRole("region", { name: "Key figures" })
    .locator('[data-slot="kpi-card"]')
    .filter({ has: page.getByText(label, { exact: true }) });

analystTest(
  "explains the click change with bars that add up to the change the Overview shows",
  async ({ page }) => {
    test.setTimeout(150_000);
    const projectId = await projectWithSources(page, "Greenleaf", [
      { type: "gsc", uri: "sc-domain:greenleaf.example" },
    ]);
    const { start, end } = finalWeeks();
    const search = `?project=${projectId}&start=${start}&end=${end}&compare=previous`;

    // Straight from the server, with the session cookie: the figures are in the first HTML.
    const html = await (await page.request.get(`${VIEW}${search}`)).text();

    await page.goto(`${VIEW}${search}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("GSC Insights");
    const why = page.getByRole("region", { name: "Why did clicks change?" });
    await expect(why).toBeVisible({ timeout: 60_000 });
    const bars = await waterfallBars(page);
    const first = bars.get("previous")!;
    const last = bars.get("current")!;
    const steps = [...bars].filter(([id]) => id !== "previous" && id !== "current");
    expect(steps.map(([id]) => id)).toEqual([
      "demand",
      "position",
      "ctr",
      "newQueries",
      "lostQueries",
      "hidden",
    ]);
    expect(steps.reduce((sum, [, value]) => sum + value, 0)).toBe(last - first);
    expect(html).toContain(`data-step="current" data-value="${last}"`);
    const headline = (await why.getByTestId("clicks-change").textContent()) ?? "";
    expect(headline.replace(/\s*\((better|worse)\)/, "")).toBe(formatDelta(last - first));
    // Sentences that say why, and the lists of what moved.
    await expect(why.getByRole("listitem").first()).toContainText(/^Clicks /);
    await expect(page.getByRole("region", { name: "Queries" }).getByRole("tab")).toHaveCount(4);
    await expect(page.getByRole("region", { name: "Devices" })).toContainText(/Mobile/);

    // The Overview over the same range shows the same clicks and the same change.
    await page.goto(`/app/${search}`);
    const clicks = overviewKpi(page, "Clicks");
    await expect(clicks).toContainText("vs previous period", { timeout: 60_000 });
    await expect(clicks.locator("p").nth(1)).toHaveText(formatCompact(last));
    await expect(clicks).toContainText(formatDelta((last - first) / first, "percent"));
  },
);

analystTest("reads well on a phone, after a reload, and passes the audit", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 800 });
  const projectId = await projectWithSources(page, "Greenleaf", [
    { type: "gsc", uri: "sc-domain:greenleaf.example" },
  ]);
  const { start, end } = finalWeeks();
  await page.goto(`${VIEW}?project=${projectId}&start=${start}&end=${end}`);
  await expect(page.getByRole("region", { name: "Why did clicks change?" })).toBeVisible({
    timeout: 60_000,
  });
  await page.reload();
  const pages = page.getByRole("region", { name: "Pages" });
  await expect(pages).toBeVisible({ timeout: 60_000 });
  await pages.getByRole("tab", { name: "Gained clicks" }).click();
  await expect(pages.getByRole("tabpanel")).toBeVisible();
  // Nothing wider than the screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await settledForAudit(page, /^GSC Insights/);
  expect(await seriousViolations(page)).toEqual([]);
});

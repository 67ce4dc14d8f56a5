import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { seriousViolations, settledForAudit } from "./support/audit";
import { analystTest } from "./support/roles";
import { projectWithSources } from "./support/search-project";
import { signInOverHttp, uniqueEmail } from "./support/sign-in";
import { syncedPropertyUri } from "./support/synced-properties";

const VIEW = "/app/analytics/";

/** A project with Greenleaf's GA4 property, and the view open on a fixed four weeks. */
async function openAnalytics(page: Page, extra = "") {
  const ga4 = await syncedPropertyUri(page, "ga4", /greenleaf\.example - GA4/);
  const projectId = await projectWithSources(page, "Greenleaf analytics", [
    { type: "ga4", uri: ga4 },
  ]);
  const search = `?project=${projectId}&start=2026-10-05&end=2026-11-01${extra}`;
  await page.goto(`${VIEW}${search}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Analytics");
  return search;
}

const card = (page: Page, label: string) =>
  page
    .getByRole("region", { name: "Key figures" })
    .locator('[data-slot="kpi-card"]')
    .filter({ has: page.getByText(label, { exact: true }) });

analystTest(
  "shows the GA4 figures with their change, the trend, and a paged breakdown with its CSV",
  async ({ page }) => {
    test.setTimeout(150_000);
    const search = await openAnalytics(page);
    for (const label of ["Users", "Sessions", "Engagement rate", "Engagement time per session"])
      await expect(card(page, label)).toContainText(/\d/, { timeout: 60_000 });
    await expect(card(page, "Sessions")).toContainText("vs previous period");
    // The figures came with the HTML: straight from the server, no script run.
    const sessions = (await card(page, "Sessions").locator("p").nth(1).textContent()) ?? "";
    const html = await (await page.request.get(`${VIEW}${search}`)).text();
    expect(html).toContain(`>${sessions}<`);

    // Who is on the site right now, from GA4's Realtime API.
    const now = page.getByRole("region", { name: "Right now" });
    await expect(now.getByTestId("realtime-users")).toHaveText(/^\d[\d,]*$/, { timeout: 30_000 });
    await expect(now).toContainText("active users, last 30 minutes");

    // The trend holds one point a day, and its comparison.
    const trend = page.getByRole("figure", { name: "Sessions by day" });
    await expect(trend.locator("tr[data-date]")).toHaveCount(28);
    await page.getByLabel("By", { exact: true }).selectOption("week");
    await expect(page).toHaveURL(/grain=week/);
    await expect(
      page.getByRole("figure", { name: "Sessions by week" }).locator("tr[data-date]"),
    ).toHaveCount(4);

    // Organic search only: the sessions card shows the organic channel's figure.
    const breakdown = page.getByRole("region", { name: "Where sessions come from" });
    const organicRow = breakdown.getByRole("row").filter({ hasText: "Organic Search" });
    const organicSessions = (
      (await organicRow.getByRole("cell").nth(1).textContent()) ?? ""
    ).trim();
    await page.getByRole("switch", { name: "Organic search only" }).click();
    await expect(page).toHaveURL(/organic=1/);
    await expect(breakdown.getByRole("row")).toHaveCount(2); // the header and Organic Search
    await expect(breakdown.getByRole("row").nth(1)).toContainText(organicSessions);

    // Landing pages, a page at a time, and the CSV of every one.
    await page.getByRole("switch", { name: "Organic search only" }).click();
    await breakdown.getByRole("button", { name: "Landing page" }).click();
    await expect(page).toHaveURL(/tab=landing/);
    await expect(breakdown.getByRole("row")).toHaveCount(26, { timeout: 30_000 });
    // This project has no Search Console property: the search clicks read "—", and say why.
    const noClicks = breakdown.getByRole("row").nth(1).getByRole("cell").nth(3);
    await expect(noClicks).toHaveText("—");
    await expect(noClicks.locator("span[title]")).toHaveAttribute(
      "title",
      /no Search Console property/,
    );
    await expect(breakdown).toContainText("This project has no Search Console property");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      breakdown.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    const csv = (await readFile((await download.path())!, "utf8")).replace(/^\uFEFF/, "");
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toMatch(/^Landing page,Sessions,Users/);
    const total = Number(
      /of ([\d,]+)/
        .exec(
          (await breakdown
            .getByText(/of [\d,]+/)
            .first()
            .textContent()) ?? "",
        )?.[1]
        ?.replace(/,/g, ""),
    );
    expect(lines.length - 1).toBe(total);
  },
);

analystTest(
  "shows the revenue, each row's change, new and returning sessions, and the landing pages' search clicks",
  async ({ page }) => {
    test.setTimeout(150_000);
    const ga4 = await syncedPropertyUri(page, "ga4", /greenleaf\.example - GA4/);
    const projectId = await projectWithSources(page, "Greenleaf analytics and search", [
      { type: "ga4", uri: ga4 },
      { type: "gsc", uri: "sc-domain:greenleaf.example" },
    ]);
    const search = `?project=${projectId}&start=2026-10-05&end=2026-11-01&tab=landing`;
    await page.goto(`${VIEW}${search}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Analytics");

    // Greenleaf sells seeds: its revenue card shows dollars, with the change.
    const revenue = card(page, "Total revenue");
    await expect(revenue).toContainText(/\$\d[\d,.]*[KM]?/, { timeout: 60_000 });
    await expect(revenue).toContainText("vs previous period");

    // Landing pages: sessions, their change, and the page's clicks from Google Search.
    const breakdown = page.getByRole("region", { name: "Where sessions come from" });
    await expect(breakdown.getByRole("columnheader")).toContainText([
      "Landing page",
      "Sessions",
      "Sessions change",
      "Search clicks",
      "Users",
      "Users change",
    ]);
    await expect(breakdown.getByRole("row")).toHaveCount(26, { timeout: 30_000 });
    const first = breakdown.getByRole("row").nth(1).getByRole("cell");
    await expect(first.nth(2)).toHaveText(/^([+-][\d,]+|0)/);
    await expect(first.nth(3)).toHaveText(/^\d[\d,]*$/);
    const clicks = (await first.nth(3).textContent()) ?? "";
    expect(Number(clicks.replace(/,/g, ""))).toBeGreaterThan(0);
    await expect(breakdown).toContainText("Search clicks: the page's clicks from Google Search");
    // The clicks came with the HTML, joined on the server.
    const html = await (await page.request.get(`${VIEW}${search}`)).text();
    expect(html).toContain("Search clicks");
    expect(html).toContain(`>${clicks}<`);

    // New and returning sessions, as people read them; no search clicks on this tab.
    await breakdown.getByRole("button", { name: "New vs returning" }).click();
    await expect(page).toHaveURL(/tab=newVsReturning/);
    await expect(breakdown.getByRole("row")).toHaveCount(3, { timeout: 30_000 });
    await expect(breakdown.getByRole("cell", { name: "New", exact: true })).toBeVisible();
    await expect(breakdown.getByRole("cell", { name: "Returning", exact: true })).toBeVisible();
    await expect(breakdown.getByRole("columnheader", { name: "Search clicks" })).toHaveCount(0);
    await expect(breakdown.getByRole("columnheader", { name: "Sessions change" })).toBeVisible();
  },
);

analystTest("Analytics reads well on a phone and passes the audit", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await openAnalytics(page);
  await expect(card(page, "Sessions")).toContainText(/\d/, { timeout: 60_000 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await settledForAudit(page, /^Analytics/);
  expect(await seriousViolations(page)).toEqual([]);
});

test("a GA4 rate limit shows the catalogue's 'Rate Limit Reached' in place of the figures", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail(testInfo);
  await page.goto("/app/");
  await signInOverHttp(page, { email });
  // Every GA4 report of this account answers Google's 429 from now on.
  const fault = await page.request.post("/emulator/google/_emulator/faults", {
    data: { account: email, kind: "429", match: "runReport" },
  });
  expect(fault.ok()).toBe(true);
  await openAnalytics(page);
  const figures = page.getByRole("alert").filter({ hasText: "Rate Limit Reached" });
  await expect(figures.first()).toBeVisible({ timeout: 60_000 });
  await page.request.delete(
    `/emulator/google/_emulator/faults?account=${encodeURIComponent(email)}`,
  );
});

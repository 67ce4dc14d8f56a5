import { readFile } from "node:fs/promises";
import { expect, type Page } from "@playwright/test";
import { seriousViolations, settledForAudit } from "./support/audit";
import { analystTest } from "./support/roles";
import { projectWithSources } from "./support/search-project";
import { syncedPropertyUri } from "./support/synced-properties";

const VIEW = "/app/all-in-one/";

/** A project with Greenleaf's Search Console, GA4 and a Business Profile location, on four weeks. */
async function openAllInOne(page: Page, name: string, extra = "") {
  const gsc = await syncedPropertyUri(page, "gsc", /greenleaf\.example/);
  const ga4 = await syncedPropertyUri(page, "ga4", /greenleaf\.example - GA4/);
  const gmb = await syncedPropertyUri(page, "gmb", /^Greenleaf/);
  const projectId = await projectWithSources(page, name, [
    { type: "gsc", uri: gsc },
    { type: "ga4", uri: ga4 },
    { type: "gmb", uri: gmb },
  ]);
  const search = `?project=${projectId}&start=2026-10-05&end=2026-11-01${extra}`;
  await page.goto(`${VIEW}${search}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("All in One");
  return search;
}

const pages = (page: Page) => page.getByRole("region", { name: "Pages", exact: true });
const bodyRows = (page: Page) => pages(page).locator("tbody tr");

analystTest(
  "joins every page's search, analytics and local figures, filters them, and exports them",
  async ({ page }) => {
    analystTest.setTimeout(180_000);
    const search = await openAllInOne(page, "Greenleaf all in one", "&compare=previous");
    const sources = page.getByRole("list", { name: "Sources" });
    for (const name of ["gsc", "ga4", "gbp"])
      await expect(sources.locator(`[data-source="${name}"]`)).toHaveAttribute(
        "data-status",
        "joined",
        { timeout: 60_000 },
      );
    await expect(bodyRows(page).first()).toBeVisible();
    await expect(
      pages(page).getByRole("columnheader", { name: /Profile website clicks/ }),
    ).toBeVisible();
    // The first page by clicks came with the HTML.
    const firstPath = await bodyRows(page).first().locator('[data-slot="page-path"]').textContent();
    const html = await (await page.request.get(`${VIEW}${search}`)).text();
    expect(html).toContain(`>${firstPath ?? ""}<`);
    // Pages found in both Search Console and Analytics carry both badges.
    await expect(bodyRows(page).first().locator('[data-slot="page-sources"]')).toContainText(
      "Search",
    );

    // A filter: pages with search clicks and no key events.
    await page.getByRole("button", { name: /^Clicks, no key events/ }).click();
    await expect(page).toHaveURL(/show=clicks-no-key-events/);
    await expect(pages(page).locator('[data-slot="data-table"][aria-busy]')).toHaveCount(0, {
      timeout: 60_000,
    });
    const keyEventsColumn = await pages(page)
      .getByRole("columnheader")
      .allTextContents()
      .then((headers) => headers.findIndex((h) => h.startsWith("Key events")));
    const rows = await bodyRows(page).count();
    expect(rows).toBeGreaterThan(0);
    for (let i = 0; i < Math.min(rows, 5); i++)
      await expect(bodyRows(page).nth(i).locator("td").nth(keyEventsColumn)).toHaveText(/^(0|—)$/);

    // The CSV holds every page of the filter.
    const chip =
      (await page.getByRole("button", { name: /^Clicks, no key events/ }).textContent()) ?? "";
    const count = Number(chip.replace(/\D/g, ""));
    const download = page.waitForEvent("download");
    await pages(page).getByRole("button", { name: "Export CSV" }).click();
    const lines = (await readFile((await (await download).path())!, "utf8")).trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^Page,Sources,Clicks,Impressions/);
    expect(lines).toHaveLength(count + 1);

    // Maps vs organic: the location's Business Profile keywords beside the same web queries.
    // Below the pages, it loads as the page scrolls towards it.
    await page
      .getByRole("status")
      .filter({ hasText: "Loading the Maps keywords" })
      .scrollIntoViewIfNeeded();
    const maps = page.getByRole("region", { name: "Maps vs organic" });
    await expect(maps.getByText(/^https:\/\/www\.greenleaf\.example\//)).toBeVisible({
      timeout: 60_000,
    });
    await expect(maps.locator("tbody tr").first()).toBeVisible();
    await expect(maps.locator('[data-slot="maps-summary"]')).toContainText(/keywords? found/);
    const mapsDownload = page.waitForEvent("download");
    await maps.getByRole("link", { name: "Export CSV" }).click();
    const mapsCsv = await readFile((await (await mapsDownload).path())!, "utf8");
    expect(mapsCsv).toMatch(/^\uFEFF?Keyword,Maps and Search/);
  },
);

analystTest("All in One reads well on a phone and passes the audit", async ({ page }) => {
  analystTest.setTimeout(150_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await openAllInOne(page, "Greenleaf all in one on a phone");
  await expect(bodyRows(page).first()).toBeVisible({ timeout: 60_000 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await settledForAudit(page, /^All in One/);
  expect(await seriousViolations(page)).toEqual([]);
});

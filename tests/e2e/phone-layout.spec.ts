import { expect, test, type Browser, type Page } from "@playwright/test";
import { sidebarHrefs } from "@/components/app-shell/nav";
import { projectWithSources } from "./support/search-project";
import { ANALYST_STATE } from "./support/roles";
import { syncedPropertyUri } from "./support/synced-properties";

// Every sidebar route, read from the sidebar itself: views built later are checked too, and a view
// that does not exist yet must answer with a 404 page that fits as well.
const ROUTES = sidebarHrefs();
const PHONES = [390, 360] as const;

/** The analyst's tab with a new project holding Search Console, GA4 and a Business Profile location. */
async function signedInPhone(browser: Browser): Promise<{ page: Page; query: string }> {
  const context = await browser.newContext({
    viewport: { width: PHONES[0], height: 800 },
    storageState: ANALYST_STATE,
  });
  const page = await context.newPage();
  const ga4 = await syncedPropertyUri(page, "ga4", /greenleaf\.example - GA4/);
  const gmb = await syncedPropertyUri(page, "gmb", /^Greenleaf/);
  const projectId = await projectWithSources(page, "Greenleaf Garden Supply", [
    { type: "gsc", uri: "sc-domain:greenleaf.example" },
    { type: "gsc", uri: "https://blog.greenleaf.example/" },
    { type: "ga4", uri: ga4 },
    { type: "gmb", uri: gmb },
  ]);
  return { page, query: `?project=${projectId}` };
}

/** Elements reaching past the right edge that no scrolling box holds, for the failure message. */
function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrolls = (el: Element) => /auto|scroll|hidden|clip/.test(getComputedStyle(el).overflowX);
    const held = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
        if (scrolls(up)) return true;
      return false;
    };
    return [...document.body.querySelectorAll("*")]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && !held(el))
      .slice(0, 5)
      .map((el) => {
        const { right } = el.getBoundingClientRect();
        const slot = el.getAttribute("data-slot");
        const classes = el.getAttribute("class") ?? "";
        return `${el.tagName.toLowerCase()}${slot ? `[${slot}]` : ""} "${classes}" → ${Math.round(right)} px`;
      });
  });
}

async function settle(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
  // Widgets still loading keep their skeleton's size; wait for them, but measure either way.
  await expect(page.locator('[data-slot="widget-state"][data-status="loading"]'))
    .toHaveCount(0, { timeout: 30_000 })
    .catch(() => undefined);
}

let phone: { page: Page; query: string };

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(120_000);
  phone = await signedInPhone(browser);
});

test.afterAll(async () => {
  await phone?.page.context().close();
});

for (const route of ROUTES) {
  test(`${route} fits a 390 px and a 360 px phone without sideways scrolling`, async () => {
    test.setTimeout(90_000);
    const { page, query } = phone;
    await page.setViewportSize({ width: PHONES[0], height: 800 });
    const response = await page.goto(`${route}${query}`);
    expect([200, 404]).toContain(response?.status());
    await settle(page);
    for (const width of PHONES) {
      await page.setViewportSize({ width, height: 800 });
      await page.waitForFunction((w) => window.innerWidth === w, width);
      const scrollWidth = await page.evaluate(() =>
        Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
      );
      expect(
        scrollWidth,
        `${route} at ${width} px: ${(await overflowingElements(page)).join("; ")}`,
      ).toBeLessThanOrEqual(width);
      const date = page.getByRole("banner").locator('[data-slot="date-range-trigger"]');
      if ((await date.count()) > 0) await expect(date).toBeInViewport({ ratio: 1 });
    }
  });
}

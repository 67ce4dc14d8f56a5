import { expect, test, type Page } from "@playwright/test";

// A free tool's page is static HTML that a visitor on a slow phone can use before its scripts run.
// The page's scripts are held back here until the form is filled in, as a slow network would.

const FIXTURE = `http://127.0.0.1:${process.env.E2E_FIXTURE_PORT ?? 3199}`;
const PATH = "/tools/robots-txt/";

/** Holds every script of the app until the returned release() is called. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/**/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function fillRobotsForm(page: Page) {
  await page.getByLabel("Site or robots.txt URL").fill(`${FIXTURE}/robots-txt/ok/robots.txt`);
  await page.getByLabel("Crawler (user-agent token)").selectOption("Googlebot");
  await page.getByLabel("URLs or paths to test").fill("/search?q=shoes\n/docs/");
}

test("keeps what was typed before the page was interactive, and tests it", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(PATH, { waitUntil: "domcontentloaded" });
  await fillRobotsForm(page);
  release();
  await page.waitForLoadState("networkidle");

  await expect(page.getByLabel("Site or robots.txt URL")).toHaveValue(
    `${FIXTURE}/robots-txt/ok/robots.txt`,
  );
  await page.getByRole("button", { name: "Test robots.txt" }).click();
  await expect(page.getByRole("heading", { name: "HTTP 200: robots.txt found" })).toBeVisible();
  await expect(page.getByTestId("robots-result")).toHaveCount(2);
  await expect(page).toHaveURL(/\?url=.+&ua=Googlebot&urls=/);
});

test("a test submitted before the page was interactive runs once it is", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(PATH, { waitUntil: "domcontentloaded" });
  await fillRobotsForm(page);
  // Without scripts the form is a plain GET to the tool's own link.
  await page.getByRole("button", { name: "Test robots.txt" }).click();
  release();

  await expect(page).toHaveURL(/\?.*url=.+&ua=Googlebot&urls=/);
  await expect(page.getByRole("heading", { name: "HTTP 200: robots.txt found" })).toBeVisible();
  await expect(page.getByTestId("robots-result")).toHaveCount(2);
  await expect(page.getByLabel("Crawler (user-agent token)")).toHaveValue("Googlebot");
});

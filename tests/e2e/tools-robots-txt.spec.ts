import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./support/audit";

const FIXTURE = `http://127.0.0.1:${process.env.E2E_FIXTURE_PORT ?? 3199}`;
const PATH = "/tools/robots-txt/";

async function runTest(
  page: Page,
  { url, agent, urls }: { url: string; agent?: string; urls: string[] },
) {
  await page.getByLabel("Site or robots.txt URL").fill(url);
  if (agent) await page.getByLabel("Crawler (user-agent token)").selectOption(agent);
  await page.getByLabel("URLs or paths to test").fill(urls.join("\n"));
  await page.getByRole("button", { name: "Test robots.txt" }).click();
}

const rows = (page: Page) => page.getByTestId("robots-result");

test("renders statically with its heading, form and explainer", async ({ page, request }) => {
  const html = await (await request.get(PATH)).text();
  expect(html).toContain("Robots.txt Tester</h1>");
  expect(html).toContain("Site or robots.txt URL");
  expect(html).toContain("How Rankwell matches URLs the way Google does");
  await page.goto(PATH);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Robots.txt Tester");
});

test("tests URLs against a fetched robots.txt and shows the deciding rules", async ({ page }) => {
  await page.goto(PATH);
  await runTest(page, {
    url: `${FIXTURE}/robots-txt/ok/robots.txt`,
    agent: "Googlebot",
    urls: ["/search?q=shoes", "/private/report", "/docs/"],
  });

  await expect(page.getByRole("heading", { name: "HTTP 200: robots.txt found" })).toBeVisible();
  await expect(rows(page)).toHaveCount(3);
  const [search, report, docs] = [rows(page).nth(0), rows(page).nth(1), rows(page).nth(2)];
  await expect(search.getByText("Blocked").first()).toBeVisible();
  await expect(
    search.getByRole("button", { name: /Show line 11 in the file: Disallow: \/search/ }).first(),
  ).toBeVisible();
  await expect(
    report.getByText("No rule in the group matches, so the URL is allowed."),
  ).toBeVisible();
  await expect(docs.getByText("Differs from Google")).toBeVisible();

  await search
    .getByRole("button", { name: /Show line 11/ })
    .first()
    .click();
  await expect(page.locator("#robots-line-11")).toHaveClass(/ring-2/);
  await expect(
    page.getByText(/Line 8: 10 seconds for \*\. Google ignores Crawl-delay/),
  ).toBeVisible();
  await expect(page.getByText("Google: the Googlebot group applies (line 10).")).toBeVisible();
  await expect(
    page.getByRole("link", { name: `${FIXTURE}/robots-txt/ok/sitemap.xml` }),
  ).toBeVisible();

  await expect(page).toHaveURL(/\?url=.+&ua=Googlebot&urls=/);
  await page.reload();
  await expect(rows(page)).toHaveCount(3);
  await expect(page.getByLabel("Crawler (user-agent token)")).toHaveValue("Googlebot");
});

test("follows a redirect to the robots.txt", async ({ page }) => {
  await page.goto(PATH);
  await runTest(page, { url: `${FIXTURE}/robots-txt/redirect/robots.txt`, urls: ["/private/a"] });
  await expect(page.getByText(/HTTP 200, after 1 redirect to/)).toBeVisible();
  await expect(rows(page).first().getByText("Blocked").first()).toBeVisible();
});

test("tests a pasted file", async ({ page }) => {
  await page.goto(PATH);
  await page.getByRole("radio", { name: "Paste a file" }).check();
  await page
    .getByLabel("robots.txt contents")
    .fill("User-agent: *\nDisallow: /cart/\nAllow: /cart/help\n");
  await page.getByLabel("URLs or paths to test").fill("/cart/checkout\n/cart/help");
  await page.getByRole("button", { name: "Test robots.txt" }).click();
  await expect(page.getByRole("heading", { name: "Pasted robots.txt" })).toBeVisible();
  await expect(
    rows(page)
      .nth(0)
      .getByRole("button", { name: /Show line 2/ })
      .first(),
  ).toBeVisible();
  await expect(
    rows(page)
      .nth(1)
      .getByRole("button", { name: /Show line 3/ })
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\?txt=/);
});

test("explains a missing robots.txt and a server error", async ({ page }) => {
  await page.goto(PATH);
  await runTest(page, { url: `${FIXTURE}/robots-txt/missing/robots.txt`, urls: ["/anything"] });
  await expect(
    page.getByRole("heading", { name: "HTTP 404: no robots.txt, every URL is allowed" }),
  ).toBeVisible();
  await expect(
    rows(page).first().getByText("There is no usable robots.txt, so every URL is allowed."),
  ).toBeVisible();

  await runTest(page, { url: `${FIXTURE}/robots-txt/error/robots.txt`, urls: ["/anything"] });
  await expect(
    page.getByRole("heading", { name: "HTTP 500: every URL is blocked for now" }),
  ).toBeVisible();
  await expect(page.getByText(/temporary full disallow/)).toBeVisible();
  await expect(rows(page).first().getByText("Blocked").first()).toBeVisible();
});

test("shows a clear error for a bad URL", async ({ page }) => {
  await page.goto(PATH);
  await runTest(page, { url: "not a url", urls: [] });
  await expect(
    page.getByText("Enter a site or robots.txt URL, such as https://example.com/."),
  ).toBeVisible();
  await expect(page.getByLabel("Site or robots.txt URL")).toBeFocused();

  await runTest(page, { url: "http://127.0.0.1:9/robots.txt", urls: [] });
  await expect(page.getByRole("alert").filter({ hasText: "The test could not run" })).toContainText(
    "private or local network",
  );
});

for (const theme of ["light", "dark"] as const) {
  test(`results have no serious accessibility violation (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(
      `${PATH}?url=${encodeURIComponent(`${FIXTURE}/robots-txt/ok/robots.txt`)}&ua=Googlebot-Image&urls=/private/a%20/docs/`,
    );
    await expect(rows(page)).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

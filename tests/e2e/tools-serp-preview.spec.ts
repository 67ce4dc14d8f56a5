import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./support/audit";

const FIXTURE = `http://127.0.0.1:${process.env.E2E_FIXTURE_PORT ?? 3199}`;
const PATH = "/tools/serp-preview/";
const LONG_TITLE =
  "The Complete Guide to Technical SEO Audits for Large Ecommerce Websites in 2025 and Beyond";

const desktopTitle = (page: Page) => page.locator('[data-device="desktop"] [data-part="title"]');

test("renders statically with its heading, form and explainer", async ({ page, request }) => {
  const html = await (await request.get(PATH)).text();
  expect(html).toContain("SERP Preview</h1>");
  expect(html).toContain("Meta description");
  expect(html).toContain("How Rankwell measures pixel width");
  await page.goto(PATH);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("SERP Preview");
});

test("cuts a long typed title with ' ...' and counts its pixels, without a network call", async ({
  page,
}) => {
  const apiCalls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/")) apiCalls.push(r.url());
  });
  await page.goto(PATH);
  await page.getByLabel("Page URL").fill("northpeak.example/journal/technical-seo-audit/");
  await page.getByLabel("Title", { exact: true }).fill(LONG_TITLE);
  await page
    .getByLabel("Meta description")
    .fill("A step-by-step audit for shops with thousands of product pages.");

  await expect(desktopTitle(page)).toHaveText(
    "The Complete Guide to Technical SEO Audits for Large ...",
  );
  await expect(page.getByTestId("serp-title-meter")).toContainText("90 characters");
  await expect(page.getByTestId("serp-title-meter")).toContainText(
    /Desktop: \d{3} \/ 580 px \(cut\)/,
  );
  await expect(page.locator('[data-device="desktop"]')).toContainText(
    "https://northpeak.example › journal › technical-seo-audit",
  );
  await expect(page.locator('[data-finding="title-too-long"]')).toBeVisible();
  await expect(page).toHaveURL(/title=The\+Complete\+Guide/);
  expect(apiCalls).toEqual([]);

  await page.reload();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(LONG_TITLE);
});

test("fetches the title and description of a fixture page", async ({ page }) => {
  await page.goto(PATH);
  await page.getByLabel("Page URL").fill(`${FIXTURE}/serp-preview/guide/`);
  await page.getByRole("button", { name: "Fetch from page" }).click();

  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(
    /^How to Choose Trail Running Shoes/,
  );
  await expect(page.getByLabel("Meta description")).toHaveValue(/2,000 km\.$/);
  await expect(desktopTitle(page)).toHaveText(/ \.\.\.$/);
  await expect(page.locator('[data-device="mobile"]')).toContainText("Northpeak Journal");
});

test("a shared ?url= link fetches on arrival", async ({ page }) => {
  await page.goto(`${PATH}?url=${encodeURIComponent(`${FIXTURE}/serp-preview/no-description/`)}`);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(
    "Northpeak store opening hours",
  );
  await expect(page.locator('[data-finding="description-missing"]')).toBeVisible();
});

test("shows a clear error for a bad URL and for a page that answers 404", async ({ page }) => {
  await page.goto(PATH);
  await page.getByLabel("Page URL").fill("not a url");
  await page.getByRole("button", { name: "Fetch from page" }).click();
  await expect(
    page.getByText("Enter a page address such as https://example.com/pricing/."),
  ).toBeVisible();

  await page.getByLabel("Page URL").fill(`${FIXTURE}/serp-preview/missing/`);
  await page.getByRole("button", { name: "Fetch from page" }).click();
  await expect(page.locator('[data-slot="alert"]')).toContainText("HTTP 404");
});

for (const theme of ["light", "dark"] as const) {
  test(`previews and checks have no serious accessibility violation (${theme})`, async ({
    page,
  }) => {
    await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
    await page.goto(`${PATH}?url=${encodeURIComponent(`${FIXTURE}/serp-preview/guide/`)}`);
    await expect(page.locator('[data-finding="title-too-long"]')).toBeVisible();
    expect(await seriousViolations(page, { bestPractice: true })).toEqual([]);
  });
}

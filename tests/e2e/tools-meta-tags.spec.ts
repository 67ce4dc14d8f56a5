import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./support/audit";

const FIXTURE = `http://127.0.0.1:${process.env.E2E_FIXTURE_PORT ?? 3199}`;
const PATH = "/tools/meta-tags/";

async function check(page: Page, url: string) {
  await page.getByLabel("Page URL").fill(url);
  await page.getByRole("button", { name: "Check page" }).click();
}

const count = (page: Page, severity: string) =>
  page.locator(`[data-count="${severity}"] .tabular-nums`);
const finding = (page: Page, id: string) => page.locator(`[data-finding="${id}"]`).first();

test("renders statically with its heading, form and explainer", async ({ page, request }) => {
  const html = await (await request.get(PATH)).text();
  expect(html).toContain("Meta Tags Checker</h1>");
  expect(html).toContain("Page URL");
  expect(html).toContain("What the Meta Tags Checker reads");
  await page.goto(PATH);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meta Tags Checker");
});

test("finds nothing wrong with the complete fixture page and draws its previews", async ({
  page,
}) => {
  await page.goto(PATH);
  await check(page, `${FIXTURE}/meta-tags/complete/`);

  await expect(page.getByRole("heading", { name: "Title and description" })).toBeVisible();
  await expect(count(page, "error")).toHaveText("0");
  await expect(count(page, "warning")).toHaveText("0");
  await expect(page.getByText("Ridge 3 Trail Running Shoe | Northpeak").first()).toBeVisible();
  await expect(finding(page, "canonical-self")).toHaveAttribute("data-severity", "pass");
  await expect(finding(page, "hreflang-valid")).toBeVisible();
  await expect(page.getByRole("figure").filter({ hasText: "Facebook" })).toContainText(
    "Ridge 3: the trail shoe that grips wet rock",
  );
  const shareImage = page
    .getByRole("figure")
    .filter({ hasText: "Facebook" })
    .getByRole("img", { name: "The Ridge 3 trail shoe on a wet granite slab" });
  await shareImage.scrollIntoViewIfNeeded();
  await expect
    .poll(() => shareImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(1200);
  await expect(page.getByText("Block 3", { exact: true })).toBeVisible();
  await expect(page.getByRole("group", { name: "Heading outline of the page" })).toContainText(
    "Fit and sizing",
  );
  await expect(page).toHaveURL(/\?url=http%3A%2F%2F127\.0\.0\.1/);
});

test("lists what the bare fixture page lacks, each with a fix", async ({ page }) => {
  await page.goto(PATH);
  await check(page, `${FIXTURE}/meta-tags/bare/`);

  await expect(finding(page, "title-missing")).toHaveAttribute("data-severity", "error");
  await expect(finding(page, "title-missing")).toContainText("Fix:");
  await expect(finding(page, "viewport-missing")).toHaveAttribute("data-severity", "error");
  for (const id of [
    "description-missing",
    "canonical-missing",
    "og-image-missing",
    "twitter-card-missing",
    "h1-missing",
    "lang-missing",
  ]) {
    await expect(finding(page, id)).toHaveAttribute("data-severity", "warning");
  }
  await expect(count(page, "error")).toHaveText("2");
});

test("a shared link runs the check: broken JSON-LD, two h1s and a noindex header", async ({
  page,
}) => {
  await page.goto(`${PATH}?url=${encodeURIComponent(`${FIXTURE}/meta-tags/broken/`)}`);
  await expect(finding(page, "jsonld-parse-error")).toHaveAttribute("data-severity", "error");
  await expect(finding(page, "h1-multiple")).toContainText("“Northpeak”, “Ridge 3 after 500 km”");
  await expect(page.getByLabel("Page URL")).toHaveValue(`${FIXTURE}/meta-tags/broken/`);

  await check(page, `${FIXTURE}/meta-tags/noindex-header/`);
  await expect(finding(page, "robots-noindex")).toContainText("X-Robots-Tag header");
});

test("shows a clear error for a bad URL and for a page that is not HTML", async ({ page }) => {
  await page.goto(PATH);
  await check(page, "not a url");
  await expect(
    page.getByText("Enter a page address such as https://example.com/pricing/."),
  ).toBeVisible();
  await expect(page.getByLabel("Page URL")).toHaveAttribute("aria-invalid", "true");

  await check(page, `${FIXTURE}/meta-tags/not-html/`);
  await expect(page.locator('[data-slot="alert"]')).toContainText("not an HTML page");
  await check(page, `${FIXTURE}/meta-tags/gone/`);
  await expect(page.locator('[data-slot="alert"]')).toContainText("HTTP 410");
});

for (const theme of ["light", "dark"] as const) {
  test(`reports have no serious accessibility violation (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
    for (const fixture of ["bare", "complete"]) {
      await page.goto(`${PATH}?url=${encodeURIComponent(`${FIXTURE}/meta-tags/${fixture}/`)}`);
      await expect(page.locator('[data-count="pass"]')).toBeVisible();
      expect(await seriousViolations(page, { bestPractice: true }), fixture).toEqual([]);
    }
  });
}

import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./support/audit";

const FIXTURE = `http://127.0.0.1:${process.env.E2E_FIXTURE_PORT ?? 3199}`;
const ARTICLE = `${FIXTURE}/keyword-density/trail-running-shoes/`;

async function analyseUrl(page: Page, url: string, phrase = "") {
  await page.getByLabel("Page URL", { exact: true }).fill(url);
  await page.getByLabel("Target phrase (optional)").fill(phrase);
  await page.getByRole("button", { name: "Analyse keyword density" }).click();
}

const phrases = (page: Page) =>
  page.getByRole("region", { name: /^Results/ }).getByRole("tabpanel");

const words = (page: Page) =>
  page
    .locator("dl > div")
    .filter({ hasText: /^Words/ })
    .locator("dd");

test.describe("Keyword Density", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/tools/keyword-density/");
  });

  test("renders the tool page statically", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Keyword Density");
    await expect(page).toHaveTitle(/Keyword Density Checker/);
    await expect(
      page.getByRole("heading", { level: 2, name: 'Why there is no "ideal density"' }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Analyse keyword density" })).toBeEnabled();
  });

  test("analyses a fixture page: visible words only, phrase tables and prominence", async ({
    page,
  }) => {
    await analyseUrl(page, ARTICLE, "Trail running shoes");
    await expect(
      page.getByRole("heading", { name: "Results for “Trail Running Shoes Guide”" }),
    ).toBeVisible({
      timeout: 20_000,
    });
    await expect(words(page)).toHaveText("24");
    expect(new URL(page.url()).searchParams.get("url")).toBe(ARTICLE);
    expect(new URL(page.url()).searchParams.get("phrase")).toBe("Trail running shoes");

    const places = page.getByRole("list").filter({ hasText: "Title tag" });
    await expect(places).toContainText("Title tag: once");
    await expect(places).toContainText("First 100 words: 4 times");
    await expect(places).toContainText("URL path: once");

    await page.getByRole("tab", { name: "3 words" }).click();
    const first = phrases(page).getByRole("row").nth(1);
    await expect(first).toHaveText(/trail running shoes\s*4\s*50\.00%/);
    await page.getByRole("tab", { name: "1 word" }).click();
    await expect(phrases(page)).not.toContainText("decorative");

    await page.getByRole("button", { name: "Phrase" }).click();
    await expect(page.getByRole("columnheader", { name: "Phrase" })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download CSV" }).click(),
    ]);
    const csv = await readFile((await download.path())!, "utf8");
    expect(csv).toContain("Words in phrase,Phrase,Count,Density (%)");
    expect(csv).toContain("3,trail running shoes,4,50.00");
  });

  test("reruns a shared analysis from its URL", async ({ page }) => {
    await page.goto(
      `/tools/keyword-density/?url=${encodeURIComponent(`${FIXTURE}/keyword-density/german/`)}`,
    );
    await expect(page.getByText("German (from the page's lang attribute)")).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByLabel("Page URL", { exact: true })).toHaveValue(
      `${FIXTURE}/keyword-density/german/`,
    );
    await expect(phrases(page).getByRole("row").nth(1)).toContainText("wanderschuhe");
  });

  test("analyses pasted text", async ({ page }) => {
    await page.getByRole("radio", { name: "Paste text" }).check();
    await page
      .getByLabel("Text or HTML", { exact: true })
      .fill("Rankwell counts words.\nRankwell counts phrases.");
    await page.getByRole("button", { name: "Analyse keyword density" }).click();
    await expect(page.getByText("Pasted text, 47 characters")).toBeVisible({ timeout: 20_000 });
    await page.getByRole("tab", { name: "2 words" }).click();
    await expect(phrases(page).getByRole("row").nth(1)).toHaveText(/rankwell counts\s*2\s*66\.67%/);
  });

  test("explains a bad URL and a page that fails", async ({ page }) => {
    await analyseUrl(page, "ftp://example.com/file");
    await expect(
      page.getByText("Only http:// and https:// addresses can be checked, not ftp:."),
    ).toBeVisible();
    await expect(page.getByLabel("Page URL", { exact: true })).toBeFocused();

    await analyseUrl(page, `${FIXTURE}/keyword-density/missing/`);
    await expect(page.getByRole("alert").filter({ hasText: "could not run" })).toContainText(
      "The page answered HTTP 404, so there is no text to count.",
      {
        timeout: 20_000,
      },
    );
  });

  for (const theme of ["light", "dark"] as const) {
    test(`results have no serious accessibility violation (${theme})`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
      await page.goto(
        `/tools/keyword-density/?url=${encodeURIComponent(ARTICLE)}&phrase=trail+running+shoes`,
      );
      await expect(words(page)).toHaveText("24", { timeout: 20_000 });
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

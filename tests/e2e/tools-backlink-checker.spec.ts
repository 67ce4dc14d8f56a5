import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./support/audit";

const FIXTURE = `http://127.0.0.1:${process.env.E2E_FIXTURE_PORT ?? 3199}`;
const PAGES = ["plain/", "nofollow/", "no-link/", "noindex-meta/", "missing/"].map(
  (p) => `${FIXTURE}/backlink-checker/${p}`,
);

async function runCheck(page: Page, site: string, pages: string[]) {
  await page.getByLabel("Your site").fill(site);
  await page.getByLabel("Pages that should link to you").fill(pages.join("\n"));
  await page.getByRole("button", { name: "Check backlinks" }).click();
}

const row = (page: Page, url: string) =>
  page.getByRole("row").filter({ has: page.getByRole("link", { name: url, exact: true }) });

test.describe("Backlink Checker", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/tools/backlink-checker/");
  });

  test("renders the tool page", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Backlink Checker");
    await expect(
      page.getByRole("heading", { level: 2, name: "Known links, not a backlink index" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Check backlinks" })).toBeEnabled();
  });

  test("checks fixture pages and shows linked, nofollow, not-linked and noindex rows", async ({
    page,
  }) => {
    await runCheck(page, "example.com", PAGES);
    await expect(page.getByText(`Checked ${PAGES.length} of ${PAGES.length} pages.`)).toBeVisible({
      timeout: 20_000,
    });
    await expect(row(page, PAGES[0]!)).toContainText("Linked");
    await expect(row(page, PAGES[0]!)).toContainText("Example pricing");
    await expect(row(page, PAGES[0]!)).toContainText("Indexable");
    await expect(row(page, PAGES[1]!)).toContainText("Linked (nofollow)");
    await expect(row(page, PAGES[2]!)).toContainText("Not linked");
    await expect(row(page, PAGES[3]!)).toContainText("Not indexable");
    await expect(row(page, PAGES[3]!)).toContainText("noindex in the robots meta tag");
    await expect(row(page, PAGES[4]!)).toContainText("The page answered HTTP 404.");
    expect(new URL(page.url()).searchParams.get("url")).toBe("example.com");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    const csv = await readFile((await download.path())!, "utf8");
    expect(csv.trim().split("\r\n")).toHaveLength(PAGES.length + 1);
    expect(csv).toContain("Linked (nofollow)");
  });

  test("reruns a shared check from its URL", async ({ page }) => {
    await runCheck(page, "example.com", PAGES.slice(0, 2));
    await expect(page.getByText("Checked 2 of 2 pages.")).toBeVisible({ timeout: 20_000 });
    const shared = page.url();
    await page.goto("about:blank");
    await page.goto(shared);
    await expect(page.getByText("Checked 2 of 2 pages.")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel("Your site")).toHaveValue("example.com");
    await expect(row(page, PAGES[1]!)).toContainText("Linked (nofollow)");
  });

  test("explains an invalid site and a private address", async ({ page }) => {
    await runCheck(page, "not a url", [PAGES[0]!]);
    await expect(page.getByText('"not a url" is not a valid URL.')).toBeVisible();
    await expect(page.getByLabel("Your site")).toBeFocused();

    await runCheck(page, "example.com", ["http://10.0.0.1/"]);
    await expect(row(page, "http://10.0.0.1/")).toContainText(
      "That address points to a private or local network, which Rankwell cannot fetch.",
    );
  });

  for (const theme of ["light", "dark"] as const) {
    test(`results have no serious accessibility violation (${theme})`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
      await page.goto("/tools/backlink-checker/");
      await runCheck(page, "example.com", PAGES);
      await expect(page.getByText(`Checked ${PAGES.length} of ${PAGES.length} pages.`)).toBeVisible(
        { timeout: 20_000 },
      );
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

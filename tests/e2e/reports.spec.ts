import { readFile } from "node:fs/promises";
import { expect, type Download, type Page } from "@playwright/test";
import { analystTest } from "./support/roles";
import { projectWithSources } from "./support/search-project";
import { syncedPropertyUri } from "./support/synced-properties";

// A report as an agency builds it: four sections and a logo, the live preview, the PDF and the CSV
// zip, a share link opened signed out, and the link revoked.

const PNG_1PX = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

const bytesOf = async (download: Download) => readFile((await download.path())!);

analystTest(
  "builds a branded report, previews it, downloads it, and shares it until the link is revoked",
  async ({ page, browser }) => {
    analystTest.setTimeout(240_000);
    const gsc = await syncedPropertyUri(page, "gsc", /greenleaf\.example/);
    const projectId = await projectWithSources(page, "Greenleaf reports", [
      { type: "gsc", uri: gsc },
    ]);

    await page.goto(`/app/reports/?project=${projectId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reports");
    await expect(page.getByText("No reports yet")).toBeVisible();
    await page.getByLabel(/New report for/).fill("Greenleaf monthly report");
    await page.getByRole("button", { name: "New report" }).click();
    await expect(page).toHaveURL(/\/app\/reports\/[0-9a-f-]{36}\//);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Greenleaf monthly report");

    // Four sections: the defaults less Top pages, Winners and losers moved up with the keyboard path.
    const sections = page.getByTestId("report-section");
    await expect(sections).toHaveCount(5);
    await page.getByRole("button", { name: "Remove Top pages" }).click();
    await page.getByRole("button", { name: "Move Winners and losers up" }).click();
    await expect(sections).toHaveCount(4);
    await expect(sections.nth(2)).toContainText("Winners and losers");

    await page.getByLabel("Agency name").fill("Acme SEO Agency");
    await page.getByLabel("Logo").setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: PNG_1PX,
    });
    await expect(page.getByText(/A logo is set/)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible({
      timeout: 30_000,
    });

    // The preview is the report's own document.
    const preview = page.frameLocator('iframe[title="Report preview"]');
    await expect(preview.getByText("Acme SEO Agency").first()).toBeVisible({ timeout: 90_000 });
    await expect(preview.getByRole("heading", { name: "KPI summary" })).toBeVisible();
    await expect(preview.getByRole("heading", { name: "Top pages" })).toHaveCount(0);
    await expect(preview.locator("img")).toHaveCount(1);

    // The PDF is printed by a job and kept for download.
    await page.getByRole("button", { name: "Create PDF" }).click();
    const pdfLink = page.getByRole("link", { name: /^Download .+\.pdf/ });
    await expect(pdfLink).toBeVisible({ timeout: 120_000 });
    const pdfDownload = page.waitForEvent("download");
    await pdfLink.click();
    expect((await bytesOf(await pdfDownload)).subarray(0, 5).toString()).toBe("%PDF-");

    const zipDownload = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download CSV zip" }).click();
    const zip = await bytesOf(await zipDownload);
    expect(zip.subarray(0, 2).toString()).toBe("PK");

    // A share link opens signed out, is never indexed, and stops working once revoked.
    await page.getByRole("button", { name: "Create share link" }).click();
    const url = await page.getByLabel(/Anyone with this link/).inputValue();
    expect(url).toMatch(/\/r\/[\w-]{40,}\/$/);
    const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    try {
      const shared = await visitor.newPage();
      const answer = await shared.goto(url);
      expect(answer?.status()).toBe(200);
      expect(answer?.headers()["x-robots-tag"]).toMatch(/noindex/);
      await expect(shared.getByRole("heading", { level: 1 })).toHaveText(
        "Greenleaf monthly report",
      );
      await expect(shared.getByText("Acme SEO Agency").first()).toBeVisible();

      await page.getByRole("button", { name: "Revoke" }).click();
      await expect(page.getByRole("list", { name: "Active share links" })).toHaveCount(0);
      const revoked = await shared.goto(url);
      expect(revoked?.status()).toBe(404);
      await expect(shared.getByRole("heading", { level: 1 })).toHaveText(
        "This report is not available",
      );
    } finally {
      await visitor.close();
    }
  },
);

/** How far the page scrolls sideways: nothing may on a phone. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

analystTest("fits a 360 px phone, and refuses an SVG logo with a message", async ({ page }) => {
  const gsc = await syncedPropertyUri(page, "gsc", /greenleaf\.example/);
  const projectId = await projectWithSources(page, "Greenleaf svg logo", [
    { type: "gsc", uri: gsc },
  ]);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/app/reports/?project=${projectId}`);
  await expect(page.getByText("No reports yet")).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.getByRole("button", { name: "New report" }).click();
  await expect(page).toHaveURL(/\/app\/reports\/[0-9a-f-]{36}\//);
  await expect(page.getByTestId("report-section")).toHaveCount(5);
  await expect(
    page
      .frameLocator('iframe[title="Report preview"]')
      .getByRole("heading", { name: "KPI summary" }),
  ).toBeVisible({ timeout: 90_000 });
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.getByLabel("Logo").setInputFiles({
    name: "logo.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expect(page.getByText(/must be a PNG, JPEG or WebP image/)).toBeVisible();
});

import { expect, test } from "@playwright/test";

test("the theme is light by default, toggles to dark and survives a reload", async ({ page }) => {
  await page.goto("/pricing/");
  await expect(page.locator("html")).toHaveClass(/light/);
  await page.getByTestId("theme-toggle").click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.getByTestId("theme-toggle").click();
  await expect(page.locator("html")).toHaveClass(/light/);
});

test("a stored dark theme applies before any JavaScript bundle runs (no flash)", async ({
  page,
}) => {
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("theme", "dark"));
  // Hold back every bundle: only the inline script of the HTML itself can set the theme now.
  await page.route("**/_next/static/**/*.js", () => {});
  await page.goto("/about/", { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).toHaveClass(/dark/);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r = 255, g = 255, b = 255] = (background.match(/[\d.]+/g) ?? []).map(Number);
  expect((r + g + b) / 3).toBeLessThan(80);
});

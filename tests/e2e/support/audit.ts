import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Waits for what an accessibility audit must not catch half-way: the page's title (a sign-in
 * refreshes the page's server tree, metadata included) and a toast still fading out (its text
 * passes through every contrast on the way to transparent).
 */
export async function settledForAudit(page: Page, title: RegExp | string): Promise<void> {
  await expect(page).toHaveTitle(title);
  await expect(page.locator('[data-sonner-toast][data-removed="true"]')).toHaveCount(0);
}

const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21aa"];

/**
 * The page's accessibility violations, one line each (default: serious and critical, WCAG 2.1 AA).
 * Legacy mode runs axe in the page: the default opens a second page per audit, twice the time.
 */
export async function violations(
  page: Page,
  {
    tags = WCAG_21_AA,
    bestPractice = false,
    everyImpact = false,
  }: { tags?: string[]; bestPractice?: boolean; everyImpact?: boolean } = {},
): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(bestPractice ? [...tags, "best-practice"] : tags)
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((v) => everyImpact || v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.help} — ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 5)
          .join(", ")}`,
    );
}

export function seriousViolations(
  page: Page,
  options: { bestPractice?: boolean } = {},
): Promise<string[]> {
  return violations(page, options);
}

export async function expectAccessibleInBothThemes(
  page: Page,
  options: { bestPractice?: boolean } = {},
): Promise<void> {
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((t) => localStorage.setItem("theme", t), theme);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(new RegExp(theme));
    expect(await seriousViolations(page, options), `${theme} theme`).toEqual([]);
  }
}

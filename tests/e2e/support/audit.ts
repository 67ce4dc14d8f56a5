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

/** The page's serious and critical WCAG 2.1 AA violations, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21aa"])
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

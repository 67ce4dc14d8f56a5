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

import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { PUBLIC_PAGES, UNLISTED_PAGES } from "@/lib/site";

const pages = [...PUBLIC_PAGES, ...UNLISTED_PAGES]
  .map((p) => p.path)
  .concat(["/this-page-does-not-exist/"]);

for (const theme of ["light", "dark"] as const) {
  for (const path of pages) {
    test(`${path} (${theme}) has no serious or critical accessibility violation`, async ({
      page,
    }) => {
      await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
      await page.goto(path);
      await expect(page.locator("html")).toHaveClass(new RegExp(theme));
      const { violations } = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21aa", "best-practice"])
        .analyze();
      const severe = violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map(
          (v) =>
            `${v.id}: ${v.help} — ${v.nodes
              .map((n) => n.target.join(" "))
              .slice(0, 5)
              .join(", ")}`,
        );
      expect(severe).toEqual([]);
    });
  }
}

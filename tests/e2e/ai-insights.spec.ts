import { expect, test } from "@playwright/test";
import { seriousViolations, settledForAudit } from "./support/audit";
import { analystTest } from "./support/roles";
import { projectWithSources } from "./support/search-project";
import { finalWeeks } from "./support/synced-properties";

const VIEW = "/app/ai-insights/";

analystTest(
  "shows Rankwell's own summary and actions, each linked to the view it rests on",
  async ({ page }) => {
    test.setTimeout(150_000);
    const projectId = await projectWithSources(page, "Greenleaf", [
      { type: "gsc", uri: "sc-domain:greenleaf.example" },
    ]);
    const { start, end } = finalWeeks();
    const search = `?project=${projectId}&start=${start}&end=${end}`;
    await page.goto(`${VIEW}${search}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Insights");
    const summary = page.getByRole("region", { name: "The period in brief" });
    await expect(summary.getByRole("listitem").first()).toContainText(/^Clicks (rose|fell|held)/, {
      timeout: 60_000,
    });
    // The page says how the text was written.
    await expect(summary).toContainText("Written by Rankwell from your data");
    const first = (
      (await summary.getByRole("listitem").first().locator("span").first().textContent()) ?? ""
    ).trim();
    // The text came with the HTML: straight from the server, no script run.
    const html = await (await page.request.get(`${VIEW}${search}`)).text();
    expect(html).toContain(first);
    const actions = page.getByRole("region", { name: "What to do first" });
    await expect(actions.getByRole("listitem").first()).toContainText(
      /clicks over the range|Under a click/,
    );

    // The first sentence is GSC Insights' own, and its link opens that view on the same scope.
    await summary.getByRole("link", { name: "See it in GSC Insights" }).first().click();
    await expect(page).toHaveURL(
      new RegExp(`/app/gsc-insights/\\?project=${projectId}.*start=${start}&end=${end}`),
    );
    const why = page.getByRole("region", { name: "Why did clicks change?" });
    await expect(why.getByRole("listitem").first()).toHaveText(first, { timeout: 60_000 });
  },
);

analystTest("AI Insights reads well on a phone and passes the audit", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 800 });
  const projectId = await projectWithSources(page, "Greenleaf", [
    { type: "gsc", uri: "sc-domain:greenleaf.example" },
  ]);
  const { start, end } = finalWeeks();
  await page.goto(`${VIEW}?project=${projectId}&start=${start}&end=${end}`);
  await expect(page.getByRole("region", { name: "What to do first" })).toBeVisible({
    timeout: 60_000,
  });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await settledForAudit(page, /^AI Insights/);
  expect(await seriousViolations(page)).toEqual([]);
});

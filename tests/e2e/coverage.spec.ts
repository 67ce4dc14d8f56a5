import { expect, test, type Page } from "@playwright/test";
import { seriousViolations, settledForAudit } from "./support/audit";
import { groupUrls } from "./support/index-groups";
import { analystTest } from "./support/roles";
import { projectWithSources } from "./support/search-project";

const VIEW = "/app/coverage/";
const SITE = "sc-domain:greenleaf.example";

type Batch = { id: string; state: string; done: number; total: number; passed: number | null };

async function project(page: Page): Promise<{ projectId: string; propertyId: string }> {
  const projectId = await projectWithSources(page, "Greenleaf", [{ type: "gsc", uri: SITE }]);
  const sources = await (await page.request.get(`/api/projects/${projectId}/data-sources/`)).json();
  const propertyId = (sources as { dataSources: { id: string }[] }).dataSources[0]!.id;
  return { projectId, propertyId };
}

/** Starts a bulk inspection through the API and waits for it to end. */
async function inspectAll(
  page: Page,
  ref: { projectId: string; propertyId: string },
  urls: string[],
) {
  const created = await page.request.post("/api/data/url-inspection/batches/", {
    data: { ...ref, source: "list", urls: urls.join("\n") },
  });
  expect(created.status()).toBe(201);
  const { batch } = (await created.json()) as { batch: Batch };
  await expect
    .poll(
      async () => {
        const list = await page.request.get(
          `/api/data/url-inspection/batches/?${new URLSearchParams(ref)}`,
        );
        const { batches } = (await list.json()) as { batches: Batch[] };
        return batches.find((b) => b.id === batch.id)?.state;
      },
      { timeout: 60_000 },
    )
    .toBe("completed");
}

analystTest(
  "groups inspected URLs by Google's reasons, lists an issue's URLs, and validates a fix",
  async ({ page }) => {
    test.setTimeout(180_000);
    const ref = await project(page);
    const missing = groupUrls("not_found").slice(0, 5);
    await inspectAll(page, ref, missing);

    await page.goto(`${VIEW}?project=${ref.projectId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Coverage & Issues");
    // The figures come with the first HTML.
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain("Known URLs");
    expect(html).toContain("Not found (404)");

    const summary = page.getByTestId("coverage-summary");
    await expect(summary).toContainText(/Known URLs\s*[\d,]+/);
    await expect(page.getByTestId("priority-reasons")).toBeVisible();
    const issue = page.getByTestId("coverage-issue").filter({ hasText: "Not found (404)" });
    await expect(issue).toContainText(/\d+ URLs?/);

    // "Show URLs" filters the table to the issue.
    await issue.getByRole("button", { name: "Show URLs" }).click();
    const table = page.getByRole("table", { name: "Known URLs" });
    for (const url of missing.slice(0, 2)) {
      await expect(table).toContainText(new URL(url).pathname, { timeout: 30_000 });
    }
    for (const state of await table.locator("tbody tr td:nth-child(2)").allTextContents())
      expect(state).toContain("Not found (404)");

    // "Validate fix" inspects them again and says how many passed.
    await issue.getByRole("button", { name: "Validate fix" }).click();
    const validation = page.getByTestId("inspection-batch").filter({ hasText: "Validate fix" });
    await expect(validation).toContainText("Done", { timeout: 60_000 });
    await expect(validation.getByTestId("validation-passed")).toContainText(
      /0 of \d+ re-inspected URLs passed/,
    );
  },
);

analystTest("reads well on a phone and passes the audit", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 800 });
  const ref = await project(page);
  await page.goto(`${VIEW}?project=${ref.projectId}`);
  await expect(page.getByTestId("coverage-summary")).toBeVisible({ timeout: 60_000 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await settledForAudit(page, /^Coverage/);
  expect(await seriousViolations(page)).toEqual([]);
});

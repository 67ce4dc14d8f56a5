import { expect, test, type Page } from "@playwright/test";
import { seriousViolations, settledForAudit } from "./support/audit";
import { groupUrls } from "./support/index-groups";
import { ANALYST, analystTest } from "./support/roles";
import { projectWithSources } from "./support/search-project";
import { signInOverHttp, uniqueEmail } from "./support/sign-in";

const VIEW = "/app/url-inspection/";
const SITE = "sc-domain:greenleaf.example";

async function openView(page: Page, url?: string): Promise<string> {
  const projectId = await projectWithSources(page, "Greenleaf", [{ type: "gsc", uri: SITE }]);
  const search = new URLSearchParams({ project: projectId, ...(url ? { url } : {}) });
  await page.goto(`${VIEW}?${search}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("URL Inspection");
  return projectId;
}

const faults = (page: Page, email: string) => ({
  add: async (data: Record<string, unknown>) =>
    expect(
      (
        await page.request.post("/emulator/google/_emulator/faults", {
          data: { account: email, ...data },
        })
      ).ok(),
    ).toBe(true),
  clear: () =>
    page.request.delete(`/emulator/google/_emulator/faults?account=${encodeURIComponent(email)}`),
});

analystTest(
  "inspects one URL: its verdict, the canonical Google chose, and a history kept across reloads",
  async ({ page }) => {
    test.setTimeout(120_000);
    const url = groupUrls("duplicate_google_chose_different")[0]!;
    await openView(page);
    await page.getByLabel(/^URL of /).fill(url);
    await page.getByRole("button", { name: "Inspect", exact: true }).click();
    const result = page.getByRole("region", { name: "Inspection result" });
    await expect(result).toContainText("URL is not on Google", { timeout: 30_000 });
    await expect(result.getByRole("status")).toContainText(/Google chose a different canonical/);
    await expect(result.getByRole("link", { name: /Search Console/ })).toHaveAttribute(
      "href",
      /^https:\/\/search\.google\.com\/search-console\/inspect/,
    );
    await expect(page).toHaveURL(
      new RegExp(`url=${encodeURIComponent(url).replace(/\./g, "\\.")}`),
    );
    // The budget counts the inspection.
    await expect(page.getByTestId("inspection-quota")).toContainText(
      /of 2,000 inspections left today/,
    );

    // A reload shows the kept result from the first HTML, without inspecting again.
    await page.reload();
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain("URL is not on Google");
    await page.getByRole("button", { name: "Inspect", exact: true }).click();
    const history = page.getByRole("table", { name: /Inspections of this URL/ });
    await expect(history.locator("tbody tr")).toHaveCount(2, { timeout: 30_000 });
  },
);

analystTest("a bulk inspection shows its progress, then its end", async ({ page }) => {
  test.setTimeout(120_000);
  const urls = Array.from({ length: 8 }, (_, i) => `https://www.greenleaf.example/bulk-e2e/p${i}/`);
  const { add, clear } = faults(page, ANALYST.email);
  await openView(page);
  // Google answers each inspection slowly, so the batch is caught while it runs.
  await add({ kind: "slow", match: "urlInspection", delayMs: 700 });
  try {
    await page.getByLabel(/^URLs of /).fill(urls.join("\n"));
    await page.getByRole("button", { name: "Start bulk inspection" }).click();
    const batch = page.getByTestId("inspection-batch").first();
    await expect(batch).toContainText("8 pasted URLs", { timeout: 20_000 });
    const bar = batch.getByRole("progressbar");
    await expect(bar).toHaveAttribute("aria-valuenow", /^([1-9]|[1-9]\d)$/, { timeout: 30_000 });
    await expect(batch).toContainText("Done", { timeout: 60_000 });
    await expect(bar).toHaveAttribute("aria-valuenow", "100");
    await expect(batch).toContainText("8 of 8");
  } finally {
    await clear();
  }
});

test("a rate limit from Google shows 'Rate Limit Reached'", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail(testInfo);
  await page.goto("/app/");
  await signInOverHttp(page, { email });
  const { add, clear } = faults(page, email);
  await add({ kind: "429", match: "urlInspection" });
  try {
    await openView(page);
    await page.getByLabel(/^URL of /).fill("https://www.greenleaf.example/");
    await page.getByRole("button", { name: "Inspect", exact: true }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Rate Limit Reached" }).first(),
    ).toBeVisible({
      timeout: 30_000,
    });
  } finally {
    await clear();
  }
});

analystTest("reads well on a phone and passes the audit", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 800 });
  const url = groupUrls("noindex")[0]!;
  await openView(page);
  await page.getByLabel(/^URL of /).fill(url);
  await page.getByRole("button", { name: "Inspect", exact: true }).click();
  await expect(page.getByRole("region", { name: "Inspection result" })).toBeVisible({
    timeout: 30_000,
  });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await settledForAudit(page, /^URL Inspection/);
  expect(await seriousViolations(page)).toEqual([]);
});

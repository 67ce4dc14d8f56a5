import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { seriousViolations, settledForAudit } from "./support/audit";
import { analystTest } from "./support/roles";
import { projectWithSources } from "./support/search-project";
import { signInOverHttp, uniqueEmail } from "./support/sign-in";
import { syncedPropertyUri } from "./support/synced-properties";

const VIEW = "/app/ga4-explore/";

/** A project with Greenleaf's GA4 property, and GA4 Explore open on a fixed four weeks. */
async function openExplore(page: Page, name: string, extra = "") {
  const ga4 = await syncedPropertyUri(page, "ga4", /greenleaf\.example - GA4/);
  const projectId = await projectWithSources(page, name, [{ type: "ga4", uri: ga4 }]);
  const search = `?project=${projectId}&start=2026-10-05&end=2026-11-01${extra}`;
  await page.goto(`${VIEW}${search}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("GA4 Explore");
  return { projectId, search };
}

const rowsRegion = (page: Page) => page.getByRole("region", { name: "Rows" });
const bodyRows = (page: Page) => rowsRegion(page).locator("tbody tr");

async function addField(page: Page, kind: "dimension" | "metric", search: string, apiName: string) {
  await page.getByRole("button", { name: `Add ${kind}` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByPlaceholder(`Search ${kind}s by name`).fill(search);
  await dialog.locator(`button[data-field="${apiName}"]`).click();
  await expect(dialog).toBeHidden();
}

analystTest(
  "builds an exploration, filters it, saves it, reopens it and shares it as a link",
  async ({ page, browser }) => {
    test.setTimeout(180_000);
    const { search } = await openExplore(page, "Greenleaf explorations");
    // The default exploration (sessions by channel) came with the HTML.
    await expect(bodyRows(page).filter({ hasText: "Organic Search" })).toHaveCount(1, {
      timeout: 60_000,
    });
    const organic = await bodyRows(page)
      .filter({ hasText: "Organic Search" })
      .locator("td")
      .nth(1)
      .textContent();
    const html = await (await page.request.get(`${VIEW}${search}`)).text();
    expect(html).toContain(`>${(organic ?? "").trim()}<`);

    // A second dimension: the chart becomes a pivot of channel by device.
    await addField(page, "dimension", "device", "deviceCategory");
    await expect(page).toHaveURL(/[?&]e=/);
    const pivot = page.locator('[data-slot="explore-pivot"]');
    await expect(pivot).toBeVisible({ timeout: 60_000 });
    await expect(pivot.getByRole("columnheader", { name: "mobile" })).toBeVisible();

    // A filter: mobile only.
    await page.getByRole("button", { name: "Edit filters" }).click();
    const dialog = page.getByRole("dialog");
    await dialog
      .getByRole("group", { name: "Rows where (dimensions)" })
      .getByRole("button", { name: "Add condition" })
      .click();
    await dialog.getByLabel("Row condition 1: field").selectOption("deviceCategory");
    await dialog.getByLabel("Row condition 1: operator").selectOption("EXACT");
    await dialog.getByLabel("Row condition 1: value").fill("mobile");
    await dialog.getByRole("button", { name: "Apply filters" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-slot="explore-filters"]')).toContainText(
      "Device category is exactly “mobile”",
    );
    await expect(bodyRows(page).filter({ hasText: "desktop" })).toHaveCount(0, { timeout: 60_000 });
    await expect(bodyRows(page).filter({ hasText: "mobile" }).first()).toBeVisible();
    const firstRow = (await bodyRows(page).first().textContent()) ?? "";

    // Saved for the project, under a name.
    await page.getByRole("button", { name: "Save exploration…" }).click();
    const save = page.getByRole("dialog", { name: "Save exploration" });
    await save.getByLabel("Name").fill("Mobile channels");
    await save.getByRole("button", { name: "Save", exact: true }).click();
    await expect(save).toBeHidden();
    const saved = page.getByRole("list", { name: "Saved explorations" });
    await expect(saved.getByRole("link", { name: "Mobile channels" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Mobile channels" })).toBeVisible();

    // The address is the share link: a new tab opens the same exploration from it alone.
    const link = page.url();
    const other = await browser.newPage({ storageState: ".data/e2e-auth/analyst.json" });
    await other.goto(link);
    await expect(bodyRows(other).first()).toHaveText(firstRow, { timeout: 60_000 });
    await expect(other.locator('[data-slot="explore-filters"]')).toContainText("mobile");
    await other.close();

    // Back to the default, then reopened from the list.
    await page.goto(`${VIEW}${search}`);
    await expect(bodyRows(page).filter({ hasText: "desktop" })).toHaveCount(0);
    await expect(page.locator('[data-slot="explore-filters"]')).toContainText("Rows: none");
    await page
      .getByRole("list", { name: "Saved explorations" })
      .getByRole("link", { name: "Mobile channels" })
      .click();
    await expect(page.locator('[data-slot="explore-filters"]')).toContainText("mobile", {
      timeout: 60_000,
    });
    await expect(bodyRows(page).first()).toHaveText(firstRow, { timeout: 60_000 });
  },
);

analystTest(
  "refuses a field GA4 cannot combine with the chosen ones, and says why",
  async ({ page }) => {
    test.setTimeout(120_000);
    await openExplore(page, "Greenleaf compatibility");
    await expect(bodyRows(page).first()).toBeVisible({ timeout: 60_000 });
    await page.getByRole("button", { name: "Add dimension" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByPlaceholder("Search dimensions by name").fill("item name");
    const item = dialog.locator('button[data-field="itemName"]');
    await expect(item).toBeDisabled({ timeout: 30_000 });
    await expect(item.locator('[data-slot="field-conflict"]')).toHaveText(
      /GA4 can't combine it with Sessions, Total users, Engagement rate\./,
    );
    // A compatible field of the same list stays available, custom definitions included.
    await dialog.getByPlaceholder("Search dimensions by name").fill("author");
    await expect(dialog.locator('button[data-field="customEvent:article_author"]')).toBeEnabled();
    await expect(dialog.getByRole("region", { name: "The property's dimensions" })).toContainText(
      "Custom",
    );
  },
);

analystTest(
  "exports every row of the exploration as CSV, and reads well on a phone",
  async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 360, height: 800 });
    const { search } = await openExplore(page, "Greenleaf landing pages");
    await expect(bodyRows(page).first()).toBeVisible({ timeout: 60_000 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await settledForAudit(page, /^GA4 Explore/);
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 900 });
    await addField(page, "dimension", "landing page", "landingPage");
    await page.getByRole("button", { name: `Remove Session default channel group` }).click();
    // The table shows the new exploration once its answer has come: landing pages alone.
    await expect(
      rowsRegion(page).getByRole("columnheader", { name: /Session default channel group/ }),
    ).toHaveCount(0, { timeout: 60_000 });
    await expect(rowsRegion(page).locator('[data-slot="data-table"][aria-busy]')).toHaveCount(0);
    const pager = rowsRegion(page).getByText(/^1–25 of [\d,]+$/);
    await expect(pager).toBeVisible({ timeout: 60_000 });
    const total = Number(
      ((await pager.textContent()) ?? "").replace(/^.* of /, "").replace(/,/g, ""),
    );
    expect(total).toBeGreaterThan(25);
    const download = page.waitForEvent("download");
    await rowsRegion(page).getByRole("button", { name: "Export CSV" }).click();
    const file = await readFile((await (await download).path())!, "utf8");
    const lines = file.trim().split(/\r?\n/);
    expect(lines[0]).toBe("Landing page,Sessions,Total users,Engagement rate,Key events");
    expect(lines).toHaveLength(total + 1);
    expect(search).toContain("start=2026-10-05");
  },
);

test("a GA4 rate limit shows 'Rate Limit Reached', and another user's property stays theirs", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const email = uniqueEmail(testInfo);
  await page.goto("/app/");
  await signInOverHttp(page, { email });
  const { projectId } = await openExplore(page, "Rate limited explorations");
  const { explorations } = await (
    await page.request.get(`/api/data/ga4/explorations/?projectId=${projectId}`)
  ).json();
  expect(explorations).toEqual([]);
  const sources = await (await page.request.get(`/api/projects/${projectId}/data-sources/`)).json();
  const propertyId: string = sources.dataSources[0].id;

  const fault = await page.request.post("/emulator/google/_emulator/faults", {
    data: { account: email, kind: "429", match: "runReport" },
  });
  expect(fault.ok()).toBe(true);
  await page.getByRole("button", { name: "Remove Session default channel group" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Rate Limit Reached" }).first(),
  ).toBeVisible({ timeout: 60_000 });
  await page.request.delete(
    `/emulator/google/_emulator/faults?account=${encodeURIComponent(email)}`,
  );

  // Another user asks for this property's rows and its saved explorations: nothing.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto("/app/");
  await signInOverHttp(otherPage, { email: uniqueEmail(testInfo) });
  const foreign = await otherPage.request.post("/api/data/ga4/explore/", {
    data: {
      projectId,
      propertyId,
      definition: {
        metrics: ["sessions"],
        range: { startDate: "2026-10-05", endDate: "2026-11-01" },
      },
      table: { pageIndex: 0, pageSize: 25 },
    },
  });
  expect(foreign.status()).toBe(404);
  expect((await foreign.json()).error.code).toBe("not_found");
  await other.close();
});

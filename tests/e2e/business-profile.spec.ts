import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { choosePreset } from "./support/search-project";
import { signInOverHttp, uniqueEmail } from "./support/sign-in";

const VIEW = "/app/google-business-profile/";
const PORTLAND = "4527103946251903846";
const SEATTLE = "4527103946251903847";

const keyFigures = (page: Page) => page.getByRole("region", { name: "Key figures" });
const kpi = (page: Page, label: string) =>
  keyFigures(page)
    .locator('[data-slot="kpi-card"]')
    .filter({ has: page.getByText(label, { exact: true }) });
const locationPicker = (page: Page) =>
  page.getByRole("banner").getByRole("group", { name: "Filters" }).getByRole("combobox", {
    name: "Location",
  });

/** Signs a fresh account in and opens the view; a fresh account has no locations until it syncs. */
async function openView(page: Page, email: string): Promise<void> {
  await page.goto("/app/");
  await signInOverHttp(page, { email });
  await page.goto(VIEW);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Google Business Profiles");
  const sync = page.getByRole("button", { name: "Sync Business Profile" });
  await expect(sync.or(keyFigures(page))).toBeVisible({ timeout: 20_000 });
  if (await sync.isVisible()) {
    await sync.click();
    await expect(
      page.getByText(/^Synced \d+ accounts and \d+ locations successfully$/),
    ).toBeVisible({ timeout: 20_000 });
  }
}

test("syncs the locations, shows the first one's figures and follows the location picker", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await openView(page, uniqueEmail(testInfo));
  // Locations are ordered by their resource name: Portland's id is the lowest.
  await expect(page).toHaveURL(new RegExp(`[?&]location=${PORTLAND}`));
  await expect(locationPicker(page)).toHaveText(/Greenleaf Garden Supply — Portland/);
  for (const label of ["Profile views", "Search / Maps share", "Calls", "Total actions"])
    await expect(kpi(page, label)).toContainText(/\d/, { timeout: 30_000 });
  const portland = await kpi(page, "Profile views").innerText();

  const picker = locationPicker(page);
  await picker.click();
  const options = page.getByRole("option");
  await expect(options).toHaveCount(3);
  await expect(options.filter({ hasText: "Greenleaf Mobile Landscaping" })).toContainText(
    "No address",
  );
  await options.filter({ hasText: "Greenleaf Garden Supply — Seattle" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]location=${SEATTLE}`));
  await expect(picker).toHaveText(/Seattle/);
  await expect(kpi(page, "Profile views")).not.toHaveText(portland, { timeout: 30_000 });
  await expect(kpi(page, "Profile views")).toContainText(/\d/);

  await expect(page.getByRole("figure", { name: "Profile views per day" })).toBeVisible();
  const keywords = page.getByRole("region", { name: "Search keywords" });
  await expect(keywords.getByRole("row").nth(1)).toBeVisible({ timeout: 30_000 });
  const summary = keywords.getByText(/^(\d+) keywords; .* fewer than 15\.$/);
  await expect(summary).toBeVisible();
  const total = Number((await summary.innerText()).match(/^(\d+)/)![1]);
  const [keywordsCsv] = await Promise.all([
    page.waitForEvent("download"),
    keywords.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  const keywordLines = (await readFile((await keywordsCsv.path())!, "utf8"))
    .split("\r\n")
    .filter((line) => line.length > 0);
  // Every keyword, the ones Google only bounds by its threshold too.
  expect(keywordLines).toHaveLength(total + 1);
  expect(keywordLines.some((line) => line.endsWith(",< 15"))).toBe(true);

  const daily = page.getByRole("region", { name: "Daily values" });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    daily.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^business-profile-${SEATTLE}-.*\\.csv$`),
  );
  const lines = (await readFile((await download.path())!, "utf8"))
    .split("\r\n")
    .filter((line) => line.length > 0);
  expect(lines[0]).toContain(
    "Date,Search (mobile),Search (desktop),Maps (mobile),Maps (desktop),Views,Calls,Website clicks,Directions,Actions",
  );
  // The default range is the last 30 days: every one of them, not only the first page.
  expect(lines).toHaveLength(31);
});

test("compares with the previous period, and a failing keyword report leaves the rest standing", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = uniqueEmail(testInfo);
  await openView(page, email);
  await expect(page).toHaveURL(/[?&]location=\d+/);
  const fault = await page.request.post("/emulator/google/_emulator/faults", {
    data: { account: email, kind: "429", match: "searchkeywords" },
  });
  expect(fault.ok()).toBe(true);
  const location = new URL(page.url()).searchParams.get("location");
  await page.goto(`${VIEW}?location=${location}&start=2026-08-03&end=2026-08-30&compare=previous`);
  await expect(kpi(page, "Calls")).toContainText("vs previous period", { timeout: 30_000 });
  await expect(kpi(page, "Search / Maps share")).toContainText(/pts/);
  await expect(page.getByText(/^Aug 03, 2026 - Aug 30, 2026, dashed: /)).toBeVisible();
  const keywords = page.getByRole("region", { name: "Search keywords" });
  await expect(keywords.getByRole("alert")).toContainText("Rate Limit Reached", {
    timeout: 60_000,
  });
  await expect(kpi(page, "Profile views")).toContainText(/\d/);
  await page.request.delete(
    `/emulator/google/_emulator/faults?account=${encodeURIComponent(email)}`,
  );
});

test("the first location is selected on a direct visit, a reload and a second tab with remembered filters", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  await openView(page, uniqueEmail(testInfo));
  await expect(page).toHaveURL(new RegExp(`[?&]location=${PORTLAND}`));
  // Choosing a range remembers the filters, which later visits without params bring back.
  await choosePreset(page, "Last 3 months");
  await expect(page).toHaveURL(/start=\d{4}-\d{2}-\d{2}&end=\d{4}-\d{2}-\d{2}/);
  const { start, end } = Object.fromEntries(new URL(page.url()).searchParams);

  const expectRestored = async (tab: Page) => {
    await expect(tab).toHaveURL(new RegExp(`[?&]location=${PORTLAND}`), { timeout: 20_000 });
    await expect(tab).toHaveURL(new RegExp(`[?&]start=${start}&end=${end}`));
    await expect(locationPicker(tab)).toHaveText(/Greenleaf Garden Supply — Portland/);
    await expect(kpi(tab, "Profile views")).toContainText(/\d/, { timeout: 30_000 });
    await expect(tab.getByText("Select a location in the header")).toHaveCount(0);
  };

  await page.goto(VIEW);
  await expectRestored(page);
  await page.reload();
  await expectRestored(page);

  const second = await context.newPage();
  await second.goto(VIEW);
  await expectRestored(second);

  // A bookmark naming a location the account no longer has falls back to the first one.
  await second.goto(`${VIEW}?location=1`);
  await expect(second).toHaveURL(new RegExp(`[?&]location=${PORTLAND}`), { timeout: 20_000 });
  await expect(locationPicker(second)).toHaveText(/Portland/);
});

test("an account without any Business Profile account gets the sync's warning", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto("/app/");
  await signInOverHttp(page, {
    email: `nolocal-${randomBytes(6).toString("hex")}@e2e.rankwell.dev`,
  });
  await page.goto(VIEW);
  await expect(page.getByText("No Business Profile locations synced yet")).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole("button", { name: "Sync Business Profile" }).click();
  await expect(page.getByText("No GMB accounts or locations found")).toBeVisible({
    timeout: 20_000,
  });
  await expect(locationPicker(page)).toHaveText(/No Locations/);
});

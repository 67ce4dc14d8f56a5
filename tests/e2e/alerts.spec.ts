import { shiftDay } from "@/lib/dates/compare";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { googleToday } from "@/lib/dates/google-day";
import { toDateKey } from "@/lib/dates/format";
import { projectWithSources } from "./support/search-project";
import { signInOverHttp, uniqueEmail } from "./support/sign-in";

// The bell: a drop planted in the emulator on Search Console's last final day becomes two alerts
// (clicks and impressions) with their charts; opening the bell reads them; muting a rule stops it.

const GREENLEAF = "sc-domain:greenleaf.example";

/** Final rows of the project's property by one dimension over its last 12 days, most clicks first. */
async function finalRows(page: Page, projectId: string, dimension: "date" | "query") {
  const sources = await page.request.get(`/api/projects/${projectId}/data-sources/`);
  const { dataSources } = (await sources.json()) as { dataSources: { id: string }[] };
  const today = toDateKey(googleToday());
  const answer = await page.request.post("/api/data/search-console/", {
    data: {
      projectId,
      propertyId: dataSources[0]!.id,
      startDate: shiftDay(today, -12),
      endDate: shiftDay(today, -1),
      dimensions: [dimension],
      type: "web",
      dataState: "final",
      table: { sort: "clicks", desc: true, pageIndex: 0, pageSize: 25 },
    },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { rows: { keys: string[] }[] }).rows.map((row) => row.keys[0]!);
}

/** The last day Search Console calls final, read through the data route. */
async function lastFinalDay(page: Page, projectId: string): Promise<string> {
  return (await finalRows(page, projectId, "date")).sort().at(-1)!;
}

/** A new user of their own (the faults are per account) with a project on Greenleaf. */
async function greenleafUser(page: Page, testInfo: TestInfo) {
  const email = uniqueEmail(testInfo);
  await page.goto("/app/");
  await signInOverHttp(page, { email });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overview", { timeout: 45_000 });
  await expect(page.getByRole("button", { name: "Alerts", exact: true })).toBeVisible();
  const projectId = await projectWithSources(page, "Greenleaf", [{ type: "gsc", uri: GREENLEAF }]);
  return { email, projectId, day: await lastFinalDay(page, projectId) };
}

test("the bell shows new alerts with their charts, and muting a rule stops it", async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const { email, projectId, day } = await greenleafUser(page, testInfo);

  const planted = await page.request.post("/emulator/google/_emulator/faults", {
    data: { account: email, kind: "drop", date: day, factor: 0.15 },
  });
  expect(planted.ok(), await planted.text()).toBe(true);
  try {
    const checked = await page.request.post("/api/alerts/check/", { timeout: 90_000 });
    expect(checked.status(), await checked.text()).toBe(200);
    expect(await checked.json()).toMatchObject({ created: 2, failed: 0 });

    await page.goto(`/app/?project=${projectId}`);
    const bell = page.getByRole("button", { name: "Alerts, 2 unread" });
    await expect(bell).toBeVisible({ timeout: 30_000 });
    await bell.click();
    const panel = page.getByRole("dialog", { name: "Alerts" });
    const items = panel.getByTestId("alert-item");
    await expect(items).toHaveCount(2);
    const clicks = items.filter({ hasText: "Search clicks fell on greenleaf.example" });
    await expect(clicks).toBeVisible();
    await expect(clicks.getByRole("img")).toHaveAttribute("aria-label", /Search clicks/, {
      timeout: 20_000,
    });
    await expect(clicks.getByRole("link", { name: /^Open in Search Performance/ })).toHaveAttribute(
      "href",
      new RegExp(`/app/search-performance/\\?project=${projectId}.*end=${day}`),
    );
    // Opening the bell read them: the count is gone.
    await expect(page.getByRole("button", { name: "Alerts", exact: true })).toBeVisible();

    await clicks.getByRole("button", { name: "Mute rule" }).click();
    await expect(page.getByText("Search clicks alerts muted for Greenleaf")).toBeVisible();
    const rules = await page.request.get(`/api/alerts/rules/?project=${projectId}`);
    const { rules: list } = (await rules.json()) as { rules: { metric: string; muted: boolean }[] };
    expect(list.find((rule) => rule.metric === "gsc_clicks")?.muted).toBe(true);
    expect(list.find((rule) => rule.metric === "gsc_impressions")?.muted).toBe(false);

    // Settings → Alerts shows the muted rule switched off.
    await page.goto("/app/settings/#alerts");
    const section = page.locator("#alerts");
    const rule = (label: string) => section.getByRole("article", { name: label, exact: true });
    await expect(rule("Search clicks").getByRole("switch", { name: "On" })).not.toBeChecked({
      timeout: 20_000,
    });
    await expect(rule("Search impressions").getByRole("switch", { name: "On" })).toBeChecked();

    // On a 360 px phone the section fits the screen: nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 780 });
    await expect(rule("Search clicks")).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  } finally {
    await page.request.delete(
      `/emulator/google/_emulator/faults?account=${encodeURIComponent(email)}`,
    );
  }
});

test("a query tracked from Settings raises an alert when it loses positions", async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const { email, projectId, day } = await greenleafUser(page, testInfo);
  // The query with the most clicks: it has a place to lose.
  const [query] = await finalRows(page, projectId, "query");

  await page.goto("/app/settings/#alerts");
  const section = page.locator("#alerts");
  const form = section.getByRole("form", { name: "Watch a page or a query" });
  await form.getByRole("combobox", { name: "Watch" }).click();
  await page.getByRole("option", { name: "A tracked query's position" }).click();
  await form.getByLabel("Query").fill(`  ${query!.toUpperCase()} `);
  await form.getByRole("button", { name: "Add rule" }).click();
  // Kept as Google reports queries: lower case, without the spaces around it.
  const tracked = section.getByRole("article", {
    name: `A tracked query's position: ${query}`,
  });
  await expect(tracked).toBeVisible({ timeout: 20_000 });
  await expect(tracked.getByLabel("Positions lost")).toHaveValue("3");
  await expect(form.getByLabel("Query")).toHaveValue("");

  // On the last final day every query ranks 40 places lower: the week's average falls by about 6.
  const planted = await page.request.post("/emulator/google/_emulator/faults", {
    data: { account: email, kind: "drop", date: day, factor: 1, positionShift: 40 },
  });
  expect(planted.ok(), await planted.text()).toBe(true);
  try {
    const checked = await page.request.post("/api/alerts/check/", { timeout: 90_000 });
    expect(checked.status(), await checked.text()).toBe(200);
    expect(await checked.json()).toMatchObject({ created: 1, failed: 0 });

    await page.goto(`/app/?project=${projectId}`);
    const bell = page.getByRole("button", { name: "Alerts, 1 unread" });
    await expect(bell).toBeVisible({ timeout: 30_000 });
    await bell.click();
    const item = page.getByRole("dialog", { name: "Alerts" }).getByTestId("alert-item");
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(`“${query}” lost positions on greenleaf.example`);
    await expect(item.getByRole("link", { name: /^Open in Search Performance/ })).toHaveAttribute(
      "href",
      new RegExp(`query=${encodeURIComponent(query!).replace(/%20/g, "(\\+|%20)")}&queryOp=equals`),
    );
  } finally {
    await page.request.delete(
      `/emulator/google/_emulator/faults?account=${encodeURIComponent(email)}`,
    );
  }
});

import { expect, test, type Page } from "@playwright/test";
import { googleToday } from "@/lib/dates/google-day";
import { toDateKey } from "@/lib/dates/format";
import { addDays } from "@/lib/google/pacific-date";
import { projectWithSources } from "./support/search-project";
import { signInWithGoogle, uniqueEmail } from "./support/sign-in";

// The bell: a drop planted in the emulator on Search Console's last final day becomes two alerts
// (clicks and impressions) with their charts; opening the bell reads them; muting a rule stops it.

const GREENLEAF = "sc-domain:greenleaf.example";

/** The last day Search Console calls final, read through the data route. */
async function lastFinalDay(page: Page, projectId: string): Promise<string> {
  const sources = await page.request.get(`/api/projects/${projectId}/data-sources/`);
  const { dataSources } = (await sources.json()) as { dataSources: { id: string }[] };
  const today = toDateKey(googleToday());
  const answer = await page.request.post("/api/data/search-console/", {
    data: {
      projectId,
      propertyId: dataSources[0]!.id,
      startDate: addDays(today, -12),
      endDate: addDays(today, -1),
      dimensions: ["date"],
      type: "web",
      dataState: "final",
      table: { sort: "key", desc: true, pageIndex: 0, pageSize: 25 },
    },
  });
  expect(answer.status()).toBe(200);
  const { rows } = (await answer.json()) as { rows: { keys: string[] }[] };
  return rows
    .map((row) => row.keys[0]!)
    .sort()
    .at(-1)!;
}

test("the bell shows new alerts with their charts, and muting a rule stops it", async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const email = uniqueEmail(testInfo);
  await page.goto("/app/");
  await signInWithGoogle(page, { email });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overview", { timeout: 45_000 });
  await expect(page.getByRole("button", { name: "Alerts", exact: true })).toBeVisible();
  const projectId = await projectWithSources(page, "Greenleaf", [{ type: "gsc", uri: GREENLEAF }]);
  const day = await lastFinalDay(page, projectId);

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

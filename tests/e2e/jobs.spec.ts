import { expect, test, type Page } from "@playwright/test";
import { signInOverHttp, uniqueEmail } from "./support/sign-in";

// The jobs tray: a property sync runs as a background job, and the header shows its progress.
// The emulator answers each GA4 property's details slowly, so the sync is caught while it runs.

async function slowTimeZones(page: Page, email: string, delayMs: number): Promise<void> {
  const fault = await page.request.post("/emulator/google/_emulator/faults", {
    data: { account: email, kind: "slow", match: "/v1beta/properties/", delayMs },
  });
  expect(fault.ok()).toBe(true);
}

const clearFaults = (page: Page, email: string) =>
  page.request.delete(`/emulator/google/_emulator/faults?account=${encodeURIComponent(email)}`);

async function openTray(page: Page) {
  await page.getByRole("button", { name: "Background jobs" }).click();
  return page.getByRole("dialog");
}

test("the jobs tray shows a running sync's progress, then its end", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail(testInfo);
  await page.goto("/app/");
  await signInOverHttp(page, { email });
  // The first sign-in's own sync shows in the tray once it has run.
  await expect(page.getByRole("button", { name: "Background jobs" })).toBeVisible({
    timeout: 30_000,
  });
  await slowTimeZones(page, email, 8_000);
  try {
    const sync = page.request.post("/api/functions/sync-google-properties/", { timeout: 60_000 });
    const tray = await openTray(page);
    const running = tray.locator('[data-testid="job-item"][data-state="running"]');
    await expect(running).toBeVisible({ timeout: 20_000 });
    await expect(running).toContainText("Google properties sync");
    await expect(running).toContainText(/Reading GA4 time zones|Reading each GA4 property/);
    const bar = running.getByRole("progressbar", { name: "Google properties sync" });
    await expect(bar).toHaveAttribute("aria-valuenow", /\d+/);
    await expect(
      running.getByRole("button", { name: "Cancel Google properties sync" }),
    ).toBeVisible();

    const answer = await sync;
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { synced: number }).synced).toBeGreaterThan(0);
    // The realtime stream brings the end to the open tray.
    await expect(tray.locator('[data-testid="job-item"][data-state="running"]')).toHaveCount(0, {
      timeout: 15_000,
    });
    await expect(
      tray.locator('[data-testid="job-item"][data-state="completed"]').first(),
    ).toBeVisible();
  } finally {
    await clearFaults(page, email);
  }
});

test("a sync cancelled from the tray stops, and its request says so", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail(testInfo);
  await page.goto("/app/");
  await signInOverHttp(page, { email });
  await expect(page.getByRole("button", { name: "Background jobs" })).toBeVisible({
    timeout: 30_000,
  });
  await slowTimeZones(page, email, 8_000);
  try {
    const sync = page.request.post("/api/functions/sync-google-properties/", { timeout: 60_000 });
    const tray = await openTray(page);
    const running = tray.locator('[data-testid="job-item"][data-state="running"]');
    await expect(running).toBeVisible({ timeout: 20_000 });
    await running.getByRole("button", { name: "Cancel Google properties sync" }).click();
    await expect(tray.locator('[data-testid="job-item"][data-state="cancelled"]')).toBeVisible({
      timeout: 15_000,
    });
    const answer = await sync;
    expect(answer.status()).toBe(409);
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe("job_cancelled");
  } finally {
    await clearFaults(page, email);
  }
});

import { expect, test } from "@playwright/test";
import { settledForAudit, violations } from "./support/audit";
import { chooseAccount, signInOverHttp, uniqueEmail } from "./support/sign-in";

test("settings shows the profile and a healthy Google connection, reconnects, and switches the theme", async ({
  page,
}, testInfo) => {
  await page.goto("/app/settings/");
  const account = await signInOverHttp(page, { email: uniqueEmail(testInfo) });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Settings");

  const profile = page.getByRole("region", { name: "Profile" });
  await expect(profile.getByText(account.name)).toBeVisible();
  await expect(profile.getByText(account.email)).toBeVisible();
  await expect(profile.getByText("Primary account")).toBeVisible();

  const google = page.getByRole("region", { name: "Google connection" });
  await expect(google.getByText("Connected", { exact: true })).toBeVisible();
  await expect(google.getByText("Current access valid until")).toBeVisible();
  await expect(google.getByText("Search Console: allowed")).toBeVisible();
  await expect(google.getByText("Google Analytics: allowed")).toBeVisible();

  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    google.getByRole("button", { name: "Reconnect Google account" }).click(),
  ]);
  const closed = popup.waitForEvent("close");
  await chooseAccount(popup, account);
  await closed;
  // The first sign-in's toast may still be showing beside this one.
  await expect(page.getByText("Successfully signed in!").last()).toBeVisible();
  await expect(google.getByText("Connected", { exact: true })).toBeVisible();

  await settledForAudit(page, /^Settings/);
  const wcag2 = { tags: ["wcag2a", "wcag2aa"], everyImpact: true };
  expect(await violations(page, wcag2)).toEqual([]);

  await page.getByRole("switch", { name: "Dark mode" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await violations(page, wcag2)).toEqual([]);
  await page.getByRole("switch", { name: "Dark mode" }).click();
  await expect(page.locator("html")).toHaveClass(/light/);
});

test("deleting the account from settings erases its data and lands on / after about a second", async ({
  page,
}, testInfo) => {
  // Two full sign-ins through the emulator's account chooser, each starting a property sync: on a
  // busy two-worker run that alone can pass the default minute.
  test.setTimeout(150_000);
  await page.goto("/app/");
  const account = await signInOverHttp(page, { email: uniqueEmail(testInfo) });
  await page.getByLabel("Project name").fill("Soon gone");
  await page.getByRole("button", { name: "Create project" }).click();
  await expect(page.getByText('Project "Soon gone" created')).toBeVisible();

  await page.goto("/app/settings/");
  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your Rankwell account?" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Delete account" }).click();
  const started = Date.now();
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await page.waitForURL((url) => url.pathname === "/", { timeout: 15_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // Signed out, and local keys are gone: /app/ greets a new visitor, and the API refuses.
  expect((await page.request.get("/api/projects/")).status()).toBe(401);
  await page.goto("/app/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to Rankwell");

  // Signing in again with the same Google account starts from nothing.
  await signInOverHttp(page, account);
  await expect(page.getByText("No projects yet")).toBeVisible();
});

test("a project's brand terms are saved and come back after a reload", async ({
  page,
}, testInfo) => {
  await page.goto("/app/settings/");
  await signInOverHttp(page, { email: uniqueEmail(testInfo) });
  const created = await page.request.post("/api/projects/", { data: { name: "Acme Outdoor" } });
  expect(created.ok(), await created.text()).toBe(true);
  await page.reload();

  const input = page.getByLabel("Brand terms of Acme Outdoor");
  await input.fill("acme, ");
  await input.fill("Acme Outdoor");
  await input.press("Enter");
  await input.fill("ACME");
  await input.press("Enter");
  await page.getByRole("button", { name: "Save brand terms" }).click();
  await expect(page.getByText('2 brand terms saved for "Acme Outdoor"')).toBeVisible();

  await page.reload();
  const list = page.getByRole("list", { name: "Brand term list for Acme Outdoor" });
  await expect(list.getByRole("listitem")).toHaveText(["acme", "Acme Outdoor"]);
});

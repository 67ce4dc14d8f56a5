import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./support/audit";
import { openGooglePopup, signInWithGoogle, uniqueEmail } from "./support/sign-in";

const storageItem = (page: Page, key: string) =>
  page.evaluate((name) => window.localStorage.getItem(name), key);

function userMenu(page: Page, name: string) {
  return page.getByRole("button", { name: new RegExp(`Account menu: ${name}`) });
}

test("the header's Sign In and Get Started both lead to the sign-in screen at /app/", async ({
  page,
}) => {
  for (const label of ["Sign In", "Get Started"]) {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(/\/app\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to Rankwell");
  }
});

test("a new visitor signs in through the Google popup and lands in /app/ under their name", async ({
  page,
}, testInfo) => {
  await page.goto("/app/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to Rankwell");
  await expect(page.getByText("Free forever • No credit card required")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in with Google" })).toBeVisible();

  const account = await signInWithGoogle(page, { email: uniqueEmail(testInfo) });
  await expect(page.getByText("Successfully signed in!")).toBeVisible();
  await expect(userMenu(page, account.name)).toBeVisible();
  await expect(page).toHaveURL(/\/app\/$/);
  expect(await storageItem(page, "rankwell_visited")).toBe("true");

  // The session is a cookie the server reads, so a reload renders the signed-in page at once.
  await page.reload();
  await expect(userMenu(page, account.name)).toBeVisible();
  await userMenu(page, account.name).click();
  await expect(page.getByRole("menu").getByText(account.email)).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Settings" })).toHaveAttribute(
    "href",
    "/app/settings/",
  );
  await page.getByRole("menuitemcheckbox", { name: "Dark mode" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(page.getByRole("menuitemcheckbox", { name: "Dark mode" })).toBeChecked();
});

test("no Google token is readable in the browser after a sign-in", async ({ page }, testInfo) => {
  await page.goto("/app/");
  const account = await signInWithGoogle(page, { email: uniqueEmail(testInfo) });
  await expect(userMenu(page, account.name)).toBeVisible();
  await page.reload();
  await expect(userMenu(page, account.name)).toBeVisible();
  // The emulator's tokens start like Google's: ya29.emu-… and 1//emu-….
  const google = /ya29\.|1\/\/emu-/;
  const seen = await page.evaluate(() => ({
    cookies: document.cookie,
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
    html: document.documentElement.outerHTML,
  }));
  for (const [where, text] of Object.entries(seen)) expect(text, where).not.toMatch(google);
  const answer = await page.request.get("/api/auth/session/");
  expect(await answer.text()).not.toMatch(google);
  const cookies = await page.context().cookies();
  expect(JSON.stringify(cookies)).not.toMatch(google);
});

test("the demo account signs in from the account chooser", async ({ page }) => {
  await page.goto("/app/");
  await signInWithGoogle(page);
  await expect(userMenu(page, "Dana Demo")).toBeVisible();
});

test("signing out returns to the sign-in screen, which then greets the visitor as returning", async ({
  page,
}, testInfo) => {
  await page.goto("/app/");
  const account = await signInWithGoogle(page, { email: uniqueEmail(testInfo) });
  await userMenu(page, account.name).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back");
  await expect(page.getByText("Ready to dive back in?")).toBeVisible();
  await expect(page).toHaveURL(/\/app\/$/);
  expect(await storageItem(page, "rankwell_user_profile")).toBeNull();
  expect(await storageItem(page, "rankwell_visited")).toBe("true");

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back");
  await signInWithGoogle(page, account);
  await expect(userMenu(page, account.name)).toBeVisible();
});

test("Cancel in Google's account chooser reports the sign-in as cancelled or failed", async ({
  page,
}) => {
  await page.goto("/app/");
  const popup = await openGooglePopup(page);
  const closed = popup.waitForEvent("close");
  await popup.getByRole("button", { name: "Cancel" }).click();
  await closed;

  await expect(
    page.getByText("Failed to sign in: Authentication cancelled or failed"),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in with Google" })).toBeVisible();
});

test("closing the popup reports the sign-in as cancelled", async ({ page }) => {
  await page.goto("/app/");
  const popup = await openGooglePopup(page);
  await popup.close();

  await expect(page.getByText("Failed to sign in: Authentication was cancelled")).toBeVisible();
  expect(await storageItem(page, "rankwell_visited")).toBeNull();
});

for (const theme of ["light", "dark"] as const) {
  test(`the sign-in screen (${theme}) has no serious accessibility violation`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
    await page.goto("/app/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to Rankwell");
    expect(await seriousViolations(page, { bestPractice: true })).toEqual([]);
  });
}

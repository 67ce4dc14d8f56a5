import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./support/audit";
import { GOOGLE_SIGN_IN_SCOPES } from "@/lib/google/scopes";
import { EMULATOR_CLIENT_ID } from "@/google-emulator/oauth/client";

// The emulator's Google-style pages in the production build, without the app's sign-in around
// them: the redirect back to the app is caught and read instead of being processed.

function authorizePath(baseURL: string, extra: Record<string, string> = {}) {
  const params = new URLSearchParams({
    client_id: EMULATOR_CLIENT_ID,
    redirect_uri: `${baseURL}/auth-callback`,
    response_type: "code",
    scope: GOOGLE_SIGN_IN_SCOPES.join(" "),
    state: "e2e-state",
    code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    code_challenge_method: "S256",
    access_type: "offline",
    prompt: "consent",
    ...extra,
  });
  return `/emulator/google/o/oauth2/v2/auth?${params}`;
}

/** Does `action`, answers the redirect to the app's callback with an empty page, reads its query. */
async function callbackAfter(page: Page, action: () => Promise<unknown>) {
  await page.route("**/auth-callback**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>callback</title>" }),
  );
  await Promise.all([page.waitForURL(/\/auth-callback/), action()]);
  return new URL(page.url()).searchParams;
}

for (const colorScheme of ["light", "dark"] as const) {
  test(`the account chooser and the another-account form are accessible (${colorScheme})`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 500, height: 600 });
    await page.goto(authorizePath(baseURL!));
    await expect(page).toHaveTitle("Choose an account");
    await expect(page.getByRole("heading", { level: 1, name: "Choose an account" })).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`chooser-${colorScheme}.png`),
      fullPage: true,
    });
    expect(await seriousViolations(page, { bestPractice: true })).toEqual([]);

    await page.getByRole("button", { name: "Use another account" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Use another account" }),
    ).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`another-${colorScheme}.png`),
      fullPage: true,
    });
    expect(await seriousViolations(page, { bestPractice: true })).toEqual([]);
  });
}

test("a demo account is picked with the keyboard and the app gets a code with its state", async ({
  page,
  baseURL,
}) => {
  await page.goto(authorizePath(baseURL!));
  await expect(page.getByRole("list", { name: "Accounts" }).getByRole("button")).toHaveCount(2);
  await expect(page.getByText("See and download your Google Analytics data")).toBeVisible();
  const alex = page.getByRole("button", { name: /Alex Agency alex@agency\.rankwell\.dev/ });
  for (let i = 0; i < 10 && !(await alex.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(alex).toBeFocused();
  const query = await callbackAfter(page, () => page.keyboard.press("Enter"));
  expect(query.get("state")).toBe("e2e-state");
  expect(query.get("code")).toMatch(/^4\/0emu-/);
  expect(query.get("scope")).toBe(GOOGLE_SIGN_IN_SCOPES.join(" "));
});

test("another account needs a valid address, then signs in", async ({ page, baseURL }) => {
  await page.goto(authorizePath(baseURL!));
  await page.getByRole("button", { name: "Use another account" }).click();
  await page.getByLabel("Email").fill("not an address");
  await page.getByLabel("Name").fill("Tia Test");
  // The browser's own check stops the form first; without it the emulator answers the same.
  await page
    .getByLabel("Email")
    .evaluate((el) => el.closest("form")?.setAttribute("novalidate", ""));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert")).toHaveText("Enter a valid email address.");
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Email").fill("t-e2e-emulator@e2e.rankwell.dev");
  const query = await callbackAfter(page, () =>
    page.getByRole("button", { name: "Continue" }).click(),
  );
  expect(query.get("code")).toMatch(/^4\/0emu-/);
});

test("Cancel answers access_denied to the app", async ({ page, baseURL }) => {
  await page.goto(authorizePath(baseURL!));
  const query = await callbackAfter(page, () =>
    page.getByRole("button", { name: "Cancel" }).click(),
  );
  expect(Object.fromEntries(query)).toEqual({ error: "access_denied", state: "e2e-state" });
});

test("a request from an unknown client or to another site is refused as Google does", async ({
  page,
  baseURL,
}) => {
  const unknown = await page.goto(
    authorizePath(baseURL!, { client_id: "someone.apps.googleusercontent.com" }),
  );
  expect(unknown?.status()).toBe(401);
  await expect(
    page.getByRole("heading", { name: "Access blocked: Authorization Error" }),
  ).toBeVisible();
  await expect(page.getByText("Error 401: invalid_client")).toBeVisible();

  const elsewhere = await page.goto(
    authorizePath(baseURL!, { redirect_uri: "https://example.com/callback" }),
  );
  expect(elsewhere?.status()).toBe(400);
  await expect(page.getByText("Error 400: redirect_uri_mismatch")).toBeVisible();
});

test("avatars are served as SVG and the token endpoint speaks Google's errors", async ({
  request,
}) => {
  const avatar = await request.get("/emulator/google/avatar/104857600000000000001.svg");
  expect(avatar.headers()["content-type"]).toBe("image/svg+xml; charset=utf-8");
  expect(await avatar.text()).toContain(">DD</text>");

  const token = await request.post("/emulator/google/token", {
    form: {
      grant_type: "refresh_token",
      refresh_token: "1//emu-x.y",
      client_id: EMULATOR_CLIENT_ID,
      client_secret: "rankwell-embedded-secret",
    },
  });
  expect(token.status()).toBe(400);
  expect(await token.json()).toEqual({
    error: "invalid_grant",
    error_description: "Token has been expired or revoked.",
  });
});

import { expect, test } from "@playwright/test";
import { SLASHED_PREFIXES } from "@/lib/routing/trailing-slash";

test("a path under each prefix gains its trailing slash, keeping query and hash", async ({
  page,
}) => {
  for (const prefix of SLASHED_PREFIXES) {
    await page.goto(`${prefix}?from=test&n=1#section`);
    const url = new URL(page.url());
    expect(url.pathname, prefix).toBe(`${prefix}/`);
    expect(url.search).toBe("?from=test&n=1");
    expect(url.hash).toBe("#section");
  }
});

test("the redirect replaces the history entry", async ({ page, baseURL }) => {
  await page.goto("/");
  await page.goto("/pricing");
  await expect(page).toHaveURL(`${baseURL}/pricing/`);
  await page.goBack();
  await expect(page).toHaveURL(`${baseURL}/`);
});

test("the server answers 308 for a missing slash and leaves other paths alone", async ({
  request,
  baseURL,
}) => {
  const redirect = await request.get("/tools/meta-tags?url=x", { maxRedirects: 0 });
  expect(redirect.status()).toBe(308);
  const location = new URL(redirect.headers()["location"] ?? "", baseURL);
  expect(`${location.pathname}${location.search}`).toBe("/tools/meta-tags/?url=x");

  const api = await request.get("/api/does-not-exist", { maxRedirects: 0 });
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ error: { code: "not_found", message: expect.any(String) } });

  const unknown = await request.get("/unknown-page", { maxRedirects: 0 });
  expect(unknown.status()).toBe(404);

  const root = await request.get("/", { maxRedirects: 0 });
  expect(root.status()).toBe(200);
});

test("an unknown path shows the 404 page, logs the path and links home", async ({
  page,
  baseURL,
}) => {
  const messages: string[] = [];
  page.on("console", (message) => messages.push(message.text()));
  const response = await page.goto("/no/such/page/");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await expect.poll(() => messages.some((m) => m.includes("/no/such/page/"))).toBe(true);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
});

for (const path of ["/auth-callback", "/auth/v1/callback"]) {
  test(`${path} shows the sign-in callback page`, async ({ page }) => {
    // Opened directly, with no sign-in under way, the callback page says so.
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign-in did not complete");
  });
}

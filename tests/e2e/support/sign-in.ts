import { randomBytes } from "node:crypto";
import { expect, type Page, type TestInfo } from "@playwright/test";

export const DEMO_ACCOUNT = { email: "dana@demo.rankwell.dev", name: "Dana Demo" } as const;

export interface SignInAccount {
  email: string;
  name: string;
}

/** A fresh address per test, so no test ever meets another test's user or data. */
export function uniqueEmail(testInfo: TestInfo): string {
  const salt = `${testInfo.workerIndex}${testInfo.retry}`;
  return `t-${salt}${randomBytes(6).toString("hex")}@e2e.rankwell.dev`;
}

/** A readable name for an ad-hoc account, derived from its address. */
export function nameFor(email: string): string {
  return `Tester ${email.split("@")[0]!.slice(2, 8).toUpperCase()}`;
}

/** The popup opened by the sign-in button, before anything is picked in it. */
export async function openGooglePopup(page: Page): Promise<Page> {
  const button = page.getByRole("button", { name: /(sign in|continue) with google/i });
  const [popup] = await Promise.all([page.waitForEvent("popup"), button.click()]);
  await popup.waitForURL(/\/o\/oauth2\/v2\/auth/);
  await expect(popup.getByRole("heading", { name: /choose an account/i })).toBeVisible();
  return popup;
}

/** In the emulator's account chooser: a demo account by its name, or an ad-hoc one by email + name. */
export async function chooseAccount(popup: Page, account: SignInAccount): Promise<void> {
  const demo = popup.getByRole("button", { name: new RegExp(escape(account.email), "i") });
  if (await demo.count()) {
    await demo.first().click();
    return;
  }
  await popup.getByRole("button", { name: /use another account/i }).click();
  await popup.getByLabel(/email/i).fill(account.email);
  await popup.getByLabel(/^(full )?name$/i).fill(account.name);
  await popup.getByRole("button", { name: /^(continue|next|sign in)$/i }).click();
}

/**
 * From a page showing the sign-in screen: clicks the Google button, picks the account in the popup
 * and waits for the popup to close. Without an email it signs in as the demo account.
 */
export async function signInWithGoogle(
  page: Page,
  { email, name }: Partial<SignInAccount> = {},
): Promise<SignInAccount> {
  const account = email ? { email, name: name ?? nameFor(email) } : { ...DEMO_ACCOUNT };
  const popup = await openGooglePopup(page);
  const closed = popup.waitForEvent("close", { timeout: 20_000 });
  await chooseAccount(popup, account);
  await closed;
  return account;
}

/**
 * The popup's sign-in without the popup, on the page's own request context (so the cookie lands in
 * its browser), then a reload. For tests whose subject is not the sign-in.
 */
export async function signInOverHttp(
  page: Page,
  { email, name }: { email: string; name?: string },
): Promise<SignInAccount> {
  const account = { email, name: name ?? nameFor(email) };
  const start = await page.request.get("/api/auth/google/start/");
  expect(start.status(), await start.text()).toBe(200);
  const consent = new URL(((await start.json()) as { url: string }).url);
  const approved = await page.request.post(new URL("approve", consent).toString(), {
    form: { ...Object.fromEntries(consent.searchParams), ...account },
    maxRedirects: 0,
  });
  expect(approved.status(), await approved.text()).toBe(302);
  const back = new URL(approved.headers()["location"] ?? "");
  const callback = await page.request.post("/api/auth/google/callback/", {
    data: { code: back.searchParams.get("code"), state: back.searchParams.get("state") },
  });
  expect(callback.status(), await callback.text()).toBe(200);
  if (page.url() !== "about:blank") await page.reload();
  return account;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

import { expect, test as setup } from "@playwright/test";
import { ANALYST, ANALYST_STATE } from "./support/roles";
import { signInWithGoogle } from "./support/sign-in";

setup("the analyst signs in once and syncs the Google properties", async ({ page }) => {
  setup.setTimeout(120_000);
  await page.goto("/app/");
  await signInWithGoogle(page, ANALYST);
  // A busy machine may take a while to render the first view after the popup closes.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overview", { timeout: 45_000 });
  for (const sync of ["sync-google-properties", "sync-gmb-accounts"]) {
    const response = await page.request.post(`/api/functions/${sync}/`);
    expect(response.ok(), await response.text()).toBe(true);
  }
  await page.context().storageState({ path: ANALYST_STATE });
});

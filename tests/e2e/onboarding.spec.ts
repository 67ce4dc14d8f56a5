import { expect, test, type Page } from "@playwright/test";
import { projectWithSources } from "./support/search-project";
import { signInOverHttp, uniqueEmail } from "./support/sign-in";

const FLAG = "rankwell_onboarding_completed";
const completedFlag = (page: Page) => page.evaluate((key) => localStorage.getItem(key), FLAG);

test("finishing onboarding on the Overview stores the completed flag after 3 s, also across a reload", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.goto("/app/");
  await signInOverHttp(page, { email: uniqueEmail(testInfo) });
  await page.getByLabel("Project name").fill("Greenleaf");
  await page.getByRole("button", { name: "Create project" }).click();

  const panel = page.getByRole("region", { name: "Connect your data sources" });
  await expect(panel).toBeVisible();
  const searchConsole = panel.getByRole("group", { name: "Search Console" });
  const sync = panel.getByRole("button", { name: "Sync" });
  // The first sign-in syncs in the background; a second sync makes sure the list is there.
  if (!(await searchConsole.isVisible())) await sync.click();
  await searchConsole
    .getByRole("checkbox", { name: /sc-domain:greenleaf\.example/ })
    .check({ timeout: 20_000 });
  await panel.getByRole("button", { name: "Connect to Greenleaf" }).click();

  // The dashboard replaces the panel at once; the flag follows 3 s later.
  await expect(page.getByRole("region", { name: "Key figures" })).toBeVisible({ timeout: 30_000 });
  await expect(panel).toHaveCount(0);
  await expect.poll(() => completedFlag(page), { timeout: 10_000 }).toBe("true");

  await page.reload();
  await expect(page.getByRole("region", { name: "Key figures" })).toBeVisible({ timeout: 30_000 });
  expect(await completedFlag(page)).toBe("true");
});

test("a user whose project already has a source gets the flag on any view, and a second tab keeps it", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.goto("/app/");
  await signInOverHttp(page, { email: uniqueEmail(testInfo) });
  await projectWithSources(page, "Greenleaf", [
    { type: "gsc", uri: "sc-domain:greenleaf.example" },
  ]);

  await page.goto("/app/settings/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Settings");
  await expect.poll(() => completedFlag(page), { timeout: 10_000 }).toBe("true");

  const second = await context.newPage();
  await second.goto("/app/");
  await expect(second.getByRole("heading", { level: 1 })).toHaveText("Overview");
  await expect(second.getByRole("region", { name: "Key figures" })).toBeVisible({
    timeout: 30_000,
  });
  expect(await completedFlag(second)).toBe("true");
});

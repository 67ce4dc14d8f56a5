import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./support/audit";
import { signInOverHttp, uniqueEmail } from "./support/sign-in";

/** A project with data sources, made through the API as the signed-in user. */
async function projectWithSources(page: Page, name: string, uris: { type: string; uri: string }[]) {
  const sync = await page.request.post("/api/functions/sync-google-properties/");
  expect(sync.ok(), await sync.text()).toBe(true);
  const created = await page.request.post("/api/projects/", { data: { name } });
  const { project } = await created.json();
  for (const { type, uri } of uris) {
    const response = await page.request.post(`/api/projects/${project.id}/data-sources/`, {
      data: { type, property_uri: uri },
    });
    expect(response.status()).toBe(201);
  }
  return project.id as string;
}

test("a new user is onboarded: a project, a sync, a Search Console and a GA4 property", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await page.goto("/app/");
  await signInOverHttp(page, { email: uniqueEmail(testInfo) });
  const panel = page.getByRole("region", { name: "Create your first project" });
  await expect(panel).toBeVisible();
  await expect(panel.getByText("Step 1 of 2")).toBeVisible();
  // The panel holds the only project form while there is no project.
  await expect(page.getByLabel("Project name")).toHaveCount(1);

  await panel.getByLabel("Project name").fill("Greenleaf");
  await panel.getByRole("button", { name: "Create project" }).click();
  const connect = page.getByRole("region", { name: "Connect your data sources" });
  await expect(connect).toBeVisible();

  await connect.getByRole("button", { name: "Sync" }).click();
  // Toasts show one at a time: the Business Profile sync's outcome may come first.
  await expect(page.getByText(/^Successfully synced \d+ properties from Google$/)).toBeVisible({
    timeout: 20_000,
  });
  const gsc = connect.getByRole("group", { name: "Search Console" });
  const ga4 = connect.getByRole("group", { name: "Google Analytics 4" });
  await gsc.getByRole("checkbox", { name: /sc-domain:greenleaf\.example/ }).check();
  await ga4.getByRole("checkbox", { name: /greenleaf\.example - GA4/ }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await connect.getByRole("button", { name: "Connect 2 properties to Greenleaf" }).click();

  await expect(connect).toBeHidden();
  const { projects } = await (await page.request.get("/api/projects/")).json();
  expect(projects.map((p: { name: string }) => p.name)).toEqual(["Greenleaf"]);
  expect(projects[0].dataSources.map((s: { type: string }) => s.type).sort()).toEqual([
    "ga4",
    "gsc",
  ]);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(
    page.getByRole("region", { name: /Connect your data sources|Create your first project/ }),
  ).toHaveCount(0);
});

test("the sidebar collapses with Ctrl+B across a reload and is a sheet on a phone", async ({
  page,
  context,
}, testInfo) => {
  await page.goto("/app/");
  await signInOverHttp(page, { email: uniqueEmail(testInfo) });
  const sidebar = page.locator("#app-sidebar");
  const nav = sidebar.getByRole("navigation", { name: "Dashboard" });
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
  await expect(nav.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Sitemaps" })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "Rankwell home" })).toHaveAttribute("href", "/");
  expect(await seriousViolations(page)).toEqual([]);

  await page.keyboard.press("Control+b");
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  const cookie = (await context.cookies()).find((c) => c.name === "sidebar_state");
  expect(cookie?.value).toBe("false");
  // Kept for 7 days.
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

  // Read by the server: the reload paints collapsed at once. Checked in the dark theme too.
  await page.evaluate(() => localStorage.setItem("theme", "dark"));
  await page.reload();
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Control+b");
  await expect(sidebar).toHaveAttribute("data-state", "expanded");

  await page.setViewportSize({ width: 375, height: 760 });
  await expect(sidebar).toBeHidden();
  await page.getByRole("button", { name: "Open navigation" }).click();
  const sheet = page.getByRole("dialog", { name: "Navigation" });
  await expect(sheet).toBeVisible();
  await sheet.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/app\/settings\/$/);
  await expect(sheet).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Settings");
});

test("the property selector says 'No properties available' for a project with one property", async ({
  page,
}, testInfo) => {
  await page.goto("/app/");
  await signInOverHttp(page, { email: uniqueEmail(testInfo) });
  const single = await projectWithSources(page, "Harbor Law", [
    { type: "gsc", uri: "https://www.harborlaw.example/" },
  ]);
  const double = await projectWithSources(page, "Greenleaf", [
    { type: "gsc", uri: "sc-domain:greenleaf.example" },
    { type: "gsc", uri: "https://blog.greenleaf.example/" },
  ]);

  const response = await page.goto(`/app/search-performance/?project=${single}`);
  expect(response?.status()).toBe(200);
  const filters = page.getByRole("banner").getByRole("group", { name: "Filters" });
  await expect(filters.getByRole("combobox", { name: "Project" })).toHaveText("Harbor Law");
  const property = filters.getByRole("combobox", { name: "Property" });
  await expect(property).toHaveText("No properties available");
  await expect(property).toBeDisabled();

  await page.goto(`/app/search-performance/?project=${double}`);
  await expect(property).toBeEnabled();
  await property.click();
  await page.getByRole("option", { name: /blog\.greenleaf\.example/ }).click();
  await expect(page).toHaveURL(new RegExp(`project=${double}&property=[0-9a-f-]{36}`));

  // The choice is remembered: the view opened without params gets it back.
  await page.goto("/app/search-performance/");
  await expect(page).toHaveURL(new RegExp(`project=${double}&property=`));
});

test("the business profile header picks the first location and a 30-day range", async ({
  page,
}, testInfo) => {
  await page.goto("/app/");
  await signInOverHttp(page, { email: uniqueEmail(testInfo) });
  const response = await page.goto("/app/google-business-profile/");
  expect(response?.status()).toBe(200);
  const sync = await page.request.post("/api/functions/sync-gmb-accounts/");
  expect(sync.ok(), await sync.text()).toBe(true);
  await page.reload();
  const filters = page.getByRole("banner").getByRole("group", { name: "Filters" });
  const location = filters.getByRole("combobox", { name: "Location" });
  await expect(page).toHaveURL(/[?&]location=[^&]+/);
  await expect(location).toHaveText(/^Greenleaf /);
  await location.click();
  const options = page.getByRole("option");
  await expect(options).toHaveCount(3);
  // The first location of the list is the one chosen.
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await expect(options.filter({ hasText: "Greenleaf Mobile Landscaping" })).toContainText(
    "No address",
  );
  await page.keyboard.press("Escape");
  await expect(filters.getByRole("button", { name: / - / })).toBeVisible();
});

import { expect, test, type Page } from "@playwright/test";
import { settledForAudit, violations } from "./support/audit";
import { signInOverHttp, signInWithGoogle, uniqueEmail } from "./support/sign-in";

async function createProject(page: Page, name: string) {
  await page.getByLabel("Project name").fill(name);
  await page.getByRole("button", { name: "Create project" }).click();
  await expect(page.getByText(`Project "${name}" created`)).toBeVisible();
}

test("a new user creates a project on /app/, renames it in settings and deletes it", async ({
  page,
}, testInfo) => {
  await page.goto("/app/");
  // Through the popup: what the page does after it (caches asked again) is part of this journey.
  await signInWithGoogle(page, { email: uniqueEmail(testInfo) });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overview");
  await expect(page.getByText("No projects yet")).toBeVisible();

  // The form checks the name before anything is sent.
  await page.getByRole("button", { name: "Create project" }).click();
  await expect(page.getByText("Please enter a project name.")).toBeVisible();

  await createProject(page, "Acme Outdoor");
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Acme Outdoor" }) });
  await expect(card.getByText("No data sources yet")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your projects (1)" })).toBeVisible();
  await settledForAudit(page, /^Overview/);
  expect(await violations(page, { tags: ["wcag2a", "wcag2aa"], everyImpact: true })).toEqual([]);

  await card.getByRole("link", { name: "Manage Acme Outdoor" }).click();
  await expect(page).toHaveURL(/\/app\/settings\/#project-[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Settings");
  // The first sign-in synced the Google properties in the background; realtime brings them in.
  await expect(page.getByLabel("Add a data source to Acme Outdoor")).toBeVisible();

  await page.getByRole("button", { name: "Rename Acme Outdoor" }).click();
  await page.getByLabel("New name for Acme Outdoor").fill("  Acme Outdoor Shop  ");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText('Project renamed to "Acme Outdoor Shop"')).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Acme Outdoor Shop" })).toBeVisible();

  await page.getByRole("button", { name: "Delete Acme Outdoor Shop" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete Acme Outdoor Shop?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { level: 3, name: "Acme Outdoor Shop" })).toBeVisible();

  await page.getByRole("button", { name: "Delete Acme Outdoor Shop" }).click();
  await dialog.getByRole("button", { name: "Delete project" }).click();
  await expect(page.getByText('Project "Acme Outdoor Shop" deleted')).toBeVisible();
  await expect(page.getByText("You have no projects yet.")).toBeVisible();

  await page.getByRole("link", { name: "Overview", exact: true }).first().click();
  await expect(page.getByText("No projects yet")).toBeVisible();
});

test("another user can neither see nor touch a user's project", async ({
  browser,
  page,
  request,
}, testInfo) => {
  await page.goto("/app/");
  await signInOverHttp(page, { email: uniqueEmail(testInfo) });
  await createProject(page, "Private client site");
  const { projects } = await (await page.request.get("/api/projects/")).json();
  const projectId: string = projects[0].id;

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto("/app/");
  await signInOverHttp(otherPage, { email: uniqueEmail(testInfo) });
  await expect(otherPage.getByText("No projects yet")).toBeVisible();
  await expect(otherPage.getByText("Private client site")).toHaveCount(0);

  const api = otherPage.request;
  expect((await (await api.get("/api/projects/")).json()).projects).toEqual([]);
  for (const response of [
    await api.patch(`/api/projects/${projectId}/`, { data: { name: "Taken over" } }),
    await api.delete(`/api/projects/${projectId}/`),
    await api.get(`/api/projects/${projectId}/data-sources/`),
  ]) {
    expect(response.status()).toBe(404);
    expect((await response.json()).error.code).toBe("project_not_found");
  }
  await other.close();

  // Without a session the API says 401; the owner still has the project, unchanged.
  expect((await request.get("/api/projects/")).status()).toBe(401);
  await page.reload();
  await expect(page.getByRole("heading", { level: 3, name: "Private client site" })).toBeVisible();
});

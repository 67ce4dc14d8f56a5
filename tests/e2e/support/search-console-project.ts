import { expect, type Page } from "@playwright/test";

/**
 * As the signed-in user: syncs the Google properties, creates a project with one Search Console
 * property, and answers the ids the views take in their URL (?project=&property=).
 */
export async function searchConsoleProject(
  page: Page,
  propertyUri: string,
  name = "Greenleaf",
): Promise<{ projectId: string; propertyId: string; search: string }> {
  const sync = await page.request.post("/api/functions/sync-google-properties/");
  expect(sync.ok(), await sync.text()).toBe(true);
  const created = await page.request.post("/api/projects/", { data: { name } });
  expect(created.ok(), await created.text()).toBe(true);
  const { project } = await created.json();
  const connected = await page.request.post(`/api/projects/${project.id}/data-sources/`, {
    data: { type: "gsc", property_uri: propertyUri },
  });
  expect(connected.status(), await connected.text()).toBe(201);
  const { dataSource } = await connected.json();
  const search = new URLSearchParams({ project: project.id, property: dataSource.id });
  return { projectId: project.id, propertyId: dataSource.id, search: `?${search}` };
}

// As a signed-in user: syncs the Google properties and makes a project on greenleaf's Search
// Console property, as the end-to-end tests' searchConsoleProject() does in the browser.
import type { ProjectDto } from "@/lib/projects/types";
import { expectStatus, type HttpClient } from "./http";

export const GREENLEAF = "sc-domain:greenleaf.example";

export type TestProject = { projectId: string; propertyId: string; projects: ProjectDto[] };

export async function greenleafProject(
  client: HttpClient,
  name = "Greenleaf",
): Promise<TestProject> {
  expectStatus(await client.json("POST", "/api/functions/sync-google-properties/"), "sync", 200);
  const created = await client.json<{ project: ProjectDto }>("POST", "/api/projects/", { name });
  expectStatus(created, "create project", 201);
  const projectId = created.data!.project.id;
  const connected = await client.json<{ dataSource: { id: string } }>(
    "POST",
    `/api/projects/${projectId}/data-sources/`,
    { type: "gsc", property_uri: GREENLEAF },
  );
  expectStatus(connected, "connect the property", 201);
  const list = await client.json<{ projects: ProjectDto[] }>("GET", "/api/projects/");
  expectStatus(list, "list projects", 200);
  return { projectId, propertyId: connected.data!.dataSource.id, projects: list.data!.projects };
}

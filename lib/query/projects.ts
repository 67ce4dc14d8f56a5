import type { DataSourceInput, ProjectInput, ProjectUpdate } from "@/lib/projects/schemas";
import type {
  DataSourceDto,
  DataSourceResponse,
  DataSourcesResponse,
  GooglePropertiesResponse,
  GooglePropertyDto,
  ProjectDto,
  ProjectResponse,
  ProjectsResponse,
} from "@/lib/projects/types";
import { request } from "./request";

// The browser's side of the projects, data sources and Google properties routes.

const projectPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/`;
const dataSourcesPath = (projectId: string) => `${projectPath(projectId)}data-sources/`;

export async function fetchProjects(): Promise<ProjectDto[]> {
  return (await request<ProjectsResponse>("/api/projects/")).projects;
}

/**
 * Creates a project. The same `idempotencyKey` on a retry makes the server answer the first
 * creation instead of making a second project when only its answer was lost.
 */
export async function createProject(
  input: ProjectInput,
  { idempotencyKey }: { idempotencyKey?: string } = {},
): Promise<ProjectDto> {
  const headers = idempotencyKey ? { "Idempotency-Key": idempotencyKey } : undefined;
  return (
    await request<ProjectResponse>("/api/projects/", { method: "POST", body: input, headers })
  ).project;
}

/** Renames the project and/or replaces its brand terms. */
export async function updateProject(projectId: string, input: ProjectUpdate): Promise<ProjectDto> {
  return (await request<ProjectResponse>(projectPath(projectId), { method: "PATCH", body: input }))
    .project;
}

export async function deleteProject(projectId: string): Promise<void> {
  await request<void>(projectPath(projectId), { method: "DELETE" });
}

export async function fetchDataSources(projectId: string): Promise<DataSourceDto[]> {
  return (await request<DataSourcesResponse>(dataSourcesPath(projectId))).dataSources;
}

export async function connectDataSource(
  projectId: string,
  input: DataSourceInput,
): Promise<DataSourceDto> {
  const path = dataSourcesPath(projectId);
  return (await request<DataSourceResponse>(path, { method: "POST", body: input })).dataSource;
}

export async function disconnectDataSource(projectId: string, dataSourceId: string): Promise<void> {
  const path = `${dataSourcesPath(projectId)}${encodeURIComponent(dataSourceId)}/`;
  await request<void>(path, { method: "DELETE" });
}

export async function fetchGoogleProperties(): Promise<GooglePropertyDto[]> {
  return (await request<GooglePropertiesResponse>("/api/google-properties/")).properties;
}

import type {
  DataSourceDto,
  DataSourceResponse,
  DataSourcesResponse,
  GooglePropertiesResponse,
  GooglePropertyDto,
  ProjectDto,
  ProjectResponse,
  ProjectsResponse,
} from "./types";
import type { DataSourceInput, ProjectInput, ProjectUpdate } from "./schemas";

// The browser's side of the projects API. Errors keep the server's status and code, so the query
// client can skip retries on 401/403 and the toasts can name what went wrong.

export class ApiRequestError extends Error {
  constructor(
    readonly status: number | undefined,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

export const NETWORK_ERROR_MESSAGE =
  "Could not reach Rankwell. Please check your connection and try again.";

async function request<T>(path: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: init?.body ? { "content-type": "application/json" } : undefined,
    });
  } catch {
    throw new ApiRequestError(undefined, "network_error", NETWORK_ERROR_MESSAGE);
  }
  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return body as T;
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  throw new ApiRequestError(
    response.status,
    typeof error?.code === "string" ? error.code : "http_error",
    typeof error?.message === "string" ? error.message : `The request failed (${response.status}).`,
  );
}

const json = (method: string, body?: unknown): RequestInit => ({
  method,
  body: body === undefined ? undefined : JSON.stringify(body),
});
const projectPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/`;

export async function fetchProjects(): Promise<ProjectDto[]> {
  return (await request<ProjectsResponse>("/api/projects/")).projects;
}

export async function createProject(input: ProjectInput): Promise<ProjectDto> {
  return (await request<ProjectResponse>("/api/projects/", json("POST", input))).project;
}

/** Renames the project and/or replaces its brand terms. */
export async function updateProject(projectId: string, input: ProjectUpdate): Promise<ProjectDto> {
  return (await request<ProjectResponse>(projectPath(projectId), json("PATCH", input))).project;
}

export async function deleteProject(projectId: string): Promise<void> {
  await request<void>(projectPath(projectId), json("DELETE"));
}

export async function fetchDataSources(projectId: string): Promise<DataSourceDto[]> {
  const path = `${projectPath(projectId)}data-sources/`;
  return (await request<DataSourcesResponse>(path)).dataSources;
}

export async function connectDataSource(
  projectId: string,
  input: DataSourceInput,
): Promise<DataSourceDto> {
  const path = `${projectPath(projectId)}data-sources/`;
  return (await request<DataSourceResponse>(path, json("POST", input))).dataSource;
}

export async function disconnectDataSource(projectId: string, dataSourceId: string): Promise<void> {
  const path = `${projectPath(projectId)}data-sources/${encodeURIComponent(dataSourceId)}/`;
  await request<void>(path, json("DELETE"));
}

export async function fetchGoogleProperties(): Promise<GooglePropertyDto[]> {
  return (await request<GooglePropertiesResponse>("/api/google-properties/")).properties;
}

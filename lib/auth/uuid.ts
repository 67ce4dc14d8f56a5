// Spec §5: versions 1 to 5 with the RFC 4122 variant.
const PROJECT_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isProjectUuid(value: unknown): value is string {
  return typeof value === "string" && PROJECT_UUID.test(value);
}

/** Data sources are fetched only for a real project id; "all" and "" mean no project. */
export function shouldFetchDataSources(projectId: string | null | undefined): projectId is string {
  return projectId !== "all" && isProjectUuid(projectId);
}

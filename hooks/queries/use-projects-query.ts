import { useQuery } from "@tanstack/react-query";
import { errorStatus } from "@/lib/auth/error-text";
import { fetchProjects } from "@/lib/projects/api-client";
import { projectKeys } from "@/lib/projects/query-keys";

// Spec §9: the project query is stale after 30 s and retried once (never on 401/403).
export const PROJECTS_STALE_TIME_MS = 30_000;

export function retryOnceUnlessDenied(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  return failureCount < 1 && status !== 401 && status !== 403;
}

/** The user's projects, newest first, each with its data sources. */
export function useProjectsQuery() {
  return useQuery({
    queryKey: projectKeys.all,
    queryFn: fetchProjects,
    staleTime: PROJECTS_STALE_TIME_MS,
    retry: retryOnceUnlessDenied,
  });
}

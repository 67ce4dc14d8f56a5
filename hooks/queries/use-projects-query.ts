import { useQuery } from "@tanstack/react-query";
import { projectKeys } from "@/lib/query/keys";
import { projectsQueryPolicy } from "@/lib/query/policy";
import { fetchProjects } from "@/lib/query/projects";

/** The user's projects, newest first, each with its data sources; stale after 30 s, one retry (spec §9). */
export function useProjectsQuery() {
  return useQuery({
    queryKey: projectKeys.all,
    queryFn: fetchProjects,
    ...projectsQueryPolicy,
  });
}

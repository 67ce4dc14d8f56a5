import { useQuery } from "@tanstack/react-query";
import { shouldFetchDataSources } from "@/lib/auth/uuid";
import type { DataSourceDto } from "@/lib/projects/types";
import { dataSourceKeys } from "@/lib/query/keys";
import { fetchDataSources } from "@/lib/query/projects";

const NONE: DataSourceDto[] = [];

/** A project's data sources; "all", an empty or a malformed id is an empty list without a request (spec §5). */
export function useDataSourcesQuery(projectId: string | null | undefined) {
  const id = projectId ?? "";
  return useQuery({
    queryKey: dataSourceKeys.project(id),
    queryFn: () => (shouldFetchDataSources(id) ? fetchDataSources(id) : Promise.resolve(NONE)),
  });
}

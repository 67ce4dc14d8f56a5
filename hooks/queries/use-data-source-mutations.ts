import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DataSourceInput } from "@/lib/projects/schemas";
import { projectToasts } from "@/lib/projects/toasts";
import type { DataSourceDto, ProjectDto } from "@/lib/projects/types";
import { dataSourceKeys, projectKeys } from "@/lib/query/keys";
import { connectDataSource, disconnectDataSource } from "@/lib/query/projects";
import { toastFailure, toastSuccess } from "./mutation-feedback";

type ProjectRef = Pick<ProjectDto, "id" | "name">;

// A project's data sources appear both in its own list and in the project listing.
function useInvalidateProjectSources() {
  const queryClient = useQueryClient();
  return (projectId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: dataSourceKeys.project(projectId) }),
      queryClient.invalidateQueries({ queryKey: projectKeys.all }),
    ]);
}

export function useConnectDataSourceMutation() {
  const invalidate = useInvalidateProjectSources();
  return useMutation({
    mutationFn: ({ project, input }: { project: ProjectRef; input: DataSourceInput }) =>
      connectDataSource(project.id, input),
    onSuccess: async (source, { project }) => {
      toastSuccess(
        projectToasts.connected(source.property_name ?? source.property_uri, project.name),
      );
      await invalidate(project.id);
    },
    onError: toastFailure,
  });
}

export function useDisconnectDataSourceMutation() {
  const invalidate = useInvalidateProjectSources();
  return useMutation({
    mutationFn: ({ project, source }: { project: ProjectRef; source: DataSourceDto }) =>
      disconnectDataSource(project.id, source.id),
    onSuccess: async (_result, { project, source }) => {
      toastSuccess(
        projectToasts.disconnected(source.property_name ?? source.property_uri, project.name),
      );
      await invalidate(project.id);
    },
    onError: toastFailure,
  });
}

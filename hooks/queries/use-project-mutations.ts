import { useMutation, useQueryClient } from "@tanstack/react-query";
import { projectToasts } from "@/lib/projects/toasts";
import type { ProjectDto } from "@/lib/projects/types";
import { dataSourceKeys, projectKeys } from "@/lib/query/keys";
import { newIdempotencyKey } from "@/lib/query/idempotency-key";
import { createProject, deleteProject, updateProject } from "@/lib/query/projects";
import { toastFailure, toastSuccess } from "./mutation-feedback";

/** One press of "Create project": its name and the key its automatic retry sends again. */
export type CreateProjectRequest = { name: string; idempotencyKey: string };

export const createProjectRequest = (name: string): CreateProjectRequest => ({
  name,
  idempotencyKey: newIdempotencyKey(),
});

/** `mutate(createProjectRequest(name))`: a retry after a lost answer cannot make a second project. */
export function useCreateProjectMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, idempotencyKey }: CreateProjectRequest) =>
      createProject({ name }, { idempotencyKey }),
    onSuccess: async (project) => {
      toastSuccess(projectToasts.created(project.name));
      await queryClient.invalidateQueries({ queryKey: projectKeys.all });
    },
    onError: toastFailure,
  });
}

export function useRenameProjectMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, name }: { projectId: string; name: string }) =>
      updateProject(projectId, { name }),
    onSuccess: async (project) => {
      toastSuccess(projectToasts.renamed(project.name));
      await queryClient.invalidateQueries({ queryKey: projectKeys.all });
    },
    onError: toastFailure,
  });
}

/** Replaces a project's brand terms; Search Performance reads them from the projects query. */
export function useUpdateBrandTermsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, brandTerms }: { projectId: string; brandTerms: string[] }) =>
      updateProject(projectId, { brand_terms: brandTerms }),
    onSuccess: async (project) => {
      toastSuccess(projectToasts.brandTermsSaved(project.name, project.brand_terms.length));
      await queryClient.invalidateQueries({ queryKey: projectKeys.all });
    },
    onError: toastFailure,
  });
}

export function useDeleteProjectMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (project: Pick<ProjectDto, "id" | "name">) => deleteProject(project.id),
    onSuccess: async (_result, project) => {
      toastSuccess(projectToasts.deleted(project.name));
      queryClient.removeQueries({ queryKey: dataSourceKeys.project(project.id) });
      await queryClient.invalidateQueries({ queryKey: projectKeys.all });
    },
    onError: toastFailure,
  });
}

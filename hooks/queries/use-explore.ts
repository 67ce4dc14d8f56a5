import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { errorStatus } from "@/lib/errors/error-text";
import type { PropertyRef } from "@/lib/data-api/schemas/common";
import type { ExplorationSave, ExploreRequest } from "@/lib/explore/route-schemas";
import {
  deleteExplorationRequest,
  fetchExploration,
  fetchExploreCompatibility,
  fetchExploreFields,
  fetchSavedExplorations,
  saveExplorationRequest,
} from "@/lib/query/explore";
import { exploreKeys } from "@/lib/query/keys";
import { toastFailure, toastSuccess } from "./mutation-feedback";

/** One page of an exploration; another page, order or field keeps the last answer on screen. */
export function useExploration(request: ExploreRequest | null) {
  return useQuery({
    queryKey: request ? exploreKeys.result(request) : exploreKeys.all,
    queryFn: () => fetchExploration(request!),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    // A GA4 400 (an incompatible or unknown field) says the same the second time.
    retry: (count, error) => count < 2 && (errorStatus(error) ?? 500) >= 500,
  });
}

const HOUR = 60 * 60 * 1000;

/** The property's dimensions and metrics, asked once the pickers open. */
export function useExploreFields(ref: PropertyRef, enabled: boolean) {
  return useQuery({
    queryKey: exploreKeys.fields(ref),
    queryFn: () => fetchExploreFields(ref),
    enabled,
    staleTime: HOUR,
  });
}

/** Which fields GA4 will not combine with the chosen ones, asked once the pickers open. */
export function useExploreCompatibility(
  ref: PropertyRef,
  chosen: { dimensions: string[]; metrics: string[] },
  enabled: boolean,
) {
  return useQuery({
    queryKey: exploreKeys.compatibility(ref, chosen.dimensions, chosen.metrics),
    queryFn: () => fetchExploreCompatibility({ ...ref, ...chosen }),
    enabled,
    staleTime: HOUR,
    placeholderData: keepPreviousData,
  });
}

/** The explorations saved in the project. */
export function useSavedExplorations(projectId: string) {
  return useQuery({
    queryKey: exploreKeys.saved(projectId),
    queryFn: () => fetchSavedExplorations(projectId),
  });
}

/** Saves an exploration (new, or over the one with its id) and lists the project's again. */
export function useSaveExploration(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ExplorationSave) => saveExplorationRequest(input),
    onSuccess: (saved) => {
      toastSuccess(`Saved “${saved.name}”.`);
      void queryClient.invalidateQueries({ queryKey: exploreKeys.saved(projectId) });
    },
    onError: toastFailure,
  });
}

/** Deletes a saved exploration and lists the project's again. */
export function useDeleteExploration(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteExplorationRequest(projectId, id),
    onSuccess: () => {
      toastSuccess("Exploration deleted.");
      void queryClient.invalidateQueries({ queryKey: exploreKeys.saved(projectId) });
    },
    onError: toastFailure,
  });
}

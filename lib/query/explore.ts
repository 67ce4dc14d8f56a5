import type { PropertyRef } from "@/lib/data-api/schemas/common";
import type {
  ExploreCompatibilityRequest,
  ExplorationSave,
  ExploreRequest,
} from "@/lib/explore/route-schemas";
import type {
  ExploreCompatibility,
  ExploreFields,
  ExploreResult,
  SavedExploration,
} from "@/lib/explore/types";
import { request } from "./request";

// The browser's side of GA4 Explore's routes.

export const fetchExploration = (input: ExploreRequest) =>
  request<ExploreResult>("/api/data/ga4/explore/", { method: "POST", body: input });

export const fetchExploreFields = ({ projectId, propertyId }: PropertyRef) =>
  request<ExploreFields>("/api/data/ga4/fields/", { searchParams: { projectId, propertyId } });

export const fetchExploreCompatibility = (input: ExploreCompatibilityRequest) =>
  request<ExploreCompatibility>("/api/data/ga4/compatibility/", { method: "POST", body: input });

export const fetchSavedExplorations = async (projectId: string) =>
  (
    await request<{ explorations: SavedExploration[] }>("/api/data/ga4/explorations/", {
      searchParams: { projectId },
    })
  ).explorations;

export const saveExplorationRequest = (input: ExplorationSave) =>
  request<SavedExploration>("/api/data/ga4/explorations/", { method: "POST", body: input });

export const deleteExplorationRequest = (projectId: string, id: string) =>
  request<void>(`/api/data/ga4/explorations/${encodeURIComponent(id)}/`, {
    method: "DELETE",
    searchParams: { projectId },
  });

/** The CSV download of every row of the exploration (a link: the browser never holds the rows). */
export const explorationExportHref = (input: Omit<ExploreRequest, "table">) =>
  `/api/data/ga4/explore/export/?${new URLSearchParams({
    request: JSON.stringify({
      projectId: input.projectId,
      propertyId: input.propertyId,
      definition: input.definition,
    }),
  })}`;

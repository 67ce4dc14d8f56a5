import type {
  AnnotationCreate,
  ContentCreateInput,
  ContentUpdateInput,
} from "@/lib/content/schemas";
import {
  EDIT_CONFLICT_CODE,
  type AnnotationRange,
  type CalendarFeed,
  type CannibalizationResult,
  type CalendarFeedStatus,
  type ChartAnnotation,
  type ContentBoard,
  type ContentBoardParams,
  type ContentItem,
  type ContentItemPage,
  type ContentListParams,
  type ContentPerformance,
} from "@/lib/content/types";
import { ApiRequestError, request } from "./request";

// The browser's side of the content planning routes.

const itemPath = (id: string) => `/api/content/items/${encodeURIComponent(id)}/`;

export const fetchContentItems = (params: ContentListParams) =>
  request<ContentItemPage>("/api/content/items/", { searchParams: params });

export const fetchContentBoard = (params: ContentBoardParams) =>
  request<ContentBoard>("/api/content/items/board/", { searchParams: params });

export const fetchContentItem = (projectId: string, id: string) =>
  request<ContentItem>(itemPath(id), { searchParams: { projectId } });

export const createContentItemRequest = (input: ContentCreateInput) =>
  request<ContentItem>("/api/content/items/", { method: "POST", body: input });

/** Answers 409 `edit_conflict` when `input.version` is no longer the item's (isEditConflict). */
export const updateContentItemRequest = (id: string, input: ContentUpdateInput) =>
  request<ContentItem>(itemPath(id), { method: "PATCH", body: input });

export const deleteContentItemRequest = (projectId: string, id: string) =>
  request<void>(itemPath(id), { method: "DELETE", searchParams: { projectId } });

export const fetchContentPerformance = (projectId: string, id: string) =>
  request<ContentPerformance>(`${itemPath(id)}performance/`, { searchParams: { projectId } });

export const fetchCannibalizationResult = (projectId: string, id: string) =>
  request<CannibalizationResult>(`${itemPath(id)}cannibalization/`, {
    searchParams: { projectId },
  });

export const fetchAnnotations = async ({ projectId, startDate, endDate }: AnnotationRange) =>
  (
    await request<{ annotations: ChartAnnotation[] }>("/api/content/annotations/", {
      searchParams: { projectId, startDate, endDate },
    })
  ).annotations;

export const createAnnotationRequest = (input: AnnotationCreate) =>
  request<ChartAnnotation>("/api/content/annotations/", { method: "POST", body: input });

export const deleteAnnotationRequest = (projectId: string, id: string) =>
  request<void>(`/api/content/annotations/${encodeURIComponent(id)}/`, {
    method: "DELETE",
    searchParams: { projectId },
  });

export const fetchCalendarFeedStatus = (projectId: string) =>
  request<CalendarFeedStatus>("/api/content/calendar/feed/", { searchParams: { projectId } });

/** A new secret feed URL, answered once; the previous one stops working. */
export const rotateCalendarFeedRequest = (projectId: string) =>
  request<CalendarFeed>("/api/content/calendar/feed/", {
    method: "POST",
    searchParams: { projectId },
  });

const query = (params: Record<string, string | number | boolean | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== "") search.set(key, String(value));
  return search.toString();
};

/** Links (the browser never holds every row): the CSV of the table's filters, or the page's URL. */
export const contentItemsHref = (what: "list" | "export", params: ContentListParams) =>
  `/api/content/items/${what === "export" ? "export/" : ""}?${query(params)}`;

/** The .ics download of the project's plan. */
export const contentCalendarHref = (projectId: string) =>
  `/api/content/calendar/?${query({ projectId })}`;

/** The save was refused because someone else saved the item first (the form keeps its input). */
export const isEditConflict = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError && error.status === 409 && error.code === EDIT_CONFLICT_CODE;

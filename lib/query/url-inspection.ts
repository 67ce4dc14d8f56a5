import type { PropertyRef } from "@/lib/data-api/schemas/common";
import type {
  InspectionBatchDto,
  InspectionBatchesResponse,
  InspectionHistoryResponse,
  InspectUrlResponse,
} from "@/lib/url-inspection/types";
import { request } from "./request";

// The browser's side of the URL Inspection routes.

export type CreateBatchRequest = PropertyRef &
  (
    | { source: "list"; urls: string }
    | { source: "sitemap"; sitemap: string }
    | { source: "top_pages"; count: number }
    | { source: "issue" | "validate"; issue: string }
    | { source: "priority" }
  );

export const inspectUrlNow = (input: PropertyRef & { url: string }) =>
  request<InspectUrlResponse>("/api/data/url-inspection/", { method: "POST", body: input });

export const fetchInspectionHistory = (input: PropertyRef & { url: string }) =>
  request<InspectionHistoryResponse>("/api/data/url-inspection/history/", {
    searchParams: input,
  });

export const fetchInspectionBatches = (ref: PropertyRef) =>
  request<InspectionBatchesResponse>("/api/data/url-inspection/batches/", { searchParams: ref });

export const createInspectionBatch = (input: CreateBatchRequest) =>
  request<{ batch: InspectionBatchDto }>("/api/data/url-inspection/batches/", {
    method: "POST",
    body: input,
  });

export const cancelInspectionBatch = (batchId: string) =>
  request<void>(`/api/data/url-inspection/batches/${encodeURIComponent(batchId)}/`, {
    method: "DELETE",
  });

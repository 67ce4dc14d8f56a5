import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PropertyRef } from "@/lib/data-api/schemas/common";
import { urlInspectionKeys } from "@/lib/query/keys";
import {
  cancelInspectionBatch,
  createInspectionBatch,
  fetchInspectionBatches,
  fetchInspectionHistory,
  inspectUrlNow,
} from "@/lib/query/url-inspection";
import { isActiveBatch, type InspectionHistoryResponse } from "@/lib/url-inspection/types";
import { toastFailure, toastSuccess } from "./mutation-feedback";

/** While a bulk inspection has work left, its progress is asked for this often. */
export const BATCH_POLL_MS = 2_000;

/** The URL's kept inspections and newest result; `url` null sends nothing. */
export function useInspectionHistory(ref: PropertyRef, url: string | null) {
  return useQuery({
    queryKey: url
      ? urlInspectionKeys.history(ref.projectId, ref.propertyId, url)
      : urlInspectionKeys.all,
    queryFn: () => fetchInspectionHistory({ ...ref, url: url! }),
    enabled: url !== null,
  });
}

/** The property's bulk inspections and budget, asked again every 2 s while one has work left. */
export function useInspectionBatches(ref: PropertyRef) {
  return useQuery({
    queryKey: urlInspectionKeys.batches(ref.projectId, ref.propertyId),
    queryFn: () => fetchInspectionBatches(ref),
    refetchInterval: (query) =>
      query.state.data?.batches.some(
        (b) => isActiveBatch(b) && !(b.state === "paused" && b.resumeAt),
      )
        ? BATCH_POLL_MS
        : false,
  });
}

/** Inspects one URL now: its history gains the result, and the budget is asked again. */
export function useInspectUrl(ref: PropertyRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => inspectUrlNow({ ...ref, url }),
    onSuccess: (data) => {
      queryClient.setQueryData<InspectionHistoryResponse>(
        urlInspectionKeys.history(ref.projectId, ref.propertyId, data.url),
        (old) => ({
          url: data.url,
          latest: { inspectedAt: data.inspectedAt, result: data.result },
          history: old?.history ?? [],
        }),
      );
      void queryClient.invalidateQueries({
        queryKey: urlInspectionKeys.property(ref.projectId, ref.propertyId),
      });
    },
    onError: toastFailure,
  });
}

export function useCreateInspectionBatch(ref: PropertyRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInspectionBatch,
    onSuccess: ({ batch }) => {
      toastSuccess(
        `Bulk inspection started: ${batch.total.toLocaleString("en-US")} URL${batch.total === 1 ? "" : "s"}.`,
      );
      void queryClient.invalidateQueries({
        queryKey: urlInspectionKeys.batches(ref.projectId, ref.propertyId),
      });
    },
    onError: toastFailure,
  });
}

export function useCancelInspectionBatch(ref: PropertyRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInspectionBatch,
    onSuccess: () => toastSuccess("Bulk inspection cancelled. What it inspected is kept."),
    onError: toastFailure,
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: urlInspectionKeys.batches(ref.projectId, ref.propertyId),
      }),
  });
}

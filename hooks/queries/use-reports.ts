import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { reportKeys } from "@/lib/query/keys";
import {
  createReportRequest,
  createScheduleRequest,
  createShareRequest,
  deleteLogoRequest,
  deleteReportRequest,
  deleteScheduleRequest,
  fetchReport,
  fetchReportFile,
  fetchReportOutputs,
  fetchReportPreview,
  fetchReports,
  revokeShareRequest,
  startPdfRequest,
  updateReportRequest,
  uploadLogoRequest,
} from "@/lib/query/reports";
import type { ReportUpdateRequest, ScheduleRequest } from "@/lib/reports/schemas";
import type { ReportDto } from "@/lib/reports/types";
import { toastFailure, toastSuccess } from "./mutation-feedback";

// Reports' queries and mutations. Each success invalidates what it changed: the report (and so
// its preview, keyed by its update time), or its outputs.

export function useReports(projectId: string | null) {
  return useQuery({
    queryKey: reportKeys.list(projectId ?? ""),
    queryFn: () => fetchReports(projectId!),
    enabled: projectId !== null,
  });
}

export function useReport(id: string) {
  return useQuery({ queryKey: reportKeys.report(id), queryFn: () => fetchReport(id) });
}

/** The snapshot of the saved report; a save changes `updatedAt` and so reads it again. */
export function useReportPreview(report: ReportDto | undefined) {
  return useQuery({
    queryKey: reportKeys.preview(report?.id ?? "", report?.updatedAt ?? ""),
    queryFn: () => fetchReportPreview(report!.id),
    enabled: !!report,
    staleTime: 5 * 60_000,
    placeholderData: (previous) => previous,
  });
}

export function useReportOutputs(id: string) {
  return useQuery({ queryKey: reportKeys.outputs(id), queryFn: () => fetchReportOutputs(id) });
}

/** A PDF being printed: polled every second until it is ready or failed. */
export function useReportFile(id: string, fileId: string | null) {
  return useQuery({
    queryKey: reportKeys.file(id, fileId ?? ""),
    queryFn: () => fetchReportFile(id, fileId!),
    enabled: fileId !== null,
    refetchInterval: (query) => (query.state.data?.state === "pending" ? 1000 : false),
  });
}

export function useCreateReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createReportRequest,
    onSuccess: (report) => {
      void client.invalidateQueries({ queryKey: reportKeys.list(report.projectId) });
      toastSuccess("Report created.");
    },
    onError: toastFailure,
  });
}

export function useUpdateReport(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReportUpdateRequest) => updateReportRequest(id, input),
    onSuccess: (report) => {
      client.setQueryData(reportKeys.report(id), report);
      void client.invalidateQueries({ queryKey: reportKeys.list(report.projectId) });
    },
    onError: toastFailure,
  });
}

export function useDeleteReport(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteReportRequest,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: reportKeys.list(projectId) });
      toastSuccess("Report deleted.");
    },
    onError: toastFailure,
  });
}

export function useReportLogo(id: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: reportKeys.report(id) });
  const upload = useMutation({
    mutationFn: (file: Blob) => uploadLogoRequest(id, file),
    onSuccess: () => {
      void refresh();
      toastSuccess("Logo saved.");
    },
    onError: toastFailure,
  });
  const remove = useMutation({
    mutationFn: () => deleteLogoRequest(id),
    onSuccess: () => void refresh(),
    onError: toastFailure,
  });
  return { upload, remove };
}

export function useReportOutputsMutations(id: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: reportKeys.outputs(id) });
  return {
    startPdf: useMutation({
      mutationFn: (pageSize?: "a4" | "letter") => startPdfRequest(id, pageSize),
      onSuccess: () => void refresh(),
      onError: toastFailure,
    }),
    share: useMutation({
      mutationFn: (expiresInDays: number | null) => createShareRequest(id, expiresInDays),
      onSuccess: () => void refresh(),
      onError: toastFailure,
    }),
    revoke: useMutation({
      mutationFn: (shareId: string) => revokeShareRequest(id, shareId),
      onSuccess: () => {
        void refresh();
        toastSuccess("Link revoked. It no longer opens the report.");
      },
      onError: toastFailure,
    }),
    schedule: useMutation({
      mutationFn: (input: ScheduleRequest) => createScheduleRequest(id, input),
      onSuccess: () => {
        void refresh();
        toastSuccess("Schedule saved.");
      },
      onError: toastFailure,
    }),
    unschedule: useMutation({
      mutationFn: (scheduleId: string) => deleteScheduleRequest(id, scheduleId),
      onSuccess: () => void refresh(),
      onError: toastFailure,
    }),
  };
}

import type { ReportUpdateRequest, ScheduleRequest } from "@/lib/reports/schemas";
import type {
  CreatedShare,
  ReportDto,
  ReportFileDto,
  ReportFileStatus,
  ReportListResponse,
  ReportOutputsResponse,
  ReportScheduleDto,
  ReportShareDto,
  ReportSnapshot,
} from "@/lib/reports/types";
import { failureOf, request } from "./request";

// The browser's side of the reports routes.

const reportPath = (id: string) => `/api/reports/${encodeURIComponent(id)}/`;

export const fetchReports = async (projectId: string) =>
  (await request<ReportListResponse>("/api/reports/", { searchParams: { projectId } })).reports;

export const fetchReport = (id: string) => request<ReportDto>(reportPath(id));

export const fetchReportPreview = (id: string) =>
  request<ReportSnapshot>(`${reportPath(id)}preview/`);

export const fetchReportOutputs = (id: string) =>
  request<ReportOutputsResponse>(`${reportPath(id)}outputs/`);

export const createReportRequest = (input: { projectId: string; title: string }) =>
  request<ReportDto>("/api/reports/", { method: "POST", body: input });

export const updateReportRequest = (id: string, input: ReportUpdateRequest) =>
  request<ReportDto>(reportPath(id), { method: "PATCH", body: input });

export const deleteReportRequest = (id: string) =>
  request<void>(reportPath(id), { method: "DELETE" });

/** The file's own bytes: the server reads the image type from them. */
export async function uploadLogoRequest(id: string, file: Blob): Promise<void> {
  const response = await fetch(`${reportPath(id)}logo/`, { method: "PUT", body: file });
  if (response.ok) return;
  throw failureOf(response.status, await response.json().catch(() => null));
}

export const deleteLogoRequest = (id: string) =>
  request<void>(`${reportPath(id)}logo/`, { method: "DELETE" });

export const startPdfRequest = (id: string, pageSize?: "a4" | "letter") =>
  request<ReportFileDto>(`${reportPath(id)}pdf/`, { method: "POST", body: { pageSize } });

export const fetchReportFile = (id: string, fileId: string) =>
  request<ReportFileStatus>(`${reportPath(id)}files/${encodeURIComponent(fileId)}/`);

export const reportFileHref = (id: string, fileId: string) =>
  `${reportPath(id)}files/${encodeURIComponent(fileId)}/download/`;

export const reportCsvHref = (id: string) => `${reportPath(id)}csv/`;

export const createShareRequest = (id: string, expiresInDays: number | null) =>
  request<CreatedShare>(`${reportPath(id)}shares/`, { method: "POST", body: { expiresInDays } });

export const revokeShareRequest = (id: string, shareId: string) =>
  request<ReportShareDto>(`${reportPath(id)}shares/${encodeURIComponent(shareId)}/`, {
    method: "DELETE",
  });

export const createScheduleRequest = (id: string, input: ScheduleRequest) =>
  request<ReportScheduleDto>(`${reportPath(id)}schedules/`, { method: "POST", body: input });

export const deleteScheduleRequest = (id: string, scheduleId: string) =>
  request<void>(`${reportPath(id)}schedules/${encodeURIComponent(scheduleId)}/`, {
    method: "DELETE",
  });

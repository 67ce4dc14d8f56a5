import { isActiveJobState, type JobListResponse, type JobRunDto } from "@/lib/jobs/kinds";
import { request } from "./request";

// The browser's side of the background jobs routes.

/** The poll while a job is unfinished, for when the realtime stream is down. */
export const ACTIVE_JOBS_REFETCH_MS = 2000;

export async function fetchJobs(): Promise<JobRunDto[]> {
  return (await request<JobListResponse>("/api/jobs/")).jobs;
}

export const cancelJob = (id: string) =>
  request<void>(`/api/jobs/${encodeURIComponent(id)}/`, { method: "DELETE" });

/**
 * Realtime invalidation keeps the list fresh; the poll is only a fallback, and only while some job
 * can still change, so an idle tray costs nothing.
 */
export const jobsQueryPolicy = {
  refetchInterval: (query: { state: { data: JobRunDto[] | undefined } }) =>
    query.state.data?.some((job) => isActiveJobState(job.state)) ? ACTIVE_JOBS_REFETCH_MS : false,
};

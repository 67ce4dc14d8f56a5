import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNotify } from "@/components/notifications/use-notify";
import { errorText } from "@/lib/errors/error-text";
import type { JobRunDto } from "@/lib/jobs/kinds";
import { cancelJob, fetchJobs, jobsQueryPolicy } from "@/lib/query/jobs";
import { jobKeys } from "@/lib/query/keys";

/** The user's unfinished jobs and those finished in the last 10 minutes, newest first. */
export function useJobs() {
  return useQuery({ queryKey: jobKeys.all, queryFn: fetchJobs, ...jobsQueryPolicy });
}

/** `mutate(job)` cancels it; a failure is toasted with the server's reason (e.g. already finished). */
export function useCancelJob() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (job: Pick<JobRunDto, "id" | "label">) => cancelJob(job.id),
    onError: (error, job) =>
      notify({
        type: "error",
        category: "data",
        title: `Could not cancel ${job.label}`,
        message: errorText(error).split("\n")[0] || "Please try again in a moment.",
      }),
    // A refused cancel usually means the list is out of date (the job finished or went), so both
    // outcomes refetch it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

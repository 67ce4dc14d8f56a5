"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { request } from "@/lib/query/request";
import type { JobView } from "@/lib/tools/page-speed/jobs";
import type { PageSpeedResult } from "@/lib/tools/page-speed/result";
import type { PageSpeedStartInput } from "@/lib/tools/page-speed/schema";
import { toolErrorMessage } from "@/components/tools/tool-error";

export type TestState =
  | { status: "idle" }
  | { status: "starting" }
  | { status: "queued"; position: number }
  | { status: "running"; since: number }
  | { status: "done"; result: PageSpeedResult; cached: boolean }
  | { status: "failed"; message: string };

const ENDPOINT = "/api/tools/page-speed/";
const POLL_MS = 1000;

/** A job as last seen, and since when Lighthouse has been running: it left the queue then. */
type Progress = { view: JobView; since: number };

const isActive = (view: JobView | undefined) =>
  view?.status === "queued" || view?.status === "running";

const message = (error: Error) =>
  toolErrorMessage(error, (status) => `The test could not run (HTTP ${status}).`);

function stateOf({ view, since }: Progress): TestState {
  if (view.status === "queued") return { status: "queued", position: view.position };
  if (view.status === "running") return { status: "running", since };
  if (view.status === "done")
    return { status: "done", result: view.result, cached: view.cached ?? false };
  return { status: "failed", message: view.error.message };
}

/** Starts a test, then polls its job every second until it is done or failed. */
export function usePageSpeed() {
  const start = useMutation({
    mutationFn: async (input: PageSpeedStartInput): Promise<Progress> => ({
      view: await request<JobView>(ENDPOINT, { method: "POST", body: input }),
      since: Date.now(),
    }),
  });
  const started = start.data;
  const jobId = started && isActive(started.view) ? (started.view.jobId ?? null) : null;
  const poll = useQuery({
    queryKey: ["page-speed-job", jobId],
    queryFn: async ({ client, queryKey, signal }): Promise<Progress> => {
      const view = await request<JobView>(ENDPOINT, { searchParams: { job: jobId! }, signal });
      const previous = client.getQueryData<Progress>(queryKey) ?? started!;
      return { view, since: view.status === "queued" ? Date.now() : previous.since };
    },
    enabled: jobId !== null,
    // The answer to the start is the first poll: the next one follows a second later.
    initialData: started,
    staleTime: Infinity,
    refetchInterval: (query) =>
      query.state.status !== "error" && isActive(query.state.data?.view) ? POLL_MS : false,
    refetchIntervalInBackground: true,
  });

  let state: TestState = { status: "idle" };
  if (start.isPending) state = { status: "starting" };
  else if (start.isError) state = { status: "failed", message: message(start.error) };
  else if (poll.isError) state = { status: "failed", message: message(poll.error) };
  else if (started) state = stateOf(poll.data ?? started);

  return { state, start: start.mutate, input: start.variables };
}

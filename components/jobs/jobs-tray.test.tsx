// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import type { JobRunDto } from "@/lib/jobs/kinds";
import { ACTIVE_JOBS_REFETCH_MS, jobsQueryPolicy } from "@/lib/query/jobs";
import { jobKeys } from "@/lib/query/keys";
import { JobsTray } from "./jobs-tray";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const JOB_ID = "9b2f6c1e-7d1a-4c55-9a43-2f0e3c6b8d11";

function job(overrides: Partial<JobRunDto> = {}): JobRunDto {
  return {
    id: JOB_ID,
    kind: "google-property-sync",
    label: "Google properties sync",
    state: "running",
    done: 3,
    total: 8,
    step: "Reading GA4 time zones (2 of 6)",
    error: null,
    createdAt: "2025-03-01T10:00:00.000Z",
    updatedAt: "2025-03-01T10:00:05.000Z",
    finishedAt: null,
    ...overrides,
  };
}

// The list the server answers GET /api/jobs/ with; DELETE answers `cancelResponse`.
let jobs: JobRunDto[] = [];
let cancelResponse: () => Response = () => new Response(null, { status: 204 });
const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  if (init?.method === "DELETE") return cancelResponse();
  if (String(input) === "/api/jobs/") return Response.json({ jobs });
  return Response.json({ error: { code: "not_found", message: "No route." } }, { status: 404 });
});

let client: QueryClient;

function renderTray() {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <JobsTray />
    </QueryClientProvider>,
  );
}

async function openTray() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Background jobs" }));
  return { user, dialog: await screen.findByRole("dialog", { name: "Background jobs" }) };
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  jobs = [];
  cancelResponse = () => new Response(null, { status: 204 });
});
afterEach(() => {
  cleanup();
  client.clear();
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  vi.mocked(toast.error).mockReset();
});

describe("JobsTray", () => {
  it("renders nothing when the user has no jobs", async () => {
    const { container } = renderTray();
    await waitFor(() => expect(client.getQueryState(jobKeys.all)?.status).toBe("success"));
    expect(container).toBeEmptyDOMElement();
    expect(fetchMock).toHaveBeenCalledWith("/api/jobs/", { method: "GET" });
  });

  it("shows a running job's progress, step and count", async () => {
    jobs = [job()];
    renderTray();
    const { dialog } = await openTray();

    const bar = within(dialog).getByRole("progressbar", { name: "Google properties sync" });
    expect(bar).toHaveAttribute("aria-valuenow", "38");
    expect(bar).toHaveAttribute("aria-valuemin", "0");
    expect(bar).toHaveAttribute("aria-valuemax", "100");
    expect(within(dialog).getByText("Reading GA4 time zones (2 of 6)")).toBeInTheDocument();
    expect(within(dialog).getByText("3 of 8")).toBeInTheDocument();
    expect(within(dialog).getByTestId("job-item")).toHaveAttribute("data-state", "running");
  });

  it("leaves aria-valuenow out while the total is unknown", async () => {
    jobs = [job({ state: "queued", done: 0, total: null, step: null })];
    renderTray();
    const { dialog } = await openTray();

    expect(within(dialog).getByRole("progressbar")).not.toHaveAttribute("aria-valuenow");
    expect(within(dialog).getByText("Queued")).toBeInTheDocument();
    expect(within(dialog).queryByText(/ of /)).not.toBeInTheDocument();
  });

  it("shows a failed job's error and a retrying job's last error, with no Cancel for the failed one", async () => {
    jobs = [
      job({
        id: "a1",
        state: "failed",
        error: { code: "google_access_denied", message: "Google refused access." },
        finishedAt: "2025-03-01T10:01:00.000Z",
      }),
      job({
        id: "a2",
        kind: "gbp-sync",
        label: "Business Profile sync",
        state: "retrying",
        error: { code: "google_unavailable", message: "Google is not answering." },
      }),
    ];
    renderTray();
    const { dialog } = await openTray();

    const [failed, retrying] = within(dialog).getAllByTestId("job-item");
    expect(failed).toHaveAttribute("data-state", "failed");
    expect(within(failed!).getByText("Failed")).toBeInTheDocument();
    expect(within(failed!).getByText("Google refused access.")).toBeInTheDocument();
    expect(within(failed!).queryByRole("button", { name: /Cancel/ })).not.toBeInTheDocument();
    expect(
      within(retrying!).getByText("Retrying after: Google is not answering."),
    ).toBeInTheDocument();
    expect(
      within(retrying!).getByRole("button", { name: "Cancel Business Profile sync" }),
    ).toBeInTheDocument();
  });

  it("comes back closed with the next job after the list emptied while it was open", async () => {
    jobs = [job()];
    renderTray();
    await openTray();
    jobs = [];
    await client.refetchQueries({ queryKey: ["jobs"] });
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Background jobs" })).not.toBeInTheDocument(),
    );

    jobs = [job({ id: "b2" })];
    await client.refetchQueries({ queryKey: ["jobs"] });
    expect(await screen.findByRole("button", { name: "Background jobs" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("cancels a job with DELETE /api/jobs/<id>/, refetches the list and keeps focus in it", async () => {
    jobs = [job()];
    renderTray();
    const { user, dialog } = await openTray();
    jobs = [job({ state: "cancelled", finishedAt: "2025-03-01T10:00:09.000Z" })];

    await user.click(within(dialog).getByRole("button", { name: "Cancel Google properties sync" }));

    expect(fetchMock).toHaveBeenCalledWith(`/api/jobs/${JOB_ID}/`, { method: "DELETE" });
    const item = within(dialog).getByTestId("job-item");
    await waitFor(() => expect(item).toHaveAttribute("data-state", "cancelled"));
    expect(within(item).getByText("Cancelled")).toBeInTheDocument();
    expect(within(item).queryByRole("button", { name: /Cancel/ })).not.toBeInTheDocument();
    expect(item).toHaveFocus();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("toasts the server's reason when the job can no longer be cancelled", async () => {
    jobs = [job()];
    cancelResponse = () =>
      Response.json(
        { error: { code: "job_finished", message: "This job has already finished." } },
        { status: 409 },
      );
    renderTray();
    const { user, dialog } = await openTray();

    await user.click(within(dialog).getByRole("button", { name: "Cancel Google properties sync" }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Could not cancel Google properties sync",
        expect.objectContaining({ description: "This job has already finished." }),
      ),
    );
  });

  it("counts the active jobs on the button and spins only while one is active", async () => {
    jobs = [
      job({ id: "b1" }),
      job({ id: "b2", state: "queued", done: 0, total: null, step: null }),
      job({ id: "b3", state: "completed", done: 8, finishedAt: "2025-03-01T10:02:00.000Z" }),
    ];
    renderTray();
    const button = await screen.findByRole("button", { name: "Background jobs" });
    expect(button).toHaveAccessibleDescription("2 active");
    expect(button).toHaveTextContent("2");
    expect(button.querySelector("svg")).toHaveClass("animate-spin");

    cleanup();
    jobs = [job({ id: "b3", state: "completed", done: 8 })];
    renderTray();
    const idle = await screen.findByRole("button", { name: "Background jobs" });
    expect(idle).not.toHaveAccessibleDescription();
    expect(idle).toHaveTextContent("");
    expect(idle.querySelector("svg")).not.toHaveClass("animate-spin");
  });
});

describe("jobsQueryPolicy", () => {
  const interval = (data: JobRunDto[] | undefined) =>
    jobsQueryPolicy.refetchInterval({ state: { data } });

  it("polls only while some job is unfinished", () => {
    expect(interval(undefined)).toBe(false);
    expect(interval([job({ state: "completed" }), job({ state: "failed" })])).toBe(false);
    for (const state of ["queued", "running", "retrying"] as const)
      expect(interval([job({ state: "completed" }), job({ state })])).toBe(ACTIVE_JOBS_REFETCH_MS);
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import type { GooglePropertyDto, ProjectDto } from "@/lib/projects/types";
import { ProjectsSection } from "./projects-section";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const PROJECT: ProjectDto = {
  id: "6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b",
  user_id: "0d6c3b9a-1f2e-4d5c-8b7a-6e5f4d3c2b1a",
  name: "Client blog",
  brand_terms: [],
  created_at: "2026-11-20T10:00:00.000Z",
  dataSources: [
    {
      id: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
      project_id: "6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b",
      type: "gsc",
      property_uri: "sc-domain:blog.example",
      property_name: "blog.example",
      created_at: "2026-11-20T10:05:00.000Z",
      verified: true,
      permission_level: "siteOwner",
      site_url: null,
      time_zone: null,
    },
  ],
  dataSourceCount: 1,
  hasDataSources: true,
};
const SYNCED: GooglePropertyDto = {
  id: "9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
  property_type: "gsc",
  property_uri: "sc-domain:blog.example",
  property_name: "blog.example",
  verified: true,
  permission_level: "siteOwner",
  site_url: null,
  time_zone: null,
  synced_at: "2026-11-20T09:00:00.000Z",
};

function answer(projects: ProjectDto[], properties: GooglePropertyDto[]) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === "/api/google-properties/") return Response.json({ properties });
    if (url === "/api/projects/" && (init?.method ?? "GET") === "GET")
      return Response.json({ projects });
    if (init?.method === "PATCH")
      return Response.json({ project: { ...PROJECT, name: "Agency blog" } });
    if (init?.method === "DELETE") return new Response(null, { status: 204 });
    return Response.json(
      { error: { code: "not_found", message: "Unexpected request" } },
      { status: 404 },
    );
  });
}

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ProjectsSection />
    </QueryClientProvider>,
  );
}

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe("ProjectsSection", () => {
  it("lists each project with its data sources and a Disconnect button per source", async () => {
    answer([PROJECT], [SYNCED]);
    renderSection();
    const item = (await screen.findByRole("heading", { level: 3, name: "Client blog" })).closest(
      "article",
    )!;
    const sources = within(item).getByRole("list", { name: "Data sources of Client blog" });
    expect(within(sources).getByText("blog.example")).toBeInTheDocument();
    expect(within(sources).getByText("Verified")).toBeInTheDocument();
    expect(within(sources).getByText("sc-domain:blog.example · Owner")).toBeInTheDocument();
    expect(
      within(item).getByRole("button", { name: "Disconnect blog.example from Client blog" }),
    ).toBeEnabled();
    expect(
      within(item).getByText("Every synced Google property is already connected to this project."),
    ).toBeInTheDocument();
  });

  it("says where properties come from when none have been synced", async () => {
    answer([{ ...PROJECT, dataSources: [], dataSourceCount: 0, hasDataSources: false }], []);
    renderSection();
    expect(await screen.findByText(/appear here after Rankwell syncs them/)).toBeInTheDocument();
    expect(screen.getByText(/No data sources connected yet/)).toBeInTheDocument();
  });

  it("renames a project inline, and Escape cancels without a request", async () => {
    answer([PROJECT], []);
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole("button", { name: "Rename Client blog" }));
    await user.keyboard("{Escape}");
    expect(screen.getByRole("heading", { level: 3, name: "Client blog" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Rename Client blog" }));
    const input = screen.getByLabelText("New name for Client blog");
    await user.clear(input);
    await user.click(screen.getByRole("button", { name: "Save name" }));
    expect(screen.getByText("Please enter a project name.")).toBeInTheDocument();
    await user.type(input, "Agency blog");
    await user.click(screen.getByRole("button", { name: "Save name" }));
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Project renamed to "Agency blog"', {
        duration: 3000,
      }),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/projects/${PROJECT.id}/`,
      expect.objectContaining({ method: "PATCH", body: '{"name":"Agency blog"}' }),
    );
  });

  it("deletes only after the dialog is confirmed", async () => {
    answer([PROJECT], []);
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole("button", { name: "Delete Client blog" }));
    const dialog = screen.getByRole("dialog", { name: "Delete Client blog?" });
    expect(within(dialog).getByText(/Its 1 data source will be disconnected/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(fetchMock).not.toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ method: "DELETE" }),
    );

    await user.click(screen.getByRole("button", { name: "Delete Client blog" }));
    await user.click(
      within(screen.getByRole("dialog")).getByRole("button", { name: "Delete project" }),
    );
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Project "Client blog" deleted', {
        duration: 3000,
      }),
    );
  });

  it("shows the server's message with a retry when the list cannot load", async () => {
    fetchMock.mockImplementation(async () =>
      Response.json(
        { error: { code: "internal_error", message: "Something went wrong on our side." } },
        { status: 500 },
      ),
    );
    renderSection();
    // The project list retries once (spec §9) before it gives up.
    expect(
      await screen.findByText("Could not load your projects", undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByText("Something went wrong on our side.").length).toBeGreaterThan(0);
    expect(screen.getAllByRole("button", { name: "Try again" }).length).toBeGreaterThan(0);
  });
});

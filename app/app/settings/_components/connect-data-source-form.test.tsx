// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import type { GooglePropertyDto, ProjectDto } from "@/lib/projects/types";
import { ConnectDataSourceForm } from "./connect-data-source-form";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const PROJECT: ProjectDto = {
  id: "6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b",
  user_id: "0d6c3b9a-1f2e-4d5c-8b7a-6e5f4d3c2b1a",
  name: "Client blog",
  brand_terms: [],
  created_at: "2026-11-20T10:00:00.000Z",
  dataSources: [],
  dataSourceCount: 0,
  hasDataSources: false,
};
const property = (
  id: string,
  type: GooglePropertyDto["property_type"],
  uri: string,
  name: string,
) => ({
  id,
  property_type: type,
  property_uri: uri,
  property_name: name,
  verified: true,
  permission_level: null,
  site_url: null,
  time_zone: null,
  synced_at: "2026-11-20T09:00:00.000Z",
});
const PROPERTIES: GooglePropertyDto[] = [
  property("9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a", "gsc", "sc-domain:blog.example", "blog.example"),
  property("8e7d6c5b-4a39-4281-9706-5f4e3d2c1b0a", "ga4", "properties/4242", "Blog GA4"),
];

function Harness() {
  const properties = useQuery({ queryKey: ["google-properties"], queryFn: async () => PROPERTIES });
  return <ConnectDataSourceForm project={PROJECT} properties={properties} />;
}

// Radix Select uses browser APIs that jsdom lacks.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});
beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe("ConnectDataSourceForm", () => {
  it("connects the chosen property by its type and URI", async () => {
    fetchMock.mockImplementation(async () =>
      Response.json(
        { dataSource: { id: "x", property_uri: "properties/4242", property_name: "Blog GA4" } },
        { status: 201 },
      ),
    );
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Harness />
      </QueryClientProvider>,
    );
    const connect = await screen.findByRole("button", { name: "Connect" });
    expect(connect).toBeDisabled();

    await user.click(screen.getByRole("combobox", { name: "Add a data source to Client blog" }));
    expect(screen.getByRole("group", { name: "Search Console" })).toBeInTheDocument();
    await user.click(screen.getByRole("option", { name: "Blog GA4" }));
    await user.click(connect);

    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Blog GA4 connected to Client blog", {
        duration: 3000,
      }),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/projects/${PROJECT.id}/data-sources/`,
      expect.objectContaining({
        method: "POST",
        body: '{"type":"ga4","property_uri":"properties/4242"}',
      }),
    );
  });
});

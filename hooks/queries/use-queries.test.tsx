// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import { useDataSourcesQuery } from "./use-data-sources-query";
import { useGooglePropertiesQuery } from "./use-google-properties-query";
import { useProjectsQuery } from "./use-projects-query";

const fetchMock = vi.fn<typeof fetch>();
const PROJECT_ID = "6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b";

function wrapper({ children }: { children: React.ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe("useDataSourcesQuery", () => {
  it.each(["all", "", "not-a-uuid", null])("answers [] for %j without a request", async (id) => {
    const { result } = renderHook(() => useDataSourcesQuery(id), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("fetches a real project's data sources", async () => {
    fetchMock.mockResolvedValue(Response.json({ dataSources: [{ id: "ds1" }] }));
    const { result } = renderHook(() => useDataSourcesQuery(PROJECT_ID), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([{ id: "ds1" }]));
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/projects/${PROJECT_ID}/data-sources/`,
      expect.anything(),
    );
  });
});

describe("useProjectsQuery", () => {
  it("reads the project list", async () => {
    fetchMock.mockResolvedValue(Response.json({ projects: [{ id: PROJECT_ID, name: "Shop" }] }));
    const { result } = renderHook(() => useProjectsQuery(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([{ id: PROJECT_ID, name: "Shop" }]));
  });

  it("does not retry a 401 and keeps its status and message", async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        { error: { code: "unauthenticated", message: "Please sign in." } },
        { status: 401 },
      ),
    );
    const { result } = renderHook(() => useProjectsQuery(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({
      status: 401,
      code: "unauthenticated",
      message: "Please sign in.",
    });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it("retries a server failure once, then shows it", async () => {
    fetchMock.mockImplementation(async () =>
      Response.json({ error: { code: "internal", message: "Try again." } }, { status: 500 }),
    );
    const { result } = renderHook(() => useProjectsQuery(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe("useGooglePropertiesQuery", () => {
  it("reads the synced properties", async () => {
    fetchMock.mockResolvedValue(
      Response.json({ properties: [{ id: "p1", property_name: "example.com" }] }),
    );
    const { result } = renderHook(() => useGooglePropertiesQuery(), { wrapper });
    await waitFor(() => expect(result.current.data).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalledWith("/api/google-properties/", expect.anything());
  });
});

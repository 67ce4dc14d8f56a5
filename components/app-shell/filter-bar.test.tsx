// @vitest-environment jsdom
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, renderHook, screen, waitFor } from "@testing-library/react";
import { AuthContexts, type AuthContextValue } from "@/components/auth/auth-context";
import { useFilterContext } from "@/hooks/use-filter-context";
import { FILTER_CONTEXT_KEY } from "@/lib/filters/stored-filters";
import { FilterBar } from "./filter-bar";

const navigation = vi.hoisted(() => ({ pathname: "/app/reports/", search: "", replace: vi.fn() }));
vi.mock("next/navigation", () => ({
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(navigation.search),
}));
// The URL writers put the new query in history (lib/routing/replace-query); record what they write.
vi.mock("@/lib/routing/replace-query", () => ({
  replaceQuery: (path: string, search: string) =>
    navigation.replace(search ? `${path}?${search}` : path),
}));

const USER_ID = "6f1c2a9e-8d4b-4c1e-9a57-2b3c4d5e6f70";
const SHOP = "6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b";
const BLOG = "7a2e3d4c-5b6a-4f9e-8b7c-2d3e4f5a6b7c";
const source = (id: string, type: string, uri: string, projectId = SHOP) => ({
  id,
  project_id: projectId,
  type,
  property_uri: uri,
  property_name: uri,
});
const SHOP_SOURCES = [
  source("0b4c6d1e-2f3a-4b5c-8d7e-9f0a1b2c3d4e", "gsc", "sc-domain:shop.example"),
  source("1c5d7e2f-3a4b-4c6d-9e8f-0a1b2c3d4e5f", "ga4", "properties/101"),
];
const BLOG_SOURCES = [
  source("2d6e8f3a-4b5c-4d7e-8f9a-1b2c3d4e5f6a", "gsc", "https://blog.example/", BLOG),
];
const PROJECTS = [
  { id: SHOP, name: "Shop", dataSourceCount: 2, dataSources: SHOP_SOURCES },
  { id: BLOG, name: "Blog", dataSourceCount: 1, dataSources: BLOG_SOURCES },
];

const fetchMock = vi.fn<typeof fetch>();
let projectsAnswer: Promise<Response> | null = null;

function answer(url: string): Promise<Response> {
  if (url === "/api/projects/")
    return projectsAnswer ?? Promise.resolve(Response.json({ projects: PROJECTS }));
  const sources = url.includes(SHOP) ? SHOP_SOURCES : BLOG_SOURCES;
  return Promise.resolve(Response.json({ dataSources: sources }));
}

const auth = { user: { id: USER_ID, email: "dana@demo.rankwell.dev" } } as AuthContextValue;

function Providers({ children }: { children: React.ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <AuthContexts value={auth}>{children}</AuthContexts>
    </QueryClientProvider>
  );
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(async (input) => answer(String(input)));
  navigation.pathname = "/app/reports/";
  navigation.search = "";
  projectsAnswer = null;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  navigation.replace.mockReset();
  window.localStorage.clear();
});

describe("FilterBar", () => {
  it("disables the project selector with 'Loading projects...' while projects load", async () => {
    projectsAnswer = new Promise(() => {});
    render(<FilterBar />, { wrapper: Providers });
    const project = screen.getByRole("combobox", { name: "Project" });
    expect(project).toBeDisabled();
    expect(project).toHaveTextContent("Loading projects...");
    expect(screen.getByRole("combobox", { name: "Data source" })).toHaveTextContent(
      "All data sources",
    );
  });

  it("says 'No properties available' for a project with one property", async () => {
    navigation.search = `project=${BLOG}`;
    render(<FilterBar />, { wrapper: Providers });
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Project" })).toHaveTextContent("Blog"),
    );
    const property = screen.getByRole("combobox", { name: "Property" });
    await waitFor(() => expect(property).toHaveTextContent("No properties available"));
    expect(property).toBeDisabled();
  });

  it("offers the properties of a project with several", async () => {
    navigation.search = `project=${SHOP}`;
    render(<FilterBar />, { wrapper: Providers });
    const property = screen.getByRole("combobox", { name: "Property" });
    await waitFor(() => expect(property).toBeEnabled());
    expect(property).toHaveTextContent("All properties");
  });

  it("cuts a long name with an ellipsis and gives it in full as the trigger's title", async () => {
    navigation.search = `project=${SHOP}`;
    render(<FilterBar />, { wrapper: Providers });
    const project = screen.getByRole("combobox", { name: "Project" });
    await waitFor(() => expect(project).toHaveAttribute("title", "Shop"));
    expect(project.querySelector(".truncate")).toHaveTextContent("Shop");
    const property = screen.getByRole("combobox", { name: "Property" });
    await waitFor(() => expect(property).toHaveAttribute("title", "All properties"));
  });

  it("shows the URL's range in the date picker", () => {
    navigation.search = "start=2025-01-01&end=2025-01-31";
    render(<FilterBar />, { wrapper: Providers });
    expect(screen.getByRole("button", { name: "Jan 01, 2025 - Jan 31, 2025" })).toBeInTheDocument();
  });

  it("shows only the view's own filters", async () => {
    navigation.pathname = "/app/search-performance/sitemaps/";
    render(<FilterBar />, { wrapper: Providers });
    expect(screen.getByRole("combobox", { name: "Project" })).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Data source" })).toBeNull();
    cleanup();
    navigation.pathname = "/app/settings/";
    render(<FilterBar />, { wrapper: Providers });
    expect(screen.queryByRole("group", { name: "Filters" })).toBeNull();
  });

  it("brings back the last choice on a view opened without filter params", async () => {
    window.localStorage.setItem(
      FILTER_CONTEXT_KEY,
      JSON.stringify({ [USER_ID]: { project: SHOP, source: "gsc" } }),
    );
    navigation.search = "utm_source=mail";
    render(<FilterBar />, { wrapper: Providers });
    await waitFor(() =>
      expect(navigation.replace).toHaveBeenCalledWith(
        `/app/reports/?utm_source=mail&project=${SHOP}&source=gsc`,
      ),
    );
  });
});

describe("useFilterContext", () => {
  it("exposes the URL's choice, the options and the default range", async () => {
    vi.useFakeTimers({ now: new Date(2025, 2, 15, 12), toFake: ["Date"] });
    navigation.search = `project=${SHOP}&source=ga4&compare=previous`;
    const { result } = renderHook(() => useFilterContext(), { wrapper: Providers });
    await waitFor(() => expect(result.current.propertiesLoading).toBe(false));
    vi.useRealTimers();
    expect(result.current).toMatchObject({
      selectedProjectId: SHOP,
      selectedDataSource: "ga4",
      selectedPropertyId: null,
      compare: "previous",
      dateRange: { startDate: "2025-02-15", endDate: "2025-03-14" },
      availableProjects: [
        { id: SHOP, name: "Shop", dataSourceCount: 2 },
        { id: BLOG, name: "Blog", dataSourceCount: 1 },
      ],
      availableDataSources: [
        { value: "gsc", label: "Search Console" },
        { value: "ga4", label: "Google Analytics 4" },
      ],
    });
    expect(result.current.availableProperties.map((p) => p.property_uri)).toEqual([
      "properties/101",
    ]);
  });

  it("resets the property when the project changes, keeps other params and remembers the choice", async () => {
    navigation.search = `project=${SHOP}&property=${SHOP_SOURCES[0]!.id}&start=2025-01-01&end=2025-01-31&tab=queries`;
    const { result } = renderHook(() => useFilterContext(), { wrapper: Providers });
    await waitFor(() => expect(result.current.selectedPropertyId).toBe(SHOP_SOURCES[0]!.id));
    act(() => result.current.setProject(BLOG));
    expect(navigation.replace).toHaveBeenCalledWith(
      `/app/reports/?tab=queries&project=${BLOG}&start=2025-01-01&end=2025-01-31`,
    );
    expect(JSON.parse(window.localStorage.getItem(FILTER_CONTEXT_KEY)!)).toEqual({
      [USER_ID]: { project: BLOG, start: "2025-01-01", end: "2025-01-31" },
    });
  });

  it("treats a project the user does not have as none", async () => {
    navigation.search = "project=9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f";
    const { result } = renderHook(() => useFilterContext(), { wrapper: Providers });
    await waitFor(() => expect(result.current.projectsLoading).toBe(false));
    expect(result.current.selectedProjectId).toBeNull();
    act(() => result.current.setProject(null));
    expect(navigation.replace).toHaveBeenCalledWith("/app/reports/");
  });
});

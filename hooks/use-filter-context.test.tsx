// @vitest-environment jsdom
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, renderHook, screen, waitFor } from "@testing-library/react";
import { AuthContexts, type AuthContextValue } from "@/components/auth/auth-context";
import { FilterBar } from "@/components/app-shell/filter-bar";
import { runInTimeZone } from "@/tests/support/time-zone";
import { useFilterContext } from "./use-filter-context";

const navigation = vi.hoisted(() => ({
  pathname: "/app/search-performance/",
  search: "",
  replace: vi.fn(),
}));
vi.mock("next/navigation", () => ({
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(navigation.search),
}));
// The URL writers put the new query in history (lib/routing/replace-query); record what they write.
vi.mock("@/lib/routing/replace-query", () => ({
  replaceQuery: (path: string, search: string) =>
    navigation.replace(search ? `${path}?${search}` : path),
}));

const SHOP = "6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b";
const BLOG = "7a2e3d4c-5b6a-4f9e-8b7c-2d3e4f5a6b7c";
const source = (id: string, type: string, uri: string, projectId: string) => ({
  id,
  project_id: projectId,
  type,
  property_uri: uri,
  property_name: uri,
});
const SHOP_GA4 = source("1c5d7e2f-3a4b-4c6d-9e8f-0a1b2c3d4e5f", "ga4", "properties/101", SHOP);
const SHOP_GSC = source(
  "0b4c6d1e-2f3a-4b5c-8d7e-9f0a1b2c3d4e",
  "gsc",
  "https://shop.example/",
  SHOP,
);
const SHOP_DOMAIN = source(
  "3e7f9a4b-5c6d-4e8f-9a0b-2c3d4e5f6a7b",
  "gsc",
  "sc-domain:shop.example",
  SHOP,
);
const BLOG_GSC = source(
  "2d6e8f3a-4b5c-4d7e-8f9a-1b2c3d4e5f6a",
  "gsc",
  "https://blog.example/",
  BLOG,
);
const SOURCES: Record<string, unknown[]> = {
  [SHOP]: [SHOP_GA4, SHOP_GSC, SHOP_DOMAIN],
  [BLOG]: [BLOG_GSC],
};
const PROJECTS = [
  { id: SHOP, name: "Shop", dataSourceCount: 3, dataSources: SOURCES[SHOP] },
  { id: BLOG, name: "Blog", dataSourceCount: 1, dataSources: SOURCES[BLOG] },
];

const fetchMock = vi.fn<typeof fetch>();
const auth = {
  user: { id: "6f1c2a9e-8d4b-4c1e-9a57-2b3c4d5e6f70", email: "dana@demo.rankwell.dev" },
} as AuthContextValue;

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

async function renderContext(pathname: string, search: string) {
  navigation.pathname = pathname;
  navigation.search = search;
  const hook = renderHook(() => useFilterContext(), { wrapper: Providers });
  await waitFor(() => expect(hook.result.current.propertiesLoading).toBe(false));
  return hook.result;
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === "/api/projects/") return Response.json({ projects: PROJECTS });
    const projectId = Object.keys(SOURCES).find((id) => url.includes(id))!;
    return Response.json({ dataSources: SOURCES[projectId] });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  navigation.replace.mockReset();
  window.localStorage.clear();
});

describe.each(["Asia/Tokyo", "UTC"])("useFilterContext's default range in %s", (timeZone) => {
  runInTimeZone(timeZone);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // 23:59 on February 28th in Pacific time, already March 1st here.
    vi.setSystemTime(new Date("2026-03-01T07:59:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("ends yesterday in Pacific time, the view's days long", async () => {
    const search = await renderContext("/app/search-performance/", `project=${SHOP}`);
    expect(search.current.dateRange).toEqual({ startDate: "2026-01-31", endDate: "2026-02-27" });
    const profile = await renderContext("/app/google-business-profile/", "");
    expect(profile.current.dateRange).toEqual({ startDate: "2026-01-29", endDate: "2026-02-27" });
  });
});

describe("useFilterContext's default property", () => {
  it("is the project's domain property, else its first of the view's source, and is not written to the URL", async () => {
    const result = await renderContext("/app/search-performance/", `project=${SHOP}`);
    expect(result.current).toMatchObject({
      selectedPropertyId: SHOP_DOMAIN.id,
      selectedProperty: { id: SHOP_DOMAIN.id, type: "gsc", property_uri: "sc-domain:shop.example" },
      propertyIsDefault: true,
    });
    const analytics = await renderContext("/app/analytics/", `project=${SHOP}`);
    expect(analytics.current.selectedPropertyId).toBe(SHOP_GA4.id);
    expect(navigation.replace).not.toHaveBeenCalled();
  });

  it("gives way to the URL's property", async () => {
    const result = await renderContext(
      "/app/search-performance/",
      `project=${SHOP}&property=${SHOP_GSC.id}`,
    );
    expect(result.current).toMatchObject({
      selectedPropertyId: SHOP_GSC.id,
      propertyIsDefault: false,
    });
  });

  it("is none without a project or on a view of every source", async () => {
    const all = await renderContext("/app/search-performance/", "");
    expect(all.current).toMatchObject({ selectedPropertyId: null, selectedProperty: null });
    const reports = await renderContext("/app/reports/", `project=${SHOP}`);
    expect(reports.current).toMatchObject({ selectedPropertyId: null, propertyIsDefault: false });
  });

  it("is the only property while the disabled selector says 'No properties available'", async () => {
    navigation.pathname = "/app/search-performance/";
    navigation.search = `project=${BLOG}`;
    function ViewWithFilters() {
      const { selectedProperty } = useFilterContext();
      return (
        <>
          <FilterBar />
          <output aria-label="Property read">{selectedProperty?.property_uri ?? "none"}</output>
        </>
      );
    }
    render(<ViewWithFilters />, { wrapper: Providers });
    const read = screen.getByRole("status", { name: "Property read" });
    await waitFor(() => expect(read).toHaveTextContent("https://blog.example/"));
    const property = screen.getByRole("combobox", { name: "Property" });
    expect(property).toHaveTextContent("No properties available");
    expect(property).toBeDisabled();
  });
});

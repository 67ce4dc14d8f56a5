// @vitest-environment jsdom
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { AuthContexts, type AuthContextValue } from "@/components/auth/auth-context";
import { useRestoreFilterContext } from "@/hooks/use-filter-context";
import { FILTER_CONTEXT_KEY } from "@/lib/filters/stored-filters";
import { LocationPicker } from "./location-picker";

const navigation = vi.hoisted(() => ({ search: "", replace: vi.fn() }));
vi.mock("next/navigation", () => ({
  usePathname: () => "/app/google-business-profile",
  useSearchParams: () => new URLSearchParams(navigation.search),
}));
// The URL writers put the new query in history (lib/routing/replace-query); record what they write.
vi.mock("@/lib/routing/replace-query", () => ({
  replaceQuery: (path: string, search: string) =>
    navigation.replace(search ? `${path}?${search}` : path),
}));

const LOCATIONS = [
  {
    location_id: "4527103946251903846",
    location_name: "Zeta Bakery Mitte",
    address: { addressLines: ["Torstraße 12"] },
  },
  { location_id: "4527103946251903999", location_name: "Zeta Catering", address: null },
];
const fetchMock = vi.fn<typeof fetch>();

function Providers({ children }: { children: React.ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  navigation.search = "date=1";
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  navigation.replace.mockReset();
  window.localStorage.clear();
});

describe("LocationPicker", () => {
  it("is disabled with 'No Locations' when the account has none", async () => {
    fetchMock.mockResolvedValue(Response.json({ locations: [] }));
    render(<LocationPicker />, { wrapper: Providers });
    const picker = screen.getByRole("combobox", { name: "Location" });
    await waitFor(() => expect(picker).toHaveTextContent("No Locations"));
    expect(picker).toBeDisabled();
    expect(navigation.replace).not.toHaveBeenCalled();
  });

  it("selects the first location once the list loads, keeping other params", async () => {
    fetchMock.mockResolvedValue(Response.json({ locations: LOCATIONS }));
    render(<LocationPicker />, { wrapper: Providers });
    const picker = screen.getByRole("combobox", { name: "Location" });
    expect(picker).toBeDisabled();
    await waitFor(() =>
      expect(navigation.replace).toHaveBeenCalledWith(
        "/app/google-business-profile/?date=1&location=4527103946251903846",
      ),
    );
    expect(picker).toBeEnabled();
    expect(picker).toHaveTextContent("Select Location");
  });

  it("shows the selected location's name and keeps a valid choice", async () => {
    fetchMock.mockResolvedValue(Response.json({ locations: LOCATIONS }));
    navigation.search = "location=4527103946251903999";
    render(<LocationPicker />, { wrapper: Providers });
    const picker = screen.getByRole("combobox", { name: "Location" });
    await waitFor(() => expect(picker).toHaveTextContent("Zeta Catering"));
    expect(navigation.replace).not.toHaveBeenCalled();
  });

  it("keeps the remembered filters and the first location when both are written before the router catches up", async () => {
    const userId = "6f1c2a9e-8d4b-4c1e-9a57-2b3c4d5e6f70";
    const project = "6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b";
    window.localStorage.setItem(
      FILTER_CONTEXT_KEY,
      JSON.stringify({ [userId]: { project, start: "2025-01-01", end: "2025-01-31" } }),
    );
    fetchMock.mockResolvedValue(Response.json({ locations: LOCATIONS }));
    // A direct visit: no location and no filters in the URL, and a router that has not rendered yet.
    navigation.search = "";
    function Header() {
      useRestoreFilterContext();
      return <LocationPicker />;
    }
    const auth = { user: { id: userId, email: "dana@demo.rankwell.dev" } } as AuthContextValue;
    render(
      <AuthContexts value={auth}>
        <Header />
      </AuthContexts>,
      { wrapper: Providers },
    );
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledTimes(2));
    const [url] = navigation.replace.mock.calls.at(-1)!;
    const search = new URL(url as string, "http://localhost").searchParams;
    expect(search.get("location")).toBe("4527103946251903846");
    expect(search.get("project")).toBe(project);
    expect(search.get("start")).toBe("2025-01-01");
  });
});

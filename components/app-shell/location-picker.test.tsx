// @vitest-environment jsdom
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { LocationPicker } from "./location-picker";

const navigation = vi.hoisted(() => ({ search: "", replace: vi.fn() }));
vi.mock("next/navigation", () => ({
  usePathname: () => "/app/google-business-profile",
  useSearchParams: () => new URLSearchParams(navigation.search),
  useRouter: () => ({ replace: navigation.replace }),
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
        { scroll: false },
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
});

// @vitest-environment jsdom
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LOCAL_KEYS } from "@/lib/auth/local-keys";
import { OnboardingPanel } from "./onboarding-panel";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));
const notify = vi.hoisted(() => vi.fn());
vi.mock("@/components/notifications/use-notify", () => ({ useNotify: () => notify }));

const PROJECT_ID = "6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b";
const project = (dataSources: unknown[] = []) => ({
  id: PROJECT_ID,
  name: "Acme Outdoor",
  created_at: "2025-03-01T10:00:00.000Z",
  dataSources,
  dataSourceCount: dataSources.length,
  hasDataSources: dataSources.length > 0,
});
const PROPERTIES = [
  {
    id: "p1",
    property_type: "gsc",
    property_uri: "sc-domain:acme.example",
    property_name: "acme.example",
  },
  { id: "p2", property_type: "ga4", property_uri: "properties/4242", property_name: "Acme web" },
];

let projects: unknown[] = [];
const posted: unknown[] = [];
const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = String(input);
  if (url === "/api/projects/") return Response.json({ projects });
  if (url === "/api/google-properties/") return Response.json({ properties: PROPERTIES });
  if (url === "/api/gmb-locations/")
    return Response.json({
      locations: [{ location_id: "77", location_name: "Acme Store", address: null }],
    });
  if (url.startsWith("/api/functions/sync-google-properties")) return Response.json({ synced: 2 });
  if (url.startsWith("/api/functions/sync-gmb-accounts"))
    return Response.json({ needsAuth: false, accountsSynced: 1, locationsSynced: 1 });
  if (url.endsWith("/data-sources/") && init?.method === "POST") {
    const input = JSON.parse(String(init.body)) as { type: string; property_uri: string };
    posted.push(input);
    const source = { id: `ds-${posted.length}`, property_name: input.property_uri, ...input };
    projects = [project(posted.map((p, i) => ({ id: `ds-${i + 1}`, ...(p as object) })))];
    return Response.json({ dataSource: source }, { status: 201 });
  }
  return Response.json({ error: { code: "not_found", message: "Not found" } }, { status: 404 });
});

function Providers({ children }: { children: React.ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  projects = [];
  posted.length = 0;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  notify.mockReset();
  window.localStorage.clear();
});

describe("OnboardingPanel", () => {
  it("asks a user without projects to create one", async () => {
    render(<OnboardingPanel />, { wrapper: Providers });
    expect(
      await screen.findByRole("heading", { name: "Create your first project" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Step 1 of 2")).toBeInTheDocument();
    expect(screen.getByLabelText("Project name")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create project" })).toBeInTheDocument();
  });

  it("lists the synced properties by kind and connects the ticked ones, then disappears", async () => {
    projects = [project()];
    render(<OnboardingPanel />, { wrapper: Providers });
    expect(
      await screen.findByRole("heading", { name: "Connect your data sources" }),
    ).toBeInTheDocument();
    const gsc = await screen.findByRole("group", { name: "Search Console" });
    expect(gsc).toHaveTextContent("acme.example");
    expect(screen.getByRole("group", { name: "Google Analytics 4" })).toHaveTextContent("Acme web");
    expect(await screen.findByRole("group", { name: "Business Profile" })).toHaveTextContent(
      "Acme StoreNo address",
    );
    const connect = screen.getByRole("button", { name: "Connect to Acme Outdoor" });
    expect(connect).toBeDisabled();

    await userEvent.click(screen.getByRole("checkbox", { name: /acme\.example/ }));
    await userEvent.click(screen.getByRole("checkbox", { name: /Acme web/ }));
    await userEvent.click(
      screen.getByRole("button", { name: "Connect 2 properties to Acme Outdoor" }),
    );
    await waitFor(() =>
      expect(screen.queryByRole("heading", { name: "Connect your data sources" })).toBeNull(),
    );
    expect(posted).toEqual([
      { type: "gsc", property_uri: "sc-domain:acme.example" },
      { type: "ga4", property_uri: "properties/4242" },
    ]);
  });

  it("syncs the Google properties and locations and reports both outcomes", async () => {
    projects = [project()];
    render(<OnboardingPanel />, { wrapper: Providers });
    await userEvent.click(await screen.findByRole("button", { name: "Sync" }));
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(2));
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Successfully synced 2 properties from Google" }),
    );
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Synced 1 accounts and 1 locations successfully" }),
    );
  });

  it("stays hidden once onboarding was completed", async () => {
    window.localStorage.setItem(LOCAL_KEYS.onboardingCompleted, "true");
    render(<OnboardingPanel />, { wrapper: Providers });
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith("/api/projects/", expect.anything()),
    );
    await act(async () => {});
    expect(screen.queryByRole("heading", { level: 2 })).toBeNull();
  });

  it("hides for a user with a connected project, leaving the flag to the app shell", async () => {
    projects = [project([{ id: "ds-1", type: "gsc", property_uri: "sc-domain:acme.example" }])];
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<OnboardingPanel />, { wrapper: Providers });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.queryByRole("heading", { level: 2 })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(3100));
    expect(window.localStorage.getItem(LOCAL_KEYS.onboardingCompleted)).toBeNull();
  });
});

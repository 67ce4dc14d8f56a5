// @vitest-environment jsdom
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, waitFor } from "@testing-library/react";
import { LOCAL_KEYS } from "@/lib/auth/local-keys";
import { OnboardingCompletion } from "./onboarding-completion";
import { OnboardingPanel } from "./onboarding-panel";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));
vi.mock("@/components/notifications/use-notify", () => ({ useNotify: () => vi.fn() }));

const project = (dataSourceCount: number) => ({
  id: "6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b",
  name: "Acme Outdoor",
  created_at: "2025-03-01T10:00:00.000Z",
  dataSources: Array.from({ length: dataSourceCount }, (_, i) => ({
    id: `ds-${i}`,
    type: "gsc",
    property_uri: "sc-domain:acme.example",
  })),
  dataSourceCount,
  hasDataSources: dataSourceCount > 0,
});

let projects: unknown[] = [];
const fetchMock = vi.fn<typeof fetch>(async (input) =>
  String(input) === "/api/projects/"
    ? Response.json({ projects })
    : Response.json({ properties: [], locations: [] }),
);

function Providers({ children }: { children: React.ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const flag = () => window.localStorage.getItem(LOCAL_KEYS.onboardingCompleted);

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.localStorage.clear();
});

describe("OnboardingCompletion", () => {
  it("stores the completed flag 3 s after the user has a project with a data source", async () => {
    projects = [project(1)];
    render(<OnboardingCompletion />, { wrapper: Providers });
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith("/api/projects/", expect.anything()),
    );
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(flag()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(flag()).toBe("true");
  });

  it("keeps counting while the onboarding panel goes away", async () => {
    projects = [project(1)];
    function Shell({ panel }: { panel: boolean }) {
      return (
        <>
          <OnboardingCompletion />
          {panel ? <OnboardingPanel /> : null}
        </>
      );
    }
    const view = render(<Shell panel />, { wrapper: Providers });
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith("/api/projects/", expect.anything()),
    );
    await act(() => vi.advanceTimersByTimeAsync(1000));
    view.rerender(<Shell panel={false} />);
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(flag()).toBe("true");
  });

  it("stores nothing while a step is left", async () => {
    projects = [project(0)];
    render(<OnboardingCompletion />, { wrapper: Providers });
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith("/api/projects/", expect.anything()),
    );
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(flag()).toBeNull();
  });
});

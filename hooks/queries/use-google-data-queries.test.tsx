// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import { notify } from "@/components/notifications/notify";
import { searchConsoleKeys } from "@/lib/query/keys";
import { useGa4Report } from "./use-ga4-data-query";
import { useGbpMetrics } from "./use-gbp-data-query";
import { useGoogleSyncMutations } from "./use-google-sync-mutations";
import { useSearchConsoleData } from "./use-search-console-data-query";
import { useSitemaps, useSubmitSitemapMutation } from "./use-sitemaps-data-query";

vi.mock("@/components/notifications/notify", () => ({ notify: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const ref = {
  projectId: "6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b",
  propertyId: "0b8d6a0e-2c1f-4e3a-9d7c-5b4a3f2e1d0c",
};
let client: QueryClient;

function wrapper({ children }: { children: React.ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  vi.spyOn(client, "invalidateQueries");
});
afterEach(() => {
  fetchMock.mockReset();
  vi.mocked(notify).mockReset();
  vi.unstubAllGlobals();
});

const sentBody = () => JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
const invalidated = () =>
  vi.mocked(client.invalidateQueries).mock.calls.map(([filters]) => filters?.queryKey);
const notified = () => vi.mocked(notify).mock.calls.map(([input]) => [input.type, input.title]);

describe("data queries", () => {
  const request = {
    ...ref,
    startDate: "2026-01-01",
    endDate: "2026-01-28",
    dimensions: ["query" as const],
  };

  it("post the whole request and key it by every input", async () => {
    const answer = { rows: [], totals: {}, meta: { capped: false, rowCount: 0, hidden: null } };
    fetchMock.mockResolvedValue(Response.json(answer));
    const { result } = renderHook(() => useSearchConsoleData(request), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(answer));
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/data/search-console/");
    expect(sentBody()).toEqual(request);
    expect(searchConsoleKeys.data(request)).toEqual([
      "search-console",
      ref.projectId,
      ref.propertyId,
      { startDate: "2026-01-01", endDate: "2026-01-28", dimensions: ["query"] },
    ]);
    expect(client.getQueryData(searchConsoleKeys.data(request))).toEqual(answer);
  });

  it("send nothing without their inputs", async () => {
    renderHook(() => [useSearchConsoleData(null), useGa4Report(null), useGbpMetrics(null)], {
      wrapper,
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("read Business Profile metrics from a query string", async () => {
    fetchMock.mockResolvedValue(Response.json({ series: [] }));
    const params = {
      locationId: "4527103946251903846",
      startDate: "2026-01-01",
      endDate: "2026-01-30",
      metrics: ["CALL_CLICKS" as const],
    };
    const { result } = renderHook(() => useGbpMetrics(params), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      "/api/data/gbp/?locationId=4527103946251903846&startDate=2026-01-01&endDate=2026-01-30&metrics=CALL_CLICKS",
    );
  });

  it("fail with the server's status and code", async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        { error: { code: "google_reauth_required", message: "Please reconnect." } },
        { status: 401 },
      ),
    );
    const { result } = renderHook(
      () => useGa4Report({ ...ref, request: { dateRanges: [], metrics: [] } }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({
      status: 401,
      code: "google_reauth_required",
      message: "Please reconnect.",
    });
  });
});

describe("sitemaps", () => {
  it("list the property's sitemaps", async () => {
    fetchMock.mockResolvedValue(Response.json({ sitemaps: [{ path: "https://a.example/s.xml" }] }));
    const { result } = renderHook(() => useSitemaps(ref), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([{ path: "https://a.example/s.xml" }]));
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      `/api/data/sitemaps/?projectId=${ref.projectId}&propertyId=${ref.propertyId}`,
    );
  });

  it("hand a missing webmasters scope to the caller instead of a failure toast", async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        { error: { code: "google_scope_required", message: "Submitting sitemaps needs …" } },
        { status: 403 },
      ),
    );
    const onScopeRequired = vi.fn();
    const { result } = renderHook(() => useSubmitSitemapMutation({ onScopeRequired }), {
      wrapper,
    });
    const body = { ...ref, feedpath: "https://a.example/s.xml" };
    await act(() => result.current.mutateAsync(body).catch(() => {}));
    expect(onScopeRequired).toHaveBeenCalledWith(body);
    expect(notify).not.toHaveBeenCalled();
  });

  it("toast a submission and refresh the property's list", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const { result } = renderHook(() => useSubmitSitemapMutation(), { wrapper });
    await act(() => result.current.mutateAsync({ ...ref, feedpath: "https://a.example/s.xml" }));
    expect(notified()).toEqual([
      ["success", "Submitted https://a.example/s.xml to Search Console"],
    ]);
    expect(invalidated()).toEqual([["sitemaps", ref.projectId, ref.propertyId]]);
  });
});

describe("useGoogleSyncMutations", () => {
  it("toasts the property sync and refreshes the properties and connections", async () => {
    fetchMock.mockResolvedValue(Response.json({ synced: 4 }));
    const { result } = renderHook(() => useGoogleSyncMutations(), { wrapper });
    await act(() => result.current.syncProperties.mutateAsync());
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/functions/sync-google-properties/");
    expect(notified()).toEqual([["success", "Successfully synced 4 properties from Google"]]);
    expect(invalidated()).toEqual([
      ["google-properties"],
      ["property-gmb-connections"],
      // The sync ran as a background job: the tray shows how it ended.
      ["jobs"],
    ]);
  });

  it("toasts a failed property sync with the server's message", async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        { error: { code: "google_scope_required", message: "Rankwell needs more access." } },
        { status: 403 },
      ),
    );
    const { result } = renderHook(() => useGoogleSyncMutations(), { wrapper });
    await act(() => result.current.syncProperties.mutateAsync().catch(() => {}));
    expect(notified()).toEqual([
      ["error", "Failed to sync properties: Rankwell needs more access."],
    ]);
    expect(invalidated()).toEqual([["jobs"]]);
  });

  it("toasts the Business Profile sync, needsAuth included, and refreshes its lists", async () => {
    fetchMock.mockResolvedValue(
      Response.json({ needsAuth: false, accountsSynced: 2, locationsSynced: 3 }),
    );
    const { result } = renderHook(() => useGoogleSyncMutations(), { wrapper });
    await act(() => result.current.syncGmb.mutateAsync());
    fetchMock.mockResolvedValue(
      Response.json({ needsAuth: true, accountsSynced: 0, locationsSynced: 0 }),
    );
    await act(() => result.current.syncGmb.mutateAsync());
    expect(notified()).toEqual([
      ["success", "Synced 2 accounts and 3 locations successfully"],
      ["error", "Please re-authenticate with Google to access GMB data"],
    ]);
    expect(invalidated().slice(0, 4)).toEqual([
      ["gmb-locations"],
      ["gmb-accounts"],
      ["google-properties"],
      ["property-gmb-connections"],
    ]);
  });

  it("toasts the connect outcome and refreshes the connections", async () => {
    fetchMock.mockResolvedValue(Response.json({ connectionsCreated: 0, error: null }));
    const { result } = renderHook(() => useGoogleSyncMutations(), { wrapper });
    await act(() => result.current.connect.mutateAsync());
    expect(notified()).toEqual([
      ["info", "No matching domains found between your properties and GMB locations"],
    ]);
    expect(invalidated()).toEqual([["property-gmb-connections"]]);
  });
});

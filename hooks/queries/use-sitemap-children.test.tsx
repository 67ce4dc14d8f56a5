// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import { sitemapKeys } from "@/lib/query/keys";
import { useSitemapChildren, useSitemapIndexesChildren } from "./use-sitemaps-data-query";

const fetchMock = vi.fn<typeof fetch>();
const ref = {
  projectId: "6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b",
  propertyId: "0b8d6a0e-2c1f-4e3a-9d7c-5b4a3f2e1d0c",
};
const INDEX = "https://www.a.example/sitemap_index.xml";
const BLOG_INDEX = "https://blog.a.example/sitemap_index.xml";
let client: QueryClient;

function wrapper({ children }: { children: React.ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const childrenOf = (index: string) => [{ path: index.replace("_index", "-posts"), errors: 2 }];
const requestedIndex = (call: Parameters<typeof fetch>) =>
  new URL(String(call[0]), "http://localhost").searchParams.get("sitemapIndex");

describe("useSitemapChildren", () => {
  it("asks for the index's children and keeps them under the property's key", async () => {
    fetchMock.mockResolvedValue(Response.json({ sitemaps: childrenOf(INDEX) }));
    const { result } = renderHook(() => useSitemapChildren({ ...ref, sitemapIndex: INDEX }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.data).toEqual(childrenOf(INDEX)));
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      `/api/data/sitemaps/?${new URLSearchParams({ ...ref, sitemapIndex: INDEX })}`,
    );
    const key = sitemapKeys.children({ ...ref, sitemapIndex: INDEX });
    expect(key.slice(0, 3)).toEqual([...sitemapKeys.property(ref)]);
  });

  it("sends nothing while disabled", () => {
    renderHook(() => useSitemapChildren({ ...ref, sitemapIndex: INDEX }, { enabled: false }), {
      wrapper,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("useSitemapIndexesChildren", () => {
  it("asks once per index, and nothing without a property", async () => {
    fetchMock.mockImplementation(async (input) =>
      Response.json({ sitemaps: childrenOf(requestedIndex([input]) ?? "") }),
    );
    const { result } = renderHook(() => useSitemapIndexesChildren(ref, [INDEX, BLOG_INDEX]), {
      wrapper,
    });
    await waitFor(() => expect(result.current.every((q) => q.isSuccess)).toBe(true));
    expect(result.current.map((q) => q.data)).toEqual([childrenOf(INDEX), childrenOf(BLOG_INDEX)]);
    expect(fetchMock.mock.calls.map(requestedIndex).sort()).toEqual([BLOG_INDEX, INDEX]);

    const none = renderHook(() => useSitemapIndexesChildren(null, [INDEX]), { wrapper });
    expect(none.result.current).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

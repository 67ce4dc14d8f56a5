// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ContentBoard, ContentItem } from "@/lib/content/types";
import { EDIT_CONFLICT_MESSAGE } from "@/lib/content/types";
import { isEditConflict } from "@/lib/query/content";
import { contentKeys } from "@/lib/query/keys";
import { makeQueryClient } from "@/lib/query/policy";
import { useMoveContentItem, useUpdateContentItem } from "./use-content";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const PROJECT = "6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b";
const fetchMock = vi.fn<typeof fetch>();
let client: QueryClient;

const item = (patch: Partial<ContentItem> = {}): ContentItem => ({
  id: "0b9f1c7e-0000-4000-8000-000000000001",
  projectId: PROJECT,
  title: "Seed guide",
  status: "idea",
  targetQueries: [],
  targetUrl: null,
  author: null,
  priority: "medium",
  dueDate: null,
  publishDate: null,
  briefMd: "",
  tags: [],
  source: "manual",
  sourceRef: null,
  version: 1,
  position: 1,
  createdAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-01T10:00:00.000Z",
  publishedAt: null,
  ...patch,
});

const board = (items: ContentItem[]): ContentBoard => ({
  columns: (["idea", "brief", "writing", "review", "scheduled", "published"] as const).map(
    (status) => {
      const own = items.filter((i) => i.status === status);
      return { status, items: own, total: own.length };
    },
  ),
});

function wrapper({ children }: { children: React.ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  client = makeQueryClient();
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const conflict = () =>
  Response.json(
    { error: { code: "edit_conflict", message: EDIT_CONFLICT_MESSAGE } },
    { status: 409 },
  );

describe("saving an item", () => {
  it("surfaces an edit conflict as the mutation's error, once, and leaves the item's query alone", async () => {
    fetchMock.mockResolvedValue(conflict());
    client.setQueryData(contentKeys.item(PROJECT, item().id), item());
    const { result } = renderHook(() => useUpdateContentItem(PROJECT), { wrapper });
    await act(async () => {
      await result.current
        .mutateAsync({ id: item().id, version: 1, briefMd: "My long brief" })
        .catch(() => {});
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(isEditConflict(result.current.error)).toBe(true);
    expect(result.current.error?.message).toBe(EDIT_CONFLICT_MESSAGE);
    // What the form sent is still there to show; the stored item was not replaced by anything.
    expect(result.current.variables).toMatchObject({ briefMd: "My long brief" });
    expect(client.getQueryData(contentKeys.item(PROJECT, item().id))).toEqual(item());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      version: 1,
      briefMd: "My long brief",
      projectId: PROJECT,
    });
  });

  it("keeps the saved item, with its new version, in the item's query", async () => {
    fetchMock.mockResolvedValue(Response.json(item({ version: 2, title: "New" })));
    const { result } = renderHook(() => useUpdateContentItem(PROJECT), { wrapper });
    await act(() => result.current.mutateAsync({ id: item().id, version: 1, title: "New" }));
    expect(client.getQueryData(contentKeys.item(PROJECT, item().id))).toMatchObject({
      version: 2,
      title: "New",
    });
  });
});

describe("moving a card on the board", () => {
  it("moves it at once and puts it back when the server refuses", async () => {
    const a = item();
    const b = item({ id: "0b9f1c7e-0000-4000-8000-000000000002", status: "writing", position: 1 });
    const key = contentKeys.board({ projectId: PROJECT });
    client.setQueryData(key, board([a, b]));
    let refuse: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (refuse = resolve)));
    const { result } = renderHook(() => useMoveContentItem(PROJECT), { wrapper });
    act(() => result.current.mutate({ item: a, status: "writing", position: 0.5 }));
    await waitFor(() => {
      const writing = client.getQueryData<ContentBoard>(key)!.columns[2]!;
      expect(writing.items.map((i) => i.id)).toEqual([a.id, b.id]);
      expect(writing.total).toBe(2);
    });
    expect(client.getQueryData<ContentBoard>(key)!.columns[0]!.items).toEqual([]);
    await act(async () => refuse(conflict()));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(client.getQueryData<ContentBoard>(key)).toEqual(board([a, b]));
  });
});

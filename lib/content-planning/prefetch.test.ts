import { QueryClient } from "@tanstack/react-query";
import { vi } from "vitest";
import { contentKeys } from "@/lib/query/keys";
import { greenleaf, PROJECT_ID } from "@/tests/support/overview-project";
import { boardParams, listParams, parsePlanningState } from "./url-state";

// The server page's prefetch: the board or the table's page, and the item the URL opens, under
// the keys the view's hooks read, each from the store with the routes' own parsed input.

vi.mock("@/lib/projects/prefetch", () => ({ getUserProjects: vi.fn(async () => [greenleaf()]) }));
vi.mock("@/lib/db/client", () => ({ getDb: vi.fn(async () => "db") }));
vi.mock("@/lib/content/store", () => ({
  contentBoard: vi.fn(async () => ({ columns: [] })),
  listContentItems: vi.fn(async () => ({ items: [], total: 0 })),
  getContentItem: vi.fn(async () => ({ id: "item" })),
}));

const { prefetchContentPlanning } = await import("./prefetch");
const { contentBoard, getContentItem, listContentItems } = await import("@/lib/content/store");

const USER = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
const ITEM = "0b9f1c7e-0000-4000-8000-000000000001";

async function prefetched(search: string) {
  const client = new QueryClient();
  await prefetchContentPlanning(client, USER, new URLSearchParams(search));
  return client;
}

describe("prefetchContentPlanning", () => {
  beforeEach(() => vi.clearAllMocks());

  it("loads the board with its filters by default", async () => {
    const search = `project=${PROJECT_ID}&q=seeds&tag=guide`;
    const client = await prefetched(search);
    const params = boardParams(PROJECT_ID, parsePlanningState(new URLSearchParams(search)));
    expect(client.getQueryData(contentKeys.board(params))).toEqual({ columns: [] });
    expect(contentBoard).toHaveBeenCalledWith("db", USER, {
      projectId: PROJECT_ID,
      q: "seeds",
      tag: "guide",
    });
    expect(listContentItems).not.toHaveBeenCalled();
    expect(getContentItem).not.toHaveBeenCalled();
  });

  it("loads the table's page, in its order, and the item the URL opens", async () => {
    const search = `project=${PROJECT_ID}&view=table&status=review&sort=title&desc=1&page=2&item=${ITEM}`;
    const client = await prefetched(search);
    const params = listParams(PROJECT_ID, parsePlanningState(new URLSearchParams(search)));
    expect(client.getQueryData(contentKeys.list(params))).toEqual({ items: [], total: 0 });
    expect(listContentItems).toHaveBeenCalledWith("db", USER, {
      projectId: PROJECT_ID,
      status: "review",
      sort: "title",
      desc: true,
      pageIndex: 1,
      pageSize: 25,
    });
    expect(client.getQueryData(contentKeys.item(PROJECT_ID, ITEM))).toEqual({ id: "item" });
    expect(contentBoard).not.toHaveBeenCalled();
  });

  it("reads the default project when the URL names none", async () => {
    await prefetched("");
    expect(contentBoard).toHaveBeenCalledWith("db", USER, { projectId: PROJECT_ID });
  });
});

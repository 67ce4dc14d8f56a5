// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EDIT_CONFLICT_MESSAGE, type ContentItem } from "@/lib/content/types";
import { makeQueryClient } from "@/lib/query/policy";
import { ItemSheet } from "./item-sheet";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const PROJECT = "6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b";
const ID = "0b9f1c7e-0000-4000-8000-000000000001";
const fetchMock = vi.fn<typeof fetch>();
let client: QueryClient;

const item = (patch: Partial<ContentItem> = {}): ContentItem => ({
  id: ID,
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
  cannibalQuery: null,
  primaryUrl: null,
  cannibalAction: null,
  actionDate: null,
  ...patch,
});

function renderSheet(props: { itemId?: string | null; search?: string; onClose?: () => void }) {
  const search = new URLSearchParams(props.search ?? "");
  return render(
    <QueryClientProvider client={client}>
      <ItemSheet
        projectId={PROJECT}
        itemId={props.itemId ?? null}
        creating={search.get("new") === "1"}
        search={search}
        figures={null}
        onClose={props.onClose ?? (() => {})}
      />
    </QueryClientProvider>,
  );
}

const calls = (method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? "GET") === method);

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  client = makeQueryClient();
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe("the item sheet", () => {
  it("keeps the typed text on an edit conflict and reloads their version on request", async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method === "PATCH")
        return Response.json(
          { error: { code: "edit_conflict", message: EDIT_CONFLICT_MESSAGE } },
          { status: 409 },
        );
      const reloads = calls("GET").length;
      return Response.json(reloads > 1 ? item({ version: 2, title: "Their title" }) : item());
    });
    renderSheet({ itemId: ID });
    const title = await screen.findByLabelText("Title");
    await user.clear(title);
    await user.type(title, "My title");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText(EDIT_CONFLICT_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveValue("My title");
    const [, sent] = calls("PATCH")[0]!;
    expect(JSON.parse(String(sent!.body))).toEqual({
      projectId: PROJECT,
      version: 1,
      title: "My title",
    });

    await user.click(screen.getByRole("button", { name: "Reload their version" }));
    await waitFor(() => expect(screen.getByLabelText("Title")).toHaveValue("Their title"));
    expect(screen.queryByText(EDIT_CONFLICT_MESSAGE)).not.toBeInTheDocument();
  });

  it("shows the schema's message beside the field and sends nothing", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(Response.json(item()));
    renderSheet({ itemId: ID });
    await user.type(await screen.findByLabelText("Target URL"), "greenleaf.example/seeds");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText(/starting with https:\/\//)).toBeInTheDocument();
    expect(screen.getByLabelText("Target URL")).toHaveAttribute("aria-invalid", "true");
    expect(calls("PATCH")).toHaveLength(0);
  });

  it("opens the create form filled in from the link, and adds the item with its source", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    fetchMock.mockResolvedValue(Response.json(item({ title: "Write for seeds" }), { status: 201 }));
    renderSheet({
      search: `project=${PROJECT}&new=1&title=Write+for+seeds&query=Seed+Starting&url=https://greenleaf.example/seeds/&source=search_query&sourceRef=seed+starting`,
      onClose,
    });
    expect(await screen.findByLabelText("Title")).toHaveValue("Write for seeds");
    expect(screen.getByLabelText("Target queries")).toHaveValue("seed starting");
    expect(screen.getByLabelText("Target URL")).toHaveValue("https://greenleaf.example/seeds/");
    expect(screen.getByText(/From a Search Performance query/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add item" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, sent] = calls("POST")[0]!;
    expect(String(url)).toBe("/api/content/items/");
    expect(JSON.parse(String(sent!.body))).toMatchObject({
      title: "Write for seeds",
      targetQueries: ["seed starting"],
      targetUrl: "https://greenleaf.example/seeds/",
      source: "search_query",
      sourceRef: "seed starting",
      projectId: PROJECT,
    });
  });

  it("asks before deleting", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === "DELETE" ? new Response(null, { status: 204 }) : Response.json(item()),
    );
    renderSheet({ itemId: ID, onClose });
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    expect(calls("DELETE")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Delete item" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls("DELETE")).toHaveLength(1);
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { EDIT_CONFLICT_MESSAGE, type ContentItem } from "@/lib/content/types";
import { visibleRange } from "@/lib/content-calendar/grid";
import type { CalendarState } from "@/lib/content-calendar/url-state";
import { contentKeys } from "@/lib/query/keys";
import { makeQueryClient } from "@/lib/query/policy";
import { CalendarBoard } from "./calendar-board";
import { useCalendarItems } from "./use-calendar-items";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const PROJECT = "6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b";
const ITEM = "0b9f1c7e-0000-4000-8000-000000000001";
const STATE: CalendarState = { view: "month", date: "2026-03-01" };
const RANGE = { projectId: PROJECT, ...visibleRange(STATE.view, STATE.date) };

const item = (patch: Partial<ContentItem> = {}): ContentItem => ({
  id: ITEM,
  projectId: PROJECT,
  title: "Seed guide",
  status: "writing",
  targetQueries: [],
  targetUrl: null,
  author: null,
  priority: "medium",
  dueDate: "2026-03-10",
  publishDate: "2026-03-20",
  briefMd: "",
  tags: [],
  source: "manual",
  sourceRef: null,
  version: 3,
  position: 1,
  createdAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-01T10:00:00.000Z",
  publishedAt: null,
  ...patch,
});

const fetchMock = vi.fn<typeof fetch>();
let client: QueryClient;
/** What the range route answers. */
let stored: ContentItem[];
const onNavigate = vi.fn();

function Harness() {
  const items = useCalendarItems(RANGE);
  if (!items.data) return null;
  return (
    <CalendarBoard
      projectId={PROJECT}
      state={STATE}
      today="2026-03-01"
      label="March 2026"
      items={items.data.items}
      onNavigate={onNavigate}
    />
  );
}

function renderBoard() {
  client.setQueryData(contentKeys.calendar(RANGE), { items: stored, truncated: false });
  return render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
}

const grid = () => screen.getByRole("grid", { name: "March 2026" });
const cell = (day: string) => grid().querySelector<HTMLElement>(`[data-day="${day}"]`)!;
const entryIn = (day: string, kind: "due" | "publish") =>
  cell(day).querySelector(`[data-entry-id="${ITEM}:${kind}"]`);

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  client = makeQueryClient();
  stored = [item()];
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith("/api/content/items/range/"))
      return Response.json({ items: stored, truncated: false });
    return Response.json({ error: { code: "not_found", message: "No route." } }, { status: 404 });
  });
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  onNavigate.mockReset();
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
  vi.unstubAllGlobals();
});

describe("the calendar grid", () => {
  it("shows each date of an item on its day, marked as due or publish, linked to the item", () => {
    renderBoard();
    const due = entryIn("2026-03-10", "due")!;
    const publish = entryIn("2026-03-20", "publish")!;
    expect(due).toHaveTextContent("Due");
    expect(due).toHaveTextContent("Seed guide");
    expect(publish).toHaveTextContent("Publish");
    expect(due.getAttribute("data-status")).toBe("writing");
    // Next's Link writes the path as the app's config has it (with the trailing slash in the app).
    expect(
      within(due as HTMLElement)
        .getByRole("link")
        .getAttribute("href"),
    ).toMatch(new RegExp(`^/app/content-planning/?\\?project=${PROJECT}&item=${ITEM}$`));
    // Today is marked, and is the one day in the tab order.
    expect(cell("2026-03-01").getAttribute("aria-current")).toBe("date");
    const tabbable = grid().querySelectorAll('[role="gridcell"][tabindex="0"]');
    expect([...tabbable].map((c) => c.getAttribute("data-day"))).toEqual(["2026-03-01"]);
  });

  it("moves the focus with the arrow keys, Home and End, and asks for another month", async () => {
    renderBoard();
    act(() => cell("2026-03-01").focus());
    fireEvent.keyDown(cell("2026-03-01"), { key: "ArrowDown" });
    await waitFor(() => expect(document.activeElement).toBe(cell("2026-03-08")));
    // dnd-kit arrives after the first render and renders the days again; the focus stays put.
    await waitFor(() =>
      expect(
        within(grid()).getByRole("button", { name: "Drag “Seed guide” (due date) to another day" }),
      ).toHaveAttribute("aria-roledescription", "movable date"),
    );
    await waitFor(() => expect(document.activeElement).toBe(cell("2026-03-08")));
    expect(cell("2026-03-08").tabIndex).toBe(0);
    expect(cell("2026-03-01").tabIndex).toBe(-1);
    fireEvent.keyDown(cell("2026-03-08"), { key: "Home" });
    await waitFor(() => expect(document.activeElement).toBe(cell("2026-03-02")));
    fireEvent.keyDown(cell("2026-03-02"), { key: "End" });
    await waitFor(() => expect(document.activeElement).toBe(cell("2026-03-08")));
    fireEvent.keyDown(cell("2026-03-08"), { key: "ArrowLeft" });
    await waitFor(() => expect(document.activeElement).toBe(cell("2026-03-07")));
    fireEvent.keyDown(cell("2026-03-07"), { key: "PageDown" });
    expect(onNavigate).toHaveBeenCalledWith("2026-04-07");
  });
});

describe("moving a date with Move to…", () => {
  const moveTo = async (kind: "due date" | "publish date", day: string) => {
    fireEvent.click(
      within(grid()).getByRole("button", { name: `Move “Seed guide” (${kind}) to…` }),
    );
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText(`New ${kind}`), { target: { value: day } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Move" }));
  };

  it("saves the new day with the item's version and shows the entry there", async () => {
    fetchMock.mockImplementationOnce(async (input, init) => {
      expect(String(input)).toBe(`/api/content/items/${ITEM}/`);
      expect(init?.method).toBe("PATCH");
      expect(JSON.parse(String(init?.body))).toEqual({
        projectId: PROJECT,
        version: 3,
        dueDate: "2026-03-12",
      });
      stored = [item({ dueDate: "2026-03-12", version: 4 })];
      return Response.json(stored[0]);
    });
    renderBoard();
    await moveTo("due date", "2026-03-12");
    await waitFor(() => expect(entryIn("2026-03-12", "due")).not.toBeNull());
    expect(entryIn("2026-03-10", "due")).toBeNull();
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        "Moved the due date of “Seed guide” to Mar 12, 2026.",
        expect.anything(),
      ),
    );
  });

  it("puts the entry back and says why when someone else saved the item first", async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderBoard();
    await moveTo("publish date", "2026-03-25");
    // The entry moves at once, and waits for the answer before it can move again.
    await waitFor(() => expect(entryIn("2026-03-25", "publish")).not.toBeNull());
    expect(entryIn("2026-03-20", "publish")).toBeNull();
    expect(entryIn("2026-03-25", "publish")?.getAttribute("aria-busy")).toBe("true");
    answer(
      Response.json(
        { error: { code: "edit_conflict", message: EDIT_CONFLICT_MESSAGE } },
        { status: 409 },
      ),
    );
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Edit Conflict", expect.anything()),
    );
    await waitFor(() => expect(entryIn("2026-03-20", "publish")).not.toBeNull());
    expect(entryIn("2026-03-25", "publish")).toBeNull();
  });

  it("puts the entry back when the workflow refuses the day", async () => {
    stored = [item({ status: "published", targetUrl: "https://www.greenleaf.example/seeds/" })];
    fetchMock.mockImplementationOnce(async () =>
      Response.json(
        {
          error: {
            code: "status_change_refused",
            message: "A published item went live on or before today (2026-03-01).",
          },
        },
        { status: 400 },
      ),
    );
    renderBoard();
    expect(entryIn("2026-03-20", "publish")).toHaveTextContent("Published");
    await moveTo("publish date", "2026-03-28");
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(JSON.stringify(vi.mocked(toast.error).mock.calls[0])).toContain("went live");
    await waitFor(() => expect(entryIn("2026-03-20", "publish")).not.toBeNull());
    expect(entryIn("2026-03-28", "publish")).toBeNull();
  });
});

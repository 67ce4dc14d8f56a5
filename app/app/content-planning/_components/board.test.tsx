// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ContentBoard, ContentItem } from "@/lib/content/types";
import { makeQueryClient } from "@/lib/query/policy";
import { Board } from "./board";

const PROJECT = "6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b";

const item = (n: number, patch: Partial<ContentItem> = {}): ContentItem => ({
  id: `0b9f1c7e-0000-4000-8000-00000000000${n}`,
  projectId: PROJECT,
  title: `Item ${n}`,
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
  position: n,
  createdAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-01T10:00:00.000Z",
  publishedAt: null,
  cannibalQuery: null,
  primaryUrl: null,
  cannibalAction: null,
  actionDate: null,
  ...patch,
});

const board = (
  items: ContentItem[],
  totals: Partial<Record<string, number>> = {},
): ContentBoard => ({
  columns: (["idea", "brief", "writing", "review", "scheduled", "published"] as const).map(
    (status) => {
      const own = items.filter((i) => i.status === status);
      return { status, items: own, total: totals[status] ?? own.length };
    },
  ),
});

describe("the board", () => {
  it("shows six columns with their counts and each card's facts, then becomes movable", async () => {
    const onOpen = vi.fn();
    const items = [
      item(1, {
        title: "Seed guide",
        priority: "urgent",
        dueDate: "2026-03-10",
        targetQueries: ["seeds", "seed starting"],
        author: "Ana",
        tags: ["guide"],
      }),
      item(2, { status: "writing" }),
    ];
    render(
      <QueryClientProvider client={makeQueryClient()}>
        <Board projectId={PROJECT} board={board(items, { writing: 250 })} onOpen={onOpen} />
      </QueryClientProvider>,
    );
    const columns = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(columns).toEqual([
      "Idea1",
      "Brief0",
      "Writing250",
      "Review0",
      "Scheduled0",
      "Published0",
    ]);
    expect(screen.getByText("Showing the first 1; the table lists them all.")).toBeInTheDocument();

    const idea = screen.getByRole("list", { name: /Idea/ });
    const card = within(idea).getByText("Seed guide").closest("li")!;
    expect(card).toHaveTextContent("Urgent");
    expect(card).toHaveTextContent("Mar 10, 2026");
    expect(card).toHaveTextContent("2 queries");
    expect(card).toHaveTextContent("Ana");
    expect(card).toHaveTextContent("guide");

    await userEvent.click(screen.getByRole("button", { name: "Seed guide" }));
    expect(onOpen).toHaveBeenCalledWith(items[0]!.id);

    // dnd-kit arrives after the first render and gives each card its keyboard instructions.
    await vi.waitFor(() =>
      expect(screen.getByRole("button", { name: "Move Seed guide" })).toHaveAttribute(
        "aria-roledescription",
        "movable card",
      ),
    );
    const described = screen
      .getByRole("button", { name: "Move Seed guide" })
      .getAttribute("aria-describedby");
    await vi.waitFor(() =>
      expect(document.getElementById(described!)).toHaveTextContent(/press Space or Enter/),
    );
  });
});

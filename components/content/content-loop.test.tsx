// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import type { CannibalizationResult } from "@/lib/content/types";
import { draftFromSearchRow } from "@/lib/content/prefill";
import { AddToPlanRowAction } from "./add-to-plan";
import { CannibalizationResultView } from "./cannibalization-result";

const PROJECT = "6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b";

describe("the plan link in a clickable row", () => {
  it("links to the prefilled form and keeps its click and keys from the row", () => {
    const onRow = vi.fn();
    render(
      <table>
        <tbody>
          <tr tabIndex={0} onClick={onRow} onKeyDown={onRow}>
            <td>
              <AddToPlanRowAction
                projectId={PROJECT}
                draft={draftFromSearchRow("query", "seed trays")}
                subject="seed trays"
              />
            </td>
          </tr>
        </tbody>
      </table>,
    );
    const link = screen.getByRole("link", { name: "Add “seed trays” to the content plan" });
    const href = new URL(link.getAttribute("href")!, "https://rankwell.example");
    // next/link writes the trailing slash only where the build's trailingSlash setting says so.
    expect(href.pathname).toMatch(/^\/app\/content-planning\/?$/);
    expect(Object.fromEntries(href.searchParams)).toMatchObject({
      project: PROJECT,
      new: "1",
      query: "seed trays",
      source: "search_query",
    });
    fireEvent.keyDown(link, { key: "Enter" });
    fireEvent.click(link);
    expect(onRow).not.toHaveBeenCalled();
  });
});

const share = (clicks: number, total: number) => ({
  primaryClicks: clicks,
  primaryImpressions: clicks * 10,
  totalClicks: total,
  totalImpressions: total * 10,
  clickShare: clicks / total,
  impressionShare: clicks / total,
  pages: 2,
});

const measured: CannibalizationResult = {
  status: "ready",
  query: "seed trays",
  primaryUrl: "https://www.greenleaf.example/trays/",
  action: "consolidate_redirect",
  actionDate: "2026-01-15",
  before: { startDate: "2025-12-18", endDate: "2026-01-14" },
  after: { startDate: "2026-01-16", endDate: "2026-02-12" },
  beforeShare: share(40, 100),
  afterShare: share(90, 100),
  daysToWait: 0,
  readyOn: "2026-03-01",
};

describe("a cannibalization fix's result", () => {
  it("shows the primary page's share before and after, with the change in points", () => {
    render(<CannibalizationResultView result={measured} />);
    const clicks = screen.getByRole("row", { name: /Clicks/ });
    expect(clicks).toHaveTextContent("40.0%");
    expect(clicks).toHaveTextContent("90.0%");
    expect(clicks).toHaveTextContent("+50.0%");
    expect(clicks).toHaveTextContent("40 of 100");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says when a pending comparison is ready, and what is missing otherwise", () => {
    const { rerender } = render(
      <CannibalizationResultView
        result={{ ...measured, status: "pending", afterShare: null, readyOn: "2026-03-23" }}
      />,
    );
    expect(screen.getByRole("status")).toHaveTextContent("ready on Mar 23, 2026");
    rerender(
      <CannibalizationResultView
        result={{ status: "no_action_date", message: "Set the fix date." }}
      />,
    );
    expect(screen.getByText("Set the fix date.")).toBeInTheDocument();
  });
});

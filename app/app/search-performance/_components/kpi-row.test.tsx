// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import type { SearchConsoleDataResponse } from "@/lib/data-api/types";
import { parseViewState } from "@/lib/search-performance/url-state";
import { KpiRow } from "./kpi-row";
import type { TrendData } from "./use-trend-data";
import type { ViewContext } from "./use-view-context";

// The KPI row judges each change on the figure it shows: one too small to show is neither
// better nor worse.

const totals = (clicks: number, impressions: number, position: number) => ({
  clicks,
  impressions,
  ctr: clicks / impressions,
  position,
});

// The server answers the comparison's totals with the range's own (previousTotals).
function answer(
  t: ReturnType<typeof totals>,
  before: ReturnType<typeof totals> | null = null,
): SearchConsoleDataResponse {
  return {
    rows: [],
    totals: t,
    previousTotals: before,
    meta: { capped: false, rowCount: 0, totalRows: 0, lastFinalDate: null, hidden: null },
  } as unknown as SearchConsoleDataResponse;
}

const loaded = (data: SearchConsoleDataResponse) =>
  ({ data, isError: false, isPlaceholderData: false }) as unknown as TrendData["current"];

const context = {
  state: parseViewState(new URLSearchParams()),
  previousRange: { startDate: "2026-01-01", endDate: "2026-01-28" },
  compare: "previous",
} as unknown as ViewContext;

function renderRow(now: ReturnType<typeof totals>, before: ReturnType<typeof totals>) {
  const trend: TrendData = {
    current: loaded(answer(now, before)),
    previous: loaded(answer(before)),
    compare: "previous",
  };
  return render(<KpiRow context={context} trend={trend} />);
}

const change = (text: string) => screen.getByText(text, { selector: "span" });

describe("KpiRow", () => {
  it("shows a position change that rounds to 0.0 as neutral: muted, no verdict, a flat arrow", () => {
    // Position 7.84 against 7.862: 0.022 places better, which shows as 0.0.
    renderRow(totals(12_345, 420_000, 7.84), totals(12_341, 400_000, 7.862));
    const position = change("0.0");
    expect(position).toHaveClass("text-muted-foreground");
    expect(position).not.toHaveClass("text-success");
    expect(position).toHaveTextContent(/^0\.0$/);
    expect(position.querySelector("svg")).toHaveClass("lucide-minus");
    // 12,345 clicks against 12,341 is +0.03%, shown as 0.0%: neutral too.
    const clicks = screen
      .getAllByText("0.0%", { selector: "span" })
      .find((el) => el.closest('[data-slot="kpi-card"]')?.textContent?.includes("Total clicks"));
    expect(clicks).toHaveClass("text-muted-foreground");
    expect(clicks).not.toHaveTextContent("better");
    // A change that shows is still judged.
    const impressions = change("+5.0%");
    expect(impressions).toHaveClass("text-success");
    expect(impressions).toHaveTextContent("+5.0% (better)");
  });

  it("judges a position change that shows, a fall as better", () => {
    renderRow(totals(12_345, 400_000, 7.8), totals(12_345, 400_000, 7.86));
    const position = change("-0.1");
    expect(position).toHaveClass("text-success");
    expect(position).toHaveTextContent("-0.1 (better)");
  });
});

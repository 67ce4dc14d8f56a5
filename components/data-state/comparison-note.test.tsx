// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import type { ComparisonCoverage } from "@/lib/dates/coverage";
import { ComparisonNote, noChangeDelta } from "./comparison-note";
import { FinalBadge, FreshBadge } from "./fresh-badge";
import { KpiCard } from "./kpi-card";

const PARTIAL: ComparisonCoverage = {
  status: "partial",
  reason: "retention",
  days: 365,
  coveredDays: 117,
  coveredFrom: "2025-07-26",
};
const FULL: ComparisonCoverage = {
  status: "full",
  days: 28,
  comparedDays: 28,
  compared: { startDate: "2026-10-01", endDate: "2026-10-28" },
};

describe("ComparisonNote", () => {
  it("says why a partial comparison shows no change", () => {
    render(<ComparisonNote coverage={PARTIAL} />);
    expect(screen.getByRole("note")).toHaveTextContent(
      "Partial comparison: Google keeps 16 months; the previous period has data for 117 of its 365 days. Changes are not shown.",
    );
  });

  it("says over which days changes are measured when final data ends early, else nothing", () => {
    const { rerender, container } = render(<ComparisonNote coverage={FULL} />);
    expect(container).toBeEmptyDOMElement();
    rerender(
      <ComparisonNote
        coverage={{
          ...FULL,
          comparedDays: 26,
          compared: { ...FULL.compared, endDate: "2026-10-26" },
        }}
      />,
    );
    expect(screen.getByRole("note")).toHaveTextContent(
      "Final data covers 26 of the range's 28 days",
    );
    rerender(<ComparisonNote coverage={{ status: "off" }} />);
    expect(screen.queryByRole("note")).toBeNull();
  });
});

describe("a KPI card whose comparison shows no change", () => {
  it("shows a neutral dash named by the reason instead of growth", () => {
    const none = noChangeDelta(PARTIAL)!;
    render(<KpiCard label="Clicks" value="1.2M" {...none} />);
    const dash = screen.getByText("—");
    expect(dash).toHaveClass("text-muted-foreground");
    expect(dash).not.toHaveTextContent("(better)");
    expect(screen.getByText("Partial comparison")).toBeInTheDocument();
    expect(noChangeDelta({ status: "fresh", days: 28 })).toMatchObject({
      delta: "—",
      deltaLabel: "No change while fresh days are included",
    });
    expect(noChangeDelta(FULL)).toBeNull();
  });
});

describe("the data state marks", () => {
  it("name fresh days from Google's first incomplete day, or final data only", () => {
    const { rerender } = render(<FreshBadge from="2026-11-24" />);
    expect(screen.getByText("Includes fresh days from Nov 24, 2026")).toBeInTheDocument();
    rerender(<FreshBadge from={null} />);
    expect(screen.getByText("Fresh days on: none in this range")).toBeInTheDocument();
    rerender(<FinalBadge />);
    expect(screen.getByText("Fresh days left out")).toBeInTheDocument();
  });
});

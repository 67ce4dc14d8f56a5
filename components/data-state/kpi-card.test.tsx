// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { KpiCard } from "./kpi-card";

describe("KpiCard", () => {
  it("shows the figure, the change and what it is compared with", () => {
    render(
      <KpiCard
        label="Clicks"
        value="12.3K"
        delta="+4.2%"
        improved
        deltaLabel="vs previous period"
      />,
    );
    expect(screen.getByText("Clicks")).toBeInTheDocument();
    expect(screen.getByText("12.3K")).toBeInTheDocument();
    const change = screen.getByText("+4.2%");
    expect(change).toHaveClass("text-success");
    expect(change).toHaveTextContent("+4.2% (better)");
    expect(screen.getByText("vs previous period")).toBeInTheDocument();
  });

  it("colours a worse change as a decline and a neutral one muted", () => {
    const { rerender } = render(
      <KpiCard label="Average position" value="8.1" delta="+0.6" improved={false} />,
    );
    expect(screen.getByText("+0.6")).toHaveClass("text-destructive");
    rerender(<KpiCard label="Average position" value="8.1" delta="0.0" improved={null} />);
    expect(screen.getByText("0.0")).toHaveClass("text-muted-foreground");
  });

  it("draws a sparkline when given values", () => {
    const { container } = render(
      <KpiCard label="Impressions" value="98K" sparkline={[1, 4, 2, 8]} />,
    );
    expect(container.querySelector("[data-slot=sparkline] polyline")).not.toBeNull();
  });

  it("shows a skeleton while loading", () => {
    render(<KpiCard label="CTR" value="" loading />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading CTR...");
    expect(screen.getByText("CTR").closest("[data-slot=kpi-card]")).toHaveAttribute(
      "aria-busy",
      "true",
    );
  });
});

// @vitest-environment jsdom
import * as React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TrendChart, type TrendPoint } from "./trend-chart";
import { TrendTooltip } from "./trend-tooltip";

// jsdom lays nothing out, so the responsive container would measure 0×0 and draw nothing.
vi.mock("recharts", async (importOriginal) => {
  const recharts = await importOriginal<typeof import("recharts")>();
  return {
    ...recharts,
    ResponsiveContainer: ({
      children,
    }: {
      children: React.ReactElement<{ width?: number; height?: number }>;
    }) => React.cloneElement(children, { width: 800, height: 300 }),
  };
});

const days = (start: number, count: number, clicks: (i: number) => number): TrendPoint[] =>
  Array.from({ length: count }, (_, i) => ({
    date: `2025-06-${String(start + i).padStart(2, "0")}`,
    clicks: clicks(i),
    impressions: 100 + i,
    ctr: clicks(i) / (100 + i),
    position: 4 + i / 10,
  }));

const lines = (container: HTMLElement) => [
  ...container.querySelectorAll("path.recharts-line-curve"),
];

describe("TrendChart", () => {
  it("draws clicks and impressions first and toggles the other metrics", async () => {
    const user = userEvent.setup();
    const onMetricsChange = vi.fn();
    const { container } = render(
      <TrendChart
        label="Search performance over time"
        data={days(1, 14, (i) => i)}
        onMetricsChange={onMetricsChange}
      />,
    );
    expect(
      screen.getByRole("figure", { name: "Search performance over time" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Clicks" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "CTR" })).toHaveAttribute("aria-pressed", "false");
    expect(lines(container).map((line) => line.getAttribute("stroke"))).toEqual([
      "var(--chart-1)",
      "var(--chart-2)",
    ]);

    await user.click(screen.getByRole("button", { name: "Average position" }));
    expect(onMetricsChange).toHaveBeenLastCalledWith(["clicks", "impressions", "position"]);
    expect(lines(container)).toHaveLength(3);
  });

  it("keeps the last metric on", async () => {
    const user = userEvent.setup();
    render(<TrendChart label="Clicks" data={days(1, 7, (i) => i)} defaultMetrics={["clicks"]} />);
    const clicks = screen.getByRole("button", { name: "Clicks" });
    expect(clicks).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "CTR" }));
    expect(clicks).toBeEnabled();
  });

  it("draws the comparison period dashed and says so", () => {
    const { container } = render(
      <TrendChart
        label="Clicks"
        data={days(8, 7, (i) => i)}
        previous={days(1, 7, (i) => 2 * i)}
        defaultMetrics={["clicks"]}
      />,
    );
    const dashed = lines(container).filter(
      (line) => line.getAttribute("stroke-dasharray") === "4 4",
    );
    expect(dashed).toHaveLength(1);
    expect(screen.getByText("Previous period")).toBeInTheDocument();
  });

  it("shades fresh days and notes that they may change", () => {
    const { container } = render(
      <TrendChart label="Clicks" data={days(1, 10, (i) => i)} firstIncompleteDate="2025-06-09" />,
    );
    expect(screen.getByText("Fresh data — may change")).toBeInTheDocument();
    expect(container.querySelector(".recharts-reference-area")).not.toBeNull();
  });

  it("shows neither note without comparison or fresh days", () => {
    render(<TrendChart label="Clicks" data={days(1, 10, (i) => i)} />);
    expect(screen.queryByText("Previous period")).toBeNull();
    expect(screen.queryByText("Fresh data — may change")).toBeNull();
  });

  it("draws the position axis upside down, best position on top", () => {
    const { container } = render(
      <TrendChart label="Position" data={days(1, 10, (i) => i)} defaultMetrics={["position"]} />,
    );
    // Tick labels render in a layer of their own; the left axis is the position axis here.
    const ticks = [...container.querySelectorAll("text[orientation=left]")].map((tick) => ({
      value: Number(tick.textContent),
      y: Number(tick.getAttribute("y")),
    }));
    expect(ticks.length).toBeGreaterThan(1);
    const top = ticks.reduce((a, b) => (a.y < b.y ? a : b));
    expect(top.value).toBe(Math.min(...ticks.map((t) => t.value)));
  });
});

describe("TrendTooltip", () => {
  it("lists the shown metrics for the day and the comparison day, and flags fresh data", () => {
    render(
      <TrendTooltip
        grain="day"
        metrics={["clicks", "ctr"]}
        row={{
          index: 0,
          date: "2025-06-09",
          previousDate: "2025-06-02",
          fresh: true,
          current: { clicks: 1234, impressions: 40_000, ctr: 0.0309, position: 7.2 },
          previous: { clicks: 1000, impressions: 38_000, ctr: 0.0263, position: 7.9 },
        }}
      />,
    );
    expect(screen.getByText("Jun 09, 2025")).toBeInTheDocument();
    expect(screen.getByText("vs Jun 02, 2025")).toBeInTheDocument();
    expect(screen.getByText("Fresh data — may change")).toBeInTheDocument();
    expect(screen.getByText("1,234")).toBeInTheDocument();
    expect(screen.getByText("2.63%")).toBeInTheDocument();
    expect(screen.queryByText("Impressions")).toBeNull();
  });

  it("names a week by its first day", () => {
    render(
      <TrendTooltip
        grain="week"
        metrics={["clicks"]}
        row={{
          index: 0,
          date: "2025-06-02",
          previousDate: null,
          fresh: false,
          current: { clicks: 1, impressions: 2, ctr: 0.5, position: 1 },
          previous: null,
        }}
      />,
    );
    expect(screen.getByText("Week of Jun 02, 2025")).toBeInTheDocument();
  });
});

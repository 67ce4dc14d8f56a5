// @vitest-environment jsdom
import { fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { formatMetricValue, MetricTrend, metricScale, type MetricTrendPoint } from "./metric-trend";

const points: MetricTrendPoint[] = [
  { date: "2025-06-09", value: 1200 },
  { date: "2025-06-10", value: 1850 },
  { date: "2025-06-11", value: null },
  { date: "2025-06-12", value: 2400 },
];
const previous: MetricTrendPoint[] = [
  { date: "2025-06-02", value: 1100 },
  { date: "2025-06-03", value: 1500 },
  { date: "2025-06-04", value: 900 },
];

const tableRows = () => within(screen.getByRole("table")).getAllByRole("row").slice(1);
const yTicks = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>("[data-slot=metric-trend-y-ticks] span")].map(
    (tick) => Number(tick.dataset.value),
  );

describe("formatMetricValue", () => {
  it("writes each format as people read it", () => {
    expect(formatMetricValue(12345, "number")).toBe("12,345");
    expect(formatMetricValue(2.456, "number")).toBe("2.46");
    expect(formatMetricValue(0.456, "percent")).toBe("45.6%");
    expect(formatMetricValue(65, "seconds")).toBe("1m 05s");
    expect(formatMetricValue(42.4, "seconds")).toBe("42s");
    expect(formatMetricValue(3725, "seconds")).toBe("1h 02m");
    expect(formatMetricValue(1234.5, "currency")).toBe("$1,234.50");
    expect(formatMetricValue(1234.5, "currency", "EUR")).toBe("€1,234.50");
  });

  it("writes a missing value as a dash in every format", () => {
    for (const format of ["number", "percent", "seconds", "currency"] as const) {
      expect(formatMetricValue(null, format)).toBe("—");
      expect(formatMetricValue(Number.NaN, format)).toBe("—");
    }
  });
});

describe("MetricTrend", () => {
  it("labels the figure and renders it on the server", () => {
    const html = renderToString(
      <MetricTrend
        label="Sessions by day"
        metricLabel="Sessions"
        points={points}
        grain="day"
        format="number"
      />,
    );
    expect(html).toContain('aria-label="Sessions by day"');
    expect(html).toContain('data-slot="metric-trend"');
    expect(html).toContain('stroke="var(--chart-1)"');
    expect(html).toContain("Jun 9");
  });

  it("holds every point with its previous value in a visually hidden table", () => {
    const { container } = render(
      <MetricTrend
        label="Sessions by day"
        metricLabel="Sessions"
        points={points}
        previous={previous}
        grain="day"
        format="number"
      />,
    );
    const table = screen.getByRole("table", { name: "Sessions by day" });
    expect(table.parentElement).toHaveClass("sr-only");
    expect(table).not.toHaveClass("sr-only");
    const rows = tableRows();
    expect(rows.map((row) => row.dataset.date)).toEqual(points.map((point) => point.date));
    expect(rows.map((row) => row.dataset.value)).toEqual(["1200", "1850", "", "2400"]);
    expect(rows.map((row) => row.dataset.previousValue)).toEqual(["1100", "1500", "900", ""]);
    expect(rows.map((row) => row.textContent)).toEqual([
      "Jun 91,200Jun 21,100",
      "Jun 101,850Jun 31,500",
      "Jun 11—Jun 4900",
      "Jun 122,400——",
    ]);
    expect(container.querySelector("figure")).toHaveAttribute("aria-label", "Sessions by day");
  });

  it("draws the previous period dashed, with a legend, only when there is one", () => {
    const { container, rerender } = render(
      <MetricTrend
        label="Sessions"
        metricLabel="Sessions"
        points={points}
        grain="day"
        format="number"
      />,
    );
    expect(container.querySelector("[data-slot=metric-trend-previous]")).toBeNull();
    expect(screen.queryByText("Previous period")).toBeNull();
    expect(screen.queryByText("This period")).toBeNull();

    // A comparison without any value is no comparison.
    rerender(
      <MetricTrend
        label="Sessions"
        metricLabel="Sessions"
        points={points}
        previous={[{ date: "2025-06-02", value: null }]}
        grain="day"
        format="number"
      />,
    );
    expect(container.querySelector("[data-slot=metric-trend-previous]")).toBeNull();
    expect(screen.queryByText("Previous period")).toBeNull();

    rerender(
      <MetricTrend
        label="Sessions"
        metricLabel="Sessions"
        points={points}
        previous={previous}
        grain="day"
        format="number"
      />,
    );
    const line = container.querySelector("[data-slot=metric-trend-previous]");
    expect(line).toHaveAttribute("stroke-dasharray");
    expect(line).toHaveAttribute("stroke", "var(--muted-foreground)");
    expect(line?.getAttribute("d")).toMatch(/^M0\.0,/);
    const legend = container.querySelector("[data-slot=metric-trend-legend]") as HTMLElement;
    expect(within(legend).getByText("This period")).toBeInTheDocument();
    expect(within(legend).getByText("Previous period")).toBeInTheDocument();
  });

  it("moves the tooltip with the keyboard and hides it with Escape", () => {
    render(
      <MetricTrend
        label="Sessions by day"
        metricLabel="Sessions"
        points={points}
        previous={previous}
        grain="day"
        format="number"
      />,
    );
    const plot = screen.getByRole("group", { name: /Sessions by day/ });
    expect(plot).toHaveAttribute("tabIndex", "0");
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent(/^$/);

    fireEvent.focus(plot);
    expect(status).toHaveTextContent("Jun 9: Sessions 1,200; previous period, Jun 2: 1,100");

    fireEvent.keyDown(plot, { key: "ArrowRight" });
    expect(status).toHaveTextContent("Jun 10: Sessions 1,850; previous period, Jun 3: 1,500");
    const tooltip = document.querySelector("[data-slot=metric-trend-tooltip]") as HTMLElement;
    expect(tooltip).toHaveTextContent("Jun 10");
    expect(tooltip).toHaveTextContent("1,850");
    expect(tooltip).toHaveTextContent("Jun 3");
    expect(tooltip).toHaveTextContent("1,500");

    fireEvent.keyDown(plot, { key: "End" });
    expect(status).toHaveTextContent("Jun 12: Sessions 2,400");
    fireEvent.keyDown(plot, { key: "ArrowRight" });
    expect(status).toHaveTextContent("Jun 12: Sessions 2,400");
    fireEvent.keyDown(plot, { key: "ArrowLeft" });
    expect(status).toHaveTextContent("Jun 11: Sessions —; previous period, Jun 4: 900");
    fireEvent.keyDown(plot, { key: "Home" });
    expect(status).toHaveTextContent("Jun 9: Sessions 1,200");

    fireEvent.keyDown(plot, { key: "Escape" });
    expect(status).toHaveTextContent(/^$/);
    expect(document.querySelector("[data-slot=metric-trend-tooltip]")).toBeNull();
  });

  it("follows the pointer across the plot", () => {
    render(
      <MetricTrend label="Users" metricLabel="Users" points={points} grain="day" format="number" />,
    );
    const plot = screen.getByRole("group", { name: /Users/ });
    plot.getBoundingClientRect = () => ({ left: 100, width: 300 }) as DOMRect;
    // jsdom has no PointerEvent: a MouseEvent of the same type carries the position.
    fireEvent(plot, new MouseEvent("pointermove", { bubbles: true, clientX: 400 }));
    expect(screen.getByRole("status")).toHaveTextContent("Jun 12: Users 2,400");
    fireEvent(plot, new MouseEvent("pointermove", { bubbles: true, clientX: 205 }));
    expect(screen.getByRole("status")).toHaveTextContent("Jun 10: Users 1,850");
    fireEvent.pointerLeave(plot);
    expect(screen.getByRole("status")).toHaveTextContent(/^$/);
  });

  it("says there is no data instead of drawing an empty plot", () => {
    const { container } = render(
      <MetricTrend
        label="Sessions"
        metricLabel="Sessions"
        points={[]}
        grain="day"
        format="number"
      />,
    );
    expect(screen.getByText("No data for this range.")).toBeInTheDocument();
    expect(container.querySelector("svg")).toBeNull();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("starts the y axis at 0 for counts and money, and hugs rates", () => {
    const steady = [
      { date: "2025-06-09", value: 900 },
      { date: "2025-06-10", value: 1000 },
    ];
    const { container, rerender } = render(
      <MetricTrend
        label="Sessions"
        metricLabel="Sessions"
        points={steady}
        grain="day"
        format="number"
      />,
    );
    let ticks = yTicks(container);
    expect(ticks[0]).toBe(0);
    expect(ticks.length).toBeGreaterThanOrEqual(3);
    expect(ticks.length).toBeLessThanOrEqual(5);
    expect(container.querySelector("[data-slot=metric-trend-y-ticks]")).toHaveTextContent("0");

    rerender(
      <MetricTrend
        label="Revenue"
        metricLabel="Revenue"
        points={steady}
        grain="day"
        format="currency"
      />,
    );
    expect(yTicks(container)[0]).toBe(0);
    expect(container.querySelector("[data-slot=metric-trend-y-ticks]")).toHaveTextContent("$0.00");

    rerender(
      <MetricTrend
        label="Engagement rate"
        metricLabel="Engagement rate"
        points={[
          { date: "2025-06-09", value: 0.62 },
          { date: "2025-06-10", value: 0.68 },
        ]}
        grain="day"
        format="percent"
      />,
    );
    ticks = yTicks(container);
    expect(ticks[0]).toBeGreaterThan(0);
    expect(ticks[0]).toBeLessThanOrEqual(0.62);
    expect(container.querySelector("[data-slot=metric-trend-y-ticks]")).toHaveTextContent("%");
  });

  it("ticks long durations on whole minutes", () => {
    const { ticks } = metricScale([150, 400], "seconds");
    expect(ticks.length).toBeGreaterThanOrEqual(3);
    expect(ticks.length).toBeLessThanOrEqual(5);
    for (const tick of ticks) expect(tick % 60).toBe(0);
  });

  it("writes month ticks and tooltips as months", () => {
    render(
      <MetricTrend
        label="Users by month"
        metricLabel="Users"
        points={[
          { date: "2025-05-01", value: 10 },
          { date: "2025-06-01", value: 12 },
        ]}
        grain="month"
        format="number"
      />,
    );
    const plot = screen.getByRole("group", { name: /Users by month/ });
    fireEvent.keyDown(plot, { key: "End" });
    expect(screen.getByRole("status")).toHaveTextContent("Jun 2025: Users 12");
  });
});

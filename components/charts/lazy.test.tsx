// @vitest-environment jsdom
import * as React from "react";
import { renderToString } from "react-dom/server";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LazyTrendChart } from "./lazy";
import type { TrendPoint } from "./trend-data";

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

const days = (count: number): TrendPoint[] =>
  Array.from({ length: count }, (_, i) => ({
    date: `2025-06-${String(1 + i).padStart(2, "0")}`,
    clicks: 10 + i,
    impressions: 100 + 3 * i,
    ctr: (10 + i) / (100 + 3 * i),
    position: 4 + i / 10,
  }));

const previewPaths = (root: ParentNode) =>
  [...root.querySelectorAll('[data-slot="trend-preview"] path')].map((p) => p.getAttribute("d"));

describe("LazyTrendChart", () => {
  it("is in the server's HTML as plain SVG lines, without the chart library", () => {
    const html = renderToString(
      <LazyTrendChart label="Clicks and impressions over time" data={days(7)} />,
    );
    expect(html).toContain('data-slot="trend-preview"');
    expect(html).not.toContain("recharts");
    const doc = new DOMParser().parseFromString(html, "text/html");
    const paths = previewPaths(doc);
    expect(paths).toHaveLength(2);
    // Clicks rise day by day from 10 to 16 on a 0–20 scale: the line climbs from y 50 to y 20.
    expect(paths[0]).toMatch(/^M0\.0,50\.00L166\.7,45\.00/);
    expect(paths[0]).toMatch(/L1000\.0,20\.00$/);
    expect(doc.body.textContent).toContain("Jun 7");
  });

  it("swaps in the interactive chart when a pointer reaches the plot, keeping the metric choice", async () => {
    const user = userEvent.setup();
    const onMetricsChange = vi.fn();
    const { container } = render(
      <LazyTrendChart label="Trend" data={days(7)} onMetricsChange={onMetricsChange} />,
    );
    expect(container.querySelector(".recharts-wrapper")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Average position" }));
    expect(onMetricsChange).toHaveBeenLastCalledWith(["clicks", "impressions", "position"]);
    expect(previewPaths(container)).toHaveLength(3);

    fireEvent.pointerEnter(container.querySelector('[data-slot="trend-preview"]')!.parentElement!);
    await vi.waitFor(
      () => {
        expect(container.querySelectorAll("path.recharts-line-curve")).toHaveLength(3);
      },
      { timeout: 10_000 },
    );
    expect(container.querySelector('[data-slot="trend-preview"]')).toBeNull();
    expect(screen.getByRole("button", { name: "Average position" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });
  it("draws the notes in the first HTML as dashed lines with their labels", () => {
    const html = renderToString(
      <LazyTrendChart
        label="Clicks and impressions over time"
        data={days(7)}
        annotations={[
          { id: "n1", day: "2025-06-04", label: "Published: Seed guide" },
          { id: "n2", day: "2025-07-01", label: "Out of range" },
        ]}
      />,
    );
    const doc = new DOMParser().parseFromString(html, "text/html");
    const lines = doc.querySelectorAll('[data-slot="chart-note-line"]');
    expect(lines).toHaveLength(1);
    // The fourth of seven days: half way along the plot.
    expect(lines[0]!.getAttribute("x1")).toBe("500");
    const labels = [...doc.querySelectorAll('[data-slot="chart-note"]')].map((n) => n.textContent);
    expect(labels).toEqual(["Jun 04, 2025: Published: Seed guide"]);
  });
});

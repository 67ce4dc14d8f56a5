// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { Waterfall } from "./waterfall";

const start = { id: "previous", label: "Previous period", value: 10_000 };
const end = { id: "current", label: "This period", value: 9_300 };
const steps = [
  { id: "demand", label: "Search demand", value: -900 },
  { id: "position", label: "Position", value: 250 },
  { id: "hidden", label: "Anonymised queries", value: -50 },
];

const bars = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>(".h-56 > div > div")].map((bar) => ({
    bottom: parseFloat(bar.style.bottom),
    height: parseFloat(bar.style.height),
    className: bar.className,
  }));

describe("Waterfall", () => {
  it("reads to screen readers as a table of the totals and the signed steps", () => {
    render(<Waterfall start={start} steps={steps} end={end} caption="How clicks changed." />);
    const table = screen.getByRole("table", { name: "How clicks changed." });
    const rows = within(table).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "Previous period10,000",
      "Search demand-900",
      "Position+250",
      "Anonymised queries-50",
      "This period9,300",
    ]);
    expect(rows.map((row) => row.dataset.value)).toEqual(["10000", "-900", "250", "-50", "9300"]);
  });

  it("places each step from the running total, falls red and rises green", () => {
    const { container } = render(
      <Waterfall start={start} steps={steps} end={end} caption="How clicks changed." />,
    );
    const [first, demand, position, hidden, last] = bars(container);
    // The fall starts where the first total ends and the rise starts where the fall ends.
    expect(demand!.bottom + demand!.height).toBeCloseTo(first!.bottom + first!.height, 6);
    expect(position!.bottom).toBeCloseTo(demand!.bottom, 6);
    expect(hidden!.bottom + hidden!.height).toBeCloseTo(position!.bottom + position!.height, 6);
    expect(last!.bottom + last!.height).toBeCloseTo(hidden!.bottom, 6);
    expect(demand!.className).toContain("bg-destructive");
    expect(position!.className).toContain("bg-success");
    expect(first!.className).toContain("bg-chart-1");
  });

  it("on a phone, lays the same bars out as rows from the same running totals", () => {
    const { container } = render(
      <Waterfall start={start} steps={steps} end={end} caption="How clicks changed." />,
    );
    const rows = [...container.querySelectorAll<HTMLElement>(".sm\\:hidden > div")];
    expect(rows.map((row) => row.textContent)).toEqual([
      "Previous period10,000",
      "Search demand-900",
      "Position+250",
      "Anonymised queries-50",
      "This period9,300",
    ]);
    const spans = rows.map((row) => row.querySelector<HTMLElement>("span.absolute")!.style);
    const columns = bars(container);
    spans.forEach((span, i) => {
      expect(parseFloat(span.left)).toBeCloseTo(columns[i]!.bottom, 6);
      expect(parseFloat(span.width)).toBeCloseTo(columns[i]!.height, 6);
    });
  });

  it("starts the axis above zero so small steps show, and says where", () => {
    render(<Waterfall start={start} steps={steps} end={end} caption="How clicks changed." />);
    expect(screen.getByText(/The axis starts at [\d,]+\./)).toBeInTheDocument();
  });
});

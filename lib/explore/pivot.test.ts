import { pivotRows, type PivotInputRow } from "./pivot";

const row = (channel: string, device: string, ...metricValues: number[]): PivotInputRow => ({
  dimensionValues: [channel, device],
  metricValues,
});

const rows = [
  row("Organic", "desktop", 100, 0.5),
  row("Organic", "mobile", 60, 0.7),
  row("Direct", "desktop", 40, 0.4),
  row("Direct", "tablet", 5, 0.9),
  row("Email", "smart tv", 1, 1),
  row("Email", "mobile", 300, 0.2),
];

describe("a pivot of two dimensions", () => {
  it("ranks columns and rows by their totals and sums an additive metric", () => {
    expect(
      pivotRows(rows, { rowDim: 0, colDim: 1, metric: 0, maxColumns: 12, additive: true }),
    ).toEqual({
      columns: ["mobile", "desktop", "tablet", "smart tv"],
      other: false,
      rows: [
        { key: "Email", cells: [300, null, null, 1], total: 301 },
        { key: "Organic", cells: [60, 100, null, null], total: 160 },
        { key: "Direct", cells: [null, 40, 5, null], total: 45 },
      ],
      columnTotals: [360, 140, 5, 1],
    });
  });

  it("folds the columns past the top ones into Other, in the cells and the totals", () => {
    expect(
      pivotRows(rows, { rowDim: 0, colDim: 1, metric: 0, maxColumns: 2, additive: true }),
    ).toEqual({
      columns: ["mobile", "desktop", "Other"],
      other: true,
      rows: [
        { key: "Email", cells: [300, null, 1], total: 301 },
        { key: "Organic", cells: [60, 100, null], total: 160 },
        { key: "Direct", cells: [null, 40, 5], total: 45 },
      ],
      columnTotals: [360, 140, 6],
    });
  });

  it("adds rows that share a cell, as the same pair in two report rows", () => {
    const table = pivotRows([row("A", "x", 2), row("A", "x", 3), row("B", "x", 1)], {
      rowDim: 0,
      colDim: 1,
      metric: 0,
      maxColumns: 5,
      additive: true,
    });
    expect(table.rows).toEqual([
      { key: "A", cells: [5], total: 5 },
      { key: "B", cells: [1], total: 1 },
    ]);
  });

  it("never sums or averages a rate: cells as given, Other and totals null, report order", () => {
    expect(
      pivotRows(rows, { rowDim: 0, colDim: 1, metric: 1, maxColumns: 2, additive: false }),
    ).toEqual({
      columns: ["desktop", "mobile", "Other"],
      other: true,
      rows: [
        { key: "Organic", cells: [0.5, 0.7, null], total: null },
        { key: "Direct", cells: [0.4, null, null], total: null },
        { key: "Email", cells: [null, 0.2, null], total: null },
      ],
      columnTotals: [null, null, null],
    });
    // Non-additive is the default, and a shared cell keeps its first value.
    const shared = pivotRows([row("A", "x", 0.2, 0.5), row("A", "x", 0.2, 0.9)], {
      rowDim: 0,
      colDim: 1,
      metric: 1,
      maxColumns: 5,
    });
    expect(shared.rows).toEqual([{ key: "A", cells: [0.5], total: null }]);
  });

  it("swaps the axes by index and skips rows without the metric", () => {
    const table = pivotRows(
      [row("A", "x", 1), row("B", "x", 2), { dimensionValues: ["C", "y"], metricValues: [] }],
      {
        rowDim: 1,
        colDim: 0,
        metric: 0,
        maxColumns: 12,
        additive: true,
      },
    );
    expect(table).toEqual({
      columns: ["B", "A"],
      other: false,
      rows: [{ key: "x", cells: [2, 1], total: 3 }],
      columnTotals: [2, 1],
    });
    expect(
      pivotRows([], { rowDim: 0, colDim: 1, metric: 0, maxColumns: 3, additive: true }),
    ).toEqual({
      columns: [],
      other: false,
      rows: [],
      columnTotals: [],
    });
  });
});

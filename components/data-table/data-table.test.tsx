// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Papa from "papaparse";
import { DataTable, type DataTableColumn } from "./data-table";

const download = vi.hoisted(() => vi.fn());
vi.mock("@/lib/csv/to-csv", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/csv/to-csv")>()),
  downloadCsv: download,
}));

type QueryRow = { query: string; clicks: number; ctr: number; position: number };

const columns: DataTableColumn<QueryRow>[] = [
  { id: "query", header: "Query", value: (row) => row.query },
  { id: "clicks", header: "Clicks", value: (row) => row.clicks, format: "number" },
  { id: "ctr", header: "CTR", value: (row) => row.ctr, format: "percent" },
  { id: "position", header: "Position", value: (row) => row.position, format: "position" },
];

const few: QueryRow[] = [
  { query: "rose care", clicks: 1200, ctr: 0.0456, position: 3.24 },
  { query: "tulip bulbs", clicks: 80, ctr: 0.012, position: 9.1 },
  { query: "Rose pruning", clicks: 450, ctr: 0.03, position: 5.55 },
];

const many: QueryRow[] = Array.from({ length: 60 }, (_, i) => ({
  query: `query ${String(i + 1).padStart(2, "0")}`,
  clicks: 1000 - i,
  ctr: 0.01,
  position: 1 + i / 10,
}));

const bodyRows = () => within(screen.getAllByRole("rowgroup")[1]!).getAllByRole("row");
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole("cell")[0]!.textContent);

beforeAll(() => {
  // Radix Select measures and scrolls its list; jsdom implements neither.
  Element.prototype.scrollIntoView = vi.fn();
  Element.prototype.hasPointerCapture = vi.fn(() => false);
  Element.prototype.releasePointerCapture = vi.fn();
});
beforeEach(() => download.mockClear());

describe("DataTable", () => {
  it("renders an accessible table with formatted numbers", () => {
    render(<DataTable columns={columns} data={few} caption="Top queries" />);
    const table = screen.getByRole("table", { name: "Top queries" });
    const headers = within(table).getAllByRole("columnheader");
    expect(headers.map((h) => h.getAttribute("scope"))).toEqual(["col", "col", "col", "col"]);
    expect(headers.map((h) => h.getAttribute("aria-sort"))).toEqual([
      "none",
      "none",
      "none",
      "none",
    ]);
    const first = within(bodyRows()[0]!)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(first).toEqual(["rose care", "1,200", "4.56%", "3.2"]);
  });

  it("sorts by a header, numbers largest first, and by keyboard", async () => {
    const user = userEvent.setup();
    render(<DataTable columns={columns} data={few} caption="Top queries" />);
    await user.click(screen.getByRole("button", { name: "Clicks" }));
    expect(firstCells()).toEqual(["rose care", "Rose pruning", "tulip bulbs"]);
    expect(screen.getByRole("columnheader", { name: "Clicks" })).toHaveAttribute(
      "aria-sort",
      "descending",
    );

    await user.click(screen.getByRole("button", { name: "Clicks" }));
    expect(screen.getByRole("columnheader", { name: "Clicks" })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
    expect(firstCells()[0]).toBe("tulip bulbs");

    screen.getByRole("button", { name: "Position" }).focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("columnheader", { name: "Position" })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
    expect(screen.getByRole("columnheader", { name: "Clicks" })).toHaveAttribute(
      "aria-sort",
      "none",
    );
    expect(firstCells()[0]).toBe("rose care");
  });

  it("filters rows on the search column, ignoring case", async () => {
    const user = userEvent.setup();
    render(
      <DataTable
        columns={columns}
        data={few}
        caption="Top queries"
        search={{ columnId: "query", label: "Search queries" }}
      />,
    );
    await user.type(screen.getByRole("searchbox", { name: "Search queries" }), "rose");
    expect(firstCells()).toEqual(["rose care", "Rose pruning"]);
    await user.type(screen.getByRole("searchbox"), "s in winter");
    expect(bodyRows()[0]).toHaveTextContent("No rows match “roses in winter”.");
  });

  it("pages through rows 25 at a time and changes the page size", async () => {
    const user = userEvent.setup();
    render(<DataTable columns={columns} data={many} caption="Queries" />);
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText("1–25 of 60")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous page" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(screen.getByText("26–50 of 60")).toBeInTheDocument();
    expect(firstCells()[0]).toBe("query 26");

    await user.selectOptions(screen.getByRole("combobox", { name: "Rows per page" }), "100");
    expect(bodyRows()).toHaveLength(60);
    expect(screen.getByText("1–60 of 60")).toBeInTheDocument();
  });

  it("exports every matching row, not only the page, with the table's columns", async () => {
    const user = userEvent.setup();
    render(
      <DataTable columns={columns} data={many} caption="Queries" exportFilename="queries.csv" />,
    );
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await vi.waitFor(() => expect(download).toHaveBeenCalledOnce());
    const [filename, csv] = download.mock.calls[0] as [string, string];
    expect(filename).toBe("queries.csv");
    const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual(["Query", "Clicks", "CTR", "Position"]);
    expect(parsed).toHaveLength(61);
    expect(parsed[1]).toEqual(["query 01", "1000", "1.00%", "1"]);
  });

  it("calls onRowClick from a click and from the keyboard", async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    render(
      <DataTable columns={columns} data={few} caption="Top queries" onRowClick={onRowClick} />,
    );
    await user.click(screen.getByText("tulip bulbs"));
    expect(onRowClick).toHaveBeenLastCalledWith(few[1]);
    bodyRows()[2]!.focus();
    await user.keyboard("{Enter}");
    expect(onRowClick).toHaveBeenLastCalledWith(few[2]);
  });

  it("shows the empty slot without data", () => {
    render(
      <DataTable
        columns={columns}
        data={[]}
        caption="Top queries"
        exportFilename="queries.csv"
        empty="No queries for these dates yet."
      />,
    );
    expect(screen.getByText("No queries for these dates yet.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Export CSV" })).toBeDisabled();
  });
});

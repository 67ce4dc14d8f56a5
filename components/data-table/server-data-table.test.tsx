// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { TablePageQuery } from "@/lib/tables/table-page";
import type { DataTableColumn } from "./columns";
import { ServerDataTable } from "./server-data-table";

type Row = { query: string; clicks: number; position: number };
const columns: DataTableColumn<Row>[] = [
  { id: "key", header: "Query", value: (row) => row.query, sortDescFirst: false },
  { id: "clicks", header: "Clicks", value: (row) => row.clicks, format: "number" },
  { id: "position", header: "Position", value: (row) => row.position, format: "position" },
];
const rows: Row[] = Array.from({ length: 25 }, (_, i) => ({
  query: `query ${i}`,
  clicks: 100 - i,
  position: 1 + i / 10,
}));
const QUERY: TablePageQuery = { sort: "clicks", desc: true, pageIndex: 0, pageSize: 25 };

function renderTable(onQueryChange = vi.fn(), query = QUERY, total = 60) {
  render(
    <ServerDataTable
      columns={columns}
      rows={rows}
      total={total}
      query={query}
      onQueryChange={onQueryChange}
      caption="Queries"
      search={{ label: "Search queries" }}
      getRowId={(row) => row.query}
    />,
  );
  return onQueryChange;
}

describe("ServerDataTable", () => {
  it("shows the server's page and the count of every matching row", () => {
    renderTable();
    expect(screen.getAllByRole("row")).toHaveLength(26);
    expect(screen.getByText("1–25 of 60")).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: /Clicks/ })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
  });

  it("asks the server for another sort: numbers best first, position and text ascending first", async () => {
    const user = userEvent.setup();
    const onQueryChange = renderTable(vi.fn(), { ...QUERY, pageIndex: 2 });
    await user.click(screen.getByRole("button", { name: /Position/ }));
    expect(onQueryChange).toHaveBeenLastCalledWith({ ...QUERY, sort: "position", desc: false });
    await user.click(screen.getByRole("button", { name: /Clicks/ }));
    expect(onQueryChange).toHaveBeenLastCalledWith({ ...QUERY, sort: "clicks", desc: false });
    await user.click(screen.getByRole("button", { name: /Query/ }));
    expect(onQueryChange).toHaveBeenLastCalledWith({ ...QUERY, sort: "key", desc: false });
  });

  it("pages and resizes through the server", async () => {
    const user = userEvent.setup();
    const onQueryChange = renderTable();
    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(onQueryChange).toHaveBeenLastCalledWith({ ...QUERY, pageIndex: 1 });
    await user.selectOptions(screen.getByRole("combobox", { name: "Rows per page" }), "100");
    expect(onQueryChange).toHaveBeenLastCalledWith({ ...QUERY, pageSize: 100 });
  });

  it("sends the search once typing pauses, from the first page", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const onQueryChange = renderTable(vi.fn(), { ...QUERY, pageIndex: 1 });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(screen.getByRole("searchbox", { name: "Search queries" }), "rose");
      expect(onQueryChange).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(300));
      expect(onQueryChange).toHaveBeenCalledOnce();
      expect(onQueryChange).toHaveBeenCalledWith({ ...QUERY, search: "rose", pageIndex: 0 });
    } finally {
      vi.useRealTimers();
    }
  });
});
